/*
 * The product form's rules (SPEC §5) as the contract's schemas apply them, add and edit side by side:
 * one file over 300 lines because both share the product fixture and the first-message helper.
 * The list helpers' tests are in product-form-lists.test.ts.
 */
import type { Product } from "@avlu/contract/catalog";
import {
  EMPTY_PRODUCT_ADD_FORM as EMPTY_ADD_FORM,
  PRICE_HINT,
  type ProductAddForm,
  type ProductEditForm,
  productAddFormSchema,
  productEditFormSchema,
  splitCommas,
  syncVariants,
} from "@avlu/contract/product-form";
import { describe, expect, it } from "vitest";
import { productToEditForm, setAllStock } from "./product-form-model";

/** The first message of each field, as react-hook-form's zodResolver shows them. */
function errorsOf(
  schema: { safeParse(v: unknown): { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  form: unknown,
): Record<string, string> {
  const result = schema.safeParse(form);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}
const validateAddForm = (f: ProductAddForm) => errorsOf(productAddFormSchema, f);
const addFormToPayload = (f: ProductAddForm) => productAddFormSchema.parse(f);
const validateEditForm = (f: ProductEditForm) => errorsOf(productEditFormSchema, f);
const editFormToPayload = (f: ProductEditForm) => productEditFormSchema.parse(f);

/** Two features of one name (the edit form allows each name once). */
const sameNameTwice = (name: string) => [
  { name, value: "1" },
  { name, value: "2" },
];

const product: Product = {
  _id: "0123456789abcdef01234567",
  name: "Luxembourg Chair",
  description: "Steel chair",
  price: 129.9,
  category: "Table & Chair",
  categories: ["Table & Chair"],
  brand: "FERMOB",
  collection: "Luxembourg",
  sku: "FER-LUX-1",
  ref: "FER-LUX-1",
  design: "Frédéric Sofia",
  images: [
    { url: "/uploads/a.webp", color: "Cactus" },
    { url: "/uploads/d.svg", color: null },
  ],
  colors: ["Cactus"],
  sizes: [],
  door: ["outdoor"],
  countInStock: 4,
  rating: 4.5,
  numReviews: 2,
  isFeatured: false,
  isPublished: true,
  altText: "",
  createdAt: "2026-01-01T00:00:00.000Z",
  variants: [
    { _id: "0123456789abcdef0123aa01", color: "Cactus", packing: "1", sku: "FER-LUX-1", price: 129.9, countInStock: 4 },
  ],
  unitPrice: 129.9,
  packings: [],
  technicalSheet: ["Steel"],
  features: { Material: "Steel" },
  metaTitle: "",
  metaDescription: "",
  metaKeywords: ["chair", "garden"],
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const filledAdd = {
  ...EMPTY_ADD_FORM,
  name: "Bistro Table",
  description: "Folding table",
  price: "249.5",
  countInStock: "7",
  sku: "FER-BIS-T",
  category: "Table & Chair",
  brand: "FERMOB",
  door: "outdoor" as const,
  colors: "Cactus, , Honey ",
  collection: "Bistro",
  metaTitle: "Bistro Table",
  metaDescription: "A folding table",
  metaKeywords: "table, bistro,",
};

describe("add product (SPEC §5)", () => {
  it("requires every field except the picture", () => {
    const errors = validateAddForm(EMPTY_ADD_FORM);
    expect(Object.keys(errors).sort()).toEqual(
      [
        "name",
        "description",
        "price",
        "countInStock",
        "sku",
        "category",
        "brand",
        "door",
        "colors",
        "collection",
        "metaTitle",
        "metaDescription",
        "metaKeywords",
      ].sort(),
    );
    expect(validateAddForm(filledAdd)).toEqual({});
  });

  it("wants a decimal price (point or Turkish comma) and a whole-number stock", () => {
    expect(validateAddForm({ ...filledAdd, price: "12,50" })).toEqual({});
    expect(addFormToPayload({ ...filledAdd, price: "12,50" }).price).toBe(12.5);
    expect(editFormToPayload({ ...productToEditForm(product), price: "1.299,90" }).price).toBe(1299.9);
    expect(validateEditForm({ ...productToEditForm(product), price: "12,5 TL" }).price).toBe(PRICE_HINT);
    expect(validateAddForm({ ...filledAdd, price: "12,5.0", countInStock: "2.5" })).toEqual({
      price: PRICE_HINT,
      countInStock: "Enter a whole number",
    });
    expect(validateAddForm({ ...filledAdd, colors: " , " }).colors).toBe("Required");
  });

  it("parses price and stock, splits colours, door and keywords on commas, and sets the defaults", () => {
    expect(addFormToPayload(filledAdd)).toEqual({
      name: "Bistro Table",
      description: "Folding table",
      price: 249.5,
      countInStock: 7,
      sku: "FER-BIS-T",
      category: "Table & Chair",
      brand: "FERMOB",
      door: ["outdoor"],
      colors: ["Cactus", "Honey"],
      collection: "Bistro",
      metaTitle: "Bistro Table",
      metaDescription: "A folding table",
      metaKeywords: ["table", "bistro"],
      isFeatured: false,
      isPublished: true,
      rating: 0,
      numReviews: 0,
    });
    expect(addFormToPayload({ ...filledAdd, imageUrl: "/uploads/images/x.webp" }).imageUrl).toBe(
      "/uploads/images/x.webp",
    );
    expect(splitCommas(" a ,b,, c ")).toEqual(["a", "b", "c"]);
  });
});

describe("edit product (SPEC §5)", () => {
  it("shows every list with at least one entry", () => {
    const form = productToEditForm(product);
    expect(form.sizes).toEqual([""]);
    expect(form.packings).toEqual([""]);
    expect(form.images).toEqual([
      { url: "/uploads/a.webp", color: "Cactus" },
      { url: "/uploads/d.svg", color: "" },
    ]);
    expect(form.features).toEqual([{ name: "Material", value: "Steel" }]);
    expect(form.price).toBe("129.90");
    expect(form.metaKeywords).toBe("chair, garden");
  });

  it("requires name, description, price, sku and door", () => {
    const form = { ...productToEditForm(product), name: " ", description: "", price: "", sku: "", door: [] };
    expect(validateEditForm(form)).toEqual({
      name: "Required",
      description: "Required",
      price: "Required",
      sku: "Required",
      door: "Choose indoor, outdoor or both",
    });
    expect(validateEditForm(productToEditForm(product))).toEqual({});
  });

  it("drops blank entries from sizes, colours, categories, images and the other lists on save", () => {
    const form = {
      ...productToEditForm(product),
      sizes: ["", "Large", " "],
      colors: ["Cactus", "", "Honey"],
      categories: ["", "Pouf"],
      images: [
        { url: "", color: "Cactus" },
        { url: "/uploads/a.webp", color: "Cactus" },
        { url: " /uploads/d.svg ", color: "" },
      ],
      packings: ["", "2"],
      technicalSheet: ["Steel", ""],
      features: [
        { name: "Material", value: "Steel" },
        { name: "", value: "" },
      ],
    };
    expect(editFormToPayload(form)).toMatchObject({
      sizes: ["Large"],
      colors: ["Cactus", "Honey"],
      categories: ["Pouf"],
      images: [
        { url: "/uploads/a.webp", color: "Cactus" },
        { url: "/uploads/d.svg", color: null },
      ],
      packings: ["2"],
      technicalSheet: ["Steel"],
      features: { Material: "Steel" },
      price: 129.9,
      door: ["outdoor"],
      // The grid follows the colours × packings: Cactus/2 and Honey/2 are new rows at 0 (issue 17).
      variants: [
        { color: "Cactus", packing: "2", sku: "FER-LUX-1-CACTUS", countInStock: 0 },
        { color: "Honey", packing: "2", sku: "FER-LUX-1-HONEY", countInStock: 0 },
      ],
    });
    expect(editFormToPayload(form)).not.toHaveProperty("countInStock");
  });

  it("variant grid: keeps rows of the colours × packings, sends the stock seen and own prices", () => {
    const base = productToEditForm(product);
    expect(base.variants).toEqual([
      {
        id: product.variants[0]?._id,
        color: "Cactus",
        packing: "1",
        sku: "FER-LUX-1",
        countInStock: "4",
        price: "",
        stockSeen: 4,
      },
    ]);
    const form = {
      ...base,
      packings: ["1", "2"],
      variants: base.variants.map((v) => ({ ...v, countInStock: "9", price: "119,50" })),
    };
    expect(validateEditForm(form)).toEqual({});
    expect(editFormToPayload(form).variants).toEqual([
      {
        _id: product.variants[0]?._id,
        color: "Cactus",
        packing: "1",
        sku: "FER-LUX-1",
        countInStock: 9,
        price: 119.5,
        stockSeen: 4,
      },
      { color: "Cactus", packing: "2", sku: "FER-LUX-1-P2", countInStock: 0 },
    ]);
    expect(setAllStock(syncVariants(form), "3").map((v) => v.countInStock)).toEqual(["3", "3"]);
    expect(
      validateEditForm({ ...form, variants: [{ ...form.variants[0], sku: "" } as (typeof form.variants)[0]] }).variants,
    ).toBe("Give every variant a SKU");
  });

  it("refuses repeated or nameless features", () => {
    const base = productToEditForm(product);
    expect(validateEditForm({ ...base, features: sameNameTwice("A") }).features).toBe(
      "Each feature name can be used once",
    );
    expect(validateEditForm({ ...base, features: [{ name: "", value: "x" }] }).features).toBe(
      "Give every feature a name",
    );
  });

  it("edits the Turkish texts beside the default ones and sends them as texts.tr (ADR 2001)", () => {
    const withTexts = {
      ...product,
      texts: {
        en: { description: "", technicalSheet: [], features: {}, metaTitle: "", metaDescription: "" },
        tr: {
          description: "Çelik bistro sandalyesi",
          technicalSheet: ["Çelik gövde"],
          features: { Malzeme: "Çelik" },
          metaTitle: "Sandalye",
          metaDescription: "",
        },
      },
    };
    const form = productToEditForm(withTexts);
    expect(form).toMatchObject({
      trDescription: "Çelik bistro sandalyesi",
      trTechnicalSheet: ["Çelik gövde"],
      trFeatures: [{ name: "Malzeme", value: "Çelik" }],
      trMetaTitle: "Sandalye",
    });
    // Without texts (a product read before any was written): one blank entry per list, nothing written.
    expect(productToEditForm(product)).toMatchObject({ trDescription: "", trTechnicalSheet: [""] });
    const body = editFormToPayload({ ...form, trTechnicalSheet: ["Çelik gövde", " "], trMetaDescription: " Bahçe " });
    expect(body.texts).toEqual({
      tr: {
        description: "Çelik bistro sandalyesi",
        technicalSheet: ["Çelik gövde"],
        features: { Malzeme: "Çelik" },
        metaTitle: "Sandalye",
        metaDescription: "Bahçe",
      },
    });
    expect(validateEditForm({ ...form, trFeatures: sameNameTwice("Renk") }).trFeatures).toBe(
      "Each feature name can be used once",
    );
  });
});
