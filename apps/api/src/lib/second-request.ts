import { fnv1a } from "./fnv1a.js";

/**
 * Admission for the response caches (ADR 1508): an answer is kept from the second time its address
 * is asked, so a crawl of one-off addresses (every filter × sort × page × search word, or every
 * product page once) neither fills a cache nor pushes out what shoppers ask for again.
 *
 * Remembers a 32-bit hash of the last `window` to 2 × `window` addresses (two generations of sets
 * of numbers, about a megabyte at the default): a collision only lets a one-off answer in early.
 */
export class SecondRequest {
  private recent = new Set<number>();
  private older = new Set<number>();

  constructor(private readonly window = 20_000) {}

  /** Whether `key` was asked before within the window; notes it either way. */
  seenBefore(key: string): boolean {
    const h = fnv1a(key);
    if (this.recent.has(h)) return true;
    const seen = this.older.has(h);
    this.recent.add(h);
    if (this.recent.size >= this.window) {
      this.older = this.recent;
      this.recent = new Set();
    }
    return seen;
  }
}
