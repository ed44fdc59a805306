import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalEventBus } from "../lib/events.js";
import { addToCart, createProduct, createTestApp, placeOrder, type TestApp } from "../test/helpers.js";
import { httpCachePlugin, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "./http-cache.js";

/** An app whose catalogue answers are ~3 KB each, under a cache of 10,000 bytes; `computed()` counts the answers it computed. */
async function bigAnswers() {
  const app = Fastify();
  await app.register(httpCachePlugin, { events: new LocalEventBus(), maxBytes: 10_000 });
  let computed = 0;
  app.get("/api/big/:n", { config: { cache: "catalog" } }, async (request, reply) => {
    computed++;
    return reply
      .type("application/json")
      .send(Buffer.from(JSON.stringify({ n: (request.params as { n: string }).n, pad: "x".repeat(3_000) })));
  });
  return { app, computed: () => computed };
}

describe("HTTP caching of catalogue reads", () => {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp();
    productId = (await createProduct(t, { price: 100 }))._id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, token?: string) =>
    t.request({ method: "GET", url, headers, token });

  it("answers with an ETag and a short public max-age; the same ETag gets a 304 with no body", async () => {
    const first = await get(`/api/products/${productId}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.vary).toMatch(/Authorization/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Kept from the second request (ADR 1508), answered from the cache from the third.
    const second = await get(`/api/products/${productId}`);
    expect(second.headers["x-cache"]).toBeUndefined();
    expect(second.headers.etag).toBe(etag);
    const third = await get(`/api/products/${productId}`);
    expect(third.headers["x-cache"]).toBe("hit");
    expect(third.body).toBe(first.body);
    const revalidated = await get(`/api/products/${productId}`, { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("a changed product gets a new ETag at once and is never served from the cache", async () => {
    const before = await get(`/api/products/${productId}`);
    const listBefore = await get("/api/products/filter?limit=5");
    await t.request({
      method: "PUT",
      url: `/api/products/${productId}`,
      token: await t.adminToken(),
      payload: { price: 123.45 },
    });
    const after = await get(`/api/products/${productId}`, { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().price).toBe(123.45);
    const listAfter = await get("/api/products/filter?limit=5");
    expect(listAfter.headers.etag).not.toBe(listBefore.headers.etag);
    expect(listAfter.json().products[0].price).toBe(123.45);
  });

  it("an order changes stock: product answers change with it", async () => {
    const before = (await get(`/api/products/${productId}`)).json().countInStock as number;
    const c = await t.registerCustomer();
    const add = await addToCart(t, c.token, { productId, quantity: 2 });
    expect(add.statusCode).toBeLessThan(300);
    const order = await placeOrder(t, c.token);
    expect(order.statusCode).toBe(201);
    expect((await get(`/api/products/${productId}`)).json().countInStock).toBe(before - 2);
  });

  it("keeps answers to signed-in callers out of the shared cache", async () => {
    const admin = await t.adminToken();
    const res = await get(`/api/products/${productId}`, {}, admin);
    expect(res.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers["x-cache"]).toBeUndefined();
    expect(res.headers.etag).toBeDefined();
  });

  it("does not cache errors or personal routes", async () => {
    const missing = await get("/api/products/0123456789abcdef01234567");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const cart = await get("/api/cart");
    expect(cart.headers["cache-control"]).not.toBe(PUBLIC_CACHE_CONTROL);
  });

  it("shop settings changes are visible at once", async () => {
    const before = await get("/api/settings");
    await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      token: await t.adminToken(),
      payload: { whatsappNumber: "905559998877" },
    });
    const after = await get("/api/settings");
    expect(after.json().whatsappNumber).toBe("905559998877");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("a hit answers the very bytes and headers of the first answer, multi-byte text included", async () => {
    const product = await createProduct(t, { name: "Şezlong Ağaç Gölge ☀", description: "Bahçe için çift kişilik" });
    const url = `/api/products/filter?search=${encodeURIComponent("şezlong")}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.json().products.map((p: { _id: string }) => p._id)).toEqual([product._id]);
    await get(url);
    const second = await get(url);
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers["content-length"]).toBe(String(first.rawPayload.length));
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it("a hit is compressed once for clients that accept it, with the security headers of any answer", async () => {
    for (let i = 0; i < 3; i++) await createProduct(t);
    const url = "/api/products/filter?limit=24&sortBy=nameAsc";
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    await get(url);
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const hit = await get(url, { "accept-encoding": accept });
      expect(hit.headers["x-cache"], accept).toBe("hit");
      expect(hit.headers["content-encoding"], accept).toBe(encoding);
      expect(hit.headers.vary).toMatch(/Accept-Encoding/);
      expect(hit.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
      expect(hit.headers["x-content-type-options"]).toBe("nosniff");
      const raw = hit.rawPayload;
      const body = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
      expect(body.toString("utf8")).toBe(plain.body);
    }
    const head = await t.request({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("keeps at most its byte budget of answers, the oldest going first (ADR 1503)", async () => {
    const { app, computed } = await bigAnswers();
    // Each asked twice: kept from its second request (ADR 1508).
    for (const round of [1, 2]) {
      for (const n of [1, 2, 3, 4])
        expect((await app.inject({ url: `/api/big/${n}` })).statusCode, `${round}`).toBe(200);
    }
    expect(computed()).toBe(8);
    // Three answers of ~3 KB fit in 10,000 bytes: the first was dropped, the last three are hits.
    for (const n of [2, 3, 4]) expect((await app.inject({ url: `/api/big/${n}` })).headers["x-cache"]).toBe("hit");
    expect(computed()).toBe(8);
    expect((await app.inject({ url: "/api/big/1" })).headers["x-cache"]).toBeUndefined();
    expect(computed()).toBe(9);
    await app.close();
  });

  it("keeps an answer from its second request: a crawl of one-off URLs keeps nothing and pushes nothing out (ADR 1508)", async () => {
    const { app, computed } = await bigAnswers();
    const ask = async (n: number) => (await app.inject({ url: `/api/big/${n}` })).headers["x-cache"];
    // A page shoppers come back to.
    expect(await ask(0)).toBeUndefined();
    expect(await ask(0)).toBeUndefined();
    expect(await ask(0)).toBe("hit");
    // A thousand addresses asked once each (3 MB of answers against a budget of 10,000 bytes).
    for (let n = 1; n <= 1_000; n++) expect(await ask(n)).toBeUndefined();
    expect(computed()).toBe(1_002);
    expect(await ask(0)).toBe("hit");
    // None of them was kept: each one's second request is computed again.
    expect(await ask(500)).toBeUndefined();
    expect(computed()).toBe(1_003);
    expect(await ask(500)).toBe("hit");
    await app.close();
  });
});
