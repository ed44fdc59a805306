/**
 * The full listing's view (SPEC §2 Collection product list) as it lives in the address query, and
 * the GET /api/products/filter request it makes. Shared so that the server can hint exactly the
 * request the SPA will make for a listing address (apps/api/src/modules/seo). Zod-free.
 */
import { BRANDS, CATEGORIES, COLOR_PALETTE, type Door, SIZES, SORTS, type SortBy } from "./catalog-constants.js";
import { foldText } from "./format.js";
import { paths } from "./paths.js";

export const GRID_SIZES = [3, 4, 6] as const;
export type GridSize = (typeof GRID_SIZES)[number];
export const PAGE_SIZES = [24, 48] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_GRID: GridSize = 4;
export const DEFAULT_PAGE_SIZE: PageSize = 24;

export interface ListingView {
  category: string[];
  /** "" = both */
  door: Door | "";
  color: string[];
  sizes: string[];
  brand: string[];
  search: string;
  /** "" = the server's default (newest first) */
  sortBy: SortBy | "";
  page: number;
  limit: PageSize;
  grid: GridSize;
}

export const EMPTY_VIEW: ListingView = {
  category: [],
  door: "",
  color: [],
  sizes: [],
  brand: [],
  search: "",
  sortBy: "",
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  grid: DEFAULT_GRID,
};

export type ListFilterKey = "category" | "color" | "sizes" | "brand";

/** A route's fixed part of the query (e.g. /collections/:collection), not shown as removable filters. */
export interface ListingScope {
  collection?: string;
  category?: string[];
  search?: string;
}

/** The fixed scope of each listing route: /collections/all, /collections/:collection and /dining-chairs. */
export function listingScope(pathname: string, collection: string | undefined): ListingScope {
  if (pathname.toLowerCase().replace(/\/+$/, "") === paths.diningChairs)
    return { category: ["Dining Room"], search: "chair" };
  if (collection) return { collection };
  return {};
}

const categoryByKey = new Map<string, string>(CATEGORIES.map((c) => [foldText(c), c]));
// The menu says "Bench" where the category list says "Garden Bench" (same rule as the server).
categoryByKey.set("bench", "Garden Bench");
const colorByKey = new Map(Object.keys(COLOR_PALETTE).map((c) => [c.toLowerCase(), c]));
const sizeByKey = new Map<string, string>(SIZES.map((s) => [s.toLowerCase(), s]));
const brandSet = new Set<string>(BRANDS);

/** One shop spelling for any way a value was written in a link ("bergere", "BERGÈRE" → "Bergère"). */
export const canonical = {
  category: (v: string) => categoryByKey.get(foldText(v)) ?? v,
  color: (v: string) => colorByKey.get(v.toLowerCase()) ?? v,
  sizes: (v: string) => sizeByKey.get(v.toLowerCase()) ?? v,
  brand: (v: string) => (brandSet.has(v.toUpperCase()) ? v.toUpperCase() : v),
} satisfies Record<ListFilterKey, (v: string) => string>;

function listParam(params: URLSearchParams, names: string[], normalise: (v: string) => string): string[] {
  const out: string[] = [];
  for (const name of names) {
    for (const raw of params.getAll(name)) {
      for (const part of raw.split(",")) {
        const v = part.trim();
        if (!v) continue;
        const c = normalise(v);
        if (!out.includes(c)) out.push(c);
      }
    }
  }
  return out;
}

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/** Reads the view from the address query; anything unreadable falls back to its default. */
export function parseListingQuery(params: URLSearchParams): ListingView {
  const door = (params.get("door") ?? "").trim().toLowerCase();
  const sortBy = (params.get("sortBy") ?? "").trim();
  const limit = positiveInt(params.get("limit"));
  const grid = positiveInt(params.get("grid"));
  return {
    category: listParam(params, ["category"], canonical.category),
    door: door === "indoor" || door === "outdoor" ? door : "",
    color: listParam(params, ["color"], canonical.color),
    sizes: listParam(params, ["sizes", "size"], canonical.sizes),
    brand: listParam(params, ["brand"], canonical.brand),
    search: (params.get("search") ?? "").trim(),
    sortBy: (SORTS as readonly string[]).includes(sortBy) ? (sortBy as SortBy) : "",
    page: positiveInt(params.get("page")) ?? 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit ?? 0) ? (limit as PageSize) : DEFAULT_PAGE_SIZE,
    grid: (GRID_SIZES as readonly number[]).includes(grid ?? 0) ? (grid as GridSize) : DEFAULT_GRID,
  };
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
/** An API query: empty values are dropped, arrays become repeated keys. */
export type Query = Record<string, QueryValue>;

/** Builds ?a=1&b=x&b=y, dropping empty values ("" when nothing is left). The one query writer of the SPA. */
export function queryString(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      for (const v of value) if (v !== "") params.append(key, String(v));
    } else {
      params.append(key, String(value));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The GET /api/products/filter query for a view within a route's scope. */
export function listingApiQuery(view: ListingView, scope: ListingScope = {}): Query {
  return {
    collection: scope.collection,
    category: scope.category ?? view.category,
    door: view.door,
    color: view.color,
    sizes: view.sizes,
    brand: view.brand,
    search: scope.search ?? view.search,
    sortBy: view.sortBy,
    limit: view.limit,
    page: view.page,
  };
}

/** The exact request the SPA makes first for a listing address (pathname decoded, collection as routed). */
export function listingApiPath(pathname: string, collection: string | undefined, search: URLSearchParams): string {
  const view = parseListingQuery(search);
  return `/api/products/filter${queryString(listingApiQuery(view, listingScope(pathname, collection)))}`;
}
