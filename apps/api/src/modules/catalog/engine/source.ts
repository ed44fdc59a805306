import type { Door } from "@avlu/contract/catalog";
import { isWritten } from "@avlu/contract/catalog-texts";
import { LANGUAGES, type Language } from "@avlu/contract/terms";
import type { Db } from "../../../db/database.js";
import { parseJson } from "../../../lib/json.js";
import { indexQuery, type ReadKind } from "./source-sql.js";

/** A product's listing JSON alone (ADR 1511). */
export interface ListingJson {
  id: string;
  summaryJson: string | Uint8Array;
}

/** One product as the catalogue index holds it. */
export interface IndexProduct {
  id: string;
  isPublished: boolean;
  priceCents: number;
  countInStock: number;
  /** When the product was created, in ms since the epoch (the newest sort). */
  createdMs: number;
  /** When the product last changed, in ms since the epoch (the sitemap's lastmod). */
  updatedMs: number;
  rating: number;
  numReviews: number;
  unitsSold: number;
  /** foldText(name): the name sort. */
  nameKey: string;
  brand: string;
  collection: string;
  collectionKey: string;
  /** The main category (similar products). */
  category: string;
  categories: string[];
  /** The colours the product has variants in (the colour facet and filter, issue 17). */
  colors: string[];
  sizes: string[];
  doors: Door[];
  /** What search looks in, one entry per field (SEARCH_FIELDS). Absent from a start-up's first read (ADR 1511). */
  searchTexts?: string[];
  /**
   * The description in each language it is written in (product_texts, ADR 2001), for listings read
   * in a language (ADR 1517); read with the search texts, absent when they are.
   */
  descriptions?: Descriptions;
  /**
   * The listing answer for this product (productSummarySchema), as JSON: text, or its UTF-8 bytes
   * (SQLite). Absent from a start-up's read, which fills it in afterwards (ADR 1511).
   */
  summaryJson?: string | Uint8Array;
}

/** A product's written descriptions per language; `undefined` when it has none. */
export type Descriptions = Partial<Record<Language, string>> | undefined;

/** What the search fields are read from. */
export interface SearchSource {
  name: string;
  brand: string;
  collection: string;
  categories: string[];
  description: string;
  technicalSheet: string[];
  colors: string[];
  doors: string[];
  design: string;
  sku: string;
  ref: string;
  variantSkus: string[];
  /** The description and technical sheet lines of each language's version (ADR 2001). */
  translations: string[];
}

/**
 * The text fields search looks in, in one list: add a field here (e.g. the product's Turkish
 * texts) and every product is found by it after the next start. Order does not matter.
 */
export const SEARCH_FIELDS = [
  "name",
  "brand",
  "collection",
  "categories",
  "description",
  "technicalSheet",
  "colors",
  "doors",
  "design",
  "sku",
  "ref",
  "variantSkus",
  "translations",
] as const satisfies readonly (keyof SearchSource)[];

/**
 * Which products to read: some by id, or every one whose id is after `after` and up to `upTo`
 * (null: no bound) in the database's order.
 */
export type Selection = { ids: readonly string[] } | { after: string | null; upTo: string | null };

/** A row of indexQuery; the columns marked "search" are absent from a "facets" read. */
export interface IndexRow {
  id: string;
  /** search */
  name: string;
  /** search */
  description: string;
  /** search */
  technical_sheet: string;
  /** The lowest variant price (the unit price for a product without variants). */
  price_cents: number;
  /** The sum over the variants. */
  count_in_stock: number;
  /** created_at and updated_at in ms since the epoch, worked out by the database (ADR 1519). */
  created_ms: number;
  updated_ms: number;
  rating: number;
  num_reviews: number;
  units_sold: number;
  name_key: string;
  brand: string;
  collection: string;
  collection_key: string;
  category: string;
  is_published: number;
  /** search */
  design: string;
  /** search */
  sku: string;
  /** search */
  ref: string;
  /** JSON [colours with variants, sizes, doors, categories, variant SKUs] */
  lists: string;
  /** the listing JSON (productSummarySchema): text from PostgreSQL, UTF-8 bytes from SQLite; absent from an "index" read */
  summary?: string | Uint8Array;
  /** search and listings in a language: JSON [[language, description, technical sheet JSON], …] of the product's texts per language (ADR 2001) */
  texts: string;
}

/**
 * THE function that reads products for the catalogue index (start-up, and every change the log
 * names). Anything the index should know about a product (e.g. figures derived from its variants)
 * is read here. Products that do not exist are simply absent from the answer.
 *
 * The database writes each product's listing JSON itself (SQLite json_object, PostgreSQL
 * json_build_object, in source-sql.ts): at start-up that spares Node 100,000 summary objects, a
 * million relation rows and their encoding (ADR 1500). A test holds it equal to toSummary().
 * `kind` "facets" or "index" leaves out the search texts and the listing JSON, or the listing JSON
 * (a start-up reads them after the facets, ADR 1511).
 */
export async function readIndexProducts(
  db: Db,
  selection: Selection,
  kind: Exclude<ReadKind, "listing"> = "both",
): Promise<IndexProduct[]> {
  return (await readIndexRows(db, selection, kind)).map((row) => toIndexProduct(row, kind));
}

/** The rows readIndexProducts reads, not yet made products (a caller that files them in slices, ADR 1511). */
export async function readIndexRows(
  db: Db,
  selection: Selection,
  kind: Exclude<ReadKind, "listing"> = "both",
): Promise<IndexRow[]> {
  if ("ids" in selection && selection.ids.length === 0) return [];
  // Off the event loop (ADR 1507): at start-up the main thread files one page while the next ones are read.
  return db.readLong<IndexRow>(indexQuery(db, selection, kind).compile(db.kysely));
}

/** One row of readIndexRows as the index's product. */
export function toIndexProduct(row: IndexRow, kind: Exclude<ReadKind, "listing"> = "both"): IndexProduct {
  const [colors, sizes, doors, categories, variantSkus] = JSON.parse(row.lists) as [
    string[],
    string[],
    Door[],
    string[],
    string[],
  ];
  const texts = kind === "facets" ? undefined : parseJson<Array<[Language, string, string]>>(row.texts, []);
  return {
    id: row.id,
    isPublished: row.is_published === 1,
    priceCents: row.price_cents,
    countInStock: row.count_in_stock,
    createdMs: Number(row.created_ms),
    updatedMs: Number(row.updated_ms),
    rating: Number(row.rating),
    numReviews: row.num_reviews,
    unitsSold: row.units_sold,
    nameKey: row.name_key,
    brand: row.brand,
    collection: row.collection,
    collectionKey: row.collection_key,
    category: row.category,
    categories,
    colors,
    sizes,
    doors,
    ...(texts === undefined
      ? {}
      : {
          searchTexts: searchTextsOf(row, texts, categories, colors, doors, variantSkus),
          descriptions: descriptionsOf(texts),
        }),
    ...(row.summary === undefined ? {} : { summaryJson: row.summary }),
  };
}

/** The descriptions written in a language (a language's version may hold other fields only). */
function descriptionsOf(texts: ReadonlyArray<[Language, string, string]>): Descriptions {
  const written = texts.filter(([language, description]) => LANGUAGES.includes(language) && isWritten(description));
  return written.length > 0
    ? Object.fromEntries(written.map(([language, description]) => [language, description]))
    : undefined;
}

function searchTextsOf(
  row: IndexRow,
  texts: ReadonlyArray<[Language, string, string]>,
  categories: string[],
  colors: string[],
  doors: Door[],
  variantSkus: string[],
): string[] {
  const technicalSheet = parseJson<string[]>(row.technical_sheet, []);
  const translations: string[] = [];
  for (const [, description, sheet] of texts) {
    if (description) translations.push(description);
    for (const line of parseJson<string[]>(sheet, [])) translations.push(line);
  }
  // One source object per product for all the fields (not a copy of the row per field).
  const source: SearchSource = {
    name: row.name,
    brand: row.brand,
    collection: row.collection,
    categories,
    description: row.description,
    technicalSheet,
    colors,
    doors,
    design: row.design,
    sku: row.sku,
    ref: row.ref,
    variantSkus,
    translations,
  };
  const searchTexts: string[] = [];
  for (const field of SEARCH_FIELDS) {
    const value = source[field];
    if (typeof value === "string") searchTexts.push(value);
    else for (const v of value) searchTexts.push(v);
  }
  return searchTexts;
}

/** The listing JSON of a selection's products, without the rest (ADR 1511). */
export async function readListings(db: Db, selection: Selection): Promise<ListingJson[]> {
  if ("ids" in selection && selection.ids.length === 0) return [];
  const rows = await db.readLong<{ id: string; summary: string | Uint8Array }>(
    indexQuery(db, selection, "listing").compile(db.kysely),
  );
  return rows.map((row) => ({ id: row.id, summaryJson: row.summary }));
}
