import type { Door, ProductUpdateInput } from "@avlu/contract/catalog";
import { emptyTextsByLanguage, type ProductTextsByLanguage } from "@avlu/contract/catalog-texts";
import { LANGUAGES } from "@avlu/contract/terms";
import { badRequest } from "../../lib/http-error.js";
import type { ProductData } from "./repository.js";
import { resolveVariants } from "./variants.js";

/** Merges a create or update body over the current product (0, "" and false are real values). */
export function toProductData(input: ProductUpdateInput, current: ProductData | undefined): ProductData {
  const base: ProductData = current ?? {
    name: "",
    description: "",
    priceCents: 0,
    countInStock: 0,
    sku: "",
    brand: "",
    categories: [],
    doors: [],
    collection: "",
    ref: "",
    design: "",
    colors: [],
    sizes: [],
    images: [],
    packings: [],
    technicalSheet: [],
    features: {},
    metaTitle: "",
    metaDescription: "",
    metaKeywords: [],
    isFeatured: false,
    isPublished: true,
    rating: 0,
    numReviews: 0,
    altText: "",
    variants: [],
    texts: emptyTextsByLanguage(),
  };
  const d: ProductData = { ...base };
  const set = <K extends keyof ProductData>(key: K, value: ProductData[K] | undefined) => {
    if (value !== undefined) d[key] = value;
  };
  set("name", input.name);
  set("description", input.description);
  if (input.price !== undefined) d.priceCents = Math.round(input.price * 100);
  set("countInStock", input.countInStock);
  set("sku", input.sku);
  set("brand", input.brand);
  if (input.categories !== undefined && input.categories.length > 0) {
    const cats = [...new Set(input.categories)];
    // An explicit category goes first when it is one of the list.
    d.categories =
      input.category && cats.includes(input.category)
        ? [input.category, ...cats.filter((c) => c !== input.category)]
        : cats;
  } else if (input.category !== undefined) {
    d.categories = [input.category, ...base.categories.filter((c) => c !== input.category)];
  }
  set("doors", input.door as Door[] | undefined);
  set("collection", input.collection);
  set("ref", input.ref);
  set("design", input.design);
  set("colors", input.colors);
  set("sizes", input.sizes);
  if (input.images !== undefined) d.images = input.images.map((i) => ({ url: i.url, color: i.color ?? null }));
  else if (input.imageUrl) d.images = [{ url: input.imageUrl, color: null }, ...base.images];
  set("packings", input.packings);
  set("technicalSheet", input.technicalSheet);
  set("features", input.features);
  set("metaTitle", input.metaTitle);
  set("metaDescription", input.metaDescription);
  set("metaKeywords", input.metaKeywords);
  set("isFeatured", input.isFeatured);
  set("isPublished", input.isPublished);
  set("rating", input.rating);
  set("numReviews", input.numReviews);
  set("altText", input.altText);
  d.texts = mergeTexts(base.texts, input.texts);
  if (!d.ref) d.ref = d.sku;
  if (d.categories.length === 0) throw badRequest("Invalid body: category is required");
  if (d.doors.length === 0) throw badRequest("Invalid body: door is required (indoor or outdoor)");
  d.variants = resolveVariants(input, d, current);
  d.countInStock = d.variants.reduce((n, v) => n + v.countInStock, 0);
  return d;
}

/** The texts per language after a write: only the fields given change, per language (ADR 2001). */
function mergeTexts(current: ProductTextsByLanguage, input: ProductUpdateInput["texts"]): ProductTextsByLanguage {
  const out = {} as ProductTextsByLanguage;
  for (const language of LANGUAGES) {
    const given = input?.[language];
    const t = { ...current[language] };
    if (given) {
      if (given.description !== undefined) t.description = given.description;
      if (given.technicalSheet !== undefined) t.technicalSheet = given.technicalSheet;
      if (given.features !== undefined) t.features = given.features;
      if (given.metaTitle !== undefined) t.metaTitle = given.metaTitle;
      if (given.metaDescription !== undefined) t.metaDescription = given.metaDescription;
    }
    out[language] = t;
  }
  return out;
}
