import type { Q } from "../../db/database.js";

/** True when the address is on the list (addresses are stored trimmed and lower-case). */
export async function isSubscribed(db: Q, email: string): Promise<boolean> {
  const row = await db.selectFrom("subscribers").select("id").where("email", "=", email).executeTakeFirst();
  return row !== undefined;
}

export async function insertSubscriber(db: Q, s: { id: string; email: string; now: string }): Promise<void> {
  await db.insertInto("subscribers").values({ id: s.id, email: s.email, created_at: s.now }).execute();
}
