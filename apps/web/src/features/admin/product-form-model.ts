import type { Product } from "@avlu/contract/catalog";
import type { ProductTextsByLanguage } from "@avlu/contract/catalog-texts";
import type { ImageEntry, ProductEditForm, VariantRow } from "@avlu/contract/product-form";
import type { Translate } from "../../i18n/use-t";

/**
 * What the product form's screens do with its values: a product as the edit form's values, and
 * the list edits of its controls. The rules and the body the form sends are the contract's
 * (`@avlu/contract/product-form`, ADR 1620).
 */

export type { FeatureEntry, ImageEntry, ProductEditForm, VariantRow } from "@avlu/contract/product-form";

/** A list shows at least one (possibly blank) entry: an entry can only be removed while more than one exists. */
const atLeastOne = <T>(list: T[], blank: T): T[] => (list.length > 0 ? list : [blank]);

export function productToEditForm(p: Product & { texts?: ProductTextsByLanguage }): ProductEditForm {
  const tr = p.texts?.tr;
  return {
    name: p.name,
    description: p.description,
    price: (p.unitPrice ?? p.price).toFixed(2),
    countInStock: String(p.countInStock),
    variants: (p.variants ?? []).map((v) => {
      const pieces = Number.parseInt(v.packing, 10);
      const derived = Math.round((p.unitPrice ?? p.price) * 100) * (Number.isFinite(pieces) && pieces > 0 ? pieces : 1);
      return {
        id: v._id,
        color: v.color,
        packing: v.packing,
        sku: v.sku,
        countInStock: String(v.countInStock),
        // A price equal to pieces × the unit price is shown as "follows the price".
        price: Math.round(v.price * 100) === derived ? "" : v.price.toFixed(2),
        stockSeen: v.countInStock,
      };
    }),
    sku: p.sku,
    brand: p.brand,
    collection: p.collection,
    ref: p.ref,
    design: p.design,
    door: [...p.door],
    categories: atLeastOne([...p.categories], ""),
    sizes: atLeastOne([...p.sizes], ""),
    colors: atLeastOne([...p.colors], ""),
    images: atLeastOne(
      p.images.map((i) => ({ url: i.url, color: i.color ?? "" })),
      { url: "", color: "" },
    ),
    packings: atLeastOne([...p.packings], ""),
    technicalSheet: atLeastOne([...p.technicalSheet], ""),
    features: atLeastOne(
      Object.entries(p.features).map(([name, value]) => ({ name, value })),
      { name: "", value: "" },
    ),
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    trDescription: tr?.description ?? "",
    trTechnicalSheet: atLeastOne([...(tr?.technicalSheet ?? [])], ""),
    trFeatures: atLeastOne(
      Object.entries(tr?.features ?? {}).map(([name, value]) => ({ name, value })),
      { name: "", value: "" },
    ),
    trMetaTitle: tr?.metaTitle ?? "",
    trMetaDescription: tr?.metaDescription ?? "",
    metaKeywords: p.metaKeywords.join(", "),
    altText: p.altText,
    isFeatured: p.isFeatured,
    isPublished: p.isPublished,
  };
}

/** Sets every row's stock (the grid's "set stock for all"). */
export function setAllStock(rows: readonly VariantRow[], stock: string): VariantRow[] {
  return rows.map((r) => ({ ...r, countInStock: stock }));
}

/* ------------------------------------------------------------------ list edits */

/** Removes entry i, unless it is the only one. */
export function removeAt<T>(list: readonly T[], i: number): T[] {
  return list.length > 1 ? list.filter((_, j) => j !== i) : [...list];
}

/** Moves entry `from` to `to` (both kept inside the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Where a newly uploaded picture goes: into a blank entry if there is one; otherwise before the
 * technical drawing (the last picture, when it has no colour), so the drawing stays last.
 */
export function addImage(list: readonly ImageEntry[], entry: ImageEntry): ImageEntry[] {
  const blank = list.findIndex((i) => i.url.trim() === "");
  if (blank !== -1) return list.map((x, j) => (j === blank ? entry : x));
  const last = list[list.length - 1];
  if (list.length >= 2 && last && last.color === "" && entry.color !== "") {
    return [...list.slice(0, -1), entry, last];
  }
  return [...list, entry];
}

/** The role a picture plays by its place in the list (SPEC §3: first main, second hover, last technical drawing). */
export function imageRole(index: number, count: number, t: Translate): string | null {
  if (index === 0) return t("admin.images.role.main");
  const last = count >= 2 && index === count - 1;
  if (index === 1) return last ? t("admin.images.role.hoverDrawing") : t("admin.images.role.hover");
  return last ? t("admin.images.role.drawing") : null;
}
