import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { descriptionSpan, type Listing, withDescriptions } from "./answers.js";

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

function listingOf(
  products: Array<Record<string, unknown>>,
  write: (p: unknown) => string,
  head: string,
  tail: string,
) {
  const parts = products.map(write);
  const spans = new Uint32Array(products.length * 2);
  let at = Buffer.byteLength(`${head}[`);
  parts.forEach((p, k) => {
    if (k > 0) at += 1;
    spans[2 * k] = at;
    at += Buffer.byteLength(p);
    spans[2 * k + 1] = at;
  });
  const listing: Listing = {
    bytes: Buffer.from(`${head}[${parts.join(",")}]${tail}`),
    ids: products.map((p) => p._id as string),
    spans,
  };
  return listing;
}

describe("listing answers in another language: only the descriptions change (ADR 1513)", () => {
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

  it("answers the listing as parsing it, changing the descriptions and writing it again would, with every other byte kept", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(product, fc.option(text, { nil: undefined })), { maxLength: 8 }),
        fc.boolean(),
        fc.boolean(),
        (rows, pg, paged) => {
          const products = rows.map(([p]) => p);
          const write = pg ? spaced : (p: unknown) => JSON.stringify(p);
          const [head, tail] = paged
            ? ['{"products":', ',"total":3,"facets":{"description":[{"value":"\\"x","count":1}]}}']
            : ["", ""];
          const listing = listingOf(products, write, head, tail);
          const out = withDescriptions(listing, (k, description) => {
            expect(description).toBe(products[k]?.description);
            return rows[k]?.[1] ?? description;
          });
          const expected = JSON.parse(listing.bytes.toString("utf8"));
          const list = paged ? expected.products : expected;
          rows.forEach(([, changed], k) => {
            if (changed !== undefined) list[k].description = changed;
          });
          expect(JSON.parse(out.toString("utf8"))).toEqual(expected);
          if (rows.every(([p, changed]) => changed === undefined || changed === p.description)) {
            expect(out).toBe(listing.bytes);
          }
        },
      ),
      { numRuns: 300, seed: 1513 },
    );
  });
});
