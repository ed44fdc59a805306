import { type Kysely, sql } from "kysely";
import type { DialectName } from "../database.js";

/**
 * Issue 20, catalogue content per language (ADR 2001): a product's description, technical sheet,
 * features and meta texts, and a collection's description, per language in their own tables keyed
 * by (id, language). The default texts stay where they are (products), so every reader that asks
 * for no language reads exactly what it read before. A change to a product's texts is logged in
 * catalog_changes like a change to any other part of the product (the search index reads them).
 */
export function catalogueTexts(dialect: DialectName) {
  const pg = dialect === "postgres";
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it is at their step
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("product_texts")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("technical_sheet", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("features", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("meta_title", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("meta_description", "text", (c) => c.notNull().defaultTo(""))
        .addPrimaryKeyConstraint("product_texts_pk", ["product_id", "language"])
        .execute();
      await db.schema
        .createTable("collection_texts")
        .addColumn("collection_id", "text", (c) => c.notNull().references("collections.id").onDelete("cascade"))
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addPrimaryKeyConstraint("collection_texts_pk", ["collection_id", "language"])
        .execute();

      // The same change log as the other parts of a product (015-catalog-index).
      if (pg) {
        await sql`create trigger product_texts_inserted after insert on product_texts
          referencing new table as new_rows for each statement execute function catalog_note_new_rows()`.execute(db);
        await sql`create trigger product_texts_updated after update on product_texts
          referencing new table as new_rows for each statement execute function catalog_note_new_rows()`.execute(db);
        await sql`create trigger product_texts_deleted after delete on product_texts
          referencing old table as old_rows for each statement execute function catalog_note_old_rows()`.execute(db);
      } else {
        for (const [event, row] of [
          ["insert", "new"],
          ["update", "new"],
          ["delete", "old"],
        ] as const) {
          await sql
            .raw(
              `create trigger product_texts_${event === "insert" ? "inserted" : event === "update" ? "updated" : "deleted"} after ${event} on product_texts
               begin insert into catalog_changes (product_id, kind) values (${row}.product_id, 'product'); end`,
            )
            .execute(db);
        }
      }
    },
  };
}
