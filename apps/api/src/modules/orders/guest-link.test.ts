import { PassThrough } from "node:stream";
import type { PlacedOrder } from "@avlu/contract/orders";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carriesSecret, loggerOptions, redactSecrets } from "../../plugins/log-redaction.js";
import { createProduct, createTestApp, orderProduct, type TestApp, writeWebBuild } from "../../test/helpers.js";

/*
 * Issue 19 (ADR 1908): a guest order's private link as a page. The right key opens the app; a wrong
 * or missing one is a real 404. Nothing of the key is kept by a cache, sent as a Referer or logged.
 */

const TEMPLATE = `<!doctype html><html><head><title>Default</title><!--app-head--></head>
<body><div id="root"><!--app-body--><div class="app-shell">shell</div><!--/app-body--></div></body></html>`;
/** Like the real renderer: pages that need the browser (orders, checkout) are not rendered on the server. */
const RENDERER = `
export async function render(url) {
  globalThis.avluGuestLinkRenders = (globalThis.avluGuestLinkRenders ?? 0) + 1;
  const html = url.startsWith("/order") ? null : '<main data-url="' + url.replace(/[<"&]/g, "") + '"></main>';
  return { head: { title: "Page | Avlu", description: "A page" }, html, served: html === null ? undefined : {}, modules: [] };
}
`;
const renders = () => (globalThis as { avluGuestLinkRenders?: number }).avluGuestLinkRenders ?? 0;

describe("a guest order's private link as a page", () => {
  let t: TestApp;
  let order: PlacedOrder;
  let key: string;

  beforeAll(async () => {
    const webDir = writeWebBuild({ "index.html": TEMPLATE, ".ssr/entry-server.js": RENDERER });
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
    const product = await createProduct(t, { price: 100, countInStock: 5 });
    order = await orderProduct(t, undefined, product, { idempotencyKey: "guest-link-page-1" });
    key = new URL(order.privateLink as string, "http://x").searchParams.get("key") as string;
  });
  afterAll(() => t.close());

  it("opens with the right key: private, no-store, no Referer, rendered afresh each time (no page cache)", async () => {
    const before = renders();
    for (let i = 0; i < 2; i++) {
      const res = await t.request({ method: "GET", url: order.privateLink as string });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(res.headers.etag).toBeUndefined();
      expect(res.body).toContain("app-shell");
      expect(res.body).not.toContain(key);
    }
    expect(renders() - before).toBe(2);
    // An ordinary page keeps the usual policy and cache.
    const home = await t.request({ method: "GET", url: "/collections/all" });
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(home.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("is a 404 page with a wrong, malformed or another order's key, and still kept by no cache", async () => {
    const other = `/order/${"a".repeat(24)}?key=${encodeURIComponent(key)}`;
    const wrongKey = `/order/${order._id}?key=${"x".repeat(43)}`;
    for (const url of [wrongKey, `/order/${order._id}?key=`, `/order/${order._id}?key=${"y".repeat(300)}`, other]) {
      const res = await t.request({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["cache-control"], url).toBe("private, no-store");
      expect(res.headers["referrer-policy"], url).toBe("no-referrer");
      expect(res.body, url).toContain('name="robots" content="noindex');
    }
  });

  it("without a key the address is the signed-in order page (the app decides; no secret, usual headers)", async () => {
    const res = await t.request({ method: "GET", url: `/order/${order._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("the guest API answers are private and no-store too", async () => {
    const res = await t.request({
      method: "GET",
      url: `/api/guest-orders/${order._id}?key=${encodeURIComponent(key)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const wrong = await t.request({ method: "GET", url: `/api/guest-orders/${order._id}?key=nope` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: "Order not found" });
    expect(wrong.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("request logs never carry a key or a token (ADR 1908)", () => {
  it("redacts key= and token= values, also %-encoded inside another address", () => {
    expect(redactSecrets("/order/abc?key=SECRET-1_x")).toBe("/order/abc?key=[redacted]");
    expect(redactSecrets("/api/guest-orders/abc/pdf?key=SECRET&x=1")).toBe(
      "/api/guest-orders/abc/pdf?key=[redacted]&x=1",
    );
    expect(redactSecrets("/reset-password?token=T0KEN")).toBe("/reset-password?token=[redacted]");
    expect(redactSecrets("/login?redirect=%2Forder%2Fabc%3Fkey%3DSECRET")).toBe(
      "/login?redirect=%2Forder%2Fabc%3Fkey%3D[redacted]",
    );
    expect(redactSecrets("/collections/all?monkey=1&search=key")).toBe("/collections/all?monkey=1&search=key");
    expect(carriesSecret("/order/abc?key=x")).toBe(true);
    expect(carriesSecret("/order/abc?key=x")).toBe(true);
    expect(carriesSecret("/collections/all?search=key")).toBe(false);
  });

  it("a real server's request log shows the page but not the key", async () => {
    const stream = new PassThrough();
    let logged = "";
    stream.on("data", (chunk: Buffer) => {
      logged += chunk.toString();
    });
    const app = Fastify({ logger: loggerOptions({ level: "info", stream }, "info") });
    app.get("/*", async () => ({ ok: true }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const address = app.server.address() as { port: number };
      const base = `http://127.0.0.1:${address.port}`;
      await fetch(`${base}/order/abc?key=VERY-SECRET-KEY`);
      await fetch(`${base}/api/guest-orders/abc?key=VERY-SECRET-KEY`);
      await fetch(`${base}/login?redirect=%2Forder%2Fabc%3Fkey%3DVERY-SECRET-KEY`);
      await fetch(`${base}/my-orders/claim?token=VERY-SECRET-KEY`);
    } finally {
      await app.close();
    }
    expect(logged).toContain("/order/abc?key=[redacted]");
    expect(logged).toContain("/my-orders/claim?token=[redacted]");
    expect(logged).not.toContain("VERY-SECRET-KEY");
  });
});
