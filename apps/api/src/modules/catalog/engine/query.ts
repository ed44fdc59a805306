import { type Door, type FacetCount, type Facets, SIZES, type SortBy } from "@avlu/contract/catalog";
import { Bitset, countAnd, popcount } from "./bitset.js";
import { type CatalogIndex, type FacetName, NotReadYet } from "./catalog-index.js";

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
  if (f.search && !index.searchable) throw new NotReadYet([]);
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
  if (f.search) index.text.keepMatching(base, f.search, index.synonyms, pool);
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

/** Sets this small are sorted on their own rather than found by walking a whole sort order. */
const FEW = 256;

/**
 * One page of slots in a sort order. `total` (the set's size, when the caller has it) ends the
 * walk at the set's last member and lets a small set be sorted by itself: a search that finds
 * thirty products does not walk 100,000 ranks to place them.
 */
export function page(
  index: CatalogIndex,
  set: Bitset,
  sortBy: SortBy | "bestSeller",
  offset: number,
  limit: number,
  total = Number.POSITIVE_INFINITY,
): number[] {
  const out: number[] = [];
  if (limit <= 0 || offset >= total) return out;
  const order = index.orders[sortBy === "priceDesc" ? "priceAsc" : sortBy];
  const reverse = sortBy === "priceDesc";
  if (total <= FEW) {
    set.forEach((s) => {
      out.push(s);
    });
    out.sort(reverse ? (a, b) => order.compare(b, a) : (a, b) => order.compare(a, b));
    return out.slice(offset, offset + limit);
  }
  const n = order.length;
  let skipped = 0;
  for (let k = 0; k < n; k++) {
    const s = order.at(reverse ? n - 1 - k : k);
    if (!set.has(s)) continue;
    if (skipped < offset) {
      skipped++;
      continue;
    }
    out.push(s);
    if (out.length === limit || skipped + out.length === total) break;
  }
  return out;
}

function sortFacet(counts: FacetCount[]): FacetCount[] {
  return counts.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

let nonZeroScratch = new Int32Array(0);

/** Indexes of the words of a set that hold any slot (a filtered set is mostly empty words); a scratch array. */
function nonZeroWords(set: Bitset): Int32Array {
  const words = set.words;
  if (nonZeroScratch.length < words.length) nonZeroScratch = new Int32Array(words.length);
  let n = 0;
  for (let w = 0; w < words.length; w++) if (words[w] !== 0) nonZeroScratch[n++] = w;
  return nonZeroScratch.subarray(0, n);
}

/**
 * The non-empty words of each facet value's set, for one version of the index. Slots are grouped
 * by category, brand and collection (CatalogEngine), so at 100,000 products a collection lives in
 * a few dozen of the 3,125 words and a category in a few hundred: counting over the shorter of a
 * value's words and the filter's words skips most of the work (ADR 1506). Colours are spread over
 * every word; for them the filter's words are the shorter list.
 */
const valueWords = new WeakMap<CatalogIndex, { version: number; words: Map<Bitset, Int32Array> }>();

function wordsOf(index: CatalogIndex, set: Bitset): Int32Array {
  let known = valueWords.get(index);
  if (!known || known.version !== index.version) {
    known = { version: index.version, words: new Map() };
    valueWords.set(index, known);
  }
  let list = known.words.get(set);
  if (!list) {
    const words = set.words;
    let n = 0;
    for (let w = 0; w < words.length; w++) if (words[w] !== 0) n++;
    list = new Int32Array(n);
    n = 0;
    for (let w = 0; w < words.length; w++) if (words[w] !== 0) list[n++] = w;
    known.words.set(set, list);
  }
  return list;
}

/** The shorter list of words to count `set` within a filter over: the set's own or the filter's. */
function wordsToCount(index: CatalogIndex, set: Bitset, filterWords: Int32Array): Int32Array {
  const own = wordsOf(index, set);
  return own.length < filterWords.length ? own : filterWords;
}

/** |within AND set|, looking only at the words listed (every word where both may hold a slot). */
function countWithin(within: Bitset, listed: Int32Array, set: Bitset): number {
  return countAnd(within.words, set.words, listed);
}

/** Count per value of one facet within a set (`filterWords`: the set's non-empty words). */
function countFacet(index: CatalogIndex, facet: FacetName, within: Bitset, filterWords: Int32Array): FacetCount[] {
  const counts: FacetCount[] = [];
  for (const [value, set] of index.facets[facet]) {
    const count = countWithin(within, wordsToCount(index, set, filterWords), set);
    if (count > 0) counts.push({ value: facet === "color" ? index.colorName(value) : value, count });
  }
  return sortFacet(counts);
}

/** Count per value of each facet, for the filter minus the facet's own values (so choices stay open). */
export function facetCounts(index: CatalogIndex, sel: Selection): Facets {
  const out = {} as Record<FacetName, FacetCount[]>;
  // A facet that is filtered on counts within the filter without its own values…
  for (const facet of FACETS) {
    if (!sel.facetSets.has(facet)) continue;
    const within = index.pool.copyOf(sel.base);
    for (const [other, set] of sel.facetSets) if (other !== facet) within.and(set);
    out[facet] = countFacet(index, facet, within, nonZeroWords(within));
    index.pool.give(within);
  }
  // …the others within the filter's result, whose words are listed once.
  const allWords = nonZeroWords(sel.all);
  for (const facet of FACETS) {
    if (!sel.facetSets.has(facet)) out[facet] = countFacet(index, facet, sel.all, allWords);
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

/** Set by countAll: the lowest slot of the last intersection counted, or -1 when it was empty. */
let firstSlot = -1;

/** |a AND b (AND c)|, looking only at the words listed; notes the lowest slot in `firstSlot`. */
function countAll(a: Bitset, listed: Int32Array, b: Bitset, c?: Bitset): number {
  const aw = a.words;
  const bw = b.words;
  const cw = c?.words;
  let n = 0;
  firstSlot = -1;
  for (let k = 0; k < listed.length; k++) {
    const w = listed[k] as number;
    let x = (aw[w] as number) & (bw[w] as number);
    if (cw) x &= cw[w] as number;
    if (x === 0) continue;
    if (firstSlot < 0) firstSlot = (w << 5) + 31 - Math.clz32(x & -x);
    n += popcount(x);
  }
  return n;
}

export interface GroupCounts {
  categories: FacetCount[];
  collections: Array<{ name: string; brand: string; key: string; count: number }>;
}

/**
 * How many of a set's products each category and each collection (of a brand) holds, from the
 * facet sets (a popcount per category and collection, not a look at every product). A collection
 * takes the name of its first product in the set; equal counts keep that product's order.
 */
export function groupCounts(index: CatalogIndex, set: Bitset): GroupCounts {
  const nonZero = nonZeroWords(set);
  const categories: FacetCount[] = [];
  for (const [value, s] of index.facets.category) {
    const count = countWithin(set, wordsToCount(index, s, nonZero), s);
    if (count > 0) categories.push({ value, count });
  }
  const found: Array<{ name: string; brand: string; key: string; count: number; first: number }> = [];
  const add = (key: string, brand: string, count: number) =>
    found.push({ name: index.collectionName[firstSlot] as string, brand, key, count, first: firstSlot });
  for (const [key, inCollection] of index.facets.collection) {
    const listed = wordsToCount(index, inCollection, nonZero);
    const count = countAll(set, listed, inCollection);
    if (count === 0) continue;
    const brand = index.brandOf[firstSlot] as string;
    const ofBrand = index.facets.brand.get(brand);
    if (ofBrand && countAll(set, listed, inCollection, ofBrand) === count) {
      add(key, brand, count);
      continue;
    }
    // One collection name under several brands: a group per brand.
    for (const [other, s] of index.facets.brand) {
      const n = countAll(set, listed, inCollection, s);
      if (n > 0) add(key, other, n);
    }
  }
  found.sort((a, b) => b.count - a.count || a.first - b.first);
  return {
    categories: sortFacet(categories),
    collections: found.map(({ name, brand, key, count }) => ({ name, brand, key, count })),
  };
}
