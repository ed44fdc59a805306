import { CATEGORIES, type Door, SIZES, SORTS, type SortBy } from "@avlu/contract/catalog";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CatalogIndex, type FacetName } from "./catalog-index.js";
import { facetCounts, groupCounts, type ProductFilter, page, release, select } from "./query.js";
import type { IndexProduct } from "./source.js";

/*
 * The listing's counts and pages on catalogues of a few thousand products, slots grouped by
 * category, brand and collection as CatalogEngine files them (ADR 1506), against their
 * product-by-product definitions: facet counts over each value's own words or the filter's, the
 * search suggestions' category and collection counts, a page sorted on its own when the set is
 * small or found by walking the order, and all of it again after products change.
 */

const BRANDS = ["FERMOB", "OLTA", "SIFAS"] as const;
const COLORS = ["Honey", "Cactus", "Chili", "Deep blue", "Pesto", "Liquorice"];
/** "Bistro" is sold under two brands: its counts are split by brand. */
const COLLECTIONS = ["Luxembourg", "Bistro", "Opéra", "Elixir", "Costa", ""];

const productArb = fc.record({
  brand: fc.constantFrom(...BRANDS),
  categories: fc.uniqueArray(fc.constantFrom(...CATEGORIES.slice(0, 6)), { minLength: 1, maxLength: 3 }),
  collection: fc.constantFrom(...COLLECTIONS),
  colors: fc.uniqueArray(fc.constantFrom(...COLORS), { maxLength: 3 }),
  sizes: fc.uniqueArray(fc.constantFrom(...SIZES), { maxLength: 2 }),
  doors: fc.uniqueArray(fc.constantFrom<Door>("indoor", "outdoor"), { minLength: 1, maxLength: 2 }),
  priceCents: fc.integer({ min: 0, max: 40 }).map((n) => n * 2500),
  day: fc.integer({ min: 1, max: 28 }),
  rating: fc.integer({ min: 0, max: 10 }).map((n) => n / 2),
  isPublished: fc.constantFrom(true, true, true, false),
});
type Generated = typeof productArb extends fc.Arbitrary<infer T> ? T : never;

function product(k: number, g: Generated): IndexProduct {
  const id = `p${String(k).padStart(5, "0")}`;
  return {
    id,
    isPublished: g.isPublished,
    priceCents: g.priceCents,
    countInStock: k % 4,
    createdMs: Date.parse(`2026-10-${String(g.day).padStart(2, "0")}T10:00:00.000Z`),
    updatedMs: Date.parse("2026-11-28T00:00:00.000Z"),
    rating: g.rating,
    numReviews: k % 5,
    unitsSold: k % 7,
    nameKey: `${COLORS[k % COLORS.length]} ${k % 13}`.toLowerCase(),
    brand: g.brand,
    collection: g.collection,
    collectionKey: g.collection.toLowerCase(),
    category: g.categories[0] as string,
    categories: g.categories,
    colors: g.colors,
    sizes: g.sizes,
    doors: g.doors,
    searchTexts: [],
    summaryJson: `{"_id":"${id}"}`,
  };
}

/** An index filled as the engine fills it: slots reserved in category, brand, collection order. */
function indexOf(products: IndexProduct[]): CatalogIndex {
  const index = new CatalogIndex(products.length);
  const key = (p: IndexProduct) => `${p.category}\u0000${p.brand}\u0000${p.collectionKey}\u0000${p.id}`;
  index.reserveSlots([...products].sort((a, b) => (key(a) < key(b) ? -1 : 1)).map((p) => p.id));
  index.upsert(products, true);
  index.sortAll();
  return index;
}

const filterArb: fc.Arbitrary<ProductFilter> = fc.record(
  {
    categories: fc.uniqueArray(fc.constantFrom(...CATEGORIES.slice(0, 7)), { minLength: 1, maxLength: 2 }),
    brands: fc.uniqueArray(fc.constantFrom(...BRANDS), { minLength: 1, maxLength: 2 }),
    colorKeys: fc.uniqueArray(fc.constantFrom("honey", "chili", "pesto", "plaid"), { minLength: 1, maxLength: 2 }),
    sizes: fc.uniqueArray(fc.constantFrom(...SIZES), { minLength: 1, maxLength: 1 }),
    doors: fc.constantFrom<Door[]>(["indoor"], ["outdoor"]),
    collectionKeys: fc.constantFrom<string[]>(["bistro"], ["luxembourg", "opéra"]),
    includeUnpublished: fc.boolean(),
  },
  { requiredKeys: ["includeUnpublished"] },
);

const FACET_OF: Record<FacetName, (p: IndexProduct) => readonly string[]> = {
  category: (p) => p.categories,
  color: (p) => p.colors,
  size: (p) => p.sizes,
  brand: (p) => [p.brand],
  door: (p) => p.doors,
};
const FILTER_OF: Record<FacetName, keyof ProductFilter> = {
  category: "categories",
  color: "colorKeys",
  size: "sizes",
  brand: "brands",
  door: "doors",
};

/** Whether a product passes the filter, leaving out one facet's own values. */
function passes(p: IndexProduct, f: ProductFilter, skip?: FacetName): boolean {
  if (!f.includeUnpublished && !p.isPublished) return false;
  if (f.collectionKeys && !f.collectionKeys.includes(p.collectionKey)) return false;
  for (const facet of Object.keys(FACET_OF) as FacetName[]) {
    const wanted = f[FILTER_OF[facet]] as string[] | undefined;
    if (facet === skip || !wanted) continue;
    const has = FACET_OF[facet](p).map((v) => (facet === "color" ? v.toLowerCase() : v));
    if (!has.some((v) => wanted.includes(v))) return false;
  }
  return true;
}

function referenceFacets(products: IndexProduct[], f: ProductFilter) {
  const out: Record<string, Record<string, number>> = {};
  for (const facet of Object.keys(FACET_OF) as FacetName[]) {
    const counts: Record<string, number> = {};
    for (const p of products) {
      if (!passes(p, f, facet)) continue;
      for (const v of FACET_OF[facet](p)) counts[v] = (counts[v] ?? 0) + 1;
    }
    out[facet] = counts;
  }
  return out;
}

describe("listing counts and pages on grouped slots (ADR 1506)", () => {
  it("facet counts equal the product-by-product counts, before and after products change", () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { minLength: 1, maxLength: 2_500, size: "max" }),
        fc.array(filterArb, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), productArb), { maxLength: 60, size: "max" }),
        fc.array(productArb, { maxLength: 80, size: "max" }),
        (generated, filters, changes, added) => {
          const products = generated.map((g, k) => product(k, g));
          const index = indexOf(products);
          const check = () => {
            for (const f of filters) {
              const sel = select(index, f);
              const got = Object.fromEntries(
                Object.entries(facetCounts(index, sel)).map(([k, v]) => [
                  k,
                  Object.fromEntries(v.map((e) => [e.value, e.count])),
                ]),
              );
              release(index, sel);
              expect(got, JSON.stringify(f)).toEqual(referenceFacets(products, f));
            }
          };
          check();
          // Changed products keep their slots; new ones go to the end (the counted words move on).
          const changed = changes.map(([k, g]) => product(k % products.length, g));
          const fresh = added.map((g, k) => product(products.length + k, g));
          index.upsert([...changed, ...fresh]);
          for (const p of changed) products[Number(p.id.slice(1))] = p;
          products.push(...fresh);
          check();
        },
      ),
      { numRuns: 40, seed: 15_061 },
    );
  });

  it("category and collection counts (search suggestions) equal the product-by-product counts", () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { minLength: 1, maxLength: 2_500, size: "max" }),
        fc.option(filterArb, { nil: undefined }),
        (generated, filter) => {
          const products = generated.map((g, k) => product(k, g));
          const index = indexOf(products);
          const sel = select(index, filter ?? { includeUnpublished: true });
          const got = groupCounts(index, sel.all);
          const members = products.filter((p) => sel.all.has(index.slotOf.get(p.id) as number));
          release(index, sel);
          const categories = new Map<string, number>();
          for (const p of members) for (const c of p.categories) categories.set(c, (categories.get(c) ?? 0) + 1);
          expect(Object.fromEntries(got.categories.map((c) => [c.value, c.count]))).toEqual(
            Object.fromEntries(categories),
          );
          // Collections: a group per brand and key, named after its first product (lowest slot), largest first.
          const groups = new Map<string, { name: string; brand: string; key: string; count: number; first: number }>();
          for (const p of members) {
            if (!p.collectionKey) continue;
            const slot = index.slotOf.get(p.id) as number;
            const id = `${p.brand}\u0000${p.collectionKey}`;
            const g = groups.get(id);
            if (!g) groups.set(id, { name: p.collection, brand: p.brand, key: p.collectionKey, count: 1, first: slot });
            else {
              g.count++;
              if (slot < g.first) Object.assign(g, { first: slot, name: p.collection });
            }
          }
          const want = [...groups.values()]
            .sort((a, b) => b.count - a.count || a.first - b.first)
            .map(({ name, brand, key, count }) => ({ name, brand, key, count }));
          expect(got.collections).toEqual(want);
        },
      ),
      { numRuns: 40, seed: 15_062 },
    );
  });

  it("a page with the set's size is the same page as a walk of the whole order, small sets and large", () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { minLength: 1, maxLength: 3_000, size: "max" }),
        fc.option(filterArb, { nil: undefined }),
        fc.constantFrom<SortBy | "bestSeller">(...SORTS, "bestSeller"),
        fc.nat({ max: 400 }),
        fc.integer({ min: 1, max: 60 }),
        (generated, filter, sortBy, offset, limit) => {
          const index = indexOf(generated.map((g, k) => product(k, g)));
          const sel = select(index, filter ?? { includeUnpublished: false });
          const total = sel.all.size();
          const walked = page(index, sel.all, sortBy, 0, 10_000);
          expect(walked).toHaveLength(total);
          expect(page(index, sel.all, sortBy, offset, limit, total)).toEqual(walked.slice(offset, offset + limit));
          release(index, sel);
        },
      ),
      { numRuns: 120, seed: 15_063 },
    );
  });
});
