import { z } from "zod";
import { DOORS, type Door, productCreateSchema, productUpdateSchema } from "./catalog.js";
import { emptyFields } from "./common.js";
import { parseAmount } from "./format.js";
import { DEFAULT_PACKING, generatedVariantSku } from "./variants.js";

/**
 * The admin's add and edit product forms (SPEC §5) as zod schemas over what the owner types
 * (strings, a decimal comma allowed), each piped into the API's own body schema
 * (`productCreateSchema` / `productUpdateSchema`): the web form validates with them through
 * react-hook-form's zodResolver and sends their output, the server checks that output again with
 * the same body schema. The form's stricter rules (SPEC §5: every add field required) and the
 * texts the form shows live here, once (ADR 1620).
 */

/* The texts the product forms show under a field. */
export const REQUIRED = "Required";
/** Prices are read with a decimal point or a Turkish decimal comma (parseAmount, ADR 1413). */
export const PRICE_HINT = "Enter a price such as 1299,90 or 1299.90";
export const WHOLE_NUMBER = "Enter a whole number";
export const DOOR_REQUIRED = "Choose indoor, outdoor or both";
export const CATEGORY_REQUIRED = "Choose at least one category";
export const VARIANT_SKU_REQUIRED = "Give every variant a SKU";
export const VARIANT_STOCK = "Stock must be a whole number (0 or more)";
export const VARIANT_PRICE = "Enter prices such as 1299,90 or 1299.90";
export const FEATURE_TWICE = "Each feature name can be used once";
export const FEATURE_NAME = "Give every feature a name";
export const variantSkuTwice = (sku: string) => `SKU ${sku} is used twice`;

const WHOLE = /^\d+$/;

/**
 * The API's body schema as a form schema's last step. zod's `pipe` wants the next schema's input to
 * be no wider than the form's output; a body schema accepts more (strings for numbers, absent
 * fields), so it is typed here by its output alone.
 */
// biome-ignore lint/suspicious/noExplicitAny: the body schema's input is wider than the form's output by design
const asBodySchema = <S extends z.ZodType>(schema: S) => schema as unknown as z.ZodType<z.output<S>, any>;

/** Comma-separated text to a list: trimmed, blanks dropped (SPEC §5: colours, door and meta keywords). */
export function splitCommas(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

const filled = (list: readonly string[]) => list.map((s) => s.trim()).filter((s) => s !== "");

const required = z.string().trim().min(1, { message: REQUIRED, abort: true });
const amount = required.refine((s) => parseAmount(s) !== null, { message: PRICE_HINT });
const whole = z.string().trim().regex(WHOLE, { message: WHOLE_NUMBER });
const commaList = required.refine((s) => splitCommas(s).length > 0, { message: REQUIRED });

/* ------------------------------------------------------------------ add */

/** The add form's fields (SPEC §5: all required except the picture; door is one radio). */
export const productAddFormFields = z.object({
  name: required,
  description: required,
  price: amount,
  countInStock: required.pipe(whole),
  sku: required,
  category: required,
  brand: required,
  door: z.union([z.enum(DOORS), z.literal("")]).refine((d) => d !== "", { message: REQUIRED }),
  colors: commaList,
  collection: required,
  metaTitle: required,
  metaDescription: required,
  metaKeywords: commaList,
  /** optional: an uploaded picture */
  imageUrl: z.string(),
});
export type ProductAddForm = z.input<typeof productAddFormFields>;

export const EMPTY_PRODUCT_ADD_FORM: ProductAddForm = emptyFields(productAddFormFields);

/** The add form → the POST /api/products body with SPEC §5's defaults, checked as the server checks it. */
export const productAddFormSchema = productAddFormFields
  .transform((f) => ({
    name: f.name,
    description: f.description,
    price: parseAmount(f.price) ?? Number.NaN,
    countInStock: Number.parseInt(f.countInStock, 10),
    sku: f.sku,
    category: f.category,
    brand: f.brand,
    door: splitCommas(f.door),
    colors: splitCommas(f.colors),
    collection: f.collection,
    metaTitle: f.metaTitle,
    metaDescription: f.metaDescription,
    metaKeywords: splitCommas(f.metaKeywords),
    ...(f.imageUrl ? { imageUrl: f.imageUrl } : {}),
    isFeatured: false,
    isPublished: true,
    rating: 0,
    numReviews: 0,
  }))
  .pipe(asBodySchema(productCreateSchema));

/* ------------------------------------------------------------------ edit */

const imageEntry = z.object({
  url: z.string(),
  /** colour name, or "" for a picture of no colour (e.g. the technical drawing) */
  color: z.string(),
});
export type ImageEntry = z.input<typeof imageEntry>;

const featureEntry = z.object({ name: z.string(), value: z.string() });
export type FeatureEntry = z.input<typeof featureEntry>;

/** One row of the variant grid (colour × packing): SKU, stock and an optional price of its own. */
const variantRow = z.object({
  /** The stored variant's id (absent for a row the grid just added). */
  id: z.string().optional(),
  color: z.string(),
  packing: z.string(),
  sku: z.string(),
  countInStock: z.string(),
  /** "" = pieces × the product's price */
  price: z.string(),
  /** The stock shown when the form was opened: the save applies the difference (ADR 1700). */
  stockSeen: z.number().optional(),
});
export type VariantRow = z.input<typeof variantRow>;

/**
 * The grid's rows for the form's colours × packings, in that order: rows the form has keep their
 * values; a new colour or packing gets rows with a generated SKU and stock 0 (ADR 1700).
 */
export function syncVariants(f: {
  colors: readonly string[];
  packings: readonly string[];
  variants: readonly VariantRow[];
  sku: string;
}): VariantRow[] {
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

/** The edit form's fields (SPEC §5: name, description, price, sku and door required). */
export const productEditFormFields = z
  .object({
    name: required,
    description: required,
    /** The price of one piece (the product's unitPrice). */
    price: amount,
    countInStock: z.string(),
    variants: z.array(variantRow),
    sku: required,
    brand: z.string(),
    collection: z.string(),
    ref: z.string(),
    design: z.string(),
    door: z.array(z.enum(DOORS)).min(1, { message: DOOR_REQUIRED }),
    categories: z.array(z.string()).refine((c) => filled(c).length > 0, { message: CATEGORY_REQUIRED }),
    sizes: z.array(z.string()),
    colors: z.array(z.string()),
    images: z.array(imageEntry),
    packings: z.array(z.string()),
    technicalSheet: z.array(z.string()),
    features: z.array(featureEntry),
    metaTitle: z.string(),
    metaDescription: z.string(),
    metaKeywords: z.string(),
    altText: z.string(),
    isFeatured: z.boolean(),
    isPublished: z.boolean(),
    /* The Turkish texts beside the default ones (ADR 2001): empty = not written in Turkish. */
    trDescription: z.string(),
    trTechnicalSheet: z.array(z.string()),
    trFeatures: z.array(featureEntry),
    trMetaTitle: z.string(),
    trMetaDescription: z.string(),
  })
  .superRefine((f, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    for (const [key, list] of [["trFeatures", f.trFeatures]] as const) {
      const named = list.map((x) => x.name.trim()).filter(Boolean);
      if (new Set(named).size !== named.length) issue(key, FEATURE_TWICE);
      else if (list.some((x) => !x.name.trim() && x.value.trim())) issue(key, FEATURE_NAME);
    }
    if (f.variants.length === 0 && !WHOLE.test(f.countInStock.trim())) issue("countInStock", WHOLE_NUMBER);
    const skus = new Set<string>();
    let variantError: string | undefined;
    for (const v of syncVariants(f)) {
      const sku = v.sku.trim().toLowerCase();
      if (!sku) variantError = VARIANT_SKU_REQUIRED;
      else if (skus.has(sku)) variantError = variantSkuTwice(v.sku.trim());
      else if (!WHOLE.test(v.countInStock.trim())) variantError = VARIANT_STOCK;
      else if (v.price.trim() && parseAmount(v.price) === null) variantError = VARIANT_PRICE;
      skus.add(sku);
    }
    if (variantError) issue("variants", variantError);
    const names = f.features.map((x) => x.name.trim()).filter(Boolean);
    let featureError: string | undefined;
    if (new Set(names).size !== names.length) featureError = FEATURE_TWICE;
    if (f.features.some((x) => !x.name.trim() && x.value.trim())) featureError = FEATURE_NAME;
    if (featureError) issue("features", featureError);
  });
export type ProductEditForm = z.input<typeof productEditFormFields>;

/** The edit form → the PUT /api/products/:id body (blank entries dropped from every list, SPEC §5). */
export const productEditFormSchema = productEditFormFields
  .transform((f) => ({
    name: f.name,
    description: f.description,
    price: parseAmount(f.price) ?? Number.NaN,
    sku: f.sku,
    variants: syncVariants(f).map((v) => ({
      ...(v.id ? { _id: v.id } : {}),
      color: v.color,
      packing: v.packing,
      sku: v.sku.trim(),
      countInStock: Number.parseInt(v.countInStock, 10),
      ...(v.price.trim() ? { price: parseAmount(v.price) ?? Number.NaN } : {}),
      ...(v.stockSeen !== undefined ? { stockSeen: v.stockSeen } : {}),
    })),
    brand: f.brand,
    collection: f.collection.trim(),
    ref: f.ref.trim(),
    design: f.design.trim(),
    door: f.door as Door[],
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
    texts: {
      tr: {
        description: f.trDescription.trim(),
        technicalSheet: filled(f.trTechnicalSheet),
        features: Object.fromEntries(
          f.trFeatures.filter((x) => x.name.trim() !== "").map((x) => [x.name.trim(), x.value.trim()]),
        ),
        metaTitle: f.trMetaTitle.trim(),
        metaDescription: f.trMetaDescription.trim(),
      },
    },
  }))
  .pipe(asBodySchema(productUpdateSchema));
