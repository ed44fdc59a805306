import type { Q } from "../../db/database.js";

/** Published products for the sitemap, in id order (newest last), one page at a time. */
export function sitemapProducts(db: Q, opts: { limit: number; offset: number }) {
  return db
    .selectFrom("products")
    .select(["id", "updated_at"])
    .where("is_published", "=", 1)
    .orderBy("id")
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();
}

export async function countPublishedProducts(db: Q): Promise<number> {
  const row = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_published", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Collections that have at least one published product. */
export function publishedCollections(db: Q) {
  return db
    .selectFrom("collections as c")
    .innerJoin("products as p", (j) => j.onRef("p.collection_key", "=", "c.key").onRef("p.brand", "=", "c.brand"))
    .select([
      "c.brand",
      "c.name",
      "c.image",
      (eb) => eb.fn.count<number>("p.id").as("count"),
      (eb) => eb.fn.max("p.updated_at").as("updated"),
    ])
    .where("p.is_published", "=", 1)
    .groupBy(["c.brand", "c.name", "c.image"])
    .orderBy("c.brand")
    .orderBy("c.name")
    .execute();
}

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
