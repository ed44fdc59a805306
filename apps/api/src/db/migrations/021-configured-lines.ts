import { type Kysely, sql } from "kysely";
import type { DialectName } from "../database.js";

/**
 * Issue 21, slice 2 (ADR 2105): a configured parasol as a cart line and an order line. A cart
 * keeps the configuration as its canonical address query (priced again from the current version
 * on every read and at checkout: the server never takes a price from the client); an order line
 * keeps a JSON snapshot of what was ordered (version, choices in words, euro prices, rate), so a
 * later price change never alters it.
 */
export function configuredLines(dialect: DialectName) {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it is at their step
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("cart_configured_lines")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("cart_id", "text", (c) => c.notNull().references("carts.id").onDelete("cascade"))
        .addColumn("configurator_id", "text", (c) => c.notNull().references("configurators.id").onDelete("cascade"))
        /** the canonical address query of the configuration ("size=d220&frame=…") */
        .addColumn("query", "text", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn("created_at", ts, (c) => c.notNull())
        .addUniqueConstraint("cart_configured_lines_uq", ["cart_id", "configurator_id", "query"])
        .execute();
      /** JSON snapshot of a configured line; null for a product line. */
      await db.schema.alterTable("order_items").addColumn("configuration", "text").execute();
    },
  };
}
