import type { Kysely } from "kysely";

/**
 * Issue 15 (ADR 1503): the catalogue index places products of one category, brand and collection
 * in neighbouring slots, read at start-up in that order. Without an index the database read the
 * whole products table and sorted it (0.3 s of every start at 100,000 products, before any
 * product could be read); with this covering one it reads the index in order (0.05 s).
 */
export const slotOrderIndex = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it is at their step
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex("products_slot_order_idx")
      .on("products")
      .columns(["category", "brand", "collection_key", "id"])
      .execute();
  },
};
