import { z } from "zod";
import { BRANDS, CATEGORIES, DOORS, MAX_LIMIT, SIZES, SORTS } from "./catalog-constants.js";
import { isoDate, MAX_AMOUNT, optionalText, pageFields, text } from "./common.js";
import { LANGUAGES, type Language } from "./terms.js";

/* ------------------------------------------------------------------ lists (SPEC §5, §2 menu) */

// The lists, palette and picture helpers live in the zod-free catalog-constants module.
export * from "./catalog-constants.js";
export * from "./variants.js";

/* ------------------------------------------------------------------ product (responses) */

export const productImageSchema = z.object({
  url: z.string(),
  /** Colour the picture shows, or null (e.g. the technical drawing). */
  color: z.string().nullable(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** One colour × packing article of a product (issue 17): its own SKU, price and stock. */
export const productVariantSchema = z.object({
  _id: z.string(),
  color: z.string(),
  packing: z.string(),
  sku: z.string(),
  price: z.number(),
  countInStock: z.number().int(),
});

/** What listings return for each product. */
export const productSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.string(),
  categories: z.array(z.string()),
  brand: z.string(),
  collection: z.string(),
  sku: z.string(),
  ref: z.string(),
  design: z.string(),
  /** Ordered: first = main, second = hover, last = technical drawing (when there are two or more). */
  images: z.array(productImageSchema),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  door: z.array(z.enum(DOORS)),
  /** Sum over the variants. */
  countInStock: z.number().int(),
  rating: z.number(),
  numReviews: z.number().int(),
  isFeatured: z.boolean(),
  isPublished: z.boolean(),
  altText: z.string(),
  createdAt: isoDate,
  /** Every colour × packing article, in the shop's order; `price` above is the lowest of theirs. */
  variants: z.array(productVariantSchema),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** One product in full (detail and admin). */
export const productSchema = productSummarySchema.extend({
  /** The price of one piece: a variant without a price of its own costs pieces × this (ADR 1701). */
  unitPrice: z.number(),
  packings: z.array(z.string()),
  technicalSheet: z.array(z.string()),
  features: z.record(z.string(), z.string()),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.array(z.string()),
  updatedAt: isoDate,
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSummarySchema);

/** A product's texts in one language (ADR 2001); an empty field is one not written in it. */
export const productTextsSchema = z.object({
  description: z.string(),
  technicalSheet: z.array(z.string()),
  features: z.record(z.string(), z.string()),
  metaTitle: z.string(),
  metaDescription: z.string(),
});
/** An object with `schema` under every language's code (ADR 2001). */
function perLanguage<S extends z.ZodType>(schema: S) {
  return z.object(Object.fromEntries(LANGUAGES.map((l) => [l, schema])) as Record<Language, S>);
}

/** Every language's version of a product's texts (admin reads and writes). */
export const productTextsByLanguageSchema = perLanguage(productTextsSchema);

/** One product as the admin reads it: the default texts and every language's version (ADR 2001). */
export const adminProductSchema = productSchema.extend({ texts: productTextsByLanguageSchema });
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const facetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCountSchema>;
export const facetsSchema = z.object({
  category: z.array(facetCountSchema),
  color: z.array(facetCountSchema),
  size: z.array(facetCountSchema),
  brand: z.array(facetCountSchema),
  door: z.array(facetCountSchema),
});
export type Facets = z.infer<typeof facetsSchema>;

/** Where to look instead, when a search finds nothing: a category, or a brand's collection (ADR 1501). */
export const searchSuggestionSchema = z.object({
  type: z.enum(["category", "collection"]),
  /** The category, or the collection's name as the shop writes it (use as `category=` / `collection=`). */
  value: z.string(),
  /** The collection's brand (collections only; use as `brand=`). */
  brand: z.string().optional(),
  /** Published products there. */
  count: z.number().int(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const filterResultSchema = z.object({
  products: z.array(productSummarySchema),
  total: z.number().int(),
  ...pageFields,
  facets: facetsSchema,
  /** Only when a search found nothing: nearest categories and collections, most products first. */
  suggestions: z.array(searchSuggestionSchema).optional(),
});
export type FilterResult = z.infer<typeof filterResultSchema>;

export const collectionSummarySchema = z.object({
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  productCount: z.number().int(),
  /** Only with `?lang=`: the collection's description in that language, else the other's (ADR 2001). */
  description: z.string().optional(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/* ------------------------------------------------------------------ queries */

/**
 * `lang=tr|en` on the public catalogue reads: the texts in that language, field by field falling
 * back to the default and then to the other language (ADR 2001). Without it, the default texts.
 */
export const languageParam = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(LANGUAGES, { message: `must be one of ${LANGUAGES.join(", ")}` }));

/** One value, a repeated parameter or a comma list; blanks dropped. */
const multiValue = z.union([z.string().max(500), z.array(z.string().max(200)).max(50)]).transform((v) =>
  (Array.isArray(v) ? v : [v])
    .flatMap((s) => s.split(","))
    .map((s) => s.trim())
    .filter((s) => s.length > 0),
);

const singleText = z
  .string()
  .max(200)
  .transform((s) => s.trim());
const price = z
  .string()
  .trim()
  .regex(/^\d{0,9}(\.\d{1,2})?$/, { message: "must be a non-negative amount" })
  .transform((s) => (s === "" ? undefined : Number(s)))
  .pipe(z.number().min(0).max(MAX_AMOUNT).optional());
const positiveInt = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, { message: "must be a positive whole number" })
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));
const sortBy = z
  .string()
  .trim()
  .transform((s) => (s === "" ? undefined : s))
  .pipe(z.enum(SORTS, { message: `must be one of ${SORTS.join(", ")}` }).optional());
/** `inStock=true`: only products with stock (false or empty: every product). */
const inStockFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(["true", "false", ""], { message: "must be true or false" }))
  .transform((v) => v === "true");
const doorValue = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(DOORS, { message: "must be indoor or outdoor" }));

/** GET /api/products (SPEC §7). Unknown parameters are refused; empty ones are ignored. */
export const productQuerySchema = z
  .object({
    collection: singleText.optional(),
    category: multiValue.optional(),
    brand: multiValue.optional(),
    color: multiValue.optional(),
    size: multiValue.optional(),
    door: multiValue.pipe(z.array(doorValue)).optional(),
    material: singleText.optional(),
    gender: singleText.optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    search: singleText.optional(),
    inStock: inStockFlag.optional(),
    sortBy: sortBy.optional(),
    limit: positiveInt(MAX_LIMIT).optional(),
    timestamp: z.string().max(40).optional(),
    lang: languageParam.optional(),
  })
  .strict();
export type ProductQuery = z.output<typeof productQuerySchema>;

/** GET /api/products/filter. */
export const filterQuerySchema = z
  .object({
    collection: multiValue.optional(),
    category: multiValue.optional(),
    door: multiValue.pipe(z.array(doorValue)).optional(),
    color: multiValue.optional(),
    sizes: multiValue.optional(),
    size: multiValue.optional(),
    brand: multiValue.optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    search: singleText.optional(),
    inStock: inStockFlag.optional(),
    sortBy: sortBy.optional(),
    limit: positiveInt(MAX_LIMIT).optional(),
    page: positiveInt(1_000_000).optional(),
    timestamp: z.string().max(40).optional(),
    lang: languageParam.optional(),
  })
  .strict();
export type FilterQuery = z.output<typeof filterQuerySchema>;

/* ------------------------------------------------------------------ writes (admin) */

const listOrCommaText = (maxItems: number, maxLen: number) =>
  z
    .union([z.string().max(maxItems * (maxLen + 2)), z.array(z.string().max(maxLen)).max(maxItems)])
    .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter((s) => s.length > 0))
    .pipe(z.array(z.string().max(maxLen)).max(maxItems));

/** An image address: a stored upload or an https URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((u) => /^\/uploads\/[A-Za-z0-9._\-/]+$/.test(u) || /^https:\/\/[^\s"'<>]+$/.test(u), {
    message: "must be an uploaded image (/uploads/...) or an https URL",
  });

const categoryValue = z.enum(CATEGORIES, { message: `must be one of ${CATEGORIES.join(", ")}` });
const sizeValue = z.enum(SIZES, { message: `must be one of ${SIZES.join(", ")}` });
const brandValue = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(BRANDS, { message: `must be one of ${BRANDS.join(", ")}` }));

const priceInput = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, { message: "must be a number" })
      .transform(Number),
  ])
  .pipe(
    z
      .number()
      .min(0, { message: "must not be negative" })
      .max(MAX_AMOUNT)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: "must have at most 2 decimals" }),
  );
const stockInput = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, { message: "must be a whole number" }).transform(Number)])
  .pipe(z.number().int({ message: "must be a whole number" }).min(0).max(1_000_000));
const boolInput = z.union([z.boolean(), z.enum(["true", "false"]).transform((s) => s === "true")]);

/** A variant as the admin writes it (POST/PUT /api/products `variants`). */
export const variantInputSchema = z
  .object({
    /** The variant's id when it already exists (else it is matched by colour and packing). */
    _id: z.string().max(64).optional(),
    color: z.string().trim().max(40).default(""),
    packing: z.string().trim().max(20).default("1"),
    sku: z.string().trim().min(1, { message: "is required" }).max(64),
    /** Empty or absent: pieces × the product's price. */
    price: z.union([priceInput, z.literal(""), z.null()]).optional(),
    countInStock: z
      .number({ message: "must be a whole number" })
      .int({ message: "must be a whole number" })
      .min(0, { message: "must not be negative" })
      .max(1_000_000),
    /**
     * The stock the form showed when it was opened: the change is then applied as a difference,
     * so units ordered meanwhile are not sold twice (ADR 1700).
     */
    stockSeen: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict();
export type VariantInput = z.output<typeof variantInputSchema>;

const technicalSheetInput = z
  .array(z.string().trim().max(300))
  .max(50)
  .transform((a) => a.filter((s) => s !== ""));
const featuresInput = z
  .record(z.string().trim().min(1).max(80), z.string().trim().max(300))
  .refine((f) => Object.keys(f).length <= 50, { message: "at most 50 features" });

/**
 * A product's texts in one language as the admin writes them (ADR 2001): only the fields given
 * change; an empty one is "not written in this language" (readers then get the default or the
 * other language's).
 */
export const productTextsInputSchema = z
  .object({
    description: optionalText(5000),
    technicalSheet: technicalSheetInput,
    features: featuresInput,
    metaTitle: optionalText(200),
    metaDescription: optionalText(400),
  })
  .partial()
  .strict();
export type ProductTextsInput = z.output<typeof productTextsInputSchema>;
export const productTextsByLanguageInputSchema = perLanguage(productTextsInputSchema.optional()).strict();

/** Every writable product field; POST requires some of them (see productCreateSchema). */
export const productFieldsSchema = z.object({
  name: text(200),
  description: text(5000),
  price: priceInput,
  countInStock: stockInput,
  sku: text(64),
  brand: brandValue,
  category: categoryValue,
  categories: z
    .array(z.string().trim())
    .max(13)
    .transform((a) => a.filter((s) => s !== ""))
    .pipe(z.array(categoryValue)),
  door: listOrCommaText(2, 10).pipe(
    z.array(
      z
        .string()
        .toLowerCase()
        .pipe(z.enum(DOORS, { message: "must be indoor or outdoor" })),
    ),
  ),
  collection: optionalText(100),
  ref: optionalText(64),
  design: optionalText(200),
  colors: listOrCommaText(30, 40),
  sizes: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter((s) => s !== ""))
    .pipe(z.array(sizeValue).max(3)),
  images: z.array(z.object({ url: imageUrlSchema, color: z.string().trim().max(40).nullable().optional() })).max(40),
  imageUrl: z.union([imageUrlSchema, z.literal("")]),
  packings: listOrCommaText(10, 20),
  technicalSheet: technicalSheetInput,
  features: z.record(z.string().trim().min(1).max(80), z.string().trim().max(300)),
  metaTitle: optionalText(200),
  metaDescription: optionalText(400),
  metaKeywords: listOrCommaText(30, 60),
  isFeatured: boolInput,
  isPublished: boolInput,
  rating: z.number().min(0).max(5),
  numReviews: z.number().int().min(0).max(10_000_000),
  altText: optionalText(300),
  variants: z.array(variantInputSchema).max(400),
  /** The texts per language (ADR 2001), beside the default ones above. */
  texts: productTextsByLanguageInputSchema,
});

/** POST /api/products: SPEC §5 required fields; the rest default. Unknown fields are refused. */
export const productCreateSchema = productFieldsSchema
  .partial()
  .required({ name: true, description: true, price: true, sku: true, brand: true })
  .strict()
  .superRefine((p, ctx) => {
    // The stock is the variants' when they are given (issue 17), else countInStock (SPEC §5).
    if (p.countInStock === undefined && p.variants === undefined) {
      ctx.addIssue({ code: "custom", path: ["countInStock"], message: "is required" });
    }
    if (!p.category && !(p.categories && p.categories.length > 0)) {
      ctx.addIssue({ code: "custom", path: ["category"], message: "is required" });
    }
    if (!p.door || p.door.length === 0) {
      ctx.addIssue({ code: "custom", path: ["door"], message: "is required (indoor or outdoor)" });
    }
  });
export type ProductCreateInput = z.output<typeof productCreateSchema>;

/** PUT /api/products/:id: partial; 0, "" and false are real values. */
export const productUpdateSchema = productFieldsSchema
  .partial()
  .extend({ _id: z.string().optional(), id: z.string().optional() })
  .strict()
  .superRefine((p, ctx) => {
    if (p.door !== undefined && p.door.length === 0) {
      ctx.addIssue({ code: "custom", path: ["door"], message: "is required (indoor or outdoor)" });
    }
    if (p.categories !== undefined && p.categories.length === 0 && p.category === undefined) {
      ctx.addIssue({ code: "custom", path: ["categories"], message: "needs at least one category" });
    }
  });
export type ProductUpdateInput = z.output<typeof productUpdateSchema>;

/* ------------------------------------------------------------------ collection texts (admin) */

const collectionTextsInput = z.object({ description: optionalText(2000) }).strict();

/** PUT /api/admin/collections/:id: the collection's description per language (ADR 2001). */
export const collectionTextsBodySchema = z
  .object({
    texts: perLanguage(collectionTextsInput.optional()).strict(),
  })
  .strict();
export type CollectionTextsBody = z.output<typeof collectionTextsBodySchema>;

/** A collection as the admin reads it: every language's description ("" = not written). */
export const adminCollectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  texts: perLanguage(z.object({ description: z.string() })),
});
export type AdminCollection = z.infer<typeof adminCollectionSchema>;

/* ------------------------------------------------------------------ search synonyms (admin) */

/** A word or phrase of a synonym group as the owner writes it ("şezlong", "sun lounger"). */
const synonymTerm = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine((t) => /[\p{L}\p{N}]/u.test(t), { message: "must contain a letter or a digit" })
  .refine((t) => t.split(/\s+/).length <= 4, { message: "must be at most 4 words" });

/**
 * GET/PUT /api/admin/search-synonyms: groups of words and phrases that a search treats as the
 * same (ADR 1501); PUT replaces every group.
 */
export const searchSynonymsSchema = z
  .object({
    groups: z
      .array(
        z
          .array(synonymTerm)
          .min(2, { message: "a group needs at least 2 terms" })
          .max(20, { message: "a group holds at most 20 terms" }),
      )
      .max(500, { message: "at most 500 groups" }),
  })
  .strict();
export type SearchSynonyms = z.infer<typeof searchSynonymsSchema>;
