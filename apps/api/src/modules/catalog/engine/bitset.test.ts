import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countAnd, popcount } from "./bitset.js";

/*
 * The carry-save count of |a AND b| (ADR 1514) against its definition, a popcount per listed word:
 * random words (sparse, dense, all ones, the sign bit set), and listed words of every length around
 * the eight-word step, in order or not.
 */

const naive = (a: Uint32Array, b: Uint32Array, listed: Int32Array) => {
  let n = 0;
  for (const w of listed) n += popcount((a[w] as number) & (b[w] as number));
  return n;
};

const word = fc.oneof(
  fc.integer({ min: 0, max: 0xffffffff }),
  fc.constantFrom(0, 0xffffffff, 0x80000000, 1),
  // sparse: one bit
  fc.integer({ min: 0, max: 31 }).map((k) => 2 ** k),
);

describe("countAnd", () => {
  it("is the sum of the popcounts of a[w] & b[w] over the words listed", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 80 })
          .chain((n) =>
            fc.tuple(
              fc.array(word, { minLength: n, maxLength: n }),
              fc.array(word, { minLength: n, maxLength: n }),
              fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 * n }),
            ),
          ),
        ([a, b, listed]) => {
          const wa = Uint32Array.from(a);
          const wb = Uint32Array.from(b);
          const l = Int32Array.from(listed);
          expect(countAnd(wa, wb, l)).toBe(naive(wa, wb, l));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("counts every bit of full words, with no carry lost", () => {
    const n = 1000;
    const full = new Uint32Array(n).fill(0xffffffff);
    const all = Int32Array.from({ length: n }, (_, k) => k);
    expect(countAnd(full, full, all)).toBe(32 * n);
    expect(countAnd(full, full, all.subarray(0, 13))).toBe(32 * 13);
    expect(countAnd(full, new Uint32Array(n), all)).toBe(0);
  });
});
