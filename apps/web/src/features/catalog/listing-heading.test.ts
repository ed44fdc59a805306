import { EMPTY_VIEW } from "@avlu/contract/listing";
import { describe, expect, it } from "vitest";
import { listingHeading, studioOnlyBrands, suggestionHref } from "./listing-heading";

const base = { title: "All Products", eyebrow: "Shop" };
const view = (patch: Partial<typeof EMPTY_VIEW>) => ({ ...EMPTY_VIEW, ...patch });

describe("listingHeading", () => {
  it("keeps the route's heading without a brand or category", () => {
    expect(listingHeading(base, EMPTY_VIEW)).toEqual({
      title: "All Products",
      eyebrow: "Shop",
      metaTitle: "All Products",
    });
    expect(listingHeading(base, view({ door: "outdoor", color: ["Cactus"] }))).toEqual({
      title: "All Products",
      eyebrow: "Outdoor",
      metaTitle: "All Products",
    });
  });

  it("names the brand, or the category under the brand and room side (issue 14)", () => {
    expect(listingHeading(base, view({ brand: ["FERMOB"] }))).toEqual({
      title: "FERMOB",
      eyebrow: "Brand",
      metaTitle: "FERMOB",
    });
    expect(listingHeading(base, view({ category: ["Bergère"] }))).toEqual({
      title: "Bergère",
      eyebrow: "Category",
      metaTitle: "Bergère",
    });
    // The document title matches the server's for the same address (seo/head.ts: "brand · category").
    expect(listingHeading(base, view({ brand: ["FERMOB"], category: ["Bergère"], door: "indoor" }))).toEqual({
      title: "Bergère",
      eyebrow: "Indoor · FERMOB",
      metaTitle: "FERMOB · Bergère",
    });
    expect(listingHeading(base, view({ category: ["Lamp", "Pouf"], brand: ["OLTA", "SIFAS"] })).title).toBe(
      "Lamp, Pouf",
    );
  });
});

describe("studioOnlyBrands and suggestionHref", () => {
  it("finds brands the shop does not sell online", () => {
    expect(studioOnlyBrands(view({ brand: ["GLATZ", "FERMOB"] }))).toEqual(["GLATZ"]);
    expect(studioOnlyBrands(view({ brand: ["OLTA"] }))).toEqual([]);
  });

  it("links a category to the filtered listing and a collection to its page", () => {
    expect(suggestionHref({ type: "category", value: "Table & Chair", count: 3 })).toBe(
      "/collections/all?category=Table+%26+Chair",
    );
    expect(suggestionHref({ type: "collection", value: "Mooon!", brand: "FERMOB", count: 2 })).toBe(
      "/collections/Mooon!",
    );
  });
});
