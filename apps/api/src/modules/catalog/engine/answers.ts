import type { Facets, SearchSuggestion, SortBy } from "@avlu/contract/catalog";
import { pageCount } from "../../../lib/paging.js";
import { type CatalogIndex, NotReadYet } from "./catalog-index.js";
import { perVersion } from "./memo.js";
import { facetCounts, type ProductFilter, page, release, select } from "./query.js";
import { suggest } from "./suggestions.js";

/**
 * Answers of the listing routes, as JSON bytes put together from each product's stored JSON
 * (ADR 1500): no per-request JSON encoding of products and no schema pass over them. Their shapes
 * are the contract's (productSummarySchema, filterResultSchema), checked by the API tests.
 * `head` and `tail` go around the array; the stored answers are read straight into the result.
 */
export function productArray(index: CatalogIndex, slots: readonly number[], head = "", tail = ""): Buffer {
  const missing = index.withoutListing(slots);
  if (missing.length > 0) throw new NotReadYet(missing);
  const headBytes = Buffer.byteLength(head);
  let total = headBytes + 2 + Math.max(0, slots.length - 1) + Buffer.byteLength(tail);
  for (const s of slots) total += index.json.size(s);
  const out = Buffer.allocUnsafe(total);
  let at = out.write(head, 0, "utf8");
  out[at++] = 0x5b; // [
  slots.forEach((s, k) => {
    if (k > 0) out[at++] = 0x2c; // ,
    at += index.json.writeTo(s, out, at);
  });
  out[at++] = 0x5d; // ]
  at += out.write(tail, at, "utf8");
  return at === total ? out : out.subarray(0, at);
}

export function listAnswer(index: CatalogIndex, filter: ProductFilter, sortBy: SortBy, limit: number): Buffer {
  const sel = select(index, filter);
  const slots = page(index, sel.all, sortBy, 0, limit);
  release(index, sel);
  return productArray(index, slots);
}

export function slotsAnswer(index: CatalogIndex, slots: readonly number[]): Buffer {
  return productArray(index, slots);
}

export interface PageRequest {
  sortBy: SortBy;
  page: number;
  limit: number;
  /** Facet counts too (the public listing; the admin list has no facet panel). */
  facets: boolean;
}

/** Facet counts are the same for every page and order of one filter: the last few are kept. */
const memoFacets = perVersion<Facets>(256);

/** One page with the total, the page count, facet counts and, when a search finds nothing, suggestions. */
export function pageAnswer(index: CatalogIndex, filter: ProductFilter, req: PageRequest): Buffer {
  const sel = select(index, filter);
  const total = sel.all.size();
  const slots = page(index, sel.all, req.sortBy, (req.page - 1) * req.limit, req.limit, total);
  const pages = pageCount(total, req.limit);
  let tail = `,"total":${total},"page":${req.page},"pages":${pages},"limit":${req.limit}`;
  if (req.facets) {
    const facets = memoFacets(index, JSON.stringify(filter), () => facetCounts(index, sel));
    tail += `,"facets":${JSON.stringify(facets)}`;
  }
  release(index, sel);
  if (total === 0 && filter.search) {
    const suggestions: SearchSuggestion[] = suggest(index, filter);
    tail += `,"suggestions":${JSON.stringify(suggestions)}`;
  }
  return productArray(index, slots, '{"products":', `${tail}}`);
}
