import {
  BRANDS,
  CATEGORIES,
  COLOR_PALETTE,
  type Door,
  SIZES,
  SORTS,
  type SortBy,
} from "@avlu/contract/catalog-constants";
import { foldText } from "@avlu/contract/format";
import type { Query } from "../../lib/api-client";

/**
 * The full listing's view, read from and written to the address query so that back/forward,
 * reloads and shared links restore exactly the same screen.
 */
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

/** The filters a shopper can set (page, page size and grid are not filters). */
export type FilterKey = "category" | "door" | "color" | "sizes" | "brand" | "search";
export type ListFilterKey = "category" | "color" | "sizes" | "brand";

/** A route's fixed part of the query (e.g. /collections/:collection), not shown as removable filters. */
export interface ListingScope {
  collection?: string;
  category?: string[];
  search?: string;
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

/** Writes the view as a canonical query: repeated keys for lists, defaults left out. */
export function listingSearchParams(view: ListingView): URLSearchParams {
  const p = new URLSearchParams();
  for (const v of view.category) p.append("category", v);
  if (view.door) p.set("door", view.door);
  for (const v of view.color) p.append("color", v);
  for (const v of view.sizes) p.append("sizes", v);
  for (const v of view.brand) p.append("brand", v);
  if (view.search) p.set("search", view.search);
  if (view.sortBy) p.set("sortBy", view.sortBy);
  if (view.page > 1) p.set("page", String(view.page));
  if (view.limit !== DEFAULT_PAGE_SIZE) p.set("limit", String(view.limit));
  if (view.grid !== DEFAULT_GRID) p.set("grid", String(view.grid));
  return p;
}

/** Applies a change; any change of filters, sort or page size starts again from page 1. */
export function updateView(view: ListingView, patch: Partial<ListingView>): ListingView {
  const next = { ...view, ...patch };
  const keepsPage = Object.keys(patch).every((k) => k === "page" || k === "grid");
  if (!keepsPage) next.page = 1;
  return next;
}

/** Adds a value to a list filter, or removes it when already there. */
export function toggleIn(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** The view with every filter cleared (sort, page size and grid stay as the shopper set them). */
export function clearFilters(view: ListingView): ListingView {
  return { ...view, category: [], door: "", color: [], sizes: [], brand: [], search: "", page: 1 };
}

export function activeFilterCount(view: ListingView): number {
  return (
    view.category.length +
    view.color.length +
    view.sizes.length +
    view.brand.length +
    (view.door ? 1 : 0) +
    (view.search ? 1 : 0)
  );
}

/** The GET /api/products/filter query for a view within a route's scope (empty values are dropped by the client). */
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

/** "1-24 shown of 296" (SPEC §9), for the page actually shown. */
export function shownRangeText(page: number, limit: number, total: number): string {
  if (total === 0) return "0 shown of 0";
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return `${first}-${last} shown of ${total}`;
}

/** Page numbers to offer, with null for a gap: 1 … 4 5 6 … 13. */
export function pageWindow(current: number, pages: number): Array<number | null> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const wanted = new Set([1, pages, current - 1, current, current + 1]);
  if (current <= 3) for (const n of [2, 3, 4]) wanted.add(n);
  if (current >= pages - 2) for (const n of [pages - 3, pages - 2, pages - 1]) wanted.add(n);
  const sorted = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev > 1) out.push(null);
    out.push(n);
  });
  return out;
}
