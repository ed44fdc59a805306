import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultVariantPriceCents,
  findVariant,
  generatedVariantSku,
  type ProductVariant,
  packingPieces,
  packingsOf,
  priceRange,
  soldOutColors,
} from "./variants.js";

const v = (color: string, packing: string, countInStock: number, price = 100): ProductVariant => ({
  _id: `${color}-${packing}`,
  color,
  packing,
  sku: `S-${color}-${packing}`,
  price,
  countInStock,
});

describe("variants (issue 17, ADR 1701)", () => {
  it("a packing holds the number of pieces it names, else one", () => {
    expect(packingPieces("1")).toBe(1);
    expect(packingPieces("2")).toBe(2);
    expect(packingPieces("Set of 4")).toBe(4);
    expect(packingPieces("Koli")).toBe(1);
    expect(packingPieces("0")).toBe(1);
    expect(defaultVariantPriceCents(14_900, "4")).toBe(59_600);
  });

  it("any packing text holds 1 to 1000 pieces", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const n = packingPieces(text);
        return Number.isInteger(n) && n >= 1 && n <= 1000;
      }),
    );
  });

  it("generated SKUs: the product's for one variant, else colour and packing parts", () => {
    expect(generatedVariantSku("FER-1", "Cactus", "1", { colors: 1, packings: 1 })).toBe("FER-1");
    expect(generatedVariantSku("FER-1", "Cotton white", "2", { colors: 3, packings: 2 })).toBe("FER-1-COTTONWHITE-P2");
    expect(generatedVariantSku("FER-1", "Gök Mavisi", "1", { colors: 2, packings: 1 })).toBe("FER-1-GOKMAVISI");
  });

  it("distinct colour × packing pairs get distinct generated SKUs when the colours differ in letters", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[A-Za-z]{1,8}$/), {
          minLength: 2,
          maxLength: 6,
          selector: (s) => s.toUpperCase(),
        }),
        fc.uniqueArray(fc.integer({ min: 1, max: 12 }).map(String), { minLength: 1, maxLength: 3 }),
        (colors, packings) => {
          const shape = { colors: colors.length, packings: packings.length };
          const skus = colors.flatMap((c) => packings.map((p) => generatedVariantSku("P", c, p, shape)));
          return new Set(skus).size === skus.length;
        },
      ),
    );
  });

  it("finds variants, packings per colour, sold-out colours and the price range", () => {
    const variants = [v("Cactus", "1", 3), v("Cactus", "2", 0, 200), v("Honey", "1", 0), v("Pesto", "2", 0, 180)];
    expect(findVariant(variants, "cactus", "2")?.sku).toBe("S-Cactus-2");
    expect(findVariant(variants, "Honey", "2")).toBeUndefined();
    expect(packingsOf(variants, "Cactus")).toEqual(["1", "2"]);
    expect(soldOutColors(variants)).toEqual({ soldOut: ["Honey", "Pesto"], colors: 3 });
    expect(priceRange(variants, 0)).toEqual({ min: 100, max: 200 });
    expect(priceRange([], 55)).toEqual({ min: 55, max: 55 });
  });
});
