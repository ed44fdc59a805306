import {
  CATEGORIES,
  type CollectionSummary,
  type Door,
  type FacetCount,
  type Facets,
  type Product,
  type ProductImage,
  type ProductSummary,
  SIZES,
  type SortBy,
} from "@avlu/contract/catalog";
import { centsToAmount, collectionKey, foldText } from "@avlu/contract/common";
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { Q } from "../../db/database.js";
import type { Database, ProductRow } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";
import { parseJson } from "../../lib/json.js";

/** Filters every product listing understands, already normalised (see normaliseFilter). */
export interface ProductFilter {
  collectionKeys?: string[];
  categories?: string[];
  brands?: string[];
  colorKeys?: string[];
  sizes?: string[];
  doors?: Door[];
  minPriceCents?: number;
  maxPriceCents?: number;
  /** folded search term */
  search?: string;
  /** admin listings: true = published only, false = unpublished only, undefined = both (admins) */
  published?: boolean;
  /** public listings never see unpublished products */
  includeUnpublished: boolean;
}

type DB = Database;
type ProductQB = SelectQueryBuilder<DB, "products", object>;

const CATEGORY_BY_KEY = new Map<string, string>(CATEGORIES.map((c) => [foldText(c), c]));
// The menu says "Bench" where the category list says "Garden Bench".
CATEGORY_BY_KEY.set("bench", "Garden Bench");
const SIZE_BY_KEY = new Map<string, string>(SIZES.map((s) => [s.toLowerCase(), s]));

/** Canonical category for any spelling ("bergere", "BERGÈRE", "Bench"); unknown ones are kept (they match nothing). */
export function canonicalCategory(value: string): string {
  return CATEGORY_BY_KEY.get(foldText(value)) ?? value;
}
export function canonicalSize(value: string): string {
  return SIZE_BY_KEY.get(value.toLowerCase()) ?? value;
}

/** LIKE pattern for a folded term; %, _ and \ are literal. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function applyFilter<QB extends ProductQB>(qb: QB, f: ProductFilter, skip?: keyof Facets): QB {
  let q = qb as ProductQB;
  if (!f.includeUnpublished) q = q.where("products.is_published", "=", 1);
  else if (f.published !== undefined) q = q.where("products.is_published", "=", f.published ? 1 : 0);
  if (f.collectionKeys?.length) q = q.where("products.collection_key", "in", f.collectionKeys);
  if (f.brands?.length && skip !== "brand") q = q.where("products.brand", "in", f.brands);
  if (f.minPriceCents !== undefined) q = q.where("products.price_cents", ">=", f.minPriceCents);
  if (f.maxPriceCents !== undefined) q = q.where("products.price_cents", "<=", f.maxPriceCents);
  if (f.search) q = q.where(sql<boolean>`products.search_text like ${likeContains(f.search)} escape '\\'`);
  const categories = f.categories;
  if (categories?.length && skip !== "category") {
    q = q.where((eb: ExpressionBuilder<DB, "products">) =>
      eb.exists(
        eb
          .selectFrom("product_categories")
          .select(sql`1`.as("one"))
          .whereRef("product_categories.product_id", "=", "products.id")
          .where("product_categories.category", "in", categories),
      ),
    );
  }
  const colorKeys = f.colorKeys;
  if (colorKeys?.length && skip !== "color") {
    q = q.where((eb: ExpressionBuilder<DB, "products">) =>
      eb.exists(
        eb
          .selectFrom("product_colors")
          .select(sql`1`.as("one"))
          .whereRef("product_colors.product_id", "=", "products.id")
          .where("product_colors.color_key", "in", colorKeys),
      ),
    );
  }
  const sizes = f.sizes;
  if (sizes?.length && skip !== "size") {
    q = q.where((eb: ExpressionBuilder<DB, "products">) =>
      eb.exists(
        eb
          .selectFrom("product_sizes")
          .select(sql`1`.as("one"))
          .whereRef("product_sizes.product_id", "=", "products.id")
          .where("product_sizes.size", "in", sizes),
      ),
    );
  }
  const doors = f.doors;
  if (doors?.length && skip !== "door") {
    q = q.where((eb: ExpressionBuilder<DB, "products">) =>
      eb.exists(
        eb
          .selectFrom("product_doors")
          .select(sql`1`.as("one"))
          .whereRef("product_doors.product_id", "=", "products.id")
          .where("product_doors.door", "in", doors),
      ),
    );
  }
  return q as QB;
}

function applySort(qb: ProductQB, sortBy: SortBy): ProductQB {
  switch (sortBy) {
    case "priceAsc":
      return qb.orderBy("products.price_cents", "asc").orderBy("products.id", "asc");
    case "priceDesc":
      return qb.orderBy("products.price_cents", "desc").orderBy("products.id", "desc");
    case "popularity":
      return qb
        .orderBy("products.rating", "desc")
        .orderBy("products.num_reviews", "desc")
        .orderBy("products.id", "desc");
    case "nameAsc":
      return qb.orderBy("products.name_key", "asc").orderBy("products.id", "asc");
    default:
      return qb.orderBy("products.created_at", "desc").orderBy("products.id", "desc");
  }
}

/* ------------------------------------------------------------------ row -> JSON */

interface Relations {
  images: ProductImage[];
  colors: string[];
  sizes: string[];
  doors: Door[];
  categories: string[];
}

function emptyRelations(): Relations {
  return { images: [], colors: [], sizes: [], doors: [], categories: [] };
}

const DOOR_ORDER: Record<Door, number> = { indoor: 0, outdoor: 1 };

/** Images, colours, sizes, doors and categories of many products in five queries (never one per product). */
export async function loadRelations(db: Q, ids: readonly string[]): Promise<Map<string, Relations>> {
  const map = new Map<string, Relations>();
  for (const id of ids) map.set(id, emptyRelations());
  if (ids.length === 0) return map;
  const list = [...ids];
  const [images, colors, sizes, doors, categories] = await Promise.all([
    db
      .selectFrom("product_images")
      .select(["product_id", "url", "color"])
      .where("product_id", "in", list)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_colors")
      .select(["product_id", "color"])
      .where("product_id", "in", list)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_sizes")
      .select(["product_id", "size"])
      .where("product_id", "in", list)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db.selectFrom("product_doors").select(["product_id", "door"]).where("product_id", "in", list).execute(),
    db
      .selectFrom("product_categories")
      .select(["product_id", "category"])
      .where("product_id", "in", list)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
  ]);
  for (const r of images) map.get(r.product_id)?.images.push({ url: r.url, color: r.color });
  for (const r of colors) map.get(r.product_id)?.colors.push(r.color);
  for (const r of sizes) map.get(r.product_id)?.sizes.push(r.size);
  for (const r of doors) map.get(r.product_id)?.doors.push(r.door);
  for (const r of categories) map.get(r.product_id)?.categories.push(r.category);
  for (const rel of map.values()) rel.doors.sort((a, b) => DOOR_ORDER[a] - DOOR_ORDER[b]);
  return map;
}

const SUMMARY_COLUMNS = [
  "id",
  "name",
  "description",
  "price_cents",
  "category",
  "brand",
  "collection",
  "sku",
  "ref",
  "design",
  "count_in_stock",
  "rating",
  "num_reviews",
  "is_featured",
  "is_published",
  "alt_text",
  "created_at",
] as const;
type SummaryRow = Pick<ProductRow, (typeof SUMMARY_COLUMNS)[number]>;

function toSummary(row: SummaryRow, rel: Relations): ProductSummary {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: centsToAmount(row.price_cents),
    category: row.category,
    categories: rel.categories.length ? rel.categories : [row.category],
    brand: row.brand,
    collection: row.collection,
    sku: row.sku,
    ref: row.ref,
    design: row.design,
    images: rel.images,
    colors: rel.colors,
    sizes: rel.sizes,
    door: rel.doors,
    countInStock: row.count_in_stock,
    rating: Number(row.rating),
    numReviews: row.num_reviews,
    isFeatured: row.is_featured === 1,
    isPublished: row.is_published === 1,
    altText: row.alt_text,
    createdAt: row.created_at,
  };
}

function toProduct(row: ProductRow, rel: Relations): Product {
  return {
    ...toSummary(row, rel),
    packings: parseJson<string[]>(row.packings, []),
    technicalSheet: parseJson<string[]>(row.technical_sheet, []),
    features: parseJson<Record<string, string>>(row.features, {}),
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    metaKeywords: parseJson<string[]>(row.meta_keywords, []),
    updatedAt: row.updated_at,
  };
}

async function summaries(db: Q, rows: SummaryRow[]): Promise<ProductSummary[]> {
  const rel = await loadRelations(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, rel.get(r.id) ?? emptyRelations()));
}

/* ------------------------------------------------------------------ reads */

/**
 * One page of products. The page's ids are found first and the rows read after ("deferred
 * join"): sorting and skipping only ids keeps deep pages of 100,000 products fast, where sorting
 * whole rows (descriptions included) costs about ten times more.
 */
export async function findProducts(
  db: Q,
  filter: ProductFilter,
  opts: { sortBy: SortBy; limit: number; offset: number },
): Promise<ProductSummary[]> {
  let qb = applyFilter(db.selectFrom("products") as ProductQB, filter);
  qb = applySort(qb, opts.sortBy);
  const ids = (await qb.select("products.id").limit(opts.limit).offset(opts.offset).execute()).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = (await db
    .selectFrom("products")
    .select(SUMMARY_COLUMNS)
    .where("id", "in", ids)
    .execute()) as SummaryRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return summaries(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

export async function countProducts(db: Q, filter: ProductFilter): Promise<number> {
  const row = await applyFilter(db.selectFrom("products") as ProductQB, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function sortFacet(rows: Array<{ value: string; count: number | string | bigint }>): FacetCount[] {
  return rows
    .map((r) => ({ value: r.value, count: Number(r.count) }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** Count per value of each facet, for the current filters minus the facet's own (so choices stay open). */
export async function facetCounts(db: Q, filter: ProductFilter): Promise<Facets> {
  const base = (skip: keyof Facets) => applyFilter(db.selectFrom("products") as ProductQB, filter, skip);
  const [category, color, size, brand, door] = await Promise.all([
    base("category")
      .innerJoin("product_categories as f", "f.product_id", "products.id")
      .select(["f.category as value", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("f.category")
      .execute(),
    base("color")
      .innerJoin("product_colors as f", "f.product_id", "products.id")
      .select([(eb) => eb.fn.min("f.color").as("value"), (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("f.color_key")
      .execute(),
    base("size")
      .innerJoin("product_sizes as f", "f.product_id", "products.id")
      .select(["f.size as value", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("f.size")
      .execute(),
    base("brand")
      .select(["products.brand as value", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("products.brand")
      .execute(),
    base("door")
      .innerJoin("product_doors as f", "f.product_id", "products.id")
      .select(["f.door as value", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("f.door")
      .execute(),
  ]);
  const sizeOrder = (v: string) => SIZES.indexOf(v as (typeof SIZES)[number]);
  return {
    category: sortFacet(category),
    color: sortFacet(color as Array<{ value: string; count: number }>),
    size: sortFacet(size).sort((a, b) => sizeOrder(a.value) - sizeOrder(b.value)),
    brand: sortFacet(brand),
    door: sortFacet(door).sort((a, b) => a.value.localeCompare(b.value)),
  };
}

export async function getProduct(db: Q, id: string, includeUnpublished: boolean): Promise<Product | undefined> {
  let qb = db.selectFrom("products").selectAll().where("id", "=", id);
  if (!includeUnpublished) qb = qb.where("is_published", "=", 1);
  const row = await qb.executeTakeFirst();
  if (!row) return undefined;
  const rel = await loadRelations(db, [row.id]);
  return toProduct(row, rel.get(row.id) ?? emptyRelations());
}

/** Up to `limit` published products: same collection first, then same category; never the product itself. */
export async function findSimilar(db: Q, id: string, limit: number): Promise<ProductSummary[] | undefined> {
  const product = await db
    .selectFrom("products")
    .select(["id", "collection_key", "category"])
    .where("id", "=", id)
    .where("is_published", "=", 1)
    .executeTakeFirst();
  if (!product) return undefined;
  const rows = (await db
    .selectFrom("products")
    .select(SUMMARY_COLUMNS)
    .where("is_published", "=", 1)
    .where("id", "!=", id)
    .where((eb) =>
      eb.or([
        ...(product.collection_key ? [eb("collection_key", "=", product.collection_key)] : []),
        eb("category", "=", product.category),
      ]),
    )
    .orderBy(sql`case when collection_key = ${product.collection_key} then 0 else 1 end`)
    .orderBy("rating", "desc")
    .orderBy("num_reviews", "desc")
    .orderBy("id")
    .limit(limit)
    .execute()) as SummaryRow[];
  return summaries(db, rows);
}

/** Most units ordered, then popularity. */
export async function findBestSellers(db: Q, limit: number): Promise<ProductSummary[]> {
  const rows = (await db
    .selectFrom("products")
    .select(SUMMARY_COLUMNS)
    .where("is_published", "=", 1)
    .orderBy("units_sold", "desc")
    .orderBy("rating", "desc")
    .orderBy("num_reviews", "desc")
    .orderBy("id")
    .limit(limit)
    .execute()) as SummaryRow[];
  return summaries(db, rows);
}

export async function listCollections(db: Q, brand: string | undefined): Promise<CollectionSummary[]> {
  let qb = db
    .selectFrom("collections as c")
    .leftJoin("products as p", (join) =>
      join.onRef("p.collection_key", "=", "c.key").onRef("p.brand", "=", "c.brand").on("p.is_published", "=", 1),
    )
    .select(["c.name", "c.brand", "c.image", (eb) => eb.fn.count<number>("p.id").as("productCount")])
    .groupBy(["c.id", "c.name", "c.brand", "c.image", "c.position"])
    .orderBy("c.brand")
    .orderBy("c.position")
    .orderBy("c.name");
  if (brand) qb = qb.where("c.brand", "=", brand);
  const rows = await qb.execute();
  return rows.map((r) => ({ name: r.name, brand: r.brand, image: r.image, productCount: Number(r.productCount) }));
}

/** The catalogue's collection names as written by the shop, e.g. "Opéra+" for the key "opera". */
export async function findCollectionName(db: Q, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("collections").select("name").where("key", "=", key).executeTakeFirst();
  return row?.name;
}

export function productSearchText(p: {
  name: string;
  description: string;
  collection: string;
  brand: string;
  ref: string;
  sku: string;
}): string {
  return foldText([p.name, p.collection, p.brand, p.ref, p.sku, p.description].join(" "));
}

export { collectionKey };

/* ------------------------------------------------------------------ writes */

/** A product as stored, in the server's own units (cents, canonical lists). */
export interface ProductData {
  name: string;
  description: string;
  priceCents: number;
  countInStock: number;
  sku: string;
  brand: string;
  /** first = the main category */
  categories: string[];
  doors: Door[];
  collection: string;
  ref: string;
  design: string;
  colors: string[];
  sizes: string[];
  images: ProductImage[];
  packings: string[];
  technicalSheet: string[];
  features: Record<string, string>;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string[];
  isFeatured: boolean;
  isPublished: boolean;
  rating: number;
  numReviews: number;
  altText: string;
  /** Only seeding sets these; writes use the current time. */
  createdAt?: string;
}

function productColumns(d: ProductData) {
  return {
    name: d.name,
    name_key: foldText(d.name),
    description: d.description,
    price_cents: d.priceCents,
    category: d.categories[0] ?? "",
    brand: d.brand,
    sku: d.sku,
    ref: d.ref,
    design: d.design,
    collection: d.collection,
    collection_key: collectionKey(d.collection),
    count_in_stock: d.countInStock,
    packings: JSON.stringify(d.packings),
    technical_sheet: JSON.stringify(d.technicalSheet),
    features: JSON.stringify(d.features),
    meta_title: d.metaTitle,
    meta_description: d.metaDescription,
    meta_keywords: JSON.stringify(d.metaKeywords),
    is_featured: d.isFeatured ? 1 : 0,
    is_published: d.isPublished ? 1 : 0,
    rating: d.rating,
    num_reviews: d.numReviews,
    alt_text: d.altText,
    search_text: productSearchText(d),
  };
}

/** Rows of the relation tables for many products (used by single writes and bulk seeding alike). */
export function relationRows(id: string, d: ProductData) {
  const uniq = <T>(xs: T[], key: (x: T) => string) => {
    const seen = new Set<string>();
    return xs.filter((x) => {
      const k = key(x);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };
  return {
    images: d.images.map((img, position) => ({ product_id: id, position, url: img.url, color: img.color ?? null })),
    colors: uniq(d.colors, (c) => c.toLowerCase()).map((color, position) => ({
      product_id: id,
      position,
      color,
      color_key: color.toLowerCase(),
    })),
    sizes: uniq(d.sizes, (s) => s).map((size, position) => ({ product_id: id, position, size })),
    doors: uniq(d.doors, (x) => x).map((door) => ({ product_id: id, door })),
    categories: uniq(d.categories, (c) => c).map((category, position) => ({ product_id: id, position, category })),
  };
}

async function replaceRelations(db: Q, id: string, d: ProductData): Promise<void> {
  const rows = relationRows(id, d);
  const tables = [
    ["product_images", rows.images],
    ["product_colors", rows.colors],
    ["product_sizes", rows.sizes],
    ["product_doors", rows.doors],
    ["product_categories", rows.categories],
  ] as const;
  for (const [table, values] of tables) {
    await db.deleteFrom(table).where("product_id", "=", id).execute();
    if (values.length > 0)
      await db
        .insertInto(table)
        .values(values as never)
        .execute();
  }
}

/** Makes sure the product's collection has a tile; its picture is the first product's main image. */
async function ensureCollection(db: Q, d: ProductData, now: string): Promise<void> {
  const key = collectionKey(d.collection);
  if (!key) return;
  const existing = await db
    .selectFrom("collections")
    .select(["id", "image"])
    .where("brand", "=", d.brand)
    .where("key", "=", key)
    .executeTakeFirst();
  const image = d.images[0]?.url ?? "";
  if (!existing) {
    const last = await db
      .selectFrom("collections")
      .select((eb) => eb.fn.max("position").as("p"))
      .where("brand", "=", d.brand)
      .executeTakeFirst();
    await db
      .insertInto("collections")
      .values({
        id: newId(),
        brand: d.brand,
        name: d.collection,
        key,
        image,
        position: Number(last?.p ?? -1) + 1,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(["brand", "key"]).doNothing())
      .execute();
  } else if (!existing.image && image) {
    await db.updateTable("collections").set({ image }).where("id", "=", existing.id).execute();
  }
}

export async function insertProduct(db: Q, id: string, d: ProductData, now: string): Promise<void> {
  await db
    .insertInto("products")
    .values({ id, ...productColumns(d), created_at: d.createdAt ?? now, updated_at: now })
    .execute();
  await replaceRelations(db, id, d);
  await ensureCollection(db, d, now);
}

export async function getProductData(db: Q, id: string): Promise<ProductData | undefined> {
  const p = await getProduct(db, id, true);
  if (!p) return undefined;
  return {
    name: p.name,
    description: p.description,
    priceCents: Math.round(p.price * 100),
    countInStock: p.countInStock,
    sku: p.sku,
    brand: p.brand,
    categories: p.categories,
    doors: p.door,
    collection: p.collection,
    ref: p.ref,
    design: p.design,
    colors: p.colors,
    sizes: p.sizes,
    images: p.images,
    packings: p.packings,
    technicalSheet: p.technicalSheet,
    features: p.features,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    metaKeywords: p.metaKeywords,
    isFeatured: p.isFeatured,
    isPublished: p.isPublished,
    rating: p.rating,
    numReviews: p.numReviews,
    altText: p.altText,
  };
}

export async function updateProduct(db: Q, id: string, d: ProductData, now: string): Promise<void> {
  await db
    .updateTable("products")
    .set({ ...productColumns(d), updated_at: now })
    .where("id", "=", id)
    .execute();
  await replaceRelations(db, id, d);
  await ensureCollection(db, d, now);
}

export async function deleteProduct(db: Q, id: string): Promise<boolean> {
  const res = await db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function skuTaken(db: Q, sku: string, exceptId?: string): Promise<boolean> {
  let qb = db.selectFrom("products").select("id").where("sku", "=", sku);
  if (exceptId) qb = qb.where("id", "!=", exceptId);
  return (await qb.executeTakeFirst()) !== undefined;
}
