import type { ProductSummary, SearchSuggestion } from "@avlu/contract/catalog";
import { BRANDS } from "@avlu/contract/catalog-constants";
import { collectionKey } from "@avlu/contract/format";
import { paths, to } from "../../config/paths";
import { type ListingScope, type ListingView, listingScope } from "./listing-query";

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

export interface RouteSetup {
  title: string;
  eyebrow: string;
  scope: ListingScope;
  hidden: ReadonlyArray<"category" | "door" | "color" | "sizes" | "brand">;
  description: string;
}

/** What each listing route shows: /collections/all, /collections/:collection and /dining-chairs. */
export function routeSetup(pathname: string, collection: string | undefined): RouteSetup {
  // The scope (shared with the server's early hint) decides which route this is.
  const scope = listingScope(pathname, collection);
  if (scope.category) {
    return {
      title: "Dining Chairs",
      eyebrow: "Dining Room",
      scope,
      hidden: ["category"],
      description: "Dining chairs, folding chairs and bar stools for the table, indoors and out.",
    };
  }
  if (scope.collection) {
    return {
      title: scope.collection,
      eyebrow: "Collection",
      scope,
      hidden: [],
      description: `Every piece of the ${scope.collection} collection at Avlu.`,
    };
  }
  return {
    title: "All Products",
    eyebrow: "Shop",
    scope,
    hidden: [],
    description: "Indoor and outdoor furniture, lighting, parasols and accessories from FERMOB, OLTA and SIFAS.",
  };
}

/**
 * The heading of a listing page and the first part of its document title: the collection's own
 * spelling from its products, the route's heading, or what the filters choose (`listingHeading`).
 */
export function pageHeading(
  setup: RouteSetup,
  view: ListingView,
  collection: string | undefined,
  products: readonly ProductSummary[],
): { eyebrow: string; title: string; metaTitle: string } {
  if (collection) {
    const title =
      products.find((p) => collectionKey(p.collection) === collectionKey(collection))?.collection ?? setup.title;
    return { eyebrow: setup.eyebrow, title, metaTitle: title };
  }
  if (setup.scope.category) return { eyebrow: setup.eyebrow, title: setup.title, metaTitle: setup.title };
  return listingHeading(setup, view);
}
