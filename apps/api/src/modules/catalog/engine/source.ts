import type { Door, ProductSummary } from "@avlu/contract/catalog";
import type { Q } from "../../../db/database.js";
import { parseJson } from "../../../lib/json.js";
import { loadRelations, SUMMARY_COLUMNS, type SummaryRow, toSummary } from "../repository.js";

/** One product as the catalogue index holds it. */
export interface IndexProduct {
  id: string;
  isPublished: boolean;
  priceCents: number;
  countInStock: number;
  createdAt: string;
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
  colors: string[];
  sizes: string[];
  doors: Door[];
  /** What search looks in, one entry per field (SEARCH_FIELDS). */
  searchTexts: string[];
  /** The listing answer for this product. */
  summary: ProductSummary;
}

/** What the search fields are read from. */
export interface SearchSource {
  summary: ProductSummary;
  technicalSheet: string[];
}

/**
 * The text fields search looks in, in one list: add a field here (e.g. the product's Turkish
 * texts) and every product is found by it after the next start. Order does not matter.
 */
export const SEARCH_FIELDS: ReadonlyArray<(p: SearchSource) => string | readonly string[]> = [
  (p) => p.summary.name,
  (p) => p.summary.brand,
  (p) => p.summary.collection,
  (p) => p.summary.categories,
  (p) => p.summary.description,
  (p) => p.technicalSheet,
  (p) => p.summary.colors,
  (p) => p.summary.door,
  (p) => p.summary.design,
  (p) => p.summary.sku,
  (p) => p.summary.ref,
];

const INDEX_COLUMNS = [...SUMMARY_COLUMNS, "units_sold", "name_key", "collection_key", "technical_sheet"] as const;

/** Which products to read: some by id, or the next page of all of them in id order. */
export type Selection = { ids: readonly string[] } | { afterId: string | null; limit: number };

/**
 * THE function that reads products for the catalogue index (start-up, and every change the log
 * names). Anything the index should know about a product (e.g. figures derived from its variants)
 * is read here. Products that do not exist are simply absent from the answer.
 */
export async function readIndexProducts(db: Q, selection: Selection): Promise<IndexProduct[]> {
  let qb = db.selectFrom("products").select(INDEX_COLUMNS);
  if ("ids" in selection) {
    if (selection.ids.length === 0) return [];
    qb = qb.where("id", "in", [...selection.ids]);
  } else {
    if (selection.afterId !== null) qb = qb.where("id", ">", selection.afterId);
    qb = qb.orderBy("id").limit(selection.limit);
  }
  const rows = await qb.execute();
  const relations = await loadRelations(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const rel = relations.get(row.id);
    const summary = toSummary(row as SummaryRow, rel);
    const technicalSheet = parseJson<string[]>(row.technical_sheet, []);
    const source: SearchSource = { summary, technicalSheet };
    return {
      id: row.id,
      isPublished: row.is_published === 1,
      priceCents: row.price_cents,
      countInStock: row.count_in_stock,
      createdAt: row.created_at,
      rating: Number(row.rating),
      numReviews: row.num_reviews,
      unitsSold: row.units_sold,
      nameKey: row.name_key,
      brand: row.brand,
      collection: row.collection,
      collectionKey: row.collection_key,
      category: row.category,
      categories: summary.categories,
      colors: summary.colors,
      sizes: summary.sizes,
      doors: summary.door,
      searchTexts: SEARCH_FIELDS.flatMap((field) => field(source)),
      summary,
    };
  });
}
