/**
 * Product variants (issue 17, ADR 1700/1701), without zod: what the server and the storefront both
 * need to know about a product's colour × packing articles. Schemas are in `catalog.ts`.
 */

/** One article of a product: a colour (or "" for a product without colours) in one packing. */
export interface ProductVariant {
  _id: string;
  color: string;
  packing: string;
  sku: string;
  /** Dollars: the variant's own price, else pieces × the product's unit price. */
  price: number;
  countInStock: number;
}

/** The default packing of a product that lists none (SPEC §9). */
export const DEFAULT_PACKING = "1";

/** Default for the "Only N left" threshold (shop settings `lowStockThreshold`). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/**
 * How many pieces a packing holds (ADR 1701): the FAQ says the packing is the number of pieces in
 * the box, so "2" and "Set of 2" hold 2; a packing without a number holds 1.
 */
export function packingPieces(packing: string): number {
  const match = /\d+/.exec(packing);
  const n = match ? Number(match[0]) : 1;
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, 1000) : 1;
}

/** A variant's price in cents when it has none of its own: pieces × the unit price. */
export function defaultVariantPriceCents(unitPriceCents: number, packing: string): number {
  return unitPriceCents * packingPieces(packing);
}

/** Letters and digits of a colour or packing, upper case, for generated SKUs ("Cotton white" → "COTTONWHITE"). */
export function skuPart(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replaceAll("ı", "i")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

/**
 * The SKU a variant gets when nobody wrote one: the product's own SKU for a product with one
 * variant, else `SKU-COLOUR` (and `-P<packing>` when there are several packings).
 */
export function generatedVariantSku(
  productSku: string,
  color: string,
  packing: string,
  shape: { colors: number; packings: number },
): string {
  if (shape.colors <= 1 && shape.packings <= 1) return productSku;
  const parts = [productSku];
  if (shape.colors > 1 && color) parts.push(skuPart(color) || "C");
  if (shape.packings > 1) parts.push(`P${skuPart(packing) || "1"}`);
  return parts.join("-").slice(0, 64);
}

const sameColor = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The variant of a colour and packing, if the product sells it. */
export function findVariant(
  variants: readonly ProductVariant[],
  color: string,
  packing: string,
): ProductVariant | undefined {
  return variants.find((v) => sameColor(v.color, color) && v.packing.toLowerCase() === packing.toLowerCase());
}

/** The packings that exist for a colour, in the product's order. */
export function packingsOf(variants: readonly ProductVariant[], color: string): string[] {
  return variants.filter((v) => sameColor(v.color, color)).map((v) => v.packing);
}

/** Units in stock of a colour over its packings. */
export function colorStock(variants: readonly ProductVariant[], color: string): number {
  return variants.filter((v) => sameColor(v.color, color)).reduce((n, v) => n + v.countInStock, 0);
}

/** Colours that have variants and none of them in stock ("3 of 12 colours sold out"). */
export function soldOutColors(variants: readonly ProductVariant[]): { soldOut: string[]; colors: number } {
  const stock = new Map<string, { name: string; units: number }>();
  for (const v of variants) {
    const key = v.color.toLowerCase();
    const s = stock.get(key) ?? { name: v.color, units: 0 };
    s.units += v.countInStock;
    stock.set(key, s);
  }
  const soldOut = [...stock.values()].filter((s) => s.units === 0).map((s) => s.name);
  return { soldOut, colors: stock.size };
}

/** Lowest and highest variant price (a listing says "from" when they differ). */
export function priceRange(variants: readonly ProductVariant[], fallback: number): { min: number; max: number } {
  if (variants.length === 0) return { min: fallback, max: fallback };
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of variants) {
    min = Math.min(min, v.price);
    max = Math.max(max, v.price);
  }
  return { min, max };
}
