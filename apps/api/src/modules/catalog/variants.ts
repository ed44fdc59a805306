import type { ProductUpdateInput } from "@avlu/contract/catalog";
import { DEFAULT_PACKING, generatedVariantSku } from "@avlu/contract/variants";
import { badRequest } from "../../lib/http-error.js";
import type { ProductData, VariantData } from "./repository.js";

/** The product's colours once each (case-insensitive), in its order. */
function uniqueColors(colors: readonly string[]): string[] {
  const seen = new Set<string>();
  return colors.filter((c) => {
    const k = c.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The packings a product sells: its list, or the default "1" (SPEC §9). */
export function packingsOf(d: Pick<ProductData, "packings">): string[] {
  const list = [...new Set(d.packings)];
  return list.length > 0 ? list : [DEFAULT_PACKING];
}

const lineKey = (color: string, packing: string) => `${color.toLowerCase()}\u0000${packing.toLowerCase()}`;

/**
 * The variants a product write ends with (ADR 1700).
 * - With `variants`: exactly those; each colour must be one the product offers (or "" for a
 *   product without colours), each packing one of its packings; no colour × packing and no SKU
 *   twice. Anything else is a 400 and nothing changes.
 * - Without (older clients, SPEC's calls): one variant per colour × packing, existing ones kept as
 *   they are; a `countInStock` sent alone becomes the product's whole stock, on its first variant
 *   (the others 0) — unless it is the stock the product already has.
 */
export function resolveVariants(
  input: ProductUpdateInput,
  d: ProductData,
  current: ProductData | undefined,
): VariantData[] {
  const colors = uniqueColors(d.colors);
  const packings = packingsOf(d);
  const currentByLine = new Map((current?.variants ?? []).map((v) => [lineKey(v.color, v.packing), v]));
  const currentIds = new Set((current?.variants ?? []).map((v) => v.id));
  const currentBySku = new Map((current?.variants ?? []).map((v) => [v.sku.toLowerCase(), v]));

  if (input.variants !== undefined) {
    if (input.variants.length === 0) throw badRequest("Invalid body: variants needs at least one variant");
    const lines = new Set<string>();
    const skus = new Set<string>();
    return input.variants.map((v) => {
      let color = "";
      if (colors.length > 0) {
        if (!v.color) throw badRequest(`Invalid body: each variant needs one of the colours ${colors.join(", ")}`);
        const found = colors.find((c) => c.toLowerCase() === v.color.toLowerCase());
        if (!found) {
          throw badRequest(`Invalid body: variant colour "${v.color}" is not one of the colours ${colors.join(", ")}`);
        }
        color = found;
      } else if (v.color) {
        throw badRequest(`Invalid body: variant colour "${v.color}" is not offered: the product has no colours`);
      }
      const packing = packings.find((p) => p.toLowerCase() === (v.packing || DEFAULT_PACKING).toLowerCase());
      if (!packing) {
        throw badRequest(
          `Invalid body: variant packing "${v.packing}" is not one of the packings ${packings.join(", ")}`,
        );
      }
      const key = lineKey(color, packing);
      if (lines.has(key)) {
        throw badRequest(`Invalid body: ${color ? `${color}, ` : ""}packing ${packing} appears twice in variants`);
      }
      lines.add(key);
      const skuKey = v.sku.toLowerCase();
      if (skus.has(skuKey)) throw badRequest(`Invalid body: SKU "${v.sku}" appears twice in variants`);
      skus.add(skuKey);
      const own = v.price === undefined || v.price === null || v.price === "" ? null : Math.round(v.price * 100);
      // The same article: by id, else by SKU (CSV imports are idempotent by SKU), else colour × packing.
      const id = v._id && currentIds.has(v._id) ? v._id : (currentBySku.get(skuKey)?.id ?? currentByLine.get(key)?.id);
      return { id, color, packing, sku: v.sku, priceCents: own, countInStock: v.countInStock, stockSeen: v.stockSeen };
    });
  }

  const shape = { colors: Math.max(colors.length, 1), packings: packings.length };
  const single = shape.colors === 1 && shape.packings === 1;
  const used = new Set<string>();
  const out: VariantData[] = [];
  for (const color of colors.length > 0 ? colors : [""]) {
    for (const packing of packings) {
      const old = currentByLine.get(lineKey(color, packing));
      let sku = old?.sku ?? generatedVariantSku(d.sku, color, packing, shape);
      // A one-variant product's SKU follows the product's.
      if (single && old && current && old.sku === current.sku) sku = d.sku;
      const base = sku;
      for (let n = 2; used.has(sku.toLowerCase()); n++) sku = `${base}-${n}`;
      used.add(sku.toLowerCase());
      out.push({
        id: old?.id,
        color,
        packing,
        sku,
        priceCents: old?.priceCents ?? null,
        countInStock: old?.countInStock ?? 0,
      });
    }
  }
  // The product's whole stock, on its first variant; the same figure it already has changes nothing
  // (an old-format CSV exported and imported again leaves the colours' stock alone).
  const currentSum = current?.variants.reduce((n, v) => n + v.countInStock, 0);
  if (input.countInStock !== undefined && input.countInStock !== currentSum) {
    out.forEach((v, i) => {
      v.countInStock = i === 0 ? (input.countInStock as number) : 0;
    });
  }
  return out;
}
