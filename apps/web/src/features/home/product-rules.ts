import type { ProductSummary } from "@avlu/contract/catalog";

/** SPEC §9: the home loads 8 products; the curated carousel shows 8. */
export const HOME_PRODUCT_LIMIT = 8;
export const CURATED_SIZE = 8;
export const TOP_FURNITURE_FAILED = "Failed to load top furniture.";
/** SPEC §8 fallbacks. */
export const DEFAULT_DESCRIPTION = "Effortless style. Designed to elevate.";
export const DEFAULT_BADGE = "Furniture";

export type CuratedTab = "new" | "fermob" | "olta";
export const CURATED_TABS: ReadonlyArray<{ id: CuratedTab; label: string; brand?: string }> = [
  { id: "new", label: "New" },
  { id: "fermob", label: "Fermob", brand: "FERMOB" },
  { id: "olta", label: "Olta", brand: "OLTA" },
];

/**
 * SPEC §3: products lacking _id, name or a non-empty images object are dropped on the home.
 * `images` may be a list or (older data) a map of colour to picture.
 */
export function isDisplayable(p: unknown): p is ProductSummary {
  if (!p || typeof p !== "object") return false;
  const { _id, name, images } = p as { _id?: unknown; name?: unknown; images?: unknown };
  if (typeof _id !== "string" || _id === "" || typeof name !== "string" || name.trim() === "") return false;
  if (Array.isArray(images)) return images.length > 0;
  return images !== null && typeof images === "object" && Object.keys(images).length > 0;
}

/** Keeps only what the home can show (a body that is not a list shows nothing). */
export function displayable(list: unknown): ProductSummary[] {
  return Array.isArray(list) ? list.filter(isDisplayable) : [];
}

/** SPEC §8: the badge is the brand, else the category, else "Furniture". */
export function brandBadge(p: Pick<ProductSummary, "brand" | "category">, fallback: string = DEFAULT_BADGE): string {
  return p.brand?.trim() || p.category?.trim() || fallback;
}

/** The product's own description, else the fallback line (SPEC's on the SPEC pages, its translation under /tr). */
export function cardDescription(
  p: Pick<ProductSummary, "description">,
  fallback: string = DEFAULT_DESCRIPTION,
): string {
  return p.description?.trim() || fallback;
}

/** Main picture (first) and hover picture (second; none disables the swap), SPEC §3/§8. */
export function cardImages(p: Pick<ProductSummary, "images">): { main?: string; hover?: string } {
  const urls = p.images.map((i) => i.url).filter(Boolean);
  return { main: urls[0], hover: urls[1] };
}

/** The catalogue in the order products were added (oldest first), whatever order the API answered in. */
export function catalogueOrder(list: readonly ProductSummary[]): ProductSummary[] {
  return list
    .map((p, i) => ({ p, i, t: Date.parse(p.createdAt) }))
    .sort((a, b) => (a.t === b.t || Number.isNaN(a.t - b.t) ? b.i - a.i : a.t - b.t))
    .map((x) => x.p);
}

/** Up to n items picked at random (partial Fisher–Yates on a copy); rng returns [0, 1). */
export function sampleUpTo<T>(items: readonly T[], n: number, rng: () => number = Math.random): T[] {
  const copy = [...items];
  const count = Math.min(n, copy.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(rng() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

/**
 * SPEC §4 curated carousel: New = the last 8 products of the list (catalogue order) in reverse
 * order, i.e. the newest first; a brand tab = up to 8 random products of that brand, the brand
 * matched case-insensitively.
 */
export function pickCurated(
  tab: CuratedTab,
  list: readonly ProductSummary[],
  rng: () => number = Math.random,
): ProductSummary[] {
  if (tab === "new") return list.slice(-CURATED_SIZE).reverse();
  const brand = CURATED_TABS.find((t) => t.id === tab)?.brand?.toLowerCase() ?? "";
  return sampleUpTo(
    list.filter((p) => p.brand?.toLowerCase() === brand),
    CURATED_SIZE,
    rng,
  );
}
