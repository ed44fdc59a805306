import fs from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalEventBus } from "../../lib/events.js";
import { createProduct, createTestApp, SOURCE_RENDERER, type TestApp, writeWebBuild } from "../../test/helpers.js";
import { CatalogEngine } from "../catalog/engine/catalog-engine.js";
import { CatalogService } from "../catalog/service.js";
import { seoPlugin } from "./routes.js";

const TEMPLATE = `<!doctype html><html><head><title>Default</title>
<meta name="description" content="Default description" />
<!--app-head-->
</head><body><div id="root"><!--app-body--><div class="app-shell">shell</div><!--/app-body--></div></body></html>`;

describe("search engines and link previews", () => {
  let t: TestApp;
  let webDir: string;
  let product: Awaited<ReturnType<typeof createProduct>>;
  let hidden: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    webDir = writeWebBuild({
      "index.html": TEMPLATE,
      ".vite/manifest.json": JSON.stringify({
        "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_vendor-v1.js"] },
        "_vendor-v1.js": { file: "assets/vendor-v1.js" },
        "_card-c1.js": { file: "assets/card-c1.js", imports: ["_vendor-v1.js"] },
        "src/features/catalog/product-page.tsx": {
          file: "assets/product-page-p1.js",
          imports: ["_card-c1.js", "_vendor-v1.js"],
        },
        "src/features/home/home-page.tsx": { file: "assets/home-page-h1.js", imports: ["_vendor-v1.js"] },
      }),
      ".ssr/entry-server.js": SOURCE_RENDERER,
    });
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir, PUBLIC_URL: "https://shop.example" } });
    product = await createProduct(t, {
      name: 'Luxembourg Armchair </script><script>alert("x")</script>',
      description: 'Aluminium armchair & "iconic" <b>design</b> for gardens.',
      metaDescription: "",
      collection: "Opéra+",
      price: 499,
      countInStock: 0,
    });
    hidden = await createProduct(t, { name: "Secret Prototype", isPublished: false, collection: "Hidden Line" });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const page = (url: string) => t.request({ method: "GET", url });

  it("describes a product in the HTML itself: title, description, canonical, Open Graph, JSON-LD", async () => {
    const res = await page(`/product/${product._id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain("<title>Default</title>");
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/product/${product._id}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/shop\.example\/uploads\/seed\/products\/chair-0-cactus\.svg" \/>/,
    );
    expect(html).toContain(
      "<title>Luxembourg Armchair &#60;/script&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; | FERMOB | Avlu</title>",
    );
    // Nothing from product texts can break out of the tags: the start script, the JSON-LD and the state block.
    expect(html.match(/<script/g)?.length).toBe(3);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}");
    expect(ld).toMatchObject({
      "@type": "Product",
      sku: product.sku,
      brand: { name: "FERMOB" },
      offers: { price: "499.00", priceCurrency: "USD", availability: "https://schema.org/OutOfStock" },
    });
  });

  it("hints a page's code and main picture early (from the route it matched), never what the entry already loads", async () => {
    const html = (await page(`/product/${product._id}`)).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-page-p1.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-c1.js" />');
    expect(html).not.toContain("vendor-v1.js");
    // Its data is in the page, not hinted.
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/seed/products/chair-0-cactus.svg" />',
    );
    const home = (await page("/")).body;
    expect(home).toContain('href="/assets/home-page-h1.js"');
    expect(home).toContain('imagesrcset="/media/home/hero-terrace-poster-640.webp 640w');
    expect((await page("/product/0123456789abcdef01234567")).body).not.toContain("modulepreload");
  });

  it("hints the home hero picture the storefront really shows first", () => {
    const web = path.resolve(import.meta.dirname, "../../../../web");
    const media = fs.readFileSync(path.join(web, "src/features/home/home-media.ts"), "utf8");
    for (const file of ["hero-terrace-poster.webp", "hero-terrace-poster-640.webp"]) {
      expect(fs.existsSync(path.join(web, "public/media/home", file)), file).toBe(true);
      expect(media).toContain(file);
    }
    expect(media.indexOf("terrace")).toBeLessThan(media.indexOf("garden"));
  });

  it("answers a missing or unpublished product with 404 and noindex", async () => {
    for (const url of [`/product/${hidden._id}`, "/product/0123456789abcdef01234567", "/product/nope"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(res.body, url).not.toContain("Secret Prototype");
    }
  });

  it("describes collection pages and listing pages; private pages are noindex", async () => {
    const col = await page("/collectionsfermob/OP%C3%89RA%2B");
    expect(col.statusCode).toBe(200);
    expect(col.body).toContain("<title>Opéra+ Collection | Avlu</title>");
    expect(col.body).toContain(`<link rel="canonical" href="https://shop.example/collectionsfermob/Op%C3%A9ra%2B" />`);
    expect((await page("/collectionsfermob/NoSuchLine")).statusCode).toBe(404);
    const listing = await page("/collections/all?brand=FERMOB&sortBy=priceAsc");
    expect(listing.body).toContain("<title>FERMOB | Avlu</title>");
    expect(listing.body).toContain('href="https://shop.example/collections/all?brand=FERMOB"');
    for (const url of ["/admin", "/checkout", "/profile", "/order/abc"]) {
      expect((await page(url)).body, url).toContain("noindex");
    }
  });

  it("keeps a page whole whatever a product name or the address holds ($ patterns, tags)", async () => {
    const tricky = await createProduct(t, { name: "Pouf $& $' $` $$ </title>", collection: "Ludo" });
    const urls = [
      `/product/${tricky._id}`,
      `/collections/all?brand=${encodeURIComponent("$'$`")}&category=${encodeURIComponent("$&</title>")}`,
    ];
    for (const url of [...urls, ...urls]) {
      // Twice: the second answer may come from the page cache, which must not have kept a broken page.
      const html = (await page(url)).body;
      expect(html.match(/<!doctype html>/gi), url).toHaveLength(1);
      expect(html.match(/<title>/g), url).toHaveLength(1);
      expect(html.match(/<\/html>/g), url).toHaveLength(1);
    }
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec((await page(urls[0] as string)).body);
    expect(JSON.parse(ld?.[1] ?? "")).toMatchObject({ name: "Pouf $& $' $` $$ </title>" });
  });

  it("never echoes a malformed Host header into links", async () => {
    const bare = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
    try {
      const res = await bare.request({ method: "GET", url: "/robots.txt", headers: { host: 'evil"><script>' } });
      expect(res.body).toContain("Sitemap: http://localhost/sitemap.xml");
      const ok = await bare.request({ method: "GET", url: "/robots.txt", headers: { host: "shop.example:8080" } });
      expect(ok.body).toContain("Sitemap: http://shop.example:8080/sitemap.xml");
    } finally {
      await bare.close();
    }
  });

  it("serves robots.txt pointing to the sitemap", async () => {
    const res = await page("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/plain/);
    expect(res.body).toContain("Disallow: /admin");
    expect(res.body).toContain("Sitemap: https://shop.example/sitemap.xml");
  });

  it("answers /tr pages in Turkish with hreflang twins, and sends untranslated ones to their SPEC page (ADR 2010)", async () => {
    const tr = await page("/tr/faq");
    expect(tr.statusCode).toBe(200);
    expect(tr.body).toContain('<html lang="tr"');
    expect(tr.body).toContain('<meta property="og:locale" content="tr_TR" />');
    expect(tr.body).toContain('<link rel="canonical" href="https://shop.example/tr/faq" />');
    expect(tr.body).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/faq" />');
    expect(tr.body).toContain('<link rel="alternate" hreflang="tr" href="https://shop.example/tr/faq" />');
    const spec = await page("/faq");
    expect(spec.body).toContain('<html lang="en"');
    expect(spec.body).toContain('<link rel="canonical" href="https://shop.example/faq" />');
    expect(spec.body).toContain('<link rel="alternate" hreflang="en" href="https://shop.example/faq" />');

    // Every storefront page is translated; the admin stays English (ADR 2010): its /tr address goes to it.
    const untranslated = await page("/tr/admin/products?page=2");
    expect(untranslated.statusCode).toBe(302);
    expect(untranslated.headers.location).toBe("/admin/products?page=2");
    expect(untranslated.headers["cache-control"]).toBe("private, no-store");
    // Hostile addresses of a page: never another host, never a decoded line break in a header.
    const crlf = await page(`/tr/admin/orders/x%0d%0aSet-Cookie:%20a=b`);
    expect(crlf.statusCode).toBe(302);
    expect(crlf.headers.location).toBe("/admin/orders/x%0d%0aSet-Cookie:%20a=b");
    expect(crlf.headers["set-cookie"]).toBeUndefined();
  });

  it("answers a /tr address that is no page with HTTP 404 and the Turkish 404 page, never a redirect", async () => {
    for (const url of [
      "/tr/no-such-page",
      "/tr/collections/all/extra",
      "/tr//evil.example/x",
      "/tr/%5Cevil",
      "/tr/\\\\evil",
      "/tr/x%0d%0aSet-Cookie:%20a=b",
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
      expect(res.headers["set-cookie"], url).toBeUndefined();
    }
    const tr = await page("/tr/no-such-page");
    expect(tr.headers["content-type"]).toMatch(/text\/html/);
    expect(tr.body).toContain('<html lang="tr"');
    expect(tr.body).toContain("<title>Sayfa bulunamad");
    expect(tr.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(tr.body).toContain("Sayfa bulunamad");
    expect(tr.body).not.toContain("Page not found");
    expect(tr.body).not.toContain('hreflang="');
    // The SPEC 404 is unchanged.
    const en = await page("/no-such-page");
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain("<title>Page not found | Avlu</title>");
  });

  it("remembers a shopper's language: a SPEC page with a Turkish twin goes there when the cookie says tr", async () => {
    const get = (url: string, cookie: string) => t.request({ method: "GET", url, headers: { cookie } });
    const turkish = await get("/faq?x=1", "other=1; avlu_lang=tr");
    expect(turkish.statusCode).toBe(302);
    expect(turkish.headers.location).toBe("/tr/faq?x=1");
    expect((await get("/", "avlu_lang=tr")).headers.location).toBe("/tr");
    // English chosen, the admin (English only), a forged value: the page itself.
    expect((await get("/faq", "avlu_lang=en")).statusCode).toBe(200);
    expect((await get("/admin", "avlu_lang=tr")).statusCode).toBe(200);
    expect((await get("/faq", "avlu_lang=xx")).statusCode).toBe(200);
    expect((await get("/faq", "my_avlu_lang=tr")).statusCode).toBe(200);
  });

  it("lists every published product and collection in the sitemap, and nothing unpublished", async () => {
    const res = await page("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/xml/);
    expect(res.body).toContain(`<loc>https://shop.example/product/${product._id}</loc>`);
    expect(res.body).toContain("<loc>https://shop.example/collectionsfermob/Op%C3%A9ra%2B</loc>");
    expect(res.body).toContain("<loc>https://shop.example/collections/all</loc>");
    // Every page is listed in Turkish too (ADR 2010).
    expect(res.body).toContain("<loc>https://shop.example/tr</loc>");
    expect(res.body).toContain("<loc>https://shop.example/tr/faq</loc>");
    expect(res.body).toContain("<loc>https://shop.example/tr/collections/all</loc>");
    expect(res.body).toContain(`<loc>https://shop.example/tr/product/${product._id}</loc>`);
    expect(res.body).toContain("<loc>https://shop.example/tr/collectionsfermob/Op%C3%A9ra%2B</loc>");
    expect(res.body).toContain("<loc>https://shop.example/tr/olta/configure</loc>");
    expect(res.body).not.toContain(hidden._id);
    expect(res.body).not.toContain("Hidden%20Line");
  });

  it("describes the parasol configurator: one canonical address whatever the choices, its data in the page, unknown ones 404", async () => {
    const res = await page("/olta/configure?size=d220&fabric=acrylic");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Parasol configurator — OLTA Classic | Avlu</title>");
    expect(res.body).toContain('<link rel="canonical" href="https://shop.example/olta/configure" />');
    expect(res.body).toMatch(/<meta name="description" content="[^"]*From 445\.00€, RRP incl\. VAT, excl\. base\."/);
    expect(res.body).toContain('"getConfigurator(\\"olta-classic\\")"');
    const unknown = await page("/configure/no-such-parasol");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect((await page("/sitemap.xml")).body).toContain("<loc>https://shop.example/olta/configure</loc>");
  });

  it("builds the sitemap from the catalogue index and follows every catalogue change", async () => {
    const before = (await page("/sitemap.xml")).body;
    expect((await page("/sitemap.xml")).body).toBe(before);
    const added = await createProduct(t, { name: "Sitemap Newcomer" });
    const after = (await page("/sitemap.xml")).body;
    expect(after).toContain(`<loc>https://shop.example/product/${added._id}</loc>`);
    expect(before).not.toContain(added._id);
    const token = await t.adminToken();
    const hide = await t.request({
      method: "PUT",
      url: `/api/products/${added._id}`,
      token,
      payload: { isPublished: false },
    });
    expect(hide.statusCode).toBe(200);
    expect((await page("/sitemap.xml")).body).not.toContain(added._id);
  });

  it("splits a large catalogue into a sitemap index", async () => {
    const app = Fastify();
    const events = new LocalEventBus();
    const engine = await CatalogEngine.start({ db: t.db, events, log: app.log });
    const catalog = new CatalogService(t.db, events, engine);
    await app.register(seoPlugin, { catalog, publicUrl: "https://shop.example", sitemapPageSize: 1 });
    await createProduct(t, { name: "Second Published" });
    events.publish("catalog");
    const index = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(index.body).toContain("<sitemapindex");
    expect(index.body).toContain("<loc>https://shop.example/sitemaps/products-2.xml</loc>");
    const second = await app.inject({ method: "GET", url: "/sitemaps/products-2.xml" });
    expect(second.statusCode).toBe(200);
    expect(second.body.match(/<url>/g)?.length).toBe(1);
    expect((await app.inject({ method: "GET", url: "/sitemaps/products-9.xml" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/sitemaps/products-0.xml" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/sitemaps/other.xml" })).statusCode).toBe(404);
    const pages = await app.inject({ method: "GET", url: "/sitemaps/pages.xml" });
    expect(pages.body).toContain("<loc>https://shop.example/collections/all</loc>");
    expect(pages.body).not.toContain("/product/");
    await app.close();
    await engine.close();
  });
});
