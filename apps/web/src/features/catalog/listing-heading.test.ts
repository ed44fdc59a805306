import { EMPTY_VIEW } from "@avlu/contract/listing";
import { describe, expect, it } from "vitest";
import type { Translate } from "../../i18n/use-t";
import { testI18n } from "../../test/i18n";
import { listingHeading, routeSetup, studioOnlyBrands, suggestionHref } from "./listing-heading";

const base = { title: "All Products", eyebrow: "Shop" };
const view = (patch: Partial<typeof EMPTY_VIEW>) => ({ ...EMPTY_VIEW, ...patch });
const wordsIn = (language: "en" | "tr") => {
  const i18n = testI18n(language);
  i18n.activate(language);
  return { t: ((key, values) => i18n._(key, values)) as Translate, language };
};
const en = wordsIn("en");

describe("listingHeading", () => {
  it("keeps the route's heading without a brand or category", () => {
    expect(listingHeading(base, EMPTY_VIEW, en)).toEqual({
      title: "All Products",
      eyebrow: "Shop",
      metaTitle: "All Products",
    });
    expect(listingHeading(base, view({ door: "outdoor", color: ["Cactus"] }), en)).toEqual({
      title: "All Products",
      eyebrow: "Outdoor",
      metaTitle: "All Products",
    });
  });

  it("names the brand, or the category under the brand and room side (issue 14)", () => {
    expect(listingHeading(base, view({ brand: ["FERMOB"] }), en)).toEqual({
      title: "FERMOB",
      eyebrow: "Brand",
      metaTitle: "FERMOB",
    });
    expect(listingHeading(base, view({ category: ["Bergère"] }), en)).toEqual({
      title: "Bergère",
      eyebrow: "Category",
      metaTitle: "Bergère",
    });
    // The document title matches the server's for the same address (seo/head.ts: "brand · category").
    expect(listingHeading(base, view({ brand: ["FERMOB"], category: ["Bergère"], door: "indoor" }), en)).toEqual({
      title: "Bergère",
      eyebrow: "Indoor · FERMOB",
      metaTitle: "FERMOB · Bergère",
    });
    expect(listingHeading(base, view({ category: ["Lamp", "Pouf"], brand: ["OLTA", "SIFAS"] }), en).title).toBe(
      "Lamp, Pouf",
    );
  });
});

describe("in Turkish (issue 20)", () => {
  it("names categories and the room side in Turkish, brands as they are", () => {
    const tr = wordsIn("tr");
    expect(
      listingHeading(base, view({ brand: ["FERMOB"], category: ["Bergère", "Lamp"], door: "outdoor" }), tr),
    ).toEqual({
      title: "Berjer, Lamba",
      eyebrow: "Dış Mekân · FERMOB",
      metaTitle: "FERMOB · Berjer, Lamba",
    });
    expect(listingHeading(base, view({ brand: ["OLTA"] }), tr).eyebrow).toBe("Marka");
  });

  it("gives each route its Turkish heading, the address in either language", () => {
    const tr = wordsIn("tr");
    expect(routeSetup("/tr/collections/all", undefined, tr)).toMatchObject({ title: "Tüm Ürünler", eyebrow: "Mağaza" });
    expect(routeSetup("/tr/dining-chairs", undefined, tr)).toMatchObject({
      title: "Yemek Sandalyeleri",
      eyebrow: "Yemek Odası",
      hidden: ["category"],
    });
    expect(routeSetup("/dining-chairs", undefined, en)).toMatchObject({
      title: "Dining Chairs",
      eyebrow: "Dining Room",
    });
    expect(routeSetup("/tr/collections/Bistro", "Bistro", tr).description).toBe(
      "Avlu'da Bistro koleksiyonunun tüm parçaları.",
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
