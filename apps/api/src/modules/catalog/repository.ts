import {
  CATEGORIES,
  type Door,
  type Product,
  type ProductImage,
  type ProductSummary,
  type ProductVariant,
  SIZES,
} from "@avlu/contract/catalog";
import {
  emptyTextsByLanguage,
  isEmptyTexts,
  type ProductTexts,
  type ProductTextsByLanguage,
} from "@avlu/contract/catalog-texts";
import { centsToAmount, collectionKey, foldText } from "@avlu/contract/common";
import { LANGUAGES, type Language } from "@avlu/contract/terms";
import { defaultVariantPriceCents } from "@avlu/contract/variants";
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

/** A variant as stored (issue 17). */
export interface StoredVariant {
  id: string;
  color: string;
  packing: string;
  sku: string;
  /** What it costs now (its own price, or pieces × the unit price). */
  priceCents: number;
  ownPrice: boolean;
  countInStock: number;
}

interface Relations {
  images: ProductImage[];
  colors: string[];
  sizes: string[];
  doors: Door[];
  categories: string[];
  variants: StoredVariant[];
}

function emptyRelations(): Relations {
  return { images: [], colors: [], sizes: [], doors: [], categories: [], variants: [] };
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
  const [images, colors, sizes, doors, categories, variants] = await Promise.all([
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
    db
      .selectFrom("product_variants")
      .select(["product_id", "id", "color", "packing", "sku", "price_cents", "own_price", "count_in_stock"])
      .where(mine)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
  ]);
  for (const r of variants)
    map.get(r.product_id)?.variants.push({
      id: r.id,
      color: r.color,
      packing: r.packing,
      sku: r.sku,
      priceCents: r.price_cents,
      ownPrice: r.own_price === 1,
      countInStock: r.count_in_stock,
    });
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

export function toVariant(v: StoredVariant): ProductVariant {
  return {
    _id: v.id,
    color: v.color,
    packing: v.packing,
    sku: v.sku,
    price: centsToAmount(v.priceCents),
    countInStock: v.countInStock,
  };
}

/** The product's price as listings show it: the lowest variant price (the unit price without variants). */
export function lowestPriceCents(row: { price_cents: number }, variants: readonly StoredVariant[]): number {
  return variants.length ? Math.min(...variants.map((v) => v.priceCents)) : row.price_cents;
}

/** A product row and its relations as the listing JSON shows it. */
export function toSummary(row: SummaryRow, rel: Relations = emptyRelations()): ProductSummary {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: centsToAmount(lowestPriceCents(row, rel.variants)),
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
    variants: rel.variants.map(toVariant),
  };
}

/** The columns only the product page shows (besides the summary's). */
const DETAIL_COLUMNS = [
  "price_cents",
  "packings",
  "technical_sheet",
  "features",
  "meta_title",
  "meta_description",
  "meta_keywords",
  "updated_at",
] as const satisfies ReadonlyArray<keyof ProductRow>;

/** The fields only the product page shows: a product is its summary and these. */
function detailFields(row: Pick<ProductRow, (typeof DETAIL_COLUMNS)[number]>): Omit<Product, keyof ProductSummary> {
  return {
    unitPrice: centsToAmount(row.price_cents),
    packings: parseJson<string[]>(row.packings, []),
    technicalSheet: parseJson<string[]>(row.technical_sheet, []),
    features: parseJson<Record<string, string>>(row.features, {}),
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    metaKeywords: parseJson<string[]>(row.meta_keywords, []),
    updatedAt: row.updated_at,
  };
}

function toProduct(row: ProductRow, rel: Relations): Product {
  return { ...toSummary(row, rel), ...detailFields(row) };
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
export interface ProductDetailFields {
  json: string;
  isPublished: boolean;
}

/** The detail fields of these products, in the order of `ids` (undefined where there is none). One query. */
export async function getProductDetailFields(
  db: Q,
  ids: readonly string[],
): Promise<Array<ProductDetailFields | undefined>> {
  const rows = await db
    .selectFrom("products")
    .select(["id", "is_published", ...DETAIL_COLUMNS])
    .where("id", "in", [...new Set(ids)])
    .execute();
  const byId = new Map(
    rows.map((row) => [row.id, { json: JSON.stringify(detailFields(row)), isPublished: row.is_published === 1 }]),
  );
  return ids.map((id) => byId.get(id));
}

export function productSearchText(
  p: Pick<ProductData, "name" | "description" | "collection" | "brand" | "ref" | "sku">,
): string {
  return foldText([p.name, p.collection, p.brand, p.ref, p.sku, p.description].join(" "));
}

export { collectionKey };

/* ------------------------------------------------------------------ texts per language (ADR 2001) */

/** The stored row of one language's texts (only written ones are stored). */
export function textRows(id: string, texts: ProductTextsByLanguage) {
  return LANGUAGES.flatMap((language) => {
    const t = texts[language];
    return isEmptyTexts(t)
      ? []
      : [
          {
            product_id: id,
            language,
            description: t.description,
            technical_sheet: JSON.stringify(t.technicalSheet),
            features: JSON.stringify(t.features),
            meta_title: t.metaTitle,
            meta_description: t.metaDescription,
          },
        ];
  });
}

/** Makes the product's stored texts per language those of `texts` (a version with nothing written is removed). */
async function writeTexts(db: Q, id: string, texts: ProductTextsByLanguage): Promise<void> {
  const rows = textRows(id, texts);
  const current = await db.selectFrom("product_texts").selectAll().where("product_id", "=", id).execute();
  const same =
    current.length === rows.length &&
    rows.every((r) => {
      const c = current.find((x) => x.language === r.language);
      return c !== undefined && JSON.stringify({ ...c }) === JSON.stringify({ ...c, ...r });
    });
  if (same) return;
  await db.deleteFrom("product_texts").where("product_id", "=", id).execute();
  if (rows.length > 0) await db.insertInto("product_texts").values(rows).execute();
}

function toTexts(r: {
  description: string;
  technical_sheet: string;
  features: string;
  meta_title: string;
  meta_description: string;
}): ProductTexts {
  return {
    description: r.description,
    technicalSheet: parseJson<string[]>(r.technical_sheet, []),
    features: parseJson<Record<string, string>>(r.features, {}),
    metaTitle: r.meta_title,
    metaDescription: r.meta_description,
  };
}

/** Every language's texts of these products (a language not written: empty fields). */
export async function loadTexts(db: Q, ids: readonly string[]): Promise<Map<string, ProductTextsByLanguage>> {
  const map = new Map<string, ProductTextsByLanguage>();
  if (ids.length === 0) return map;
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom("product_texts")
      .selectAll()
      .where("product_id", "in", ids.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      if (!(LANGUAGES as readonly string[]).includes(r.language)) continue;
      let texts = map.get(r.product_id);
      if (!texts) {
        texts = emptyTextsByLanguage();
        map.set(r.product_id, texts);
      }
      texts[r.language as Language] = toTexts(r);
    }
  }
  return map;
}

/** Collections with their descriptions per language (admin), in the shop's order. */
export async function listCollectionsWithTexts(db: Q, brand?: string) {
  let qb = db
    .selectFrom("collections")
    .select(["id", "name", "brand", "image", "key"])
    .orderBy("brand")
    .orderBy("position")
    .orderBy("name");
  if (brand) qb = qb.where("brand", "=", brand);
  const tiles = await qb.execute();
  const rows = tiles.length
    ? await db
        .selectFrom("collection_texts")
        .select(["collection_id", "language", "description"])
        .where("description", "!=", "")
        .execute()
    : [];
  const byId = new Map<string, Partial<Record<Language, string>>>();
  for (const r of rows) {
    const entry = byId.get(r.collection_id) ?? {};
    entry[r.language as Language] = r.description;
    byId.set(r.collection_id, entry);
  }
  return tiles.map((t) => ({ ...t, texts: byId.get(t.id) ?? {} }));
}

/** Sets some languages' descriptions of one collection ("" removes one); false when it does not exist. */
export async function writeCollectionTexts(
  db: Q,
  id: string,
  texts: Partial<Record<Language, string>>,
): Promise<boolean> {
  const found = await db.selectFrom("collections").select("id").where("id", "=", id).executeTakeFirst();
  if (!found) return false;
  for (const [language, description] of Object.entries(texts)) {
    if (description === undefined) continue;
    await db.deleteFrom("collection_texts").where("collection_id", "=", id).where("language", "=", language).execute();
    if (description !== "")
      await db.insertInto("collection_texts").values({ collection_id: id, language, description }).execute();
  }
  return true;
}

/* ------------------------------------------------------------------ writes */

/** A variant to write: `id` when it exists already; `priceCents` null = pieces × the unit price. */
export interface VariantData {
  id?: string | undefined;
  color: string;
  packing: string;
  sku: string;
  priceCents: number | null;
  countInStock: number;
  /** The stock the admin's form showed: the write then applies the difference (ADR 1700). */
  stockSeen?: number | undefined;
}

/** A product as stored, in the server's own units (cents, canonical lists). */
export interface ProductData {
  name: string;
  description: string;
  /** The unit price (one piece). */
  priceCents: number;
  /** The sum over the variants (written through them). */
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
  /** One per colour × packing that is sold (ADR 1700). */
  variants: VariantData[];
  /** The translated fields per language, beside the default ones above (ADR 2001). */
  texts: ProductTextsByLanguage;
  /** Only seeding sets these; writes use the current time. */
  createdAt?: string;
}

/** A product's fields that its data holds as they are (the product's `door` is the data's `doors`). */
export type PlainProductFields = Pick<
  Product,
  | "name"
  | "description"
  | "sku"
  | "brand"
  | "categories"
  | "door"
  | "collection"
  | "ref"
  | "design"
  | "colors"
  | "sizes"
  | "packings"
  | "technicalSheet"
  | "features"
  | "metaTitle"
  | "metaDescription"
  | "metaKeywords"
  | "isFeatured"
  | "isPublished"
  | "rating"
  | "numReviews"
  | "altText"
>;

/** The part of a product's data taken as it is from a product: one read back, or one of the demo catalogue. */
export function plainProductFields(p: PlainProductFields) {
  return {
    name: p.name,
    description: p.description,
    sku: p.sku,
    brand: p.brand,
    categories: p.categories,
    doors: p.door,
    collection: p.collection,
    ref: p.ref,
    design: p.design,
    colors: p.colors,
    sizes: p.sizes,
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
  } satisfies Partial<ProductData>;
}

/** The products row's own columns for a product (without id, stock and times): single writes and bulk seeding alike. */
export function productColumns(d: ProductData) {
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

/** The first of each set of items with the same key, in order (a product's relations store each once). */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => string = String): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Rows of the relation tables for many products (used by single writes and bulk seeding alike). */
export function relationRows(id: string, d: ProductData) {
  return {
    images: d.images.map((img, position) => ({ product_id: id, position, url: img.url, color: img.color ?? null })),
    colors: uniqueBy(d.colors, (c) => c.toLowerCase()).map((color, position) => ({
      product_id: id,
      position,
      color,
      color_key: color.toLowerCase(),
    })),
    sizes: uniqueBy(d.sizes).map((size, position) => ({ product_id: id, position, size })),
    doors: uniqueBy(d.doors).map((door) => ({ product_id: id, door })),
    categories: uniqueBy(d.categories).map((category, position) => ({ product_id: id, position, category })),
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
  // The stock column is the variants' sum, added by their triggers.
  await db
    .insertInto("products")
    .values({ id, ...productColumns(d), count_in_stock: 0, created_at: d.createdAt ?? now, updated_at: now })
    .execute();
  await replaceRelations(db, id, d);
  await writeVariants(db, id, d, now);
  await writeTexts(db, id, d.texts);
  await ensureCollection(db, d, now);
}

export async function getProductData(db: Q, id: string): Promise<ProductData | undefined> {
  const row = await db.selectFrom("products").select("price_cents").where("id", "=", id).executeTakeFirst();
  const p = row && (await getProduct(db, id, true));
  if (!row || !p) return undefined;
  const rel = await loadRelations(db, [id]);
  return {
    ...plainProductFields(p),
    priceCents: row.price_cents,
    countInStock: p.countInStock,
    images: p.images,
    variants: (rel.get(id)?.variants ?? []).map(toVariantData),
    texts: (await loadTexts(db, [id])).get(id) ?? emptyTextsByLanguage(),
  };
}

export function toVariantData(v: StoredVariant): VariantData {
  return {
    id: v.id,
    color: v.color,
    packing: v.packing,
    sku: v.sku,
    priceCents: v.ownPrice ? v.priceCents : null,
    countInStock: v.countInStock,
  };
}

export async function updateProduct(db: Q, id: string, d: ProductData, now: string): Promise<void> {
  // The product row first: it is the lock every stock change of this product takes first (ADR 1700).
  await db
    .updateTable("products")
    .set({ ...productColumns(d), updated_at: now })
    .where("id", "=", id)
    .execute();
  await replaceRelations(db, id, d);
  await writeVariants(db, id, d, now);
  await writeTexts(db, id, d.texts);
  await ensureCollection(db, d, now);
}

/** The stock of a variant would go below 0: units were ordered after the form was opened. */
export class StockBelowReserved extends Error {
  constructor(
    readonly sku: string,
    readonly now: number,
  ) {
    super(`SKU ${sku}: only ${now} left now`);
  }
}

/** Rows of product_variants for a new product (single writes and bulk seeding alike). */
export function variantRows(id: string, d: ProductData, now: string) {
  return d.variants.map((v, position) => ({
    id: v.id ?? newId(),
    product_id: id,
    position,
    color: v.color,
    color_key: v.color.toLowerCase(),
    packing: v.packing,
    sku: v.sku,
    price_cents: v.priceCents ?? defaultVariantPriceCents(d.priceCents, v.packing),
    own_price: v.priceCents === null ? 0 : 1,
    count_in_stock: v.countInStock,
    created_at: now,
    updated_at: now,
  }));
}

/**
 * Makes the product's variants those of `d`: existing ones (by id, else by colour and packing)
 * keep their id and sales and are updated, others are added, the rest deleted. Stock is set
 * exactly, or moved by the difference to what the form saw (`stockSeen`), refused below 0.
 */
async function writeVariants(db: Q, id: string, d: ProductData, now: string): Promise<void> {
  const existing = await db
    .selectFrom("product_variants")
    .select(["id", "color_key", "packing", "sku", "count_in_stock"])
    .where("product_id", "=", id)
    .execute();
  const byId = new Map(existing.map((v) => [v.id, v]));
  const byLine = new Map(existing.map((v) => [`${v.color_key}\u0000${v.packing}`, v]));
  const rows = variantRows(id, d, now);
  const kept = new Set<string>();
  const matched = rows.map((r, i) => {
    const want = d.variants[i] as VariantData;
    const old = (want.id && byId.get(want.id)) || byLine.get(`${r.color_key}\u0000${r.packing}`);
    if (old && !kept.has(old.id)) {
      kept.add(old.id);
      return { row: { ...r, id: old.id }, old, want };
    }
    return { row: { ...r, id: newId() }, old: undefined, want };
  });
  const gone = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
  if (gone.length) await db.deleteFrom("product_variants").where("id", "in", gone).execute();
  // SKUs and colour × packing may move between variants of one save: free the changed ones first.
  const before = new Map(existing.map((v) => [v.id, v]));
  for (const m of matched) {
    const was = m.old && before.get(m.old.id);
    if (was && (was.sku !== m.row.sku || was.color_key !== m.row.color_key || was.packing !== m.row.packing)) {
      await db
        .updateTable("product_variants")
        .set({ sku: `~moving~${was.id}`, packing: `~moving~${was.id}` })
        .where("id", "=", was.id)
        .execute();
    }
  }
  for (const m of matched) {
    const { id: variantId, created_at: _c, product_id: _p, count_in_stock, ...columns } = m.row;
    if (!m.old) {
      await db.insertInto("product_variants").values(m.row).execute();
      continue;
    }
    const seen = m.want.stockSeen;
    if (seen === undefined || seen === m.old.count_in_stock) {
      await db
        .updateTable("product_variants")
        .set({ ...columns, count_in_stock })
        .where("id", "=", variantId)
        .execute();
      continue;
    }
    // Orders changed the stock since the form was read: apply the owner's change to what is there now.
    const delta = count_in_stock - seen;
    const res = await db
      .updateTable("product_variants")
      .set((eb) => ({ ...columns, count_in_stock: eb("count_in_stock", "+", delta) }))
      .where("id", "=", variantId)
      .where("count_in_stock", ">=", -delta)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new StockBelowReserved(m.row.sku, m.old.count_in_stock);
  }
}

export async function deleteProduct(db: Q, id: string): Promise<boolean> {
  const res = await db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The first variant SKU of `skus` that another product already uses. */
export async function variantSkuTaken(
  db: Q,
  skus: readonly string[],
  productId: string | undefined,
): Promise<{ sku: string; productName: string } | undefined> {
  if (skus.length === 0) return undefined;
  let qb = db
    .selectFrom("product_variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["v.sku", "p.name"])
    .where("v.sku", "in", [...skus]);
  if (productId) qb = qb.where("v.product_id", "!=", productId);
  const row = await qb.orderBy("v.sku").executeTakeFirst();
  return row ? { sku: row.sku, productName: row.name } : undefined;
}

export async function skuTaken(db: Q, sku: string, exceptId?: string): Promise<boolean> {
  let qb = db.selectFrom("products").select("id").where("sku", "=", sku);
  if (exceptId) qb = qb.where("id", "!=", exceptId);
  return (await qb.executeTakeFirst()) !== undefined;
}

/* ------------------------------------------------------------------ products CSV (ADR 0161, 1702) */

export interface StoredProduct {
  id: string;
  data: ProductData;
}

/** Rows to ProductData exactly as the catalogue's getProductData reads one product, for many at once. */
async function toStored(db: Q, rows: ProductRow[]): Promise<StoredProduct[]> {
  const ids = rows.map((r) => r.id);
  const [rel, texts] = await Promise.all([loadRelations(db, ids), loadTexts(db, ids)]);
  return rows.map((r) => {
    const x = rel.get(r.id);
    const { packings, technicalSheet, features, metaTitle, metaDescription, metaKeywords } = detailFields(r);
    return {
      id: r.id,
      data: {
        name: r.name,
        description: r.description,
        priceCents: r.price_cents,
        countInStock: r.count_in_stock,
        sku: r.sku,
        brand: r.brand,
        categories: x?.categories.length ? x.categories : [r.category],
        doors: [...(x?.doors ?? [])].sort((a, b) => DOOR_ORDER[a] - DOOR_ORDER[b]),
        collection: r.collection,
        ref: r.ref,
        design: r.design,
        colors: x?.colors ?? [],
        sizes: x?.sizes ?? [],
        images: x?.images ?? [],
        packings,
        technicalSheet,
        features,
        metaTitle,
        metaDescription,
        metaKeywords,
        isFeatured: r.is_featured === 1,
        isPublished: r.is_published === 1,
        rating: Number(r.rating),
        numReviews: r.num_reviews,
        altText: r.alt_text,
        variants: (x?.variants ?? []).map(toVariantData),
        texts: texts.get(r.id) ?? emptyTextsByLanguage(),
      },
    };
  });
}

/** Every product, by SKU, `batch` at a time with its images, colours, sizes, doors and categories. */
export async function* allProducts(db: Q, batch = 500): AsyncGenerator<StoredProduct[]> {
  let after: string | undefined;
  for (;;) {
    let qb = db.selectFrom("products").selectAll();
    if (after !== undefined) qb = qb.where("sku", ">", after);
    const rows = await qb.orderBy("sku").limit(batch).execute();
    if (rows.length === 0) return;
    yield await toStored(db, rows);
    const last = rows[rows.length - 1];
    if (!last || rows.length < batch) return;
    after = last.sku;
  }
}

/** The stored products with these SKUs (missing ones are simply absent from the map). */
export async function productsBySku(db: Q, skus: readonly string[], batch = 500): Promise<Map<string, StoredProduct>> {
  const map = new Map<string, StoredProduct>();
  for (let i = 0; i < skus.length; i += batch) {
    const chunk = skus.slice(i, i + batch);
    const rows = await db.selectFrom("products").selectAll().where("sku", "in", chunk).execute();
    for (const p of await toStored(db, rows)) map.set(p.data.sku, p);
  }
  return map;
}

/** Which product holds each of these variant SKUs today (for the import's checks). */
export async function variantOwners(
  db: Q,
  skus: readonly string[],
  batch = 500,
): Promise<Map<string, { productId: string; productName: string }>> {
  const map = new Map<string, { productId: string; productName: string }>();
  for (let i = 0; i < skus.length; i += batch) {
    const rows = await db
      .selectFrom("product_variants as v")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select(["v.sku", "p.id", "p.name"])
      .where("v.sku", "in", skus.slice(i, i + batch))
      .execute();
    for (const r of rows) map.set(r.sku, { productId: r.id, productName: r.name });
  }
  return map;
}
