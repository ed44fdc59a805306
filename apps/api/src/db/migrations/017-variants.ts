import { type Kysely, sql } from "kysely";
import { newId } from "../../lib/ids.js";
import type { DialectName } from "../database.js";

/** What the migration did, for the start-up log. */
export interface VariantsMigrationReport {
  products: number;
  variants: number;
  /** Products with stock whose stock went to the first variant while other variants got 0. */
  stockOnFirst: number;
  orderLines: number;
  orderLinesWithoutVariant: number;
}

// Frozen copies of the helpers as they were when this migration shipped (a migration never changes).
function pieces(packing: string): number {
  const m = /\d+/.exec(packing);
  const n = m ? Number(m[0]) : 1;
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, 1000) : 1;
}
function part(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replaceAll("ı", "i")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}
function skuFor(sku: string, color: string, packing: string, colors: number, packings: number): string {
  if (colors <= 1 && packings <= 1) return sku;
  const parts = [sku];
  if (colors > 1 && color) parts.push(part(color) || "C");
  if (packings > 1) parts.push(`P${part(packing) || "1"}`);
  return parts.join("-").slice(0, 64);
}
function parseList(text: string): string[] {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v)
      ? v.filter((x): x is string => typeof x === "string" && x.trim() !== "").map((x) => x.trim())
      : [];
  } catch {
    return [];
  }
}

/**
 * Issue 17 (ADR 1700): every product sells one article per colour × packing, each with its own
 * SKU, price and stock. `products.count_in_stock` becomes the sum over the variants, kept by
 * triggers in the same statement as every variant change (so no path can leave it wrong), and a
 * variant change is a catalogue change (ADR 1500). Existing products get one variant per colour
 * and packing; their whole stock goes on the first one. Order lines keep the variant and its SKU.
 */
export function variants(dialect: DialectName, log: (report: VariantsMigrationReport) => void = () => {}) {
  const pg = dialect === "postgres";
  const ts = pg ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("product_variants")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("color", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("color_key", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("packing", "text", (c) => c.notNull())
        .addColumn("sku", "text", (c) => c.notNull().unique())
        .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents >= 0`))
        .addColumn("own_price", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("count_in_stock", "integer", (c) => c.notNull().check(sql`count_in_stock >= 0`))
        .addColumn("units_sold", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .addUniqueConstraint("product_variants_line_uq", ["product_id", "color_key", "packing"])
        .execute();
      await db.schema
        .createIndex("product_variants_product_idx")
        .on("product_variants")
        .columns(["product_id", "position"])
        .execute();
      await db.schema
        .createIndex("product_variants_stock_idx")
        .on("product_variants")
        .columns(["count_in_stock", "product_id"])
        .execute();

      await db.schema.alterTable("order_items").addColumn("variant_id", "text").execute();
      await db.schema
        .alterTable("order_items")
        .addColumn("sku", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema.createIndex("order_items_variant_idx").on("order_items").column("variant_id").execute();

      // Existing products: one variant per colour × packing, stock in full on the first.
      const report: VariantsMigrationReport = {
        products: 0,
        variants: 0,
        stockOnFirst: 0,
        orderLines: 0,
        orderLinesWithoutVariant: 0,
      };
      const taken = new Set<string>();
      // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema of its own time, not today's types
      const k = db as Kysely<any>;
      let after = "";
      for (;;) {
        const products = (await k
          .selectFrom("products")
          .select(["id", "sku", "price_cents", "count_in_stock", "packings", "created_at"])
          .where("id", ">", after)
          .orderBy("id")
          .limit(500)
          .execute()) as Array<{
          id: string;
          sku: string;
          price_cents: number;
          count_in_stock: number;
          packings: string;
          created_at: string;
        }>;
        if (products.length === 0) break;
        after = (products[products.length - 1] as { id: string }).id;
        const colors = (await k
          .selectFrom("product_colors")
          .select(["product_id", "color", "color_key"])
          .where(
            "product_id",
            "in",
            products.map((p) => p.id),
          )
          .orderBy("product_id")
          .orderBy("position")
          .execute()) as Array<{ product_id: string; color: string; color_key: string }>;
        const byProduct = new Map<string, Array<{ color: string; color_key: string }>>();
        for (const c of colors) byProduct.set(c.product_id, [...(byProduct.get(c.product_id) ?? []), c]);
        const rows = [];
        for (const p of products) {
          const cs = byProduct.get(p.id) ?? [{ color: "", color_key: "" }];
          const seenPacking = new Set<string>();
          const ps = parseList(p.packings).filter((x) => !seenPacking.has(x) && seenPacking.add(x));
          const packings = ps.length > 0 ? ps : ["1"];
          let position = 0;
          for (const c of cs) {
            for (const packing of packings) {
              let sku = skuFor(p.sku, c.color, packing, cs.length, packings.length);
              for (let n = 2; taken.has(sku); n++)
                sku = `${skuFor(p.sku, c.color, packing, cs.length, packings.length)}-${n}`;
              taken.add(sku);
              rows.push({
                id: newId(),
                product_id: p.id,
                position,
                color: c.color,
                color_key: c.color_key,
                packing,
                sku,
                price_cents: p.price_cents * pieces(packing),
                own_price: 0,
                count_in_stock: position === 0 ? p.count_in_stock : 0,
                units_sold: 0,
                created_at: p.created_at,
                updated_at: p.created_at,
              });
              position++;
            }
          }
          report.products++;
          report.variants += position;
          if (position > 1 && p.count_in_stock > 0) report.stockOnFirst++;
        }
        for (let i = 0; i < rows.length; i += 200) {
          await k
            .insertInto("product_variants")
            .values(rows.slice(i, i + 200))
            .execute();
        }
      }

      // Order lines: the variant of their product, colour and packing, and its SKU (the
      // product's SKU for lines whose product or variant no longer exists).
      await sql`update order_items set variant_id = (
          select v.id from product_variants v
          where v.product_id = order_items.product_id and v.color_key = lower(order_items.color)
            and v.packing = order_items.packing)`.execute(db);
      await sql`update order_items set sku = coalesce(
          (select v.sku from product_variants v where v.id = order_items.variant_id),
          (select p.sku from products p where p.id = order_items.product_id), '')`.execute(db);
      const lines = (await k
        .selectFrom("order_items")
        .select((eb) => [eb.fn.countAll().as("n"), eb.fn.count("variant_id").as("matched")])
        .executeTakeFirstOrThrow()) as { n: number | string; matched: number | string };
      report.orderLines = Number(lines.n);
      report.orderLinesWithoutVariant = Number(lines.n) - Number(lines.matched);

      // The product's stock is the sum of its variants', changed by difference (safe under
      // concurrent writers: each statement adds its own change to the current row).
      if (pg) {
        await sql`create function variant_stock_to_product() returns trigger language plpgsql as $$
          begin
            if tg_op = 'INSERT' then
              update products set count_in_stock = count_in_stock + new.count_in_stock where id = new.product_id;
            elsif tg_op = 'DELETE' then
              update products set count_in_stock = count_in_stock - old.count_in_stock where id = old.product_id;
            elsif new.count_in_stock <> old.count_in_stock then
              update products set count_in_stock = count_in_stock + new.count_in_stock - old.count_in_stock
                where id = new.product_id;
            end if;
            return null;
          end $$`.execute(db);
        await sql`create trigger product_variants_stock after insert or update or delete on product_variants
          for each row execute function variant_stock_to_product()`.execute(db);
        // A variant change is a change of its product for the catalogue index (015's functions).
        await sql`create trigger product_variants_inserted after insert on product_variants
          referencing new table as new_rows for each statement execute function catalog_note_new_rows()`.execute(db);
        await sql`create trigger product_variants_updated after update on product_variants
          referencing new table as new_rows for each statement execute function catalog_note_new_rows()`.execute(db);
        await sql`create trigger product_variants_deleted after delete on product_variants
          referencing old table as old_rows for each statement execute function catalog_note_old_rows()`.execute(db);
      } else {
        const raw = (text: string) => sql.raw(text).execute(db);
        await raw(`create trigger product_variants_stock_inserted after insert on product_variants
          begin update products set count_in_stock = count_in_stock + new.count_in_stock where id = new.product_id; end`);
        await raw(`create trigger product_variants_stock_updated after update of count_in_stock on product_variants
          when new.count_in_stock <> old.count_in_stock
          begin update products set count_in_stock = count_in_stock + new.count_in_stock - old.count_in_stock
            where id = new.product_id; end`);
        await raw(`create trigger product_variants_stock_deleted after delete on product_variants
          begin update products set count_in_stock = count_in_stock - old.count_in_stock where id = old.product_id; end`);
        for (const [event, row] of [
          ["insert", "new"],
          ["update", "new"],
          ["delete", "old"],
        ] as const) {
          await raw(`create trigger product_variants_${event}_noted after ${event} on product_variants
            begin insert into catalog_changes (product_id, kind) values (${row}.product_id, 'product'); end`);
        }
      }
      log(report);
    },
  };
}
