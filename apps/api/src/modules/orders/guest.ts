import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Q } from "../../db/database.js";
import type { OrderRow } from "../../db/schema.js";

/*
 * Guest orders' private links (ADR 1907): /order/:id?key=… with a 256-bit random key; only its
 * SHA-256 is stored, so the database alone cannot open an order. A wrong or missing key is the
 * same 404 as a missing order.
 */

export const newGuestKey = (): string => randomBytes(32).toString("base64url");
const hashKey = (key: string): string => createHash("sha256").update(key, "utf8").digest("hex");

export async function insertGuestAccess(
  tx: Q,
  orderId: string,
  key: string,
  guestId: string,
  now: string,
): Promise<void> {
  await tx
    .insertInto("order_guest_access")
    .values({ order_id: orderId, key_hash: hashKey(key), guest_id: guestId, created_at: now })
    .execute();
}

/** Whether `key` opens the order (constant-time comparison of the hashes). */
export async function keyOpens(db: Q, orderId: string, key: string | undefined): Promise<boolean> {
  if (!key || key.length > 200) return false;
  const row = await db
    .selectFrom("order_guest_access")
    .select("key_hash")
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!row) return false;
  const a = Buffer.from(row.key_hash, "hex");
  const b = Buffer.from(hashKey(key), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The order a guest placed from this cart with this idempotency key, if any. */
export function findGuestByIdempotencyKey(db: Q, guestId: string, key: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom("orders")
    .innerJoin("order_guest_access as g", "g.order_id", "orders.id")
    .selectAll("orders")
    .where("g.guest_id", "=", guestId)
    .where("orders.idempotency_key", "=", key)
    .executeTakeFirst();
}

/** The private link's path. */
export const privateLink = (orderId: string, key: string) => `/order/${orderId}?key=${encodeURIComponent(key)}`;
