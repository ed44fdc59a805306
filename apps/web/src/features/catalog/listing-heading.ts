import type { ProductSummary, SearchSuggestion } from "@avlu/contract/catalog";
import { BRANDS } from "@avlu/contract/catalog-constants";
import { collectionKey } from "@avlu/contract/format";
import { type Language, stripLanguage } from "@avlu/contract/languages";
import { term } from "@avlu/contract/terms";
import { paths, to } from "../../config/paths";
import type { Translate } from "../../i18n/use-t";
import { type ListingScope, type ListingView, listingScope } from "./listing-query";

export interface Heading {
  eyebrow: string;
  title: string;
  /** The document title's first part. */
  metaTitle: string;
}

/** What the heading functions need to speak the page's language (the head and the page pass their own). */
export interface Words {
  t: Translate;
  language: Language;
}

/**
 * The listing's heading for what it shows (issue 14: it said "All Products" under a brand or
 * category filter): the chosen categories, else the chosen brands, under an eyebrow naming the
 * rest (room side, brand); the route's own heading when neither is chosen. Categories and the
 * room side in the reader's words; URL values stay the canonical English ones.
 */
export function listingHeading(
  base: { title: string; eyebrow: string },
  view: ListingView,
  { t, language }: Words,
): Heading {
  const categories = view.category.map((c) => term("category", c, language)).join(", ");
  const brands = view.brand.join(", ");
  const door = view.door ? term("door", view.door, language) : "";
  const metaTitle = [brands, categories].filter(Boolean).join(" · ") || base.title;
  if (categories)
    return {
      title: categories,
      eyebrow: [door, brands].filter(Boolean).join(" · ") || t("catalog.listing.eyebrow.category"),
      metaTitle,
    };
  if (brands) return { title: brands, eyebrow: door || t("catalog.listing.eyebrow.brand"), metaTitle };
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

/** The part of the API request a listing route fixes (its address in either language). */
export const routeScope = (pathname: string, collection: string | undefined): ListingScope =>
  listingScope(stripLanguage(pathname), collection);

/** What each listing route shows: /collections/all, /collections/:collection and /dining-chairs. */
export function routeSetup(pathname: string, collection: string | undefined, { t, language }: Words): RouteSetup {
  // The scope decides which route this is.
  const scope = routeScope(pathname, collection);
  if (scope.category) {
    return {
      title: t("catalog.listing.diningChairs.title"),
      eyebrow: term("category", "Dining Room", language),
      scope,
      hidden: ["category"],
      description: t("catalog.listing.diningChairs.description"),
    };
  }
  if (scope.collection) {
    return {
      title: scope.collection,
      eyebrow: t("catalog.listing.eyebrow.collection"),
      scope,
      hidden: [],
      description: t("catalog.listing.collection.description", { collection: scope.collection }),
    };
  }
  return {
    title: t("catalog.listing.all.title"),
    eyebrow: t("catalog.listing.all.eyebrow"),
    scope,
    hidden: [],
    description: t("catalog.listing.all.description"),
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
  words: Words,
): Heading {
  if (collection) {
    const title =
      products.find((p) => collectionKey(p.collection) === collectionKey(collection))?.collection ?? setup.title;
    return { eyebrow: setup.eyebrow, title, metaTitle: title };
  }
  if (setup.scope.category) return { eyebrow: setup.eyebrow, title: setup.title, metaTitle: setup.title };
  return listingHeading(setup, view, words);
}
