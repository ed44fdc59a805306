import { describe, expect, it } from "vitest";
import { demoProducts } from "./catalogue-data.js";
import { demoVariants } from "./demo.js";

/** Issue 17: the demo catalogue ships realistic per-colour stock. */
describe("demo variants", () => {
  const products = demoProducts();
  const all = products.map((p) => ({ p, variants: demoVariants(p) }));

  it("one variant per colour × packing with unique SKUs, priced as pieces × the unit price", () => {
    const skus = new Set<string>();
    for (const { p, variants } of all) {
      expect(variants).toHaveLength(Math.max(p.colors.length, 1) * Math.max(new Set(p.packings).size, 1));
      for (const v of variants) {
        expect(v.priceCents).toBeNull();
        expect(Number.isInteger(v.countInStock) && v.countInStock >= 0).toBe(true);
        expect(skus.has(v.sku)).toBe(false);
        skus.add(v.sku);
      }
    }
  });

  it("some colours are sold out and some low while the product sells in others; sold-out products stay sold out", () => {
    const singles = all.flatMap(({ variants }) => variants.filter((v) => v.packing === "1"));
    expect(singles.some((v) => v.countInStock === 0)).toBe(true);
    expect(singles.some((v) => v.countInStock >= 1 && v.countInStock <= 3)).toBe(true);
    const mixed = all.filter(
      ({ variants }) => variants.some((v) => v.countInStock === 0) && variants.some((v) => v.countInStock > 5),
    );
    expect(mixed.length).toBeGreaterThan(20);
    for (const { p, variants } of all)
      if (p.countInStock === 0) expect(variants.every((v) => v.countInStock === 0)).toBe(true);
  });

  it("is the same on every start", () => {
    expect(demoVariants(products[0] as (typeof products)[0])).toEqual(all[0]?.variants);
  });
});
