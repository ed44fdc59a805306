import type { ProductImage } from "@avlu/contract/catalog";
import { colorImage, drawingImage, mainImage } from "@avlu/contract/catalog-constants";

/** At most this many colour thumbnails under the main picture (SPEC §9). */
export const MAX_COLOR_THUMBNAILS = 5;

/**
 * The picture the product page shows (SPEC §4): the one the shopper chose, else the selected
 * colour's, else the first non-empty one; undefined means "no picture" (the page says so).
 */
export function displayedImage(
  images: readonly ProductImage[],
  chosen: string | null | undefined,
  selectedColor: string | null | undefined,
): string | undefined {
  return chosen || colorImage(images, selectedColor) || mainImage(images);
}

/** Colour thumbnails: the product's colours that have a picture, in the product's order, at most five. */
export function colorThumbnails(
  images: readonly ProductImage[],
  colors: readonly string[],
): Array<{ color: string; url: string }> {
  const out: Array<{ color: string; url: string }> = [];
  for (const color of colors) {
    const url = colorImage(images, color);
    if (url) out.push({ color, url });
    if (out.length === MAX_COLOR_THUMBNAILS) break;
  }
  return out;
}

/** The technical drawing (the last picture, when there are two or more). */
export function technicalDrawing(images: readonly ProductImage[]): string | undefined {
  return drawingImage(images);
}

/** A listing card's pictures: the first, and the second to show on hover (none when there is no second). */
export function cardImages(images: readonly ProductImage[]): { main: string | undefined; hover: string | undefined } {
  const urls = images.map((i) => i.url).filter(Boolean);
  return { main: urls[0], hover: urls[1] };
}

/** The packing options offered: the product's list, or "1" when it lists none (SPEC §4, §9). */
export function packingOptions(packings: readonly string[]): string[] {
  const list = packings.map((p) => p.trim()).filter(Boolean);
  return list.length > 0 ? list : ["1"];
}

/** What the product page starts with: the first colour and its picture, the first packing. */
export function initialSelection(product: {
  images: readonly ProductImage[];
  colors: readonly string[];
  packings: readonly string[];
}): { color: string; packing: string; chosenImage: string | null } {
  const color = product.colors[0] ?? "";
  return {
    color,
    packing: packingOptions(product.packings)[0] ?? "1",
    chosenImage: colorImage(product.images, color) ?? null,
  };
}

/** The breadcrumb's short name: everything before " - " (SPEC §2). */
export function shortProductName(name: string): string {
  const i = name.indexOf(" - ");
  return i === -1 ? name : name.slice(0, i);
}

/** A product added within the last `days` days carries the YENİ badge. */
export function isNewProduct(createdAt: string, days: number, now: number = Date.now()): boolean {
  const t = Date.parse(createdAt);
  return Number.isFinite(t) && now - t <= days * 24 * 60 * 60 * 1000 && t <= now + 60_000;
}
