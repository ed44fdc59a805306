// Over 300 lines on purpose: the product form's whole model (form state from a product, its checks,
// the body it sends) is one pure module with one test file; splitting it would spread one rule over
// several files. Issue 16's forms-from-the-contract change replaces most of it.
import type { Door, Product } from "@avlu/contract/catalog";
import { parseAmount } from "@avlu/contract/format";
import { DEFAULT_PACKING, generatedVariantSku } from "@avlu/contract/variants";

/**
 * The add and edit product forms as plain data, and the SPEC §5 rules that turn them into API
 * bodies. Kept apart from the screens so the rules are tested on their own.
 */

/** Comma-separated text to a list: trimmed, blanks dropped (SPEC §5: colours, door and meta keywords). */
export function splitCommas(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

const WHOLE = /^\d+$/;
/** Prices are read with a decimal point or a Turkish decimal comma (parseAmount, ADR 1413). */
export const PRICE_HINT = "Enter a price such as 1299,90 or 1299.90";

export type Errors = Partial<Record<string, string>>;

/* ------------------------------------------------------------------ add */

export interface AddForm {
  name: string;
  description: string;
  price: string;
  countInStock: string;
  sku: string;
  category: string;
  brand: string;
  door: "" | Door;
  colors: string;
  collection: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  /** optional: an uploaded picture */
  imageUrl: string;
}

export const EMPTY_ADD_FORM: AddForm = {
  name: "",
  description: "",
  price: "",
  countInStock: "",
  sku: "",
  category: "",
  brand: "",
  door: "",
  colors: "",
  collection: "",
  metaTitle: "",
  metaDescription: "",
  metaKeywords: "",
  imageUrl: "",
};

/** SPEC §5: every field is required except imageUrl; price is a decimal, stock a whole number. */
export function validateAddForm(f: AddForm): Errors {
  const errors: Errors = {};
  for (const [key, value] of Object.entries(f) as Array<[keyof AddForm, string]>) {
    if (key !== "imageUrl" && value.trim() === "") errors[key] = "Required";
  }
  if (!errors.price && parseAmount(f.price) === null) errors.price = PRICE_HINT;
  if (!errors.countInStock && !WHOLE.test(f.countInStock.trim())) errors.countInStock = "Enter a whole number";
  if (!errors.colors && splitCommas(f.colors).length === 0) errors.colors = "Required";
  if (!errors.metaKeywords && splitCommas(f.metaKeywords).length === 0) errors.metaKeywords = "Required";
  return errors;
}

/** Name, description, price, stock and SKU, sent the same way by both forms. */
function basicsPayload(f: Pick<AddForm, "name" | "description" | "price" | "countInStock" | "sku">) {
  return {
    name: f.name.trim(),
    description: f.description.trim(),
    price: parseAmount(f.price),
    countInStock: Number.parseInt(f.countInStock, 10),
    sku: f.sku.trim(),
  };
}

/** The POST /api/products body, with SPEC §5's defaults. */
export function addFormToPayload(f: AddForm): Record<string, unknown> {
  return {
    ...basicsPayload(f),
    category: f.category,
    brand: f.brand,
    door: splitCommas(f.door),
    colors: splitCommas(f.colors),
    collection: f.collection.trim(),
    metaTitle: f.metaTitle.trim(),
    metaDescription: f.metaDescription.trim(),
    metaKeywords: splitCommas(f.metaKeywords),
    ...(f.imageUrl ? { imageUrl: f.imageUrl } : {}),
    isFeatured: false,
    isPublished: true,
    rating: 0,
    numReviews: 0,
  };
}

/* ------------------------------------------------------------------ edit */

export interface ImageEntry {
  url: string;
  /** colour name, or "" for a picture of no colour (e.g. the technical drawing) */
  color: string;
}
export interface FeatureEntry {
  name: string;
  value: string;
}

/** One row of the variant grid (colour × packing): SKU, stock and an optional price of its own. */
export interface VariantRow {
  /** The stored variant's id (absent for a row the grid just added). */
  id?: string;
  color: string;
  packing: string;
  sku: string;
  countInStock: string;
  /** "" = pieces × the product's price */
  price: string;
  /** The stock shown when the form was opened: the save applies the difference (ADR 1700). */
  stockSeen?: number;
}

export interface EditForm {
  name: string;
  description: string;
  /** The price of one piece (the product's unitPrice). */
  price: string;
  countInStock: string;
  variants: VariantRow[];
  sku: string;
  brand: string;
  collection: string;
  ref: string;
  design: string;
  door: Door[];
  categories: string[];
  sizes: string[];
  colors: string[];
  images: ImageEntry[];
  packings: string[];
  technicalSheet: string[];
  features: FeatureEntry[];
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  altText: string;
  isFeatured: boolean;
  isPublished: boolean;
}

/** A list shows at least one (possibly blank) entry: an entry can only be removed while more than one exists. */
const atLeastOne = <T>(list: T[], blank: T): T[] => (list.length > 0 ? list : [blank]);

export function productToEditForm(p: Product): EditForm {
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
    metaKeywords: p.metaKeywords.join(", "),
    altText: p.altText,
    isFeatured: p.isFeatured,
    isPublished: p.isPublished,
  };
}

/** SPEC §5: name, description, price, sku and door are required. */
export function validateEditForm(f: EditForm): Errors {
  const errors: Errors = {};
  if (!f.name.trim()) errors.name = "Required";
  if (!f.description.trim()) errors.description = "Required";
  if (!f.price.trim()) errors.price = "Required";
  else if (parseAmount(f.price) === null) errors.price = PRICE_HINT;
  if (!f.sku.trim()) errors.sku = "Required";
  if (f.door.length === 0) errors.door = "Choose indoor, outdoor or both";
  if (f.variants.length === 0 && !WHOLE.test(f.countInStock.trim())) errors.countInStock = "Enter a whole number";
  const skus = new Set<string>();
  for (const v of syncVariants(f)) {
    const sku = v.sku.trim().toLowerCase();
    if (!sku) errors.variants = "Give every variant a SKU";
    else if (skus.has(sku)) errors.variants = `SKU ${v.sku.trim()} is used twice`;
    else if (!WHOLE.test(v.countInStock.trim())) errors.variants = "Stock must be a whole number (0 or more)";
    else if (v.price.trim() && parseAmount(v.price) === null)
      errors.variants = "Enter prices such as 1299,90 or 1299.90";
    skus.add(sku);
  }
  if (!f.categories.some((c) => c.trim())) errors.categories = "Choose at least one category";
  const names = f.features.map((x) => x.name.trim()).filter(Boolean);
  if (new Set(names).size !== names.length) errors.features = "Each feature name can be used once";
  if (f.features.some((x) => !x.name.trim() && x.value.trim())) errors.features = "Give every feature a name";
  return errors;
}

const filled = (list: string[]) => list.map((s) => s.trim()).filter((s) => s !== "");

/**
 * The grid's rows for the form's colours × packings, in that order: rows the form has keep their
 * values; a new colour or packing gets rows with a generated SKU and stock 0 (ADR 1700).
 */
export function syncVariants(f: Pick<EditForm, "colors" | "packings" | "variants" | "sku">): VariantRow[] {
  const colors = [...new Set(filled(f.colors))];
  const packings = [...new Set(filled(f.packings))];
  const cs = colors.length > 0 ? colors : [""];
  const ps = packings.length > 0 ? packings : [DEFAULT_PACKING];
  const shape = { colors: cs.length, packings: ps.length };
  const key = (c: string, p: string) => `${c.toLowerCase()}\u0000${p.toLowerCase()}`;
  const have = new Map(f.variants.map((v) => [key(v.color, v.packing), v]));
  return cs.flatMap((color) =>
    ps.map(
      (packing) =>
        have.get(key(color, packing)) ?? {
          color,
          packing,
          sku: generatedVariantSku(f.sku.trim(), color, packing, shape),
          countInStock: "0",
          price: "",
        },
    ),
  );
}

/** Sets every row's stock (the grid's "set stock for all"). */
export function setAllStock(rows: readonly VariantRow[], stock: string): VariantRow[] {
  return rows.map((r) => ({ ...r, countInStock: stock }));
}

/** The PUT /api/products/:id body: blank entries are dropped from every list (SPEC §5). */
export function editFormToPayload(f: EditForm): Record<string, unknown> {
  const { countInStock: _stock, ...basics } = basicsPayload(f);
  return {
    ...basics,
    variants: syncVariants(f).map((v) => ({
      ...(v.id ? { _id: v.id } : {}),
      color: v.color,
      packing: v.packing,
      sku: v.sku.trim(),
      countInStock: Number.parseInt(v.countInStock, 10),
      ...(v.price.trim() ? { price: parseAmount(v.price) } : {}),
      ...(v.stockSeen !== undefined ? { stockSeen: v.stockSeen } : {}),
    })),
    brand: f.brand,
    collection: f.collection.trim(),
    ref: f.ref.trim(),
    design: f.design.trim(),
    door: f.door,
    categories: filled(f.categories),
    sizes: filled(f.sizes),
    colors: filled(f.colors),
    images: f.images
      .filter((i) => i.url.trim() !== "")
      .map((i) => ({ url: i.url.trim(), color: i.color.trim() === "" ? null : i.color.trim() })),
    packings: filled(f.packings),
    technicalSheet: filled(f.technicalSheet),
    features: Object.fromEntries(
      f.features.filter((x) => x.name.trim() !== "").map((x) => [x.name.trim(), x.value.trim()]),
    ),
    metaTitle: f.metaTitle.trim(),
    metaDescription: f.metaDescription.trim(),
    metaKeywords: splitCommas(f.metaKeywords),
    altText: f.altText.trim(),
    isFeatured: f.isFeatured,
    isPublished: f.isPublished,
  };
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
export function imageRole(index: number, count: number): string | null {
  if (index === 0) return "Main";
  const last = count >= 2 && index === count - 1;
  if (index === 1) return last ? "Hover · technical drawing" : "Hover";
  return last ? "Technical drawing" : null;
}
