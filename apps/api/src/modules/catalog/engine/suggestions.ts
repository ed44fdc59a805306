import type { SearchSuggestion } from "@avlu/contract/catalog";
import type { Bitset } from "./bitset.js";
import type { CatalogIndex } from "./catalog-index.js";
import { perVersion } from "./memo.js";
import { type GroupCounts, groupCounts, type ProductFilter } from "./query.js";
import { queryWords, words } from "./text.js";
import { lowerBound } from "./text-index.js";

const MAX_PER_KIND = 3;

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** Edit distance between two words, or max + 1 once it is certainly more than `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length * 2 + 1);
    rowB = new Int32Array(b.length * 2 + 1);
  }
  let prev = rowA;
  let row = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev, row] = [row, prev];
  }
  return prev[b.length] as number;
}

/** Typos allowed in a word of this length. */
const allowance = (length: number) => (length >= 7 ? 2 : length >= 4 ? 1 : 0);

/**
 * Indexed words and synonym words within a few typos of `w`, nearest first. Only words that begin
 * with the same letter are compared (typos are rarely in the first letter) and words with digits
 * (SKUs, sizes) are skipped: a few thousand comparisons, not the whole vocabulary.
 */
function nearWords(index: CatalogIndex, w: string): string[] {
  const max = allowance(w.length);
  if (max === 0) return [];
  const found = new Map<string, number>();
  const consider = (term: string) => {
    if (found.has(term) || /\d/.test(term)) return;
    const d = editDistance(w, term, max);
    if (d <= max) found.set(term, d);
  };
  const vocabulary = index.text.vocabulary();
  const first = w[0] as string;
  for (let k = lowerBound(vocabulary, first); k < vocabulary.length; k++) {
    const term = vocabulary[k] as string;
    if (term[0] !== first) break;
    consider(term);
  }
  for (const term of index.synonyms.words()) if (term[0] === first) consider(term);
  return [...found]
    .sort((x, y) => x[1] - y[1])
    .slice(0, 5)
    .map(([t]) => t);
}

/** The published catalogue's categories and collections, counted once per version of the index. */
const shopCounts = perVersion<GroupCounts>(1);
const countsOfShop = (index: CatalogIndex) => shopCounts(index, "", () => groupCounts(index, index.published));

function fromCounts(index: CatalogIndex, set: Bitset): SearchSuggestion[] {
  const { categories, collections } = groupCounts(index, set);
  return [
    ...categories.slice(0, MAX_PER_KIND).map((c) => ({ type: "category" as const, value: c.value, count: c.count })),
    ...collections
      .slice(0, MAX_PER_KIND)
      .map((c) => ({ type: "collection" as const, value: c.name, brand: c.brand, count: c.count })),
  ];
}

/**
 * What to offer when a search finds nothing (ADR 1501): the categories and collections that hold
 * the most products the words find on their own (when other filters emptied the list), or that
 * the words find with a typo corrected ("sandalya" → sandalye), or whose names are nearest to the
 * words. Published products only; at most three of each kind.
 */
export function suggest(index: CatalogIndex, filter: ProductFilter): SearchSuggestion[] {
  const search = filter.search ?? "";
  return remembered(index, search, () => suggestFor(index, search));
}

/** Suggestions depend on the words alone: the last few hundred are kept until the index changes. */
const remembered = perVersion<SearchSuggestion[]>(512);

/** Counts of the published products among `set` (a scratch set, given back). */
function visibleCounts(index: CatalogIndex, set: Bitset): SearchSuggestion[] | undefined {
  const visible = set.and(index.published);
  const found = visible.size() > 0 ? fromCounts(index, visible) : undefined;
  index.pool.give(visible);
  return found;
}

/** The products the words find (a scratch set of the index's pool). */
function matching(index: CatalogIndex, search: string): Bitset {
  return index.text.keepMatching(index.pool.copyOf(index.alive), search, index.synonyms, index.pool);
}

function suggestFor(index: CatalogIndex, search: string): SearchSuggestion[] {
  const alone = visibleCounts(index, matching(index, search));
  if (alone) return alone;

  const qw = queryWords(search);
  const corrected = qw.map((w) => nearWords(index, w));
  if (corrected.some((c) => c.length > 0)) {
    const set = index.pool.take();
    // Each corrected word on its own: a shopper who mistyped one word of two still sees where the other leads.
    for (const candidates of corrected) {
      for (const c of candidates) {
        const found = matching(index, c);
        set.or(found);
        index.pool.give(found);
      }
    }
    const found = visibleCounts(index, set);
    if (found) return found;
  }

  // Names nearest to the words: a category or collection whose name is within a typo or two.
  const all = countsOfShop(index);
  const near = (name: string) =>
    words(name).some((n) =>
      qw.some((w) => editDistance(w, n, Math.max(1, allowance(n.length))) <= allowance(n.length)),
    );
  return [
    ...all.categories
      .filter((c) => near(c.value))
      .slice(0, MAX_PER_KIND)
      .map((c) => ({ type: "category" as const, value: c.value, count: c.count })),
    ...all.collections
      .filter((c) => near(c.name))
      .slice(0, MAX_PER_KIND)
      .map((c) => ({ type: "collection" as const, value: c.name, brand: c.brand, count: c.count })),
  ];
}
