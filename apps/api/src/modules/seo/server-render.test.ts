import fs from "node:fs";
import os from "node:os";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createProduct, createTestApp, type TestApp, writeWebBuild } from "../../test/helpers.js";
import { PageAssets } from "./preload.js";
import { seoRenderer } from "./routes.js";

/** A built storefront in miniature: the template's markers, a stylesheet, a manifest and a renderer. */
const TEMPLATE = `<!doctype html><html><head><title>Default</title>
<meta name="description" content="Default description" />
<!--app-head-->
<script type="module" crossorigin src="/assets/index-e1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">
<link rel="stylesheet" crossorigin href="/assets/index-s1.css">
</head><body><div id="root"><!--app-body--><div class="app-shell">shell</div><!--/app-body--></div></body></html>`;

const CSS = ".text-ink{color:#1c1b19}";

/**
 * Stands in for apps/web/src/entry-server.tsx: echoes the address and the data it was given, counts
 * its renders, declines /login like the real one, and fails for /collections/broken.
 */
const RENDERER = `
export async function render(url, data) {
  globalThis.avluTestRenders = (globalThis.avluTestRenders ?? 0) + 1;
  if (url.startsWith("/login")) return null;
  if (url.startsWith("/collections/broken")) throw new Error("render failed");
  const product = Object.entries(data).find(([k]) => /^\\/api\\/products\\/[0-9a-f]{24}$/.test(k))?.[1];
  return '<main data-url="' + url + '">' + (product ? product.name.replace(/</g, "&lt;") : "") + "</main>";
}
`;

const renders = () => (globalThis as { avluTestRenders?: number }).avluTestRenders ?? 0;

/** The first view's data written into a page. */
function firstView(html: string): Record<string, unknown> {
  const json = /<script id="avlu-first-view" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error("no first-view data in the page");
  return JSON.parse(json) as Record<string, unknown>;
}

describe("server-rendered pages (ADR 0010)", () => {
  let t: TestApp;
  let webDir: string;
  let product: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    webDir = writeWebBuild({
      "index.html": TEMPLATE,
      "assets/index-s1.css": CSS,
      ".vite/manifest.json": JSON.stringify({
        "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_vendor-v1.js"] },
        "_vendor-v1.js": { file: "assets/vendor-v1.js" },
        "src/features/catalog/product-page.tsx": { file: "assets/product-page-p1.js", imports: ["_vendor-v1.js"] },
      }),
      ".ssr/entry-server.js": RENDERER,
    });
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
    product = await createProduct(t, { name: "Luxembourg Armchair </script><script>alert(1)</script>" });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    // Every test starts from freshly rendered pages.
    const res = await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      token: await t.adminToken(),
      payload: { shopName: "Avlu" },
    });
    expect(res.statusCode).toBe(200);
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: "GET", url, headers });

  it("renders a product page with the API answers it needs written beside it", async () => {
    const res = await page(`/product/${product._id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<div id="root" data-server-rendered><main data-url="/product/${product._id}">`);
    expect(html).not.toContain("app-shell");
    const data = firstView(html);
    expect(Object.keys(data).sort()).toEqual(
      [
        "/api/settings",
        `/api/products/${product._id}`,
        `/api/products/similar/${product._id}`,
        // the lead times of the variant chosen (ADR 1910)
        "/api/checkout/rules",
      ].sort(),
    );
    // Exactly what the API answers the browser.
    expect(data[`/api/products/${product._id}`]).toEqual(
      (await t.request({ method: "GET", url: `/api/products/${product._id}` })).json(),
    );
    expect(data["/api/settings"]).toEqual((await t.request({ method: "GET", url: "/api/settings" })).json());
    // The head is still the product's.
    expect(html).toContain('<meta property="og:type" content="product" />');
  });

  it("inlines the stylesheet, keeps the code inert until the page has painted, and drops the data hints", async () => {
    const html = (await page(`/product/${product._id}`)).body;
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<script src="/start.js" defer></script>');
    expect(head).not.toContain("modulepreload");
    expect(head).not.toContain('type="module"');
    const code = /<template id="avlu-code">(.*?)<\/template>/s.exec(html)?.[1];
    expect(code).toBe(
      '<script type="module" crossorigin src="/assets/index-e1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/product-page-p1.js" />',
    );
    expect(html).not.toContain('as="fetch"');
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high"');
  });

  it("gives the home and a listing the answers their first view asks for", async () => {
    expect(Object.keys(firstView((await page("/")).body)).sort()).toEqual(
      ["/api/products/best-seller", "/api/products?limit=8", "/api/settings"].sort(),
    );
    expect(Object.keys(firstView((await page("/collections/all?brand=fermob&grid=6")).body)).sort()).toEqual(
      ["/api/products/filter?brand=FERMOB&limit=24&page=1", "/api/settings"].sort(),
    );
  });

  it("keeps texts from the catalogue inside the data block", async () => {
    const html = (await page(`/product/${product._id}`)).body;
    const block = /<script id="avlu-first-view"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(block).not.toContain("</script>");
    expect(block).toContain("\\u003c/script\\u003e");
    // The start script, the JSON-LD, the data block and the inert module script: nothing from the product opened one.
    expect(html.match(/<script/g)?.length).toBe(4);
  });

  it("sends the app shell where the storefront does not render: signed-in pages, missing products, a failed render", async () => {
    for (const url of ["/login", "/product/0123456789abcdef01234567", "/collections/broken"]) {
      const res = await page(url);
      expect(res.body, url).toContain('<div id="root"><!--app-body--><div class="app-shell">shell</div>');
      expect(res.body, url).not.toContain("avlu-first-view");
      expect(res.body, url).toContain('<link rel="stylesheet" crossorigin href="/assets/index-s1.css">');
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
      expect(res.body, url).not.toContain("start.js");
    }
    expect((await page("/collections/broken")).statusCode).toBe(200);
    expect((await page("/product/0123456789abcdef01234567")).statusCode).toBe(404);
  });

  it("renders a page once until the catalogue or the settings change", async () => {
    const url = `/product/${product._id}`;
    const first = await page(url);
    const before = renders();
    const again = await page(url);
    expect(renders()).toBe(before);
    expect(again.body).toBe(first.body);

    const token = await t.adminToken();
    await t.request({ method: "PUT", url: `/api/products/${product._id}`, token, payload: { name: "Renamed Chair" } });
    const renamed = await page(url);
    expect(renders()).toBe(before + 1);
    expect(renamed.body).toContain(">Renamed Chair</main>");

    await t.request({ method: "PUT", url: "/api/admin/settings", token, payload: { shopName: "Avlu Studio" } });
    expect(firstView((await page(url)).body)["/api/settings"]).toMatchObject({ shopName: "Avlu Studio" });
    expect(renders()).toBe(before + 2);
  });

  it("never serves the renderer itself", async () => {
    for (const url of ["/.ssr/entry-server.js", "/.ssr/", "/%2Essr/entry-server.js"]) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
  });

  it("keeps a page per address and host, gzipped for clients that ask", async () => {
    const a = await page("/collections/all?page=1", { host: "a.example" });
    const b = await page("/collections/all?page=1", { host: "b.example" });
    expect(a.body).toContain('href="http://a.example/collections/all"');
    expect(b.body).toContain('href="http://b.example/collections/all"');
    const gz = await page("/collections/all?page=1", { host: "a.example", "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["cache-control"]).toBe("no-cache");
  });

  describe("its reads of the API", () => {
    const request = (url: string) =>
      ({ url, protocol: "https", host: "shop.example", log: { error: () => {} } }) as unknown as FastifyRequest;

    it("reads the product once for the head and the body", async () => {
      const asked: string[] = [];
      const render = seoRenderer({
        db: undefined as never,
        publicUrl: undefined,
        assets: PageAssets.load(os.tmpdir()),
        renderPage: async () => "<main></main>",
        apiGet: async (url) => {
          asked.push(url);
          return { statusCode: 200, body: url === `/api/products/${product._id}` ? product : {} };
        },
      });
      await render(request(`/product/${product._id}`), TEMPLATE);
      expect(asked.filter((u) => u === `/api/products/${product._id}`)).toHaveLength(1);
    });

    it("passes an API failure on (a 503 during an outage), never calls the product missing", async () => {
      const render = seoRenderer({
        db: undefined as never,
        publicUrl: undefined,
        assets: PageAssets.load(os.tmpdir()),
        renderPage: null,
        apiGet: async () => ({ statusCode: 503, body: { message: "The database is not answering" } }),
      });
      await expect(render(request(`/product/${product._id}`), TEMPLATE)).rejects.toMatchObject({
        statusCode: 503,
        message: "The database is not answering",
      });
    });
  });
});
