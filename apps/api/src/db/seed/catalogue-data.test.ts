import { CATEGORIES, COLOR_PALETTE, DOORS, SIZES } from "@avlu/contract/catalog";
import { collectionKey } from "@avlu/contract/common";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  type DemoProduct,
  demoCollections,
  demoProducts,
  FURNITURE_TYPES,
  NAMED_COLORS,
  syntheticProducts,
} from "./catalogue-data.js";
import { collectionTileSvg, drawingSvg, productSvg } from "./illustrations.js";

const NOW = new Date("2025-06-01T00:00:00.000Z");
const TURKISH_LETTERS = /[çğıİöşüÇĞÖŞÜ]/;
/** Words that give an English sentence away inside a Turkish text. */
const ENGLISH_WORDS = /\b(the|and|with|made|of|for|by|Weight|Dimensions|Seat|Yes|years|Material)\b/;
const products = demoProducts(NOW);
const collections = demoCollections();

const SPEC_FERMOB = [
  "Lorette",
  "Louisiane",
  "Louvre",
  "Ludo",
  "Luxembourg",
  "Luxembourg Kid",
  "Montmartre",
  "Mooon!",
  "Nevado",
  "Opéra+",
  "Origami",
  "Oto",
  "Oulala",
  "Pétale",
  "Piapolo",
  "Picolino",
  "Picoti",
  "Plein Air",
  "Quiberon",
  "Resto",
  "Ribambelle",
  "Romane",
  "Rythmic",
  "Spare Parts",
  "Salsa",
  "Shadoo",
  "Somerset",
  "Soo",
  "Sixties",
  "Stripe",
  "Studie",
  "Surprising",
  "Swing",
  "Terrazza",
  "Trèfle",
  "Ulli",
  "Ultrasofa",
  "Yunos",
  "Croissette",
];
const SPEC_OLTA = [
  "Mistral",
  "Amalfi",
  "Avant",
  "Ray",
  "Maxwell",
  "Calypso",
  "Coco",
  "Diva",
  "Duo",
  "Elixir",
  "Extreme",
  "Grey",
  "Horizon",
  "Hudson",
  "Kelly",
  "Metro",
  "Lenox",
  "Onyx",
  "Orio",
  "Oval",
  "Oxygen",
  "Reverso",
  "Ritz",
  "Samoa",
  "Six",
  "Spectra",
  "Stone",
  "Taxi",
  "Uno",
  "Willow",
];
/** The storefront menu: category + door pairs (SPEC §2 shell, plus Cushion from the featured grid). */
const MENU: [string, "indoor" | "outdoor"][] = [
  ["Living Room", "indoor"],
  ["Bedroom", "indoor"],
  ["Dining Room", "indoor"],
  ...[
    "Garden Bench",
    "Bergère",
    "Sofa & Couch",
    "Table & Chair",
    "Lamp",
    "Accessories",
    "Pouf",
    "Swing",
    "Cushion",
  ].map((c) => [c, "outdoor"] as [string, "outdoor"]),
];

const byCollection = (brand: string, name: string) =>
  products.filter((p) => p.brand === brand && p.collection === name);

describe("demo collections", () => {
  it("lists about 60 FERMOB collections, including every SPEC name and Croissette", () => {
    const fermob = collections.filter((c) => c.brand === "FERMOB").map((c) => c.name);
    expect(fermob.length).toBeGreaterThanOrEqual(55);
    expect(fermob.length).toBeLessThanOrEqual(65);
    for (const name of SPEC_FERMOB) expect(fermob).toContain(name);
  });

  it("lists exactly the 30 OLTA collections of the SPEC, in order", () => {
    expect(collections.filter((c) => c.brand === "OLTA").map((c) => c.name)).toEqual(SPEC_OLTA);
  });

  it("has several SIFAS collections", () => {
    expect(collections.filter((c) => c.brand === "SIFAS").length).toBeGreaterThanOrEqual(6);
  });

  it("has unique collection keys per brand and a drawable typical piece", () => {
    const keys = collections.map((c) => `${c.brand}/${collectionKey(c.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of collections) {
      expect(FURNITURE_TYPES).toContain(c.type);
      expect(c.variant).toBeGreaterThanOrEqual(0);
      expect(c.variant).toBeLessThanOrEqual(3);
    }
  });

  it("gives every FERMOB collection two or more products, and the featured ones about eight", () => {
    for (const c of collections.filter((c) => c.brand === "FERMOB")) {
      expect(byCollection("FERMOB", c.name).length, c.name).toBeGreaterThanOrEqual(2);
    }
    for (const name of ["Luxembourg", "Sixties", "Croissette", "Bistro"]) {
      expect(byCollection("FERMOB", name).length, name).toBeGreaterThanOrEqual(8);
    }
  });

  it("gives every OLTA collection at least one product, mostly parasols", () => {
    const olta = products.filter((p) => p.brand === "OLTA");
    for (const name of SPEC_OLTA) expect(byCollection("OLTA", name).length, name).toBeGreaterThanOrEqual(1);
    expect(olta.length / SPEC_OLTA.length).toBeGreaterThanOrEqual(1.7);
    expect(olta.filter((p) => p.categories[0] === "Parasol").length / olta.length).toBeGreaterThan(0.5);
  });

  it("only uses collections of the product's own brand", () => {
    const known = new Set(collections.map((c) => `${c.brand}/${c.name}`));
    for (const p of products) expect(known.has(`${p.brand}/${p.collection}`), p.name).toBe(true);
  });
});

describe("demo products", () => {
  it("has at least 300 products with unique skus", () => {
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(products.some((p) => p.sku.startsWith("SYN-"))).toBe(false);
  });

  it("uses only known categories, doors, sizes and named palette colours", () => {
    const named = Object.keys(COLOR_PALETTE).slice(0, 25);
    expect(NAMED_COLORS).toEqual(named);
    for (const p of products) {
      expect(p.categories.length).toBeGreaterThanOrEqual(1);
      for (const c of p.categories) expect(CATEGORIES as readonly string[]).toContain(c);
      expect(p.door.length).toBeGreaterThanOrEqual(1);
      for (const d of p.door) expect(DOORS).toContain(d);
      for (const s of p.sizes) expect(SIZES as readonly string[]).toContain(s);
      expect(p.colors.length).toBeGreaterThanOrEqual(1);
      expect(p.colors.length).toBeLessThanOrEqual(5);
      for (const c of p.colors) expect(named).toContain(c);
      expect(new Set(p.colors).size).toBe(p.colors.length);
    }
  });

  it("has products in every category", () => {
    for (const c of CATEGORIES) expect(products.filter((p) => p.categories.includes(c)).length, c).toBeGreaterThan(0);
  });

  it("lands every menu link on at least six published products with the matching door", () => {
    for (const [category, door] of MENU) {
      const n = products.filter(
        (p) => p.isPublished && p.categories.includes(category) && p.door.includes(door),
      ).length;
      expect(n, `${category} / ${door}`).toBeGreaterThanOrEqual(6);
    }
  });

  it("fills every field with plausible values", () => {
    for (const p of products) {
      expect(Number.isInteger(p.priceCents), p.name).toBe(true);
      expect(p.priceCents).toBeGreaterThanOrEqual(3900);
      expect(p.priceCents).toBeLessThanOrEqual(490000);
      expect(Number.isInteger(p.countInStock)).toBe(true);
      expect(p.countInStock).toBeGreaterThanOrEqual(0);
      expect(p.countInStock).toBeLessThanOrEqual(120);
      expect(p.rating).toBeGreaterThanOrEqual(3);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10)).toBeCloseTo(p.rating * 10, 6);
      expect(p.numReviews).toBeGreaterThanOrEqual(0);
      expect(p.numReviews).toBeLessThanOrEqual(250);
      expect(p.technicalSheet.length).toBeGreaterThanOrEqual(3);
      expect(p.technicalSheet.length).toBeLessThanOrEqual(7);
      expect(Object.keys(p.features).length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(p.features).length).toBeLessThanOrEqual(6);
      expect(p.packings.length).toBeGreaterThanOrEqual(1);
      for (const f of [p.name, p.description, p.ref, p.design, p.metaTitle, p.metaDescription, p.altText]) {
        expect(f.trim().length, p.sku).toBeGreaterThan(0);
      }
      expect(p.metaKeywords.length).toBeGreaterThanOrEqual(3);
      const sentences = p.description.split(/(?<=[.!?])\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(4);
      expect(FURNITURE_TYPES).toContain(p.illustration.type);
      expect(p.illustration.variant).toBeGreaterThanOrEqual(0);
      expect(p.illustration.variant).toBeLessThanOrEqual(3);
    }
  });

  it("mixes English and Turkish descriptions, stock levels and flags like a real shop", () => {
    const share = (f: (p: DemoProduct) => boolean) => products.filter(f).length / products.length;
    expect(share((p) => /[şğıİçö]/.test(p.description))).toBeGreaterThan(0.2);
    expect(share((p) => /^The /.test(p.description))).toBeGreaterThan(0.2);
    expect(products.some((p) => p.countInStock === 0)).toBe(true);
    expect(products.some((p) => p.countInStock >= 1 && p.countInStock <= 3)).toBe(true);
    expect(share((p) => p.isFeatured)).toBeGreaterThan(0.05);
    expect(share((p) => p.isFeatured)).toBeLessThan(0.16);
    expect(share((p) => p.isPublished)).toBeGreaterThan(0.94);
    expect(share((p) => p.isPublished)).toBeLessThan(1);
    expect(products.some((p) => p.name.includes(" - "))).toBe(true);
  });

  it("spreads createdAt over two years with about 15% in the last 60 days", () => {
    const day = 86_400_000;
    const ages = products.map((p) => (NOW.getTime() - Date.parse(p.createdAt)) / day);
    for (const a of ages) {
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThanOrEqual(731);
    }
    const recent = ages.filter((a) => a < 60).length / ages.length;
    expect(recent).toBeGreaterThan(0.08);
    expect(recent).toBeLessThan(0.25);
  });

  it("draws each product as what it is", () => {
    const typeOf = (p: DemoProduct) => p.illustration.type;
    for (const p of products) {
      const main = p.categories[0];
      if (main === "Parasol") expect(typeOf(p)).toBe("parasol");
      if (main === "Lamp") expect(typeOf(p)).toBe("lamp");
      if (main === "Cushion") expect(typeOf(p)).toBe("cushion");
      if (main === "Swing") expect(typeOf(p)).toBe("swing");
      if (main === "Pouf") expect(typeOf(p)).toBe("pouf");
      if (/Chair|Stool/.test(p.name) && !/Armchair|Egg|Rope|Deck/.test(p.name)) expect(typeOf(p)).toBe("chair");
      if (/Table/.test(p.name) && !/Bedside|Lamp/.test(p.name)) expect(typeOf(p)).toBe("table");
      if (/ Bed /.test(`${p.name} `)) expect(typeOf(p)).toBe("bed");
    }
  });

  it("is deterministic", () => {
    expect(JSON.stringify(demoProducts(NOW))).toBe(JSON.stringify(products));
    expect(JSON.stringify(demoCollections())).toBe(JSON.stringify(collections));
    // only the dates follow `now`
    const later = demoProducts(new Date(NOW.getTime() + 86_400_000));
    expect(later.map((p) => ({ ...p, createdAt: "" }))).toEqual(products.map((p) => ({ ...p, createdAt: "" })));
  });
});

describe("synthetic products", () => {
  it("yields chunks with unique SYN- skus and valid colours", () => {
    const sizes: number[] = [];
    const skus = new Set<string>();
    const bad: string[] = [];
    for (const batch of syntheticProducts(12_000, 5000, NOW)) {
      sizes.push(batch.length);
      for (const p of batch) {
        skus.add(p.sku);
        const ok =
          p.sku.startsWith("SYN-") &&
          p.colors.length > 0 &&
          p.colors.every((c) => NAMED_COLORS.includes(c)) &&
          Number.isInteger(p.priceCents) &&
          p.priceCents > 0;
        if (!ok) bad.push(p.sku);
      }
    }
    expect(sizes).toEqual([5000, 5000, 2000]);
    expect(skus.size).toBe(12_000);
    expect(bad).toEqual([]);
  });

  it("makes exactly the number of products asked for, 100,000 included", () => {
    let n = 0;
    for (const batch of syntheticProducts(100_000, 5000, NOW)) n += batch.length;
    expect(n).toBe(100_000);
  });
});

describe("illustrations", () => {
  const safe = (svg: string) => {
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).not.toMatch(/<script|<foreignObject|href=|url\((?!#)|javascript:/i);
  };

  it("draws every type and variant as a small, safe, well-formed SVG", async () => {
    for (const type of FURNITURE_TYPES) {
      for (let v = 0; v < 4; v++) {
        const svg = productSvg(type, v, COLOR_PALETTE.Cactus as string, "Cactus");
        safe(svg);
        expect(svg.length, `${type} ${v}`).toBeLessThan(6000);
        expect(svg).toContain("<title>");
        expect(svg).toContain('viewBox="0 0 800 800"');
        const drawing = drawingSvg(type, v);
        safe(drawing);
        expect(drawing).toContain("<text");
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect(meta.width).toBe(800);
        expect((await sharp(Buffer.from(drawing)).metadata()).width).toBe(800);
      }
    }
  });

  it("draws different variants differently", () => {
    for (const type of FURNITURE_TYPES) {
      const all = [0, 1, 2, 3].map((v) => productSvg(type, v, "#3B3D40", "Anthracite"));
      expect(new Set(all).size, type).toBe(4);
    }
  });

  it("escapes the colour name in the title", () => {
    const svg = productSvg("chair", 0, "#112233", 'Salt & "Pepper" <1>');
    expect(svg).toContain("<title>Chair in Salt &amp; &quot;Pepper&quot; &lt;1&gt;</title>");
  });

  it("makes a small square tile for every collection", () => {
    for (const c of collections) {
      const svg = collectionTileSvg(c);
      safe(svg);
      expect(svg).toContain('viewBox="0 0 600 600"');
      expect(svg.length, c.name).toBeLessThan(6000);
    }
  });

  it("draws every demo product's picture and drawing under 6 KB", () => {
    for (const p of products) {
      for (const c of p.colors) {
        const svg = productSvg(p.illustration.type, p.illustration.variant, COLOR_PALETTE[c] as string, c);
        expect(svg.length).toBeLessThan(6000);
      }
    }
  });
});

describe("the demo catalogue in both languages (issue 20, ADR 2001)", () => {
  it("writes every translated field of every product in English and in Turkish", () => {
    for (const p of products) {
      const { en, tr } = p.texts;
      for (const v of [en, tr]) {
        expect(v.description, p.sku).not.toBe("");
        expect(v.metaTitle, p.sku).not.toBe("");
        expect(v.metaDescription, p.sku).not.toBe("");
        expect(v.technicalSheet.length, p.sku).toBeGreaterThan(2);
        expect(Object.keys(v.features).length, p.sku).toBeGreaterThan(2);
      }
      // The same content: as many lines, features and sentences in both.
      expect(tr.technicalSheet.length, p.sku).toBe(en.technicalSheet.length);
      expect(Object.keys(tr.features).length, p.sku).toBe(Object.keys(en.features).length);
      expect(tr.description.split(/(?<=[.!?])\s+/).length, p.sku).toBe(en.description.split(/(?<=[.!?])\s+/).length);
      // The default description is one of the two, as the dice chose it; the default sheet is the English one.
      expect([en.description, tr.description], p.sku).toContain(p.description);
      expect(en.technicalSheet, p.sku).toEqual(p.technicalSheet);
      expect(en.features, p.sku).toEqual(p.features);
    }
  });

  it("writes the Turkish texts in Turkish, with Turkish letters and numbers", () => {
    for (const p of products) {
      const { tr } = p.texts;
      const text = [tr.description.replace(p.name, ""), ...tr.technicalSheet, ...Object.entries(tr.features).flat()];
      for (const line of text) expect(line, p.sku).not.toMatch(ENGLISH_WORDS);
      expect(tr.technicalSheet.join(" "), p.sku).toMatch(TURKISH_LETTERS);
      expect(tr.technicalSheet.join(" "), p.sku).not.toMatch(/\d\.\d+ kg/);
      expect(tr.metaDescription, p.sku).toMatch(/Avlu'da\.$/);
    }
  });

  it("describes every collection in both languages", () => {
    for (const c of collections) {
      expect(c.descriptions.en, c.name).toMatch(
        new RegExp(`^The ${c.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} collection by `),
      );
      expect(c.descriptions.tr, c.name).toContain(`${c.name} koleksiyonu`);
      expect(c.descriptions.tr, c.name).toMatch(TURKISH_LETTERS);
    }
  });

  it("keeps benchmark products to the default texts", () => {
    const [first] = [...syntheticProducts(3, 3, NOW)];
    for (const p of first ?? []) expect(p.texts.tr.description).toBe("");
  });
});
