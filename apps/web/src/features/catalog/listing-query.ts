/**
 * The full listing's view helpers for the screen. The view's shape, how it is read from the
 * address and the API request it makes are shared with the server (@avlu/contract/listing).
 */
import { DEFAULT_GRID, DEFAULT_PAGE_SIZE, type ListingView } from "@avlu/contract/listing";

export {
  canonical,
  DEFAULT_GRID,
  DEFAULT_PAGE_SIZE,
  EMPTY_VIEW,
  GRID_SIZES,
  type GridSize,
  type ListFilterKey,
  type ListingScope,
  type ListingView,
  listingApiQuery,
  listingScope,
  PAGE_SIZES,
  type PageSize,
  parseListingQuery,
} from "@avlu/contract/listing";

/** The filters a shopper can set (page, page size and grid are not filters). */
export type FilterKey = "category" | "door" | "color" | "sizes" | "brand" | "search";

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

/** The products of the page actually shown, for SPEC §9's "1-24 shown of 296" (`catalog.toolbar.range`). */
export function shownRange(page: number, limit: number, total: number): { first: number; last: number; total: number } {
  if (total === 0) return { first: 0, last: 0, total: 0 };
  return { first: (page - 1) * limit + 1, last: Math.min(page * limit, total), total };
}
