import type { Facets, SearchSuggestion, SortBy } from "@avlu/contract/catalog";
import { pageCount } from "../../../lib/paging.js";
import { type CatalogIndex, NotReadYet } from "./catalog-index.js";
import { perVersion } from "./memo.js";
import { facetCounts, type ProductFilter, page, release, select } from "./query.js";
import { suggest } from "./suggestions.js";

/**
 * A listing answer: its bytes, and each product's id and where its JSON lies in them, so that a
 * reader of another language gets the same bytes with only the descriptions changed (ADR 1513).
 */
export interface Listing {
  bytes: Buffer;
  ids: string[];
  /** Start and end of each product's JSON in `bytes`: [start₀, end₀, start₁, end₁, …]. */
  spans: Uint32Array;
}

/**
 * Answers of the listing routes, as JSON bytes put together from each product's stored JSON
 * (ADR 1500): no per-request JSON encoding of products and no schema pass over them. Their shapes
 * are the contract's (productSummarySchema, filterResultSchema), checked by the API tests.
 * `head` and `tail` go around the array; the stored answers are read straight into the result.
 */
export function productArray(index: CatalogIndex, slots: readonly number[], head = "", tail = ""): Listing {
  const missing = index.withoutListing(slots);
  if (missing.length > 0) throw new NotReadYet(missing);
  const headBytes = Buffer.byteLength(head);
  let total = headBytes + 2 + Math.max(0, slots.length - 1) + Buffer.byteLength(tail);
  for (const s of slots) total += index.json.size(s);
  const out = Buffer.allocUnsafe(total);
  const spans = new Uint32Array(slots.length * 2);
  let at = out.write(head, 0, "utf8");
  out[at++] = 0x5b; // [
  slots.forEach((s, k) => {
    if (k > 0) out[at++] = 0x2c; // ,
    spans[2 * k] = at;
    at += index.json.writeTo(s, out, at);
    spans[2 * k + 1] = at;
  });
  out[at++] = 0x5d; // ]
  at += out.write(tail, at, "utf8");
  return { bytes: at === total ? out : out.subarray(0, at), ids: slots.map((s) => index.ids[s] as string), spans };
}

const DESCRIPTION_KEY = Buffer.from('"description"');

/**
 * Where the value of a product's `description` lies in its stored JSON (`json`, from `start` to
 * `end`): [start, end] of the JSON string, quotes included. The stored JSON is an object whose
 * keys come in the listing's order (`_id`, `name`, `description`, …; source-sql.ts), with or
 * without spaces around `:` (SQLite / PostgreSQL). The first `"description"` followed by a colon is
 * that key: inside a JSON string a quote is always escaped, so the value of `_id` or `name` cannot
 * hold it.
 */
export function descriptionSpan(json: Buffer, start: number, end: number): [number, number] {
  for (let at = json.indexOf(DESCRIPTION_KEY, start); at !== -1 && at < end; ) {
    let k = at + DESCRIPTION_KEY.length;
    while (json[k] === 0x20) k++;
    if (json[k] === 0x3a /* : */) {
      k++;
      while (json[k] === 0x20) k++;
      if (json[k] !== 0x22 /* " */) break;
      // The string ends at the first quote not escaped: one preceded by an even run of backslashes.
      for (let q = json.indexOf(0x22, k + 1); q !== -1 && q < end; q = json.indexOf(0x22, q + 1)) {
        let backslashes = 0;
        while (json[q - 1 - backslashes] === 0x5c /* \ */) backslashes++;
        if (backslashes % 2 === 0) return [k, q + 1];
      }
      break;
    }
    at = json.indexOf(DESCRIPTION_KEY, at + 1);
  }
  throw new Error("a stored listing JSON without a description");
}

/**
 * `listing` with each product's description as `change(k, description)` makes it (k: the product's
 * place in the listing). Only a changed description is written again; every other byte is copied as
 * it is, and a listing with none changed is answered with its own bytes.
 */
export function withDescriptions(listing: Listing, change: (k: number, description: string) => string): Buffer {
  const { bytes, spans } = listing;
  const parts: Buffer[] = [];
  let copied = 0;
  for (let k = 0; k < listing.ids.length; k++) {
    const [from, to] = descriptionSpan(bytes, spans[2 * k] as number, spans[2 * k + 1] as number);
    const description = JSON.parse(bytes.toString("utf8", from, to)) as string;
    const changed = change(k, description);
    if (changed === description) continue;
    parts.push(bytes.subarray(copied, from), Buffer.from(JSON.stringify(changed)));
    copied = to;
  }
  if (parts.length === 0) return bytes;
  parts.push(bytes.subarray(copied));
  return Buffer.concat(parts);
}

export function listAnswer(index: CatalogIndex, filter: ProductFilter, sortBy: SortBy, limit: number): Listing {
  const sel = select(index, filter);
  const slots = page(index, sel.all, sortBy, 0, limit);
  release(index, sel);
  return productArray(index, slots);
}

export function slotsAnswer(index: CatalogIndex, slots: readonly number[]): Listing {
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
export function pageAnswer(index: CatalogIndex, filter: ProductFilter, req: PageRequest): Listing {
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
