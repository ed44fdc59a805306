/**
 * The slots of the catalogue in one sort order, kept sorted as products change: one change is a
 * binary search and a block move, many changes at once are sorted on their own and merged in one
 * pass (never a full re-sort while serving). The comparator is a total order (ties end on the id).
 */
export class SortOrder {
  private perm = new Int32Array(1024);
  private n = 0;

  constructor(private readonly cmp: (a: number, b: number) => number) {}

  /** The order's comparison of two slots (negative: `a` comes first). */
  compare(a: number, b: number): number {
    return this.cmp(a, b);
  }

  get length(): number {
    return this.n;
  }

  at(k: number): number {
    return this.perm[k] as number;
  }

  /** The order as it is (a snapshot, ADR 1504). */
  slots(): Int32Array {
    return this.perm.slice(0, this.n);
  }

  /** Takes an order as it is, already sorted (from a snapshot). */
  restore(perm: Int32Array<ArrayBuffer>): void {
    this.perm = perm;
    this.n = perm.length;
  }

  /** Replaces the whole order (start-up, full rebuild). */
  reset(slots: readonly number[]): void {
    this.perm = Int32Array.from(slots).sort(this.cmp);
    this.n = this.perm.length;
  }

  /** Position of a slot that is in the order, found with its current sort keys. */
  private find(slot: number): number {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.cmp(this.perm[mid] as number, slot);
      if (c < 0) lo = mid + 1;
      else hi = mid;
    }
    if (lo < this.n && this.perm[lo] === slot) return lo;
    // Keys changed without a remove first: fall back to a scan.
    return this.perm.subarray(0, this.n).indexOf(slot);
  }

  /** Removes a slot; call before its sort keys change. */
  remove(slot: number): void {
    const at = this.find(slot);
    if (at < 0) return;
    this.perm.copyWithin(at, at + 1, this.n);
    this.n--;
  }

  /** Inserts a slot at its place by its current sort keys. */
  insert(slot: number): void {
    if (this.n === this.perm.length) {
      const next = new Int32Array(Math.max(1024, this.perm.length * 2));
      next.set(this.perm);
      this.perm = next;
    }
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cmp(this.perm[mid] as number, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    this.perm.copyWithin(lo + 1, lo, this.n);
    this.perm[lo] = slot;
    this.n++;
  }

  /**
   * Many changes at once: drops every slot in `changed` (a predicate on slot), then merges in
   * `added` (sorted here). O(n + k log k).
   */
  replaceMany(changed: (slot: number) => boolean, added: readonly number[]): void {
    const sortedAdded = Int32Array.from(added).sort(this.cmp);
    const out = new Int32Array(Math.max(1024, this.n + sortedAdded.length));
    let o = 0;
    let j = 0;
    for (let k = 0; k < this.n; k++) {
      const s = this.perm[k] as number;
      if (changed(s)) continue;
      while (j < sortedAdded.length && this.cmp(sortedAdded[j] as number, s) < 0) out[o++] = sortedAdded[j++] as number;
      out[o++] = s;
    }
    while (j < sortedAdded.length) out[o++] = sortedAdded[j++] as number;
    this.perm = out;
    this.n = o;
  }
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
