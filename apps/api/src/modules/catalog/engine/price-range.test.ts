import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CatalogIndex } from "./catalog-index.js";
import { release, select } from "./query.js";
import type { IndexProduct } from "./source.js";

/*
 * The price filter from buckets of the price order (ADR 1505) against its definition, a price
 * compared slot by slot: random catalogues large enough to have many buckets, prices with ties,
 * random ranges (empty, inverted, open-ended), and price changes between two queries.
 */

function product(k: number, priceCents: number): IndexProduct {
  return {
    id: `p${String(k).padStart(5, "0")}`,
    isPublished: k % 7 !== 0,
    priceCents,
    countInStock: k % 3,
    createdMs: Date.parse("2026-11-28T00:00:00.000Z"),
    updatedMs: Date.parse("2026-11-28T00:00:00.000Z"),
    rating: 0,
    numReviews: 0,
    unitsSold: 0,
    nameKey: `p${k}`,
    brand: "FERMOB",
    collection: "",
    collectionKey: "",
    category: "Chair",
    categories: ["Chair"],
    colors: [],
    sizes: [],
    doors: ["indoor"],
    searchTexts: [],
    summaryJson: `{"_id":"p${k}"}`,
  };
}

/** The filter's ids as the index answers them, and as a slot-by-slot price comparison says. */
function both(index: CatalogIndex, prices: Map<string, number>, min?: number, max?: number) {
  const sel = select(index, { includeUnpublished: true, minPriceCents: min, maxPriceCents: max });
  const got: string[] = [];
  sel.all.forEach((slot) => {
    got.push(index.ids[slot] as string);
  });
  release(index, sel);
  const want = [...prices]
    .filter(([, p]) => p >= (min ?? 0) && p <= (max ?? Number.MAX_SAFE_INTEGER))
    .map(([id]) => id);
  return { got: got.sort(), want: want.sort() };
}

const priceArb = fc.oneof(
  fc.integer({ min: 0, max: 50 }).map((n) => n * 1000),
  fc.integer({ min: 0, max: 60_000 }),
);
const boundArb = fc.option(fc.integer({ min: -10, max: 62_000 }), { nil: undefined });

describe("the price filter from buckets of the price order (ADR 1505)", () => {
  it("keeps exactly the products whose price is within the range, before and after prices change", () => {
    fc.assert(
      fc.property(
        fc.array(priceArb, { minLength: 1, maxLength: 3_000, size: "max" }),
        fc.array(fc.tuple(boundArb, boundArb), { minLength: 1, maxLength: 5 }),
        fc.array(fc.tuple(fc.nat(), priceArb), { maxLength: 40, size: "max" }),
        (priceList, ranges, changes) => {
          const index = new CatalogIndex(priceList.length);
          const products = priceList.map((p, k) => product(k, p));
          index.upsert(products, true);
          index.sortAll();
          const prices = new Map(products.map((p) => [p.id, p.priceCents]));
          for (const [min, max] of ranges) {
            const { got, want } = both(index, prices, min, max);
            expect(got).toEqual(want);
          }
          // Prices change (the index's version moves on): the buckets follow.
          const changed = changes.map(([k, p]) => product(k % priceList.length, p));
          index.upsert(changed);
          for (const p of changed) prices.set(p.id, p.priceCents);
          for (const [min, max] of ranges) {
            const { got, want } = both(index, prices, min, max);
            expect(got).toEqual(want);
          }
        },
      ),
      { numRuns: 60, seed: 15_052 },
    );
  });
});
