import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rateBasisPoints, vatBreakdown, vatContained, vatRateFor } from "./vat.js";

/** The rule with exact integers: round_half_up(G·r / (10000 + r)). */
function reference(grossCents: number, rateBp: number): number {
  const g = BigInt(grossCents);
  const r = BigInt(rateBp);
  const d = 10_000n + r;
  return Number((2n * g * r + d) / (2n * d));
}

const rates = fc.constantFrom(0, 1, 8, 10, 18, 20, 8.5, 26.75, 100);
const line = fc.record({ grossCents: fc.integer({ min: 0, max: 5_000_000 }), rate: rates });

describe("VAT contained in VAT-inclusive prices", () => {
  it("works a familiar example: 120.00 at 20 % holds 20.00; 1.00 holds 0.17; 0.03 holds 0.01 (0.005 rounds up)", () => {
    expect(vatContained(12_000, 2_000)).toBe(2_000);
    expect(vatContained(100, 2_000)).toBe(17);
    expect(vatContained(3, 2_000)).toBe(1);
    expect(vatContained(0, 2_000)).toBe(0);
    expect(vatContained(1_000, 0)).toBe(0);
    // 0.06 at 20 % holds exactly 0.01; 1.10 at 10 % holds exactly 0.10.
    expect(vatContained(6, 2_000)).toBe(1);
    expect(vatContained(110, 1_000)).toBe(10);
  });

  it("rounds half up: a VAT of exactly half a cent becomes a whole cent", () => {
    // G·r/(100+r) = 0.5 ⇔ G = 3 at 20 % (3/6 = 0.5)
    expect(vatContained(3, 2_000)).toBe(1);
    // 21 at 20 % is 3.5 → 4; 9 at 20 % is 1.5 → 2
    expect(vatContained(21, 2_000)).toBe(4);
    expect(vatContained(9, 2_000)).toBe(2);
  });

  it("equals the exact rational rule for any gross up to the largest order and any rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), fc.integer({ min: 0, max: 10_000 }), (g, r) => {
        expect(vatContained(g, r)).toBe(reference(g, r));
      }),
      { numRuns: 5_000 },
    );
  });

  it("never lets net + VAT differ from the gross, and the net grossed up again lands within a cent", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        const b = vatBreakdown(lines);
        const gross = lines.reduce((s, l) => s + l.grossCents, 0);
        expect(b.grossCents).toBe(gross);
        expect(b.netCents + b.vatCents).toBe(gross);
        for (const g of b.groups) {
          expect(g.netCents + g.vatCents).toBe(g.grossCents);
          expect(g.vatCents).toBeGreaterThanOrEqual(0);
          expect(g.vatCents).toBeLessThanOrEqual(g.grossCents);
          const bp = rateBasisPoints(g.rate);
          expect(g.vatCents).toBe(reference(g.grossCents, bp));
          // net × (1 + r) is the gross again, up to the half cent the rounding moved.
          expect(Math.abs((g.netCents * (10_000 + bp)) / 10_000 - g.grossCents)).toBeLessThanOrEqual(1);
        }
        // One group per rate, highest first.
        const seen = b.groups.map((g) => g.rate);
        expect(new Set(seen).size).toBe(seen.length);
        expect([...seen].sort((x, y) => y - x)).toEqual(seen);
      }),
      { numRuns: 2_000 },
    );
  });

  it("does not depend on the order of the lines, and VAT grows with the gross", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 10_000 }),
        (lines, extra) => {
          const reversed = vatBreakdown([...lines].reverse());
          expect(reversed).toEqual(vatBreakdown(lines));
          for (const l of lines) {
            const bp = rateBasisPoints(l.rate);
            expect(vatContained(l.grossCents + extra, bp)).toBeGreaterThanOrEqual(vatContained(l.grossCents, bp));
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("takes each category's own rate, else the standard one", () => {
    const rules = { rate: 20, categoryRates: { Cushion: 10 } };
    expect(vatRateFor(rules, "Cushion")).toBe(10);
    expect(vatRateFor(rules, "Lamp")).toBe(20);
  });

  it("refuses what is not whole cents or a rate out of range", () => {
    expect(() => vatContained(1.5, 2_000)).toThrow(RangeError);
    expect(() => vatContained(-1, 2_000)).toThrow(RangeError);
    expect(() => vatContained(100, 10_001)).toThrow(RangeError);
  });
});
