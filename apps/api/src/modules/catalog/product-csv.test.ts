import { PRODUCT_CSV_COLUMNS } from "@avlu/contract/admin";
import { describe, expect, it } from "vitest";
import { cellsToInput, changedColumns, productToCells } from "./product-csv.js";
import type { ProductData } from "./repository.js";

const product: ProductData = {
  name: "Şezlong",
  description: "İki satır\nikinci",
  priceCents: 129_990,
  countInStock: 4,
  sku: "SEZ-1",
  brand: "SIFAS",
  categories: ["Garden Bench", "Bergère"],
  doors: ["indoor", "outdoor"],
  collection: "Bahçe",
  ref: "SEZ-1",
  design: "Studio Avlu",
  colors: ["Cactus", "Cotton white"],
  sizes: ["Small"],
  images: [
    { url: "/uploads/a.webp", color: "Cactus" },
    { url: "/uploads/drawing.svg", color: null },
  ],
  packings: ["1", "2"],
  technicalSheet: ["Alüminyum, toz boya", "12 kg"],
  features: { Malzeme: "Tik: A sınıfı", Renk: "Yeşil" },
  metaTitle: "T",
  metaDescription: "D",
  metaKeywords: ["şezlong", "bahçe"],
  isFeatured: false,
  isPublished: true,
  rating: 4.5,
  numReviews: 3,
  altText: "Alt",
  variants: [
    { id: "v1", color: "Cactus", packing: "1", sku: "SEZ-1-CACTUS-P1", priceCents: null, countInStock: 4 },
    { id: "v2", color: "Cactus", packing: "2", sku: "SEZ-1-CACTUS-P2", priceCents: 239_900, countInStock: 0 },
  ],
  texts: {
    en: {
      description: "Two lines\nsecond",
      technicalSheet: ["Aluminium"],
      features: {},
      metaTitle: "",
      metaDescription: "",
    },
    tr: {
      description: "",
      technicalSheet: [],
      features: { Malzeme: "Alüminyum" },
      metaTitle: "Şezlong | SIFAS",
      metaDescription: "Bahçe için",
    },
  },
};

describe("products CSV mapping", () => {
  it("writes one cell per column: prices with two decimals, comma lists, one image/line/feature per line", () => {
    const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c, i) => [c, productToCells(product)[i]]));
    expect(cells).toMatchObject({
      price: "1299.90",
      categories: "Garden Bench, Bergère",
      door: "indoor, outdoor",
      images: "Cactus | /uploads/a.webp\n/uploads/drawing.svg",
      technicalSheet: "Alüminyum, toz boya\n12 kg",
      features: "Malzeme: Tik: A sınıfı\nRenk: Yeşil",
      metaKeywords: "şezlong, bahçe",
      isFeatured: "false",
    });
  });

  it("reads its own cells back into a body the catalogue schemas accept", () => {
    const { input, errors } = cellsToInput(PRODUCT_CSV_COLUMNS, productToCells(product), { decimalComma: false });
    expect(errors).toEqual([]);
    expect(input).toMatchObject({
      price: "1299.90",
      categories: ["Garden Bench", "Bergère"],
      door: ["indoor", "outdoor"],
      images: [
        { url: "/uploads/a.webp", color: "Cactus" },
        { url: "/uploads/drawing.svg", color: null },
      ],
      features: { Malzeme: "Tik: A sınıfı", Renk: "Yeşil" },
      isFeatured: false,
      isPublished: true,
    });
  });

  it("accepts spreadsheet spellings: any-case booleans, decimal commas, loose categories and sizes", () => {
    const columns = ["price", "isFeatured", "isPublished", "categories", "sizes", "images"] as const;
    const read = (cells: string[], decimalComma = true) => cellsToInput(columns, cells, { decimalComma });
    expect(
      read(["1.299,90", "TRUE", "Hayır", "bergere, bench", "large, SMALL", "Cactus|/uploads/x.webp"]).input,
    ).toEqual({
      price: "1299.90",
      isFeatured: true,
      isPublished: false,
      categories: ["Bergère", "Garden Bench"],
      sizes: ["Large", "Small"],
      images: [{ url: "/uploads/x.webp", color: "Cactus" }],
    });
    expect(read(["12,5", "", "", "", "", ""], false).input.price).toBe("12,5");
    expect(read(["1", "", "", "", "", ""]).input).not.toHaveProperty("isFeatured");
    expect(read(["1", "maybe", "", "", "", ""]).errors).toEqual(["isFeatured: must be true or false"]);
  });

  it("names malformed and repeated features", () => {
    const { errors } = cellsToInput(["features"], ["no colon here\nA: 1\nA: 2\n: empty"], { decimalComma: false });
    expect(errors).toEqual([
      'features: "no colon here" must be written as "Name: value"',
      'features: "A" appears more than once',
      'features: ": empty" must be written as "Name: value"',
    ]);
  });

  it("sees real changes only: duplicate colours and door order are how the database stores them anyway", () => {
    expect(changedColumns(product, { ...product })).toEqual([]);
    expect(
      changedColumns(product, {
        ...product,
        doors: ["outdoor", "indoor"],
        colors: ["Cactus", "cactus", "Cotton white"],
      }),
    ).toEqual([]);
    expect(
      changedColumns(product, { ...product, priceCents: 1, features: { Renk: "Yeşil", Malzeme: "Tik: A sınıfı" } }),
    ).toEqual(["price", "features"]);
    // Fields the CSV does not carry never count.
    expect(changedColumns(product, { ...product, rating: 1, numReviews: 99 })).toEqual([]);
  });
});
