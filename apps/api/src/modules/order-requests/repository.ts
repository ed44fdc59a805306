import type { Q } from "../../db/database.js";

export interface OrderRequestRow {
  id: string;
  productId: string;
  productName: string;
  color: string;
  packing: string;
  channel: string;
  createdAt: string;
  /** JSON snapshot of a configured product's request (choices, words, prices, version). */
  configuration?: string | null;
}

/** Records one WhatsApp or e-mail order request (the product name is copied so the record outlives renames). */
export async function insertOrderRequest(db: Q, row: OrderRequestRow): Promise<void> {
  await db
    .insertInto("order_requests")
    .values({
      id: row.id,
      product_id: row.productId,
      product_name: row.productName,
      color: row.color,
      packing: row.packing,
      channel: row.channel,
      configuration: row.configuration ?? null,
      created_at: row.createdAt,
    })
    .execute();
}
