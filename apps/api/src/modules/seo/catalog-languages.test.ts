import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectContainsEach } from "../../test/expect-text.js";
import { createTestApp, productBody, SOURCE_RENDERER, type TestApp, writeWebBuild } from "../../test/helpers.js";

/**
 * The catalogue's pages in Turkish (issue 20, ADR 2010), as the server renders them: every
 * catalogue page under /tr speaks Turkish (texts, head, the product's own Turkish texts, tr-TR
 * prices, JSON-LD `inLanguage`) and none of SPEC's English phrases; the SPEC pages still show them.
 */
const TEMPLATE = `<!doctype html><html><head><title>Default</title>
<meta name="description" content="Default description" />
<!--app-head-->
<script type="module" crossorigin src="/assets/index-e1.js"></script>
</head><body><div id="root"><!--app-body--><div class="app-shell">shell</div><!--/app-body--></div></body></html>`;

/** SPEC's English on the catalogue pages: none of it may show on a Turkish page. */
const ENGLISH = [
  "Technical Details",
  "Choose Packing:",
  "Order via WhatsApp",
  "Order via mail",
  "Add to cart",
  "Expected delivery",
  "You may also like",
  "Features",
  "Sort by",
  "Clear All",
  "Products per page",
  "All Products",
  "Indoor / Outdoor",
  ">Filters<",
  "Breadcrumb",
  ">Home<",
  "Collection<",
  "pieces",
  "Parasol configurator",
  "Technical data",
  "Make it yours",
  "Places of use",
  "Back to the shop",
  "Catalogues",
  "Dining Chairs",
];

/** What a shopper reads: the rendered markup (not the data sent beside it) and the head's texts. */
function readable(html: string): string {
  const body = /data-server-rendered>(.*?)<script id="avlu-state"/s.exec(html)?.[1] ?? "";
  const title = /<title>(.*?)<\/title>/s.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const decode = (s: string) =>
    s
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;|&#34;/g, '"')
      .replace(/&amp;|&#38;/g, "&");
  return decode(`${title}\n${description}\n${body}`);
}

describe("catalogue pages in Turkish under /tr (issue 20)", () => {
  let t: TestApp;
  let webDir: string;
  let id: string;

  beforeAll(async () => {
    webDir = writeWebBuild({ "index.html": TEMPLATE, ".ssr/entry-server.js": SOURCE_RENDERER });
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
    const res = await t.request({
      method: "POST",
      url: "/api/products",
      token: await t.adminToken(),
      payload: {
        ...productBody({
          name: "Bistro Chair",
          price: 1490,
          description: "A folding steel bistro chair.",
          technicalSheet: ["Steel frame, powder coating"],
          features: { Material: "Steel" },
        }),
        texts: {
          tr: {
            description: "Katlanır çelik bistro sandalyesi.",
            technicalSheet: ["Çelik gövde, toz boya"],
            features: { Malzeme: "Çelik" },
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    id = (res.json() as { _id: string })._id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const page = (url: string) => t.request({ method: "GET", url });

  it("renders the product page in Turkish with the product's Turkish texts, and the SPEC page as before", async () => {
    const tr = await page(`/tr/product/${id}`);
    expect(tr.statusCode).toBe(200);
    expect(tr.body).toContain('<html lang="tr"');
    expect(tr.body).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/tr/product/${id}" />`));
    expect(tr.body).toMatch(new RegExp(`<link rel="alternate" hreflang="x-default" href="[^"]+/product/${id}" />`));
    expect(tr.body).toContain('"inLanguage":"tr"');
    expect(tr.body).toContain('"category":"Masa ve Sandalye"');
    const text = readable(tr.body);
    expectContainsEach(text, [
      "Katlanır çelik bistro sandalyesi.",
      "Çelik gövde, toz boya",
      "Malzeme",
      "Teknik Detaylar",
      "Koli seçin:",
      "Sepete ekle",
      "WhatsApp ile sipariş ver",
      "Dış mekân kullanımı",
      "Ana Sayfa",
      "Masa ve Sandalye",
      "Kaktüs",
      "$1.490,00",
    ]);
    for (const english of ENGLISH) expect(text, english).not.toContain(english);

    const spec = await page(`/product/${id}`);
    expect(spec.body).toContain('<html lang="en"');
    expect(spec.body).not.toContain("inLanguage");
    const specText = readable(spec.body);
    expectContainsEach(specText, [
      "A folding steel bistro chair.",
      "Technical Details",
      "Choose Packing:",
      "Order via WhatsApp",
    ]);
    expect(specText).toContain("$1,490.00");
  });

  it.each([
    [
      "/tr/collections/all?door=outdoor&sortBy=priceAsc",
      ["Tüm Ürünler", "Dış Mekân", "Filtreler", "Sırala", "Fiyat: düşükten yükseğe"],
    ],
    ["/tr/dining-chairs", ["Yemek Sandalyeleri", "Yemek Odası"]],
    ["/tr/collections/Bistro", ["Bistro", "Koleksiyon"]],
    ["/tr/collectionsfermob", ["Koleksiyonlar", "FERMOB Koleksiyonları"]],
    ["/tr/collectionsfermob/Bistro", ["Bistro Koleksiyonu", "1 parça", "Referans:"]],
    ["/tr/olta", ["1931'den beri klasik şemsiye", "Şemsiye yapılandırıcı", "Kullanım yerleri", "Teknik veriler"]],
    ["/tr/oltacatalogs", ["Kataloglar", "Mağazaya dön", "klasik OLTA şemsiyesini"]],
  ])("renders %s in Turkish, without SPEC's English", async (url, turkish) => {
    const res = await page(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.body).toContain('<html lang="tr"');
    expect(res.body).toContain('hreflang="x-default"');
    const text = readable(res.body);
    for (const word of turkish) expect(text, `${url}: ${word}`).toContain(word);
    for (const english of ENGLISH) expect(text, `${url}: ${english}`).not.toContain(english);
  });

  it("sends the shopper who chose Turkish from a SPEC catalogue page to its twin, query kept", async () => {
    const res = await t.request({
      method: "GET",
      url: "/collections/all?door=outdoor&color=Cactus",
      headers: { cookie: "avlu_lang=tr" },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/tr/collections/all?door=outdoor&color=Cactus");
  });
});
