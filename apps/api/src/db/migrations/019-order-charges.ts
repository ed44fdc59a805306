import { type Kysely, sql } from "kysely";
import type { DialectName } from "../database.js";

/** VAT contained in `gross` cents at 20 % (ADR 1902's rule), for orders placed before VAT was stored. */
const vatAt20 = (gross: number) => Math.floor((2 * gross * 2000 + 12_000) / 24_000);

/**
 * Issue 19, phase B (ADR 1906, 1907): what an order was charged besides its goods (delivery line,
 * VAT per rate, lead times, each line's SKU and rate) in a table of its own, so placed orders keep
 * their figures whatever the rules become; guest orders' private keys (only the hash) and the
 * tokens that let a shopper claim their guest orders once the address is confirmed.
 */
export function orderCharges(dialect: DialectName) {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("order_charges")
        .addColumn("order_id", "text", (c) => c.primaryKey().references("orders.id").onDelete("cascade"))
        .addColumn("subtotal_cents", "integer", (c) => c.notNull())
        // null: placed before delivery was charged (no delivery line to show)
        .addColumn("delivery_zone", "text")
        .addColumn("delivery_fee_cents", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("delivery_free", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("delivery_on_request", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("assembly_cents", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("vat_cents", "integer", (c) => c.notNull())
        /** JSON [{ rate, grossCents, vatCents, netCents }] */
        .addColumn("vat_groups", "text", (c) => c.notNull())
        /** JSON [{ availability, min, max, unit }] */
        .addColumn("lead_times", "text", (c) => c.notNull())
        /** JSON, one per order item by position: [{ sku, vatRate, availability }] */
        .addColumn("lines", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("order_guest_access")
        .addColumn("order_id", "text", (c) => c.primaryKey().references("orders.id").onDelete("cascade"))
        // sha256 of the private link's key; the key itself is never stored
        .addColumn("key_hash", "text", (c) => c.notNull())
        .addColumn("guest_id", "text")
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("order_claims")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("expires_at", ts, (c) => c.notNull())
        .addColumn("used_at", ts)
        .execute();
      await db.schema.createIndex("order_claims_user_idx").on("order_claims").column("user_id").execute();
      await db.schema.createIndex("orders_user_email_idx").on("orders").column("user_email").execute();

      // Orders placed before: their total was goods only, VAT included at the standard rate.
      const target = db as Kysely<Record<string, Record<string, unknown>>>;
      const old = (await target.selectFrom("orders").select(["id", "total_cents"]).execute()) as Array<{
        id: string;
        total_cents: number;
      }>;
      for (const o of old) {
        const gross = Number(o.total_cents);
        const vat = vatAt20(gross);
        await target
          .insertInto("order_charges")
          .values({
            order_id: o.id,
            subtotal_cents: gross,
            delivery_zone: null,
            vat_cents: vat,
            vat_groups: JSON.stringify([{ rate: 20, grossCents: gross, vatCents: vat, netCents: gross - vat }]),
            lead_times: "[]",
            lines: "[]",
          })
          .execute();
      }
    },
  };
}
