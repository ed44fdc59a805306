import type { SearchSuggestion } from "@avlu/contract/catalog";
import { BRANDS } from "@avlu/contract/catalog-constants";
import { paths, to } from "../../config/paths";
import type { ListingView } from "./listing-query";

export interface Heading {
  eyebrow: string;
  title: string;
  /** The document title's first part, as the server writes it for the same address (seo/head.ts). */
  metaTitle: string;
}

const DOOR = { indoor: "Indoor", outdoor: "Outdoor" } as const;

/**
 * The listing's heading for what it shows (issue 14: it said "All Products" under a brand or
 * category filter): the chosen categories, else the chosen brands, under an eyebrow naming the
 * rest (room side, brand); the route's own heading when neither is chosen.
 */
export function listingHeading(base: { title: string; eyebrow: string }, view: ListingView): Heading {
  const categories = view.category.join(", ");
  const brands = view.brand.join(", ");
  const door = view.door ? DOOR[view.door] : "";
  const metaTitle = [brands, categories].filter(Boolean).join(" · ") || base.title;
  if (categories)
    return { title: categories, eyebrow: [door, brands].filter(Boolean).join(" · ") || "Category", metaTitle };
  if (brands) return { title: brands, eyebrow: door || "Brand", metaTitle };
  return { title: base.title, eyebrow: door || base.eyebrow, metaTitle };
}

/** Brands the address asks for that the shop does not sell online (GLATZ: shown in the studio only, ADR 1412). */
export function studioOnlyBrands(view: ListingView): string[] {
  return view.brand.filter((b) => !(BRANDS as readonly string[]).includes(b.toUpperCase()));
}

/** Where a suggestion leads: its category, or its collection's page. */
export function suggestionHref(s: SearchSuggestion): string {
  if (s.type === "collection") return to("collection", { collection: s.value });
  return `${paths.collectionsAll}?${new URLSearchParams({ category: s.value })}`;
}
