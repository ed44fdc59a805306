import { isWritten, pickText } from "@avlu/contract/catalog-texts";
import { LANGUAGES, type Language } from "@avlu/contract/terms";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { descriptionSpan, productArray } from "./answers.js";
import { CatalogIndex, NotReadYet } from "./catalog-index.js";
import type { Descriptions } from "./source.js";

/** JSON as PostgreSQL's json_build_object writes it: a space on each side of ":", one after ",". */
function spaced(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(spaced).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)} : ${spaced(v)}`)
      .join(", ")}}`;
  }
  return JSON.stringify(value);
}

/** Text a hostile or careless admin could write: quotes, backslashes, Turkish letters, the key itself. */
const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc
    .array(fc.constantFrom('"', "\\", '\\"', '"description"', '"description" : "', "ş", "İ", "\n", "x", " ", ":"), {
      maxLength: 12,
    })
    .map((parts) => parts.join("")),
);

/** A listing product in the stored key order (source-sql.ts): `_id`, `name`, `description`, then the rest. */
const product = fc.record({
  _id: fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 24, maxLength: 24 }),
  name: text,
  description: text,
  price: fc.integer({ min: 0, max: 100_000 }),
  images: fc.array(fc.record({ url: text, description: text }), { maxLength: 2 }),
});

/** An index holding these products' stored JSON and descriptions per language, texts read or not. */
function indexOf(
  products: Array<{ _id: string; [k: string]: unknown }>,
  write: (p: unknown) => string,
  versions: Descriptions[],
  textsRead = true,
) {
  const index = new CatalogIndex(products.length);
  index.upsert(
    products.map((p, k) => ({
      id: p._id,
      isPublished: true,
      priceCents: 100,
      countInStock: 1,
      createdMs: Date.parse("2026-11-01T00:00:00.000Z"),
      updatedMs: Date.parse("2026-11-01T00:00:00.000Z"),
      rating: 0,
      numReviews: 0,
      unitsSold: 0,
      nameKey: String(k),
      brand: "FERMOB",
      collection: "",
      collectionKey: "",
      category: "Chairs",
      categories: ["Chairs"],
      colors: [],
      sizes: [],
      doors: [],
      summaryJson: write(p),
      ...(textsRead ? { searchTexts: [], descriptions: versions[k] } : {}),
    })),
    true,
  );
  index.sortAll();
  return index;
}

describe("listing answers in another language: only the descriptions change (ADR 1513, 1517)", () => {
  it("finds each product's description in its stored JSON, written by SQLite or by PostgreSQL", () => {
    fc.assert(
      fc.property(product, fc.boolean(), (p, pg) => {
        const json = Buffer.from(`xx${pg ? spaced(p) : JSON.stringify(p)}yy`);
        const [from, to] = descriptionSpan(json, 2, json.length - 2);
        expect(JSON.parse(json.toString("utf8", from, to))).toBe(p.description);
      }),
      { numRuns: 300, seed: 1513 },
    );
  });

  it("answers a listing in a language as parsing it, picking each description and writing it again would, with every other byte kept", () => {
    const written = fc.option(text, { nil: undefined });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(product, fc.record({ en: written, tr: written }, { requiredKeys: [] })), {
          maxLength: 8,
          selector: ([p]) => p._id,
        }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<Language>(...LANGUAGES),
        (rows, pg, paged, language) => {
          const products = rows.map(([p]) => p);
          const versions: Descriptions[] = rows.map(([, v]) => {
            const own = Object.entries(v).filter(([, d]) => d !== undefined && isWritten(d));
            return own.length > 0 ? Object.fromEntries(own) : undefined;
          });
          const write = pg ? spaced : (p: unknown) => JSON.stringify(p);
          const [head, tail] = paged
            ? ['{"products":', ',"total":3,"facets":{"description":[{"value":"\\"x","count":1}]}}']
            : ["", ""];
          const index = indexOf(products, write, versions);
          const slots = products.map((p) => index.slotOf.get(p._id) as number);
          const plain = productArray(index, slots, head, tail);
          const out = productArray(index, slots, head, tail, language);
          const expected = JSON.parse(plain.toString("utf8"));
          const list = paged ? expected.products : expected;
          products.forEach((p, k) => {
            list[k].description = pickText(p.description, versions[k] ?? {}, language);
          });
          expect(JSON.parse(out.toString("utf8"))).toEqual(expected);
          if (products.every((p, k) => pickText(p.description, versions[k] ?? {}, language) === p.description)) {
            expect(out.equals(plain)).toBe(true);
          }
        },
      ),
      { numRuns: 300, seed: 1517 },
    );
  });

  it("writes a tail given in parts, bytes among them (the memoised facet counts, ADR 1519), as the same tail in one string", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(product, { maxLength: 5, selector: (p) => p._id }),
        fc.array(fc.tuple(fc.string({ unit: "grapheme", maxLength: 12 }), fc.boolean()), { maxLength: 6 }),
        (products, parts) => {
          const index = indexOf(products, (p) => JSON.stringify(p), []);
          const slots = products.map((p) => index.slotOf.get(p._id) as number);
          const joined = productArray(index, slots, '{"products":', parts.map(([t]) => t).join(""));
          const mixed = productArray(
            index,
            slots,
            '{"products":',
            parts.map(([t, bytes]) => (bytes ? Buffer.from(t) : t)),
          );
          expect(mixed.equals(joined)).toBe(true);
        },
      ),
      { numRuns: 300, seed: 1519 },
    );
  });

  it("asks for the texts of products whose texts are not read yet, and only in a language (ADR 1511)", () => {
    const p = { _id: "a".repeat(24), name: "Bistro", description: "A chair" };
    const index = indexOf([p], (x) => JSON.stringify(x), [{ tr: "Bir sandalye" }], false);
    const slot = index.slotOf.get(p._id) as number;
    expect(JSON.parse(productArray(index, [slot]).toString("utf8"))).toEqual([p]);
    let thrown: unknown;
    try {
      productArray(index, [slot], "", "", "tr");
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(NotReadYet);
    expect(thrown).toMatchObject({ ids: [p._id], part: "texts" });
    index.fillWords({ id: p._id, searchTexts: [], descriptions: { tr: "Bir sandalye" } });
    expect(JSON.parse(productArray(index, [slot], "", "", "tr").toString("utf8"))).toEqual([
      { ...p, description: "Bir sandalye" },
    ]);
  });
});
