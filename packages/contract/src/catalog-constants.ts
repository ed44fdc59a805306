/**
 * Catalogue lists, the colour palette and the picture helpers, without zod: storefront pages
 * import these from here so they do not load the schema library. `catalog.ts` re-exports all of
 * it, so server code keeps importing from `@avlu/contract/catalog`.
 */
import type { ProductImage } from "./catalog.js";

/* ------------------------------------------------------------------ lists (SPEC §5, §2 menu) */

/**
 * Product categories: SPEC §5's list, plus the menu's Lamp, Accessories and Cushion and the
 * parasols of OLTA (see docs/decisions/0003-catalogue-lists.md). The menu's "Bench" is "Garden Bench".
 */
export const CATEGORIES = [
  "Living Room",
  "Bedroom",
  "Dining Room",
  "Garden Bench",
  "Bergère",
  "Sofa & Couch",
  "Table & Chair",
  "Pouf",
  "Swing",
  "Lamp",
  "Accessories",
  "Cushion",
  "Parasol",
] as const;
export type Category = (typeof CATEGORIES)[number];

export const SIZES = ["Small", "Medium", "Large"] as const;
export const BASIC_COLORS = [
  "Red",
  "Blue",
  "Green",
  "Yellow",
  "Purple",
  "Orange",
  "Pink",
  "Brown",
  "Black",
  "White",
  "Gray",
  "Beige",
  "Navy",
  "Teal",
  "Maroon",
  "Olive",
  "Coral",
  "Turquoise",
] as const;
export const BRANDS = ["SIFAS", "OLTA", "FERMOB"] as const;
export type Brand = (typeof BRANDS)[number];
export const DOORS = ["indoor", "outdoor"] as const;
export type Door = (typeof DOORS)[number];

/** The named colour palette of SPEC §3 (plus the basic colours of §5) with display hex codes. */
export const COLOR_PALETTE: Readonly<Record<string, string>> = {
  "Cotton white": "#F2EFE6",
  "Deep blue": "#1F2A44",
  "Acapulco blue": "#2E8BC0",
  "Maya blue": "#7FB6D6",
  Cactus: "#5E7F4F",
  Anthracite: "#3B3D40",
  "Black Cherry": "#4A1E2A",
  "Frosted Lemon": "#EDE59A",
  "Clay Grey": "#B8AFA6",
  "Lapilli Grey": "#7C7B78",
  "Storm Grey": "#5C6670",
  Marshmallow: "#F3D3D8",
  "Ice mint": "#C9E4DA",
  Honey: "#D9A43A",
  Nutmeg: "#9C6B3F",
  "Red ochre": "#A5482E",
  "Candied orange": "#E8742C",
  Gingerbread: "#B06A3B",
  Pesto: "#8A9A3B",
  "Willow Green": "#A9B98A",
  Chili: "#C8331F",
  Rosemary: "#6E8C7A",
  Liquorice: "#1B1B1B",
  Tonka: "#8B5E3C",
  "Cedar green": "#3F5B4A",
  Red: "#D32F2F",
  Blue: "#1E63C6",
  Green: "#2E7D32",
  Yellow: "#F5C518",
  Purple: "#6A1B9A",
  Orange: "#EF6C00",
  Pink: "#EC7FA9",
  Brown: "#6D4C41",
  Black: "#111111",
  White: "#FFFFFF",
  Gray: "#8E8E8E",
  Beige: "#E8DCC4",
  Navy: "#1B2A4A",
  Teal: "#00897B",
  Maroon: "#7B1E2B",
  Olive: "#7A7A2E",
  Coral: "#FF7F50",
  Turquoise: "#40E0D0",
};
/** Display colour of a name not in the palette (SPEC §3: light grey). */
export const UNKNOWN_COLOR_HEX = "#D3D3D3";

const paletteByLowerName = new Map(Object.entries(COLOR_PALETTE).map(([k, v]) => [k.toLowerCase(), v]));
export function colorHex(name: string): string {
  return paletteByLowerName.get(name.trim().toLowerCase()) ?? UNKNOWN_COLOR_HEX;
}

/** Listing sort orders; anything else is a 400. */
export const SORTS = ["newest", "priceAsc", "priceDesc", "popularity", "nameAsc"] as const;
export type SortBy = (typeof SORTS)[number];

export const MAX_LIMIT = 1000;
export const DEFAULT_PAGE_SIZE = 24;
/** A product is shown with the YENİ badge for this many days after it was added. */
export const NEW_PRODUCT_DAYS = 60;

/* ------------------------------------------------------------------ picture helpers shared by server and SPA */

/** The main picture of a product (SPEC: first image), or undefined. */
export function mainImage(images: readonly ProductImage[]): string | undefined {
  return images.find((i) => i.url)?.url;
}

/** The technical drawing: the last image, when the product has two or more. */
export function drawingImage(images: readonly ProductImage[]): string | undefined {
  return images.length >= 2 ? images[images.length - 1]?.url : undefined;
}

/** The picture of one colour, or undefined. */
export function colorImage(images: readonly ProductImage[], color: string | null | undefined): string | undefined {
  if (!color) return undefined;
  const c = color.toLowerCase();
  return images.find((i) => i.color?.toLowerCase() === c)?.url;
}
