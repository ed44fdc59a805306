import { type Door, type FacetCount, type Facets, SIZES, type SortBy } from "@avlu/contract/catalog";
import { Bitset, popcount } from "./bitset.js";
import type { CatalogIndex, FacetName } from "./catalog-index.js";

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
  /** the shopper's words (folded by the search index) */
  search?: string;
  /** only products with stock > 0 */
  inStock?: boolean;
  /** admin listings: true = published only, false = unpublished only, undefined = both (admins) */
  published?: boolean;
  /** public listings never see unpublished products */
  includeUnpublished: boolean;
}

const FACETS: readonly FacetName[] = ["category", "color", "size", "brand", "door"];
const FACET_FILTER: Record<FacetName, keyof ProductFilter> = {
  category: "categories",
  color: "colorKeys",
  size: "sizes",
  brand: "brands",
  door: "doors",
};

/**
 * The products a filter selects, before the facet filters, and each facet filter's own set. The
 * sets are the index's scratch sets: give them back with `release` when the answer is written.
 */
export interface Selection {
  /** Everything but the facet filters (visibility, collection, price, stock, search). */
  base: Bitset;
  /** One set per facet that is filtered on (any of its values). */
  facetSets: Map<FacetName, Bitset>;
  /** The filter's result: base AND every facet set. */
  all: Bitset;
}

/** Any of the values of one facet (a scratch set). */
function anyOf(index: CatalogIndex, facet: FacetName | "collection", values: readonly string[]): Bitset {
  const out = index.pool.take();
  for (const v of values) {
    const set = index.facetSet(facet, v);
    if (set) out.or(set);
  }
  return out;
}

/** The price order cut into this many runs of ranks; a price range is then two whole-set operations and its two edges. */
const PRICE_BUCKETS = 64;

/** `below[j]`: the slots of the first `j * size` ranks of the price order, for one version of the index. */
interface PriceBuckets {
  version: number;
  size: number;
  below: Bitset[];
}

const priceBuckets = new WeakMap<CatalogIndex, PriceBuckets>();

/** The index's price buckets, built again (about a millisecond at 100,000 products) once the index has changed. */
function bucketsOf(index: CatalogIndex): PriceBuckets {
  const known = priceBuckets.get(index);
  if (known && known.version === index.version) return known;
  const order = index.orders.priceAsc;
  const size = Math.max(32, Math.ceil(order.length / PRICE_BUCKETS));
  const acc = new Bitset(index.alive.capacity);
  const below = [acc.clone()];
  for (let start = 0; start < order.length; start += size) {
    const end = Math.min(start + size, order.length);
    for (let r = start; r < end; r++) acc.add(order.at(r));
    below.push(acc.clone());
  }
  const buckets = { version: index.version, size, below };
  priceBuckets.set(index, buckets);
  return buckets;
}

/** The first rank of the price order whose price is at least `cents`. */
function firstRankFrom(index: CatalogIndex, cents: number): number {
  const order = index.orders.priceAsc;
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((index.price[order.at(mid)] as number) < cents) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Drops the slots whose price is outside [min, max]: the range's ranks in the price order, made a
 * set from whole buckets (ADR 1505) instead of looking up the price of every slot in `set`.
 */
function keepPrices(index: CatalogIndex, set: Bitset, min: number, max: number): void {
  const order = index.orders.priceAsc;
  const lo = firstRankFrom(index, min);
  const hi = max >= Number.MAX_SAFE_INTEGER ? order.length : firstRankFrom(index, max + 1);
  const inRange = index.pool.take();
  if (hi > lo) {
    const { size, below } = bucketsOf(index);
    const first = Math.ceil(lo / size);
    const last = Math.floor(hi / size);
    if (first < last) {
      inRange.copy(below[last] as Bitset).andNot(below[first] as Bitset);
      for (let r = lo; r < first * size; r++) inRange.add(order.at(r));
      for (let r = last * size; r < hi; r++) inRange.add(order.at(r));
    } else {
      for (let r = lo; r < hi; r++) inRange.add(order.at(r));
    }
  }
  set.and(inRange);
  index.pool.give(inRange);
}

export function select(index: CatalogIndex, f: ProductFilter): Selection {
  const { pool } = index;
  let base: Bitset;
  if (!f.includeUnpublished || f.published === true) base = pool.copyOf(index.published);
  else if (f.published === false) base = pool.copyOf(index.alive).andNot(index.published);
  else base = pool.copyOf(index.alive);
  if (f.collectionKeys?.length) {
    const set = anyOf(index, "collection", f.collectionKeys);
    base.and(set);
    pool.give(set);
  }
  if (f.inStock) base.and(index.inStock);
  if (f.search) base.and(index.text.match(f.search, index.synonyms));
  if (f.minPriceCents !== undefined || f.maxPriceCents !== undefined) {
    keepPrices(index, base, f.minPriceCents ?? 0, f.maxPriceCents ?? Number.MAX_SAFE_INTEGER);
  }
  const facetSets = new Map<FacetName, Bitset>();
  for (const facet of FACETS) {
    const values = f[FACET_FILTER[facet]] as string[] | undefined;
    if (values?.length) facetSets.set(facet, anyOf(index, facet, values));
  }
  const all = pool.copyOf(base);
  for (const set of facetSets.values()) all.and(set);
  return { base, facetSets, all };
}

/** Gives a selection's scratch sets back. */
export function release(index: CatalogIndex, sel: Selection): void {
  index.pool.give(sel.base, sel.all, ...sel.facetSets.values());
}

/** One page of slots in a sort order. */
export function page(
  index: CatalogIndex,
  set: Bitset,
  sortBy: SortBy | "bestSeller",
  offset: number,
  limit: number,
): number[] {
  const out: number[] = [];
  if (limit <= 0) return out;
  const order = index.orders[sortBy === "priceDesc" ? "priceAsc" : sortBy];
  const n = order.length;
  const reverse = sortBy === "priceDesc";
  let skipped = 0;
  for (let k = 0; k < n; k++) {
    const s = order.at(reverse ? n - 1 - k : k);
    if (!set.has(s)) continue;
    if (skipped < offset) {
      skipped++;
      continue;
    }
    out.push(s);
    if (out.length === limit) break;
  }
  return out;
}

function sortFacet(counts: FacetCount[]): FacetCount[] {
  return counts.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

let nonZeroScratch = new Int32Array(0);

/** Indexes of the words of a set that hold any slot (a filtered set is mostly empty words). */
function nonZeroWords(set: Bitset): Int32Array {
  const words = set.words;
  if (nonZeroScratch.length < words.length + 1) nonZeroScratch = new Int32Array(words.length + 1);
  let n = 0;
  for (let w = 0; w < words.length; w++) if (words[w] !== 0) nonZeroScratch[n++] = w;
  nonZeroScratch[words.length] = n;
  return nonZeroScratch.subarray(0, n);
}

/** |within AND set|, looking only at within's non-empty words. */
function countWithin(within: Bitset, nonZero: Int32Array, set: Bitset): number {
  const a = within.words;
  const b = set.words;
  let n = 0;
  for (let k = 0; k < nonZero.length; k++) {
    const w = nonZero[k] as number;
    const x = (a[w] as number) & (b[w] as number);
    if (x !== 0) n += popcount(x);
  }
  return n;
}

/** Count per value of each facet, for the filter minus the facet's own values (so choices stay open). */
export function facetCounts(index: CatalogIndex, sel: Selection): Facets {
  const out = {} as Record<FacetName, FacetCount[]>;
  for (const facet of FACETS) {
    let within = sel.all;
    if (sel.facetSets.has(facet)) {
      within = index.pool.copyOf(sel.base);
      for (const [other, set] of sel.facetSets) if (other !== facet) within.and(set);
    }
    const nonZero = nonZeroWords(within);
    const counts: FacetCount[] = [];
    for (const [value, set] of index.facets[facet]) {
      const count = countWithin(within, nonZero, set);
      if (count > 0) counts.push({ value: facet === "color" ? index.colorName(value) : value, count });
    }
    if (within !== sel.all) index.pool.give(within);
    out[facet] = sortFacet(counts);
  }
  const sizeOrder = (v: string) => SIZES.indexOf(v as (typeof SIZES)[number]);
  out.size.sort((a, b) => sizeOrder(a.value) - sizeOrder(b.value));
  out.door.sort((a, b) => a.value.localeCompare(b.value));
  return out;
}

/** Published products like a given one: same collection first, then same main category, most popular first. */
export function similar(index: CatalogIndex, slot: number, limit: number): number[] {
  const key = index.collectionKey[slot] as string;
  const category = index.mainCategory[slot] as string;
  const same: number[] = [];
  const near: number[] = [];
  const order = index.orders.popularity;
  for (let k = 0; k < order.length && same.length < limit; k++) {
    const s = order.at(k);
    if (s === slot || !index.published.has(s)) continue;
    if (key && index.collectionKey[s] === key) same.push(s);
    else if (near.length < limit && index.mainCategory[s] === category) near.push(s);
  }
  return [...same, ...near].slice(0, limit);
}

/** How many of a set's products each category and each collection (of a brand) holds. */
export function groupCounts(
  index: CatalogIndex,
  set: Bitset,
): {
  categories: FacetCount[];
  collections: Array<{ name: string; brand: string; key: string; count: number }>;
} {
  const categories: FacetCount[] = [];
  for (const [value, s] of index.facets.category) {
    const count = set.andSize(s);
    if (count > 0) categories.push({ value, count });
  }
  const collections = new Map<string, { name: string; brand: string; key: string; count: number }>();
  set.forEach((slot) => {
    const key = index.collectionKey[slot] as string;
    if (!key) return;
    const brand = index.brandOf[slot] as string;
    const id = `${brand}\u0000${key}`;
    const entry = collections.get(id);
    if (entry) entry.count++;
    else collections.set(id, { name: index.collectionName[slot] as string, brand, key, count: 1 });
  });
  return {
    categories: sortFacet(categories),
    collections: [...collections.values()].sort((a, b) => b.count - a.count),
  };
}
