import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { securityHeadersFor } from "../../plugins/security.js";
import { createProduct, createTestApp, SOURCE_RENDERER, type TestApp, writeWebBuild } from "../../test/helpers.js";
import type { RenderPage } from "./page-body.js";
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

const renders = () => (globalThis as { avluTestRenders?: number }).avluTestRenders ?? 0;

interface Served {
  state: { api: { queries: Record<string, { status: string; data?: unknown }> } };
  hydration: { loaderData: Record<string, unknown> };
}

/** The store state written into a page (apps/web/src/app/served-state.ts). */
function served(html: string): Served {
  const json = /<script id="avlu-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error("no state in the page");
  return JSON.parse(json) as Served;
}
/** The API cache's answers in a page, by endpoint and argument (RTK Query's cache keys). */
const answers = (html: string) =>
  Object.fromEntries(Object.entries(served(html).state.api.queries).map(([key, q]) => [key, q.data]));

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
      ".ssr/entry-server.js": SOURCE_RENDERER,
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

  it("renders a product page with the store state it was rendered with written beside it", async () => {
    const res = await page(`/product/${product._id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<div id="root" data-server-rendered>');
    expect(html).toContain("Luxembourg Armchair &lt;/script&gt;");
    expect(html).not.toContain("app-shell");
    const data = answers(html);
    expect(Object.keys(data).sort()).toEqual(
      [
        `getProduct({"id":"${product._id}"})`,
        `getSimilarProducts({"id":"${product._id}"})`,
        "getSettings(undefined)",
        // the lead times of the variant chosen (ADR 1910)
        "getCheckoutRules(undefined)",
      ].sort(),
    );
    // Exactly what the API answers the browser.
    expect(data[`getProduct({"id":"${product._id}"})`]).toEqual(
      (await t.request({ method: "GET", url: `/api/products/${product._id}` })).json(),
    );
    expect(data["getSettings(undefined)"]).toEqual((await t.request({ method: "GET", url: "/api/settings" })).json());
    // The router's loaders ran: the browser's router is handed their results and does not run them again.
    expect(Object.keys(served(html).hydration.loaderData).length).toBeGreaterThan(0);
    // The head is the product's.
    expect(html).toContain('<meta property="og:type" content="product" />');
  });

  it("inlines the stylesheet, keeps the code inert until the page has painted, and hints the page's picture", async () => {
    const html = (await page(`/product/${product._id}`)).body;
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<script src="/start.js" defer></script>');
    expect(head).not.toContain("modulepreload");
    expect(head).not.toContain('type="module"');
    const code = /<template id="avlu-code">(.*?)<\/template>/s.exec(html)?.[1];
    // The page module comes from the route the renderer matched and the build manifest.
    expect(code).toBe(
      '<script type="module" crossorigin src="/assets/index-e1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/product-page-p1.js" />',
    );
    expect(html).not.toContain('as="fetch"');
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high"');
  });

  it("gives the home and a listing the answers their loaders ask for", async () => {
    expect(Object.keys(answers((await page("/")).body)).sort()).toEqual(
      ["getBestSellers(undefined)", 'getProducts({"limit":8})', "getSettings(undefined)"].sort(),
    );
    expect(Object.keys(answers((await page("/collections/all?brand=fermob&grid=6")).body)).sort()).toEqual(
      [
        'filterProducts({"brand":["FERMOB"],"category":[],"color":[],"door":"","limit":24,"page":1,"search":"","sizes":[],"sortBy":""})',
        "getSettings(undefined)",
      ].sort(),
    );
  });

  it("keeps texts from the catalogue inside the state block", async () => {
    const html = (await page(`/product/${product._id}`)).body;
    const block = /<script id="avlu-state"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(block).not.toContain("</script>");
    expect(block).toContain("\\u003c/script\\u003e");
    // The start script, the JSON-LD, the state block and the inert module script: nothing from the product opened one.
    expect(html.match(/<script/g)?.length).toBe(4);
  });

  it("sends the app shell where the storefront does not render: signed-in pages, missing products", async () => {
    for (const url of ["/login", "/product/0123456789abcdef01234567", "/admin/products"]) {
      const res = await page(url);
      expect(res.body, url).toContain('<div id="root"><!--app-body--><div class="app-shell">shell</div>');
      expect(res.body, url).not.toContain("avlu-state");
      expect(res.body, url).toContain('<link rel="stylesheet" crossorigin href="/assets/index-s1.css">');
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
      expect(res.body, url).not.toContain("start.js");
      expect(res.body, url).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
    expect((await page("/login")).statusCode).toBe(200);
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
    expect(renamed.body).toContain("<title>Renamed Chair | FERMOB | Avlu</title>");

    await t.request({ method: "PUT", url: "/api/admin/settings", token, payload: { shopName: "Avlu Studio" } });
    expect(answers((await page(url)).body)["getSettings(undefined)"]).toMatchObject({ shopName: "Avlu Studio" });
    expect(renders()).toBe(before + 2);
  });

  it("answers a repeat view of an unchanged page with a 304, and the changed page in full", async () => {
    // An address no earlier test asked for: its first two requests are rendered.
    const url = `/product/${product._id}?from=etag`;
    const before = renders();
    const first = await page(url, { "accept-encoding": "gzip" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    // Rendered again (a page is kept from its second request): other request ids and times in its
    // state, the same content, the same validator.
    const rendered = await page(url);
    expect(renders()).toBe(before + 2);
    expect(rendered.body).not.toBe(zlib.gunzipSync(first.rawPayload).toString());
    expect(rendered.headers.etag).toBe(etag);
    // The same validator for every encoding of the page (the HTML it was computed from is one).
    expect((await page(url)).headers.etag).toBe(etag);
    for (const match of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await page(url, { "if-none-match": match, "accept-encoding": "gzip" });
      expect(again.statusCode, match).toBe(304);
      expect(again.body, match).toBe("");
      expect(again.headers["cache-control"], match).toBe("no-cache");
    }
    expect((await page(url, { "if-none-match": '"other"' })).statusCode).toBe(200);
    const token = await t.adminToken();
    await t.request({ method: "PUT", url: `/api/products/${product._id}`, token, payload: { countInStock: 3 } });
    const changed = await page(url, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // A page that is no page (404) carries no validator.
    expect((await page("/product/0123456789abcdef01234567")).headers.etag).toBeUndefined();
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

  it("answers a page address with broken percent-encoding with the page shell, status 400; other addresses with the message", async () => {
    const before = renders();
    // A truncated copy of a link with a Turkish letter, in both languages.
    for (const url of ["/collections/goya%C3%A7i%C3", "/tr/collections/goya%C3", "/product/%E0%A4%A?x=1"]) {
      for (const method of ["GET", "HEAD"] as const) {
        const res = await t.request({ method, url });
        expect(res.statusCode, url).toBe(400);
        expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
        expect(res.headers["cache-control"], url).toBe("no-store");
        for (const [name, value] of Object.entries(securityHeadersFor(url)))
          expect(res.headers[name], name).toBe(value);
        if (method === "GET") expect(res.body, url).toContain('<div class="app-shell">shell</div>');
      }
      const gz = await page(url, { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"], url).toBe("gzip");
      expect(zlib.gunzipSync(gz.rawPayload).toString(), url).toContain("app-shell");
    }
    // Nothing was rendered or read from the catalogue for them.
    expect(renders()).toBe(before);
    for (const [method, url] of [
      ["GET", "/api/products/%E0%A4%A"],
      ["GET", "/uploads/%zz"],
      ["GET", "/assets/index-%zz.js"],
      ["POST", "/collections/goya%C3"],
    ] as const) {
      const res = await t.request({ method, url, headers: { "accept-language": "tr" } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: "Adres geçersiz: hatalı yüzde kodlaması" });
    }
  });

  describe("its reads of the API", () => {
    const request = (url: string) =>
      ({ url, protocol: "https", host: "shop.example", log: { error: () => {} } }) as unknown as FastifyRequest;
    const realRender = async () => {
      const file = path.join(webDir, ".ssr", "entry-server.js");
      return ((await import(file)) as { render: RenderPage }).render;
    };

    it("reads each answer once for the head and the body", async () => {
      const asked: string[] = [];
      const render = seoRenderer({
        publicUrl: undefined,
        assets: PageAssets.load(os.tmpdir()),
        renderPage: await realRender(),
        apiGet: async (url) => {
          asked.push(url);
          const res = await t.request({ method: "GET", url });
          return { statusCode: res.statusCode, body: res.json() };
        },
      });
      await render(request(`/product/${product._id}`), TEMPLATE);
      expect(asked.filter((u) => u === `/api/products/${product._id}`)).toHaveLength(1);
    });

    it("passes an API failure on (a 503 during an outage), never calls the product missing", async () => {
      const render = seoRenderer({
        publicUrl: undefined,
        assets: PageAssets.load(os.tmpdir()),
        renderPage: await realRender(),
        apiGet: async () => ({ statusCode: 503, body: { message: "The database is not answering" } }),
      });
      await expect(render(request(`/product/${product._id}`), TEMPLATE)).rejects.toMatchObject({
        statusCode: 503,
        message: "The database is not answering",
      });
    });

    it("sends the app shell when rendering fails", async () => {
      const render = seoRenderer({
        publicUrl: undefined,
        assets: PageAssets.load(os.tmpdir()),
        renderPage: async () => {
          throw new Error("render failed");
        },
        apiGet: async () => ({ statusCode: 200, body: {} }),
      });
      const page = await render(request("/collections/all"), TEMPLATE);
      expect(page.html).toContain('<div class="app-shell">shell</div>');
      expect(page.status).toBeUndefined();
    });
  });
});
