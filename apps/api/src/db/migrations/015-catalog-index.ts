import { type Kysely, sql } from "kysely";
import type { DialectName } from "../database.js";

/** Tables whose rows say which product they belong to; a change to any of them changes that product. */
const PRODUCT_PARTS = ["product_images", "product_colors", "product_sizes", "product_doors", "product_categories"];

/**
 * The shop's first search synonyms (ADR 1501): groups of words and phrases that mean the same to
 * a shopper, Turkish and English. The owner changes them in the admin API; this is only the start.
 */
const FIRST_SYNONYMS: string[][] = [
  ["chair", "sandalye", "iskemle"],
  ["armchair", "koltuk", "berjer", "bergère"],
  ["table", "masa"],
  ["side table", "coffee table", "sehpa"],
  ["lamp", "lamba", "aydınlatma", "abajur", "lambader"],
  ["parasol", "şemsiye", "umbrella"],
  ["sun lounger", "lounger", "şezlong", "chaise longue", "deckchair", "transat"],
  ["sofa", "couch", "kanepe"],
  ["bench", "bank"],
  ["cushion", "minder", "yastık", "pillow"],
  ["pouf", "puf", "ottoman"],
  ["stool", "tabure"],
  ["swing", "salıncak"],
  ["garden", "bahçe"],
  ["outdoor", "dış mekan"],
  ["indoor", "iç mekan"],
  ["living room", "oturma odası", "salon"],
  ["bedroom", "yatak odası"],
  ["dining room", "yemek odası"],
  ["accessories", "aksesuar"],
  ["planter", "saksı"],
  ["rug", "halı", "carpet"],
  ["lantern", "fener"],
  ["steel", "çelik"],
  ["aluminium", "aluminum", "alüminyum"],
  ["wood", "ahşap"],
  ["rattan", "hasır"],
  ["fabric", "kumaş"],
  ["cover", "kılıf", "örtü"],
  ["grey", "gray", "gri"],
  ["white", "beyaz"],
  ["black", "siyah"],
  ["blue", "mavi"],
  ["green", "yeşil"],
  ["red", "kırmızı"],
  ["yellow", "sarı"],
  ["orange", "turuncu"],
  ["pink", "pembe"],
  ["brown", "kahverengi"],
];

/**
 * The catalogue index (ADR 1500): `catalog_changes` is a log of which products changed, written
 * by triggers in the same transaction as the change (so no code path can forget it, whatever
 * module writes), read by every instance to keep its in-memory index in step. Plus the search
 * synonym table, whose changes are logged the same way.
 */
export function catalogIndex(dialect: DialectName) {
  const pg = dialect === "postgres";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("catalog_changes")
        .addColumn("seq", pg ? sql`bigint generated always as identity` : "integer", (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("product_id", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull().defaultTo("product"))
        .execute();
      if (pg) {
        // PostgreSQL hands out sequence numbers in start order, not commit order: readers follow the
        // writing transaction's id instead (see engine/changes.ts).
        await sql`alter table catalog_changes add column txid xid8 not null default pg_current_xact_id()`.execute(db);
        await db.schema.createIndex("catalog_changes_txid_idx").on("catalog_changes").column("txid").execute();
      }
      await db.schema
        .createTable("search_synonyms")
        .addColumn("position", "integer", (c) => c.primaryKey())
        .addColumn("terms", "text", (c) => c.notNull())
        .execute();

      if (pg) {
        await sql`create function catalog_note_product() returns trigger language plpgsql as $$
          begin
            if tg_op = 'DELETE' then insert into catalog_changes (product_id) values (old.id);
            else insert into catalog_changes (product_id) values (new.id); end if;
            return null;
          end $$`.execute(db);
        await sql`create function catalog_note_new_rows() returns trigger language plpgsql as $$
          begin insert into catalog_changes (product_id) select distinct product_id from new_rows; return null; end $$`.execute(
          db,
        );
        await sql`create function catalog_note_old_rows() returns trigger language plpgsql as $$
          begin insert into catalog_changes (product_id) select distinct product_id from old_rows; return null; end $$`.execute(
          db,
        );
        await sql`create function catalog_note_synonyms() returns trigger language plpgsql as $$
          begin insert into catalog_changes (product_id, kind) values ('', 'synonyms'); return null; end $$`.execute(
          db,
        );
        await sql`create trigger products_changes after insert or update or delete on products
          for each row execute function catalog_note_product()`.execute(db);
        for (const t of PRODUCT_PARTS) {
          const table = sql.table(t);
          await sql`create trigger ${sql.raw(`${t}_inserted`)} after insert on ${table}
            referencing new table as new_rows for each statement execute function catalog_note_new_rows()`.execute(db);
          await sql`create trigger ${sql.raw(`${t}_updated`)} after update on ${table}
            referencing new table as new_rows for each statement execute function catalog_note_new_rows()`.execute(db);
          await sql`create trigger ${sql.raw(`${t}_deleted`)} after delete on ${table}
            referencing old table as old_rows for each statement execute function catalog_note_old_rows()`.execute(db);
        }
        await sql`create trigger search_synonyms_changes after insert or update or delete on search_synonyms
          for each statement execute function catalog_note_synonyms()`.execute(db);
      } else {
        // SQLite triggers are per row: a product write logs its id once per row it touches (readers
        // take each id once).
        const note = (name: string, event: string, table: string, value: string, kind = "product") =>
          sql
            .raw(
              `create trigger ${name} after ${event} on ${table}
               begin insert into catalog_changes (product_id, kind) values (${value}, '${kind}'); end`,
            )
            .execute(db);
        await note("products_inserted", "insert", "products", "new.id");
        await note("products_updated", "update", "products", "new.id");
        await note("products_deleted", "delete", "products", "old.id");
        for (const t of PRODUCT_PARTS) {
          await note(`${t}_inserted`, "insert", t, "new.product_id");
          await note(`${t}_updated`, "update", t, "new.product_id");
          await note(`${t}_deleted`, "delete", t, "old.product_id");
        }
        for (const event of ["insert", "update", "delete"]) {
          await note(`search_synonyms_${event}`, event, "search_synonyms", "''", "synonyms");
        }
      }

      await db
        .insertInto("search_synonyms" as never)
        .values(FIRST_SYNONYMS.map((terms, position) => ({ position, terms: JSON.stringify(terms) })) as never)
        .execute();
      // The seeded synonyms are not a change anyone needs to hear about.
      await db.deleteFrom("catalog_changes" as never).execute();
    },
  };
}
