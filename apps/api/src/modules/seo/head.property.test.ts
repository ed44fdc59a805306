import fs from "node:fs";
import path from "node:path";
import type { Product } from "@avlu/contract/catalog";
import fc from "fast-check";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { describe, expect, it } from "vitest";
import { applyHead, productHead, staticHead } from "./head.js";
import { applyBody } from "./page-body.js";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** The storefront's real page template, as the server fills it. */
const TEMPLATE = fs.readFileSync(path.resolve(import.meta.dirname, "../../../../web/index.html"), "utf8");

function elements(node: Node, out: Element[] = []): Element[] {
  if ("tagName" in node) out.push(node);
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) elements(child, out);
  if ("content" in node && node.content) elements(node.content, out);
  return out;
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const text = (el: Element) => el.childNodes.map((c) => ("value" in c ? c.value : "")).join("");
/** What an HTML parser makes of text: CR LF and lone CR become LF, NUL becomes U+FFFD. */
const asParsed = (s: string) => s.replace(/\r\n?/g, "\n").replace(/\0/g, "\uFFFD");

/** Any text a shopper or owner could type, weighted towards what breaks templates. */
const hostile = fc
  .array(
    fc.oneof(
      fc.string({ unit: "grapheme" }),
      fc.string({ unit: "binary-ascii" }),
      fc.constantFrom("$&", "$'", "$`", "$$", "$1", "</script>", "<!--", "-->", "</title>", '"', "&amp;", "\u2028"),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(""));

function product(name: string, description: string, brand: string): Product {
  return {
    _id: "0123456789abcdef01234567",
    name,
    description,
    price: 149,
    category: "Pouf",
    brand,
    sku: `SKU-${name.length}`,
    ref: "",
    design: "",
    collection: "Ludo",
    images: [{ color: "Cactus", url: "/uploads/a.webp" }],
    countInStock: 3,
    colors: ["Cactus"],
    sizes: [],
    door: ["outdoor"],
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
  } as unknown as Product;
}

function singleDocument(html: string) {
  const all = elements(parse(html));
  const by = (tag: string) => all.filter((e) => e.tagName === tag);
  for (const tag of ["html", "head", "body", "title"]) expect(by(tag), tag).toHaveLength(1);
  expect(all.filter((e) => attr(e, "id") === "root")).toHaveLength(1);
  expect(by("meta").filter((e) => attr(e, "name") === "description")).toHaveLength(1);
  return { all, by };
}

describe("the server page template holds any text", () => {
  it("a product page is one document whose title, description and JSON-LD say exactly what the product says", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (name, description, brand) => {
        const head = productHead(product(name, description, brand), "https://shop.example");
        const html = applyHead(TEMPLATE, head, '<link rel="preload" as="image" href="/a.webp" />');
        const { by } = singleDocument(html);
        expect(text(by("title")[0] as Element)).toBe(asParsed(head.title));
        const meta = by("meta").find((e) => attr(e, "name") === "description") as Element;
        expect(attr(meta, "content")).toBe(asParsed(head.description));
        const ld = by("script").filter((e) => attr(e, "type") === "application/ld+json");
        expect(ld).toHaveLength(1);
        expect(JSON.parse(text(ld[0] as Element))).toEqual(JSON.parse(JSON.stringify(head.jsonLd)));
      }),
      { numRuns: 300 },
    );
  });

  it("a filtered listing's head holds any brand and category from the address", () => {
    fc.assert(
      fc.property(hostile, hostile, (brand, category) => {
        const head = staticHead("/collections/all", new URLSearchParams({ brand, category }), "https://shop.example");
        const { by } = singleDocument(applyHead(TEMPLATE, head));
        expect(text(by("title")[0] as Element)).toBe(asParsed(head.title));
      }),
      { numRuns: 200 },
    );
  });

  it("the first-view data written beside a rendered page reads back exactly", () => {
    fc.assert(
      fc.property(hostile, fc.dictionary(hostile, hostile, { maxKeys: 3 }), (markupText, data) => {
        const markup = `<p>${markupText.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`;
        const html = applyBody(applyHead(TEMPLATE, staticHead("/", new URLSearchParams(), "https://x.example")), {
          markup,
          data,
          code: '<script type="module" src="/assets/index.js"></script>',
        });
        const { by } = singleDocument(html);
        const firstView = by("script").find((e) => attr(e, "id") === "avlu-first-view") as Element;
        expect(JSON.parse(text(firstView))).toEqual(data);
      }),
      { numRuns: 200 },
    );
  });
});
