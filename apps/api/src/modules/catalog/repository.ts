import {
  CATEGORIES,
  type Door,
  type Product,
  type ProductImage,
  type ProductSummary,
  SIZES,
} from "@avlu/contract/catalog";
import { centsToAmount, collectionKey, foldText } from "@avlu/contract/common";
import { sql } from "kysely";
import type { Q } from "../../db/database.js";
import type { ProductRow } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";
import { parseJson } from "../../lib/json.js";

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

/**
 * Images, colours, sizes, doors and categories of many products in five queries (never one per
 * product). `range`: the ids are every product from `from` to `to` (a page of all products in id
 * order), read as one index range instead of one look-up per id.
 */
export async function loadRelations(
  db: Q,
  ids: readonly string[],
  range?: { from: string; to: string },
): Promise<Map<string, Relations>> {
  const map = new Map<string, Relations>();
  for (const id of ids) map.set(id, emptyRelations());
  if (ids.length === 0) return map;
  const mine = range
    ? sql<boolean>`product_id between ${range.from} and ${range.to}`
    : sql<boolean>`product_id in (${sql.join([...ids])})`;
  const [images, colors, sizes, doors, categories] = await Promise.all([
    db
      .selectFrom("product_images")
      .select(["product_id", "url", "color"])
      .where(mine)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_colors")
      .select(["product_id", "color"])
      .where(mine)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_sizes")
      .select(["product_id", "size"])
      .where(mine)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db.selectFrom("product_doors").select(["product_id", "door"]).where(mine).execute(),
    db
      .selectFrom("product_categories")
      .select(["product_id", "category"])
      .where(mine)
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

export const SUMMARY_COLUMNS = [
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
export type SummaryRow = Pick<ProductRow, (typeof SUMMARY_COLUMNS)[number]>;

/** A product row and its relations as the listing JSON shows it. */
export function toSummary(row: SummaryRow, rel: Relations = emptyRelations()): ProductSummary {
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

/* ------------------------------------------------------------------ reads */

export async function getProduct(db: Q, id: string, includeUnpublished: boolean): Promise<Product | undefined> {
  let qb = db.selectFrom("products").selectAll().where("id", "=", id);
  if (!includeUnpublished) qb = qb.where("is_published", "=", 1);
  const row = await qb.executeTakeFirst();
  if (!row) return undefined;
  const rel = await loadRelations(db, [row.id]);
  return toProduct(row, rel.get(row.id) ?? emptyRelations());
}

/** Every collection tile (of one brand), in the shop's order; product counts come from the catalogue index. */
export function listCollections(db: Q, brand: string | undefined) {
  let qb = db
    .selectFrom("collections")
    .select(["name", "brand", "image", "key"])
    .orderBy("brand")
    .orderBy("position")
    .orderBy("name");
  if (brand) qb = qb.where("brand", "=", brand);
  return qb.execute();
}

/** The fields only the product page shows, as the JSON tail of a product (with isPublished to check). */
export async function getProductDetailFields(
  db: Q,
  id: string,
): Promise<{ json: string; isPublished: boolean } | undefined> {
  const row = await db
    .selectFrom("products")
    .select([
      "is_published",
      "packings",
      "technical_sheet",
      "features",
      "meta_title",
      "meta_description",
      "meta_keywords",
      "updated_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const fields: Omit<Product, keyof ProductSummary> = {
    packings: parseJson<string[]>(row.packings, []),
    technicalSheet: parseJson<string[]>(row.technical_sheet, []),
    features: parseJson<Record<string, string>>(row.features, {}),
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    metaKeywords: parseJson<string[]>(row.meta_keywords, []),
    updatedAt: row.updated_at,
  };
  return { json: JSON.stringify(fields), isPublished: row.is_published === 1 };
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
