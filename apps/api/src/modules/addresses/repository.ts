import type { SavedAddress, SavedAddressInput } from "@avlu/contract/checkout";
import type { Q } from "../../db/database.js";
import { newestFirst } from "../../db/newest-first.js";
import type { AddressesTable } from "../../db/schema.js";

export function toSavedAddress(r: AddressesTable): SavedAddress {
  return {
    _id: r.id,
    label: r.label,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    country: r.country,
    city: r.city,
    district: r.district,
    address: r.address,
    postalCode: r.postal_code,
    isDefault: r.is_default === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The shopper's addresses: the default first, then the newest. */
export async function listAddresses(db: Q, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom("addresses")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("is_default", "desc")
    .$call(newestFirst)
    .execute();
  return rows.map(toSavedAddress);
}

export function findOwn(db: Q, userId: string, id: string) {
  return db.selectFrom("addresses").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export async function countOwn(db: Q, userId: string): Promise<number> {
  const row = await db
    .selectFrom("addresses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const columns = (a: Omit<SavedAddressInput, "isDefault">) => ({
  label: a.label,
  first_name: a.firstName,
  last_name: a.lastName,
  phone: a.phone,
  country: a.country,
  city: a.city,
  district: a.district,
  address: a.address,
  postal_code: a.postalCode,
});

export async function insertAddress(
  db: Q,
  row: { id: string; userId: string; input: SavedAddressInput; isDefault: boolean; now: string },
): Promise<void> {
  await db
    .insertInto("addresses")
    .values({
      id: row.id,
      user_id: row.userId,
      ...columns(row.input),
      is_default: row.isDefault ? 1 : 0,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function updateAddress(db: Q, id: string, input: SavedAddressInput, now: string): Promise<void> {
  await db
    .updateTable("addresses")
    .set({ ...columns(input), updated_at: now })
    .where("id", "=", id)
    .execute();
}

/** Makes `id` the user's one default address. */
export async function setDefault(db: Q, userId: string, id: string): Promise<void> {
  await db
    .updateTable("addresses")
    .set({ is_default: 0 })
    .where("user_id", "=", userId)
    .where("id", "!=", id)
    .execute();
  await db.updateTable("addresses").set({ is_default: 1 }).where("id", "=", id).execute();
}

export async function deleteAddress(db: Q, id: string): Promise<void> {
  await db.deleteFrom("addresses").where("id", "=", id).execute();
}

/** The newest address left, after the default was deleted. */
export function newestOwn(db: Q, userId: string) {
  return db.selectFrom("addresses").select("id").where("user_id", "=", userId).$call(newestFirst).executeTakeFirst();
}
