import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { describe, expect, it } from "vitest";
import { applyHead, type PageHead } from "./head.js";
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

/** A product page's head as the storefront builds it (apps/web/src/features/catalog/product-head.ts), from any texts. */
function productHead(name: string, description: string, brand: string): PageHead {
  return {
    title: `${name} | ${brand} | Avlu`,
    description,
    canonical: "https://shop.example/product/0123456789abcdef01234567",
    type: "product",
    jsonLd: { "@context": "https://schema.org", "@type": "Product", name, description, brand: { name: brand } },
  };
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
        const head = productHead(name, description, brand);
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
        const head: PageHead = {
          title: `${brand} · ${category} | Avlu`,
          description: `Shop ${brand} · ${category} at Avlu.`,
        };
        const { by } = singleDocument(applyHead(TEMPLATE, head));
        expect(text(by("title")[0] as Element)).toBe(asParsed(head.title));
      }),
      { numRuns: 200 },
    );
  });

  it("the state written beside a rendered page reads back exactly", () => {
    fc.assert(
      fc.property(hostile, fc.dictionary(hostile, hostile, { maxKeys: 3 }), (markupText, data) => {
        const markup = `<p>${markupText.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`;
        const html = applyBody(applyHead(TEMPLATE, { title: "Avlu", description: "Avlu" }), {
          markup,
          served: data,
          code: '<script type="module" src="/assets/index.js"></script>',
        });
        const { by } = singleDocument(html);
        const served = by("script").find((e) => attr(e, "id") === "avlu-state") as Element;
        expect(JSON.parse(text(served))).toEqual(data);
      }),
      { numRuns: 200 },
    );
  });
});
