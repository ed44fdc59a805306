import type { CatalogIndex } from "./catalog-index.js";

/**
 * Results remembered for one version of an index, by key, the last `size` of them: whatever a
 * change could alter is forgotten at the index's next version (facet counts of a filter, the
 * suggestions of a search text).
 */
export function perVersion<T>(size: number): (index: CatalogIndex, key: string, compute: () => T) => T {
  const memos = new WeakMap<CatalogIndex, { version: number; entries: Map<string, T> }>();
  return (index, key, compute) => {
    let memo = memos.get(index);
    if (!memo || memo.version !== index.version) {
      memo = { version: index.version, entries: new Map() };
      memos.set(index, memo);
    }
    const known = memo.entries.get(key);
    if (known !== undefined) return known;
    const value = compute();
    if (memo.entries.size >= size) memo.entries.delete(memo.entries.keys().next().value as string);
    memo.entries.set(key, value);
    return value;
  };
}
