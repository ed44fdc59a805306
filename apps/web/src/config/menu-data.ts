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

export const INDOOR_CATEGORIES: readonly MenuCategory[] = [
  { label: "Living Room", category: "Living Room" },
  { label: "Bedroom", category: "Bedroom" },
  { label: "Dining Room", category: "Dining Room" },
];

export const OUTDOOR_CATEGORIES: readonly MenuCategory[] = [
  { label: "Bench", category: "Garden Bench" },
  { label: "Bergère", category: "Bergère" },
  { label: "Sofa & Couch", category: "Sofa & Couch" },
  { label: "Table & Chair", category: "Table & Chair" },
  { label: "Lamp", category: "Lamp" },
  { label: "Accessories", category: "Accessories" },
  { label: "Pouf", category: "Pouf" },
  { label: "Swing", category: "Swing" },
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

/** Brands of the Brands menu and the mobile menu (SPEC §2: Fermob, Olta, Sifas). */
export const MENU_BRANDS: readonly BrandLink[] = [
  { label: "Fermob", brand: "FERMOB" },
  { label: "Olta", brand: "OLTA" },
  { label: "Sifas", brand: "SIFAS" },
];

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
