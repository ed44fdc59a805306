import type { Q } from "../../db/database.js";

/** One brand's collection by its key, with its published product count. */
export function findCollection(db: Q, brand: string, key: string) {
  return db
    .selectFrom("collections as c")
    .leftJoin("products as p", (j) =>
      j.onRef("p.collection_key", "=", "c.key").onRef("p.brand", "=", "c.brand").on("p.is_published", "=", 1),
    )
    .select(["c.name", "c.image", (eb) => eb.fn.count<number>("p.id").as("count")])
    .where("c.brand", "=", brand)
    .where("c.key", "=", key)
    .groupBy(["c.name", "c.image"])
    .executeTakeFirst();
}
