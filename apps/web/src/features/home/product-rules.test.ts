import type { ProductSummary } from "@avlu/contract/catalog";
import { describe, expect, it } from "vitest";
import {
  brandBadge,
  CURATED_SIZE,
  cardDescription,
  cardImages,
  catalogueOrder,
  DEFAULT_BADGE,
  DEFAULT_DESCRIPTION,
  displayable,
  isDisplayable,
  pickCurated,
  sampleUpTo,
} from "./product-rules";
import { product } from "./test-products";

/** A fixed sequence instead of Math.random. */
function sequence(values: number[]) {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe("curated tabs", () => {
  const list = Array.from({ length: 12 }, (_, i) => product(i + 1));

  it("New = the last 8 of the list in reverse order", () => {
    const picked = pickCurated("new", list);
    expect(picked.map((p) => p.name)).toEqual([12, 11, 10, 9, 8, 7, 6, 5].map((n) => `Product ${n}`));
  });

  it("New shows everything, newest first, when the list is shorter than 8", () => {
    expect(pickCurated("new", list.slice(0, 3)).map((p) => p.name)).toEqual(["Product 3", "Product 2", "Product 1"]);
  });

  it("a brand tab picks up to 8 products of that brand only, matching the brand in any case", () => {
    const mixed = [
      ...Array.from({ length: 6 }, (_, i) => product(i + 1, { brand: "FERMOB" })),
      ...Array.from({ length: 4 }, (_, i) => product(i + 20, { brand: "fermob" })),
      product(40, { brand: "Fermob" }),
      ...Array.from({ length: 5 }, (_, i) => product(i + 50, { brand: "OLTA" })),
    ];
    const fermob = pickCurated("fermob", mixed);
    expect(fermob).toHaveLength(CURATED_SIZE);
    expect(fermob.every((p) => p.brand.toLowerCase() === "fermob")).toBe(true);
    expect(new Set(fermob.map((p) => p._id)).size).toBe(CURATED_SIZE);

    const olta = pickCurated("olta", mixed);
    expect(olta).toHaveLength(5);
    expect(olta.map((p) => p.brand)).toEqual(Array(5).fill("OLTA"));
  });

  it("a brand tab is random: different draws give different orders", () => {
    const many = Array.from({ length: 20 }, (_, i) => product(i + 1));
    const first = pickCurated("fermob", many, sequence([0]));
    const second = pickCurated("fermob", many, sequence([0.99]));
    expect(first.map((p) => p._id)).not.toEqual(second.map((p) => p._id));
    expect(first).toHaveLength(8);
    expect(second).toHaveLength(8);
  });

  it("a brand with no products gives an empty tab", () => {
    expect(pickCurated("olta", list)).toEqual([]);
  });
});

describe("sampleUpTo", () => {
  it("returns n distinct items of the input without changing it", () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const copy = [...input];
    const out = sampleUpTo(input, 4, sequence([0.5, 0.1, 0.9, 0.3]));
    expect(out).toHaveLength(4);
    expect(new Set(out).size).toBe(4);
    expect(out.every((n) => input.includes(n))).toBe(true);
    expect(input).toEqual(copy);
  });
});

describe("home product rules (SPEC §3, §8)", () => {
  it("drops products without _id, name or a non-empty images object", () => {
    const good = product(1);
    const mapImages = { ...product(2), images: { Cactus: "/a.svg" } } as unknown as ProductSummary;
    const bad = [
      { ...product(3), _id: "" },
      { ...product(4), name: "  " },
      { ...product(5), images: [] },
      { ...product(6), images: {} },
      { ...product(7), images: null },
      null,
      "text",
    ];
    expect(isDisplayable(good)).toBe(true);
    expect(isDisplayable(mapImages)).toBe(true);
    expect(displayable([good, mapImages, ...bad])).toEqual([good, mapImages]);
    expect(displayable({ products: [good] })).toEqual([]);
  });

  it("falls back for the brand badge and the description", () => {
    expect(brandBadge({ brand: "OLTA", category: "Parasol" })).toBe("OLTA");
    expect(brandBadge({ brand: "", category: "Parasol" })).toBe("Parasol");
    expect(brandBadge({ brand: "", category: "" })).toBe(DEFAULT_BADGE);
    expect(DEFAULT_BADGE).toBe("Furniture");
    expect(cardDescription({ description: "" })).toBe("Effortless style. Designed to elevate.");
    expect(cardDescription({ description: "Solid oak." })).toBe("Solid oak.");
    expect(DEFAULT_DESCRIPTION).toBe("Effortless style. Designed to elevate.");
  });

  it("uses the second picture for the hover swap only when there is one", () => {
    expect(cardImages(product(1))).toEqual({ main: "/uploads/seed/products/p1.svg", hover: undefined });
    const two = product(2, {
      images: [
        { url: "/a.svg", color: "Cactus" },
        { url: "/b.svg", color: "Honey" },
      ],
    });
    expect(cardImages(two)).toEqual({ main: "/a.svg", hover: "/b.svg" });
  });

  it("puts an API answer (newest first) back into catalogue order", () => {
    const newestFirst = [product(3), product(2), product(1)];
    expect(catalogueOrder(newestFirst).map((p) => p.name)).toEqual(["Product 1", "Product 2", "Product 3"]);
    expect(pickCurated("new", catalogueOrder(newestFirst)).map((p) => p.name)).toEqual([
      "Product 3",
      "Product 2",
      "Product 1",
    ]);
  });
});
