import type { SearchSuggestion, SortBy } from "@avlu/contract/catalog";
import { isWritten, otherLanguages } from "@avlu/contract/catalog-texts";
import type { Language } from "@avlu/contract/terms";
import { pageCount } from "../../../lib/paging.js";
import { type CatalogIndex, NotReadYet } from "./catalog-index.js";
import { perVersion } from "./memo.js";
import { facetCounts, type ProductFilter, page, release, select } from "./query.js";
import { suggest } from "./suggestions.js";

/**
 * Answers of the listing routes, as JSON bytes put together from each product's stored JSON
 * (ADR 1500): no per-request JSON encoding of products and no schema pass over them. Their shapes
 * are the contract's (productSummarySchema, filterResultSchema), checked by the API tests.
 * `head` and `tail` go around the array (the tail may come in parts, bytes among them); the
 * stored answers are read straight into the result.
 * With a `language` (a listing read by a Turkish page, ADR 2001) each product's description is
 * the one `pickText` gives, from the index's descriptions (ADR 1517): only a changed description is
 * written again, every other byte is the stored JSON's.
 */
export function productArray(
  index: CatalogIndex,
  slots: readonly number[],
  head = "",
  tail: string | readonly (string | Uint8Array)[] = "",
  language?: Language,
): Buffer {
  const tailParts = typeof tail === "string" ? [tail] : tail;
  const missing = index.withoutListing(slots);
  if (missing.length > 0) throw new NotReadYet(missing);
  const localised = language ? localisedJson(index, slots, language) : undefined;
  const headBytes = Buffer.byteLength(head);
  let total = headBytes + 2 + Math.max(0, slots.length - 1);
  for (const part of tailParts) total += typeof part === "string" ? Buffer.byteLength(part) : part.length;
  slots.forEach((s, k) => {
    total += localised?.[k]?.length ?? index.json.size(s);
  });
  const out = Buffer.allocUnsafe(total);
  let at = out.write(head, 0, "utf8");
  out[at++] = 0x5b; // [
  slots.forEach((s, k) => {
    if (k > 0) out[at++] = 0x2c; // ,
    const own = localised?.[k];
    at += own ? own.copy(out, at) : index.json.writeTo(s, out, at);
  });
  out[at++] = 0x5d; // ]
  for (const part of tailParts) {
    if (typeof part === "string") at += out.write(part, at, "utf8");
    else {
      out.set(part, at);
      at += part.length;
    }
  }
  return at === total ? out : out.subarray(0, at);
}

/**
 * Each slot's JSON with the description a reader of `language` gets (`pickText`: that language's,
 * else the default, else another language's), where that is not the stored one (`undefined` where
 * it is). The index keeps only written descriptions, as JSON strings (ADR 1517). Throws NotReadYet
 * while some slot's texts are not read (ADR 1511).
 */
function localisedJson(index: CatalogIndex, slots: readonly number[], language: Language): Array<Buffer | undefined> {
  const missing = index.withoutTexts(slots);
  if (missing.length > 0) throw new NotReadYet(missing, "texts");
  const own = index.descriptions[language];
  const others = otherLanguages(language);
  return slots.map((s) => {
    const other = own.has(s) ? undefined : others.find((l) => index.descriptions[l].has(s));
    if (!own.has(s) && other === undefined) return undefined;
    const json = index.json.get(s);
    const [from, to] = descriptionSpan(json, 0, json.length);
    // Another language's only where the default is not written either.
    if (other !== undefined && isWritten(JSON.parse(json.toString("utf8", from, to)) as string)) return undefined;
    const picked = (other === undefined ? own : index.descriptions[other]).get(s);
    if (picked.equals(json.subarray(from, to))) return undefined;
    return Buffer.concat([json.subarray(0, from), picked, json.subarray(to)]);
  });
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

export function listAnswer(
  index: CatalogIndex,
  filter: ProductFilter,
  sortBy: SortBy,
  limit: number,
  language?: Language,
): Buffer {
  const sel = select(index, filter);
  const slots = page(index, sel.all, sortBy, 0, limit);
  release(index, sel);
  return productArray(index, slots, "", "", language);
}

export function slotsAnswer(index: CatalogIndex, slots: readonly number[], language?: Language): Buffer {
  return productArray(index, slots, "", "", language);
}

export interface PageRequest {
  sortBy: SortBy;
  page: number;
  limit: number;
  /** Facet counts too (the public listing; the admin list has no facet panel). */
  facets: boolean;
  /** The reader's language: the descriptions in it (ADR 2001, 1517). */
  language?: Language;
}

/**
 * Facet counts are the same for every page and order of one filter: the last few are kept, as the
 * JSON bytes the answer carries, outside the JavaScript heap. Kept as objects, every new filter's
 * counts (hundreds of small objects) outlived a young collection in the memo and were copied to
 * the old space: over half of what the cold filter load promoted; kept as a string (tens of KB at
 * 100,000 products), the same bytes were copied instead (ADR 1519). A Buffer's bytes are never
 * copied by the collector, and a second page of the filter writes them out as they are.
 */
const memoFacets = perVersion<Buffer>(256);

/** One page with the total, the page count, facet counts and, when a search finds nothing, suggestions. */
export function pageAnswer(index: CatalogIndex, filter: ProductFilter, req: PageRequest): Buffer {
  const sel = select(index, filter);
  const total = sel.all.size();
  const slots = page(index, sel.all, req.sortBy, (req.page - 1) * req.limit, req.limit, total);
  const pages = pageCount(total, req.limit);
  const tail: (string | Buffer)[] = [`,"total":${total},"page":${req.page},"pages":${pages},"limit":${req.limit}`];
  if (req.facets) {
    const facets = memoFacets(index, JSON.stringify(filter), () =>
      Buffer.from(JSON.stringify(facetCounts(index, sel))),
    );
    tail.push(`,"facets":`, facets);
  }
  release(index, sel);
  if (total === 0 && filter.search) {
    const suggestions: SearchSuggestion[] = suggest(index, filter);
    tail.push(`,"suggestions":${JSON.stringify(suggestions)}`);
  }
  tail.push("}");
  return productArray(index, slots, '{"products":', tail, req.language);
}
