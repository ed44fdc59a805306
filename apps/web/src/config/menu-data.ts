import type { Category } from "@avlu/contract/catalog";
import type { Language } from "@avlu/contract/languages";
import { term } from "@avlu/contract/terms";
import { paths } from "./paths";

export type DoorLabel = "Indoor" | "Outdoor";

export interface MenuCategory {
  /** What the menu shows (SPEC §2). */
  label: string;
  /** The catalogue category the link filters on (the menu's "Bench" is "Garden Bench"). */
  category: Category;
}

/** A menu entry that shows its category's own name. */
const named = (category: Category): MenuCategory => ({ label: category, category });

export const INDOOR_CATEGORIES: readonly MenuCategory[] = (["Living Room", "Bedroom", "Dining Room"] as const).map(
  named,
);

export const OUTDOOR_CATEGORIES: readonly MenuCategory[] = [
  { label: "Bench", category: "Garden Bench" },
  ...(["Bergère", "Sofa & Couch", "Table & Chair", "Lamp", "Accessories", "Pouf", "Swing"] as const).map(named),
];

/** A menu entry's name in a language: SPEC's label, or the category's Turkish name (contract/terms.ts). */
export function menuLabel(item: MenuCategory, language: Language): string {
  return language === "en" ? item.label : term("category", item.category, language);
}

/** "Indoor" / "Outdoor" in a language. */
export function doorLabel(door: DoorLabel, language: Language): string {
  return term("door", door.toLowerCase(), language);
}

export interface FeaturedTile extends MenuCategory {
  door: DoorLabel;
  image: string;
}

/** The mega-menu's picture grid (SPEC §2: it also links to Cushion). Images are 320×240. */
export const FEATURED_TILES: readonly FeaturedTile[] = [
  { label: "Cushion", category: "Cushion", door: "Outdoor", image: "/media/menu/cushion.webp" },
  { label: "Lamp", category: "Lamp", door: "Outdoor", image: "/media/menu/lamp.webp" },
  { label: "Swing", category: "Swing", door: "Outdoor", image: "/media/menu/swing.webp" },
  { label: "Living Room", category: "Living Room", door: "Indoor", image: "/media/menu/living-room.webp" },
];

export interface BrandLink {
  label: string;
  brand: string;
}

/** Brands of the Brands menu and the mobile menu (SPEC §2: Fermob, Olta, Sifas); the catalogue writes them in capitals. */
export const MENU_BRANDS: readonly BrandLink[] = (["Fermob", "Olta", "Sifas"] as const).map((label) => ({
  label,
  brand: label.toUpperCase(),
}));

function listing(params: Record<string, string>): string {
  return `${paths.collectionsAll}?${new URLSearchParams(params).toString()}`;
}

/** /collections/all?category=…&door=Indoor|Outdoor */
export function categoryHref(category: string, door: DoorLabel): string {
  return listing({ category, door });
}

/** /collections/all?door=Indoor|Outdoor */
export function doorHref(door: DoorLabel): string {
  return listing({ door });
}

/** /collections/all?brand=FERMOB */
export function brandHref(brand: string): string {
  return listing({ brand: brand.toUpperCase() });
}
