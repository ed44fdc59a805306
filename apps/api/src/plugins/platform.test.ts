import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createTestApp, rawJsonBody, type TestApp } from "../test/helpers.js";

describe("platform: health, errors, headers, docs and the storefront fallback", () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-web-"));
    fs.mkdirSync(path.join(webDir, "assets"));
    fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Avlu</title><div id=root></div>");
    fs.writeFileSync(path.join(webDir, "assets", "index-abc123.js"), "console.log('app')");
    fs.writeFileSync(path.join(webDir, "assets", "index-abc123.js.map"), "{}");
    // A file the build compressed beside itself (vite.config.ts, ADR 1518): sent as it is.
    const big = `console.log(${JSON.stringify("Avlu ".repeat(2_000))});`;
    fs.writeFileSync(path.join(webDir, "assets", "big-abc123.js"), big);
    fs.writeFileSync(path.join(webDir, "assets", "big-abc123.js.br"), brotliCompressSync(big));
    fs.writeFileSync(path.join(webDir, "assets", "big-abc123.js.gz"), gzipSync(big));
    fs.writeFileSync(path.join(webDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("answers /healthz and /readyz", async () => {
    expect((await t.request({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.request({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", database: t.dialect });
  });

  it("sets security headers on every response and no X-Powered-By", async () => {
    // Pages get the page policy, API answers the API's (security/headers.test.ts checks every kind).
    for (const [url, policy] of [
      ["/api/products", /^default-src 'none'; frame-ancestors 'none'$/],
      ["/api/nope", /^default-src 'none'; frame-ancestors 'none'$/],
      ["/", /script-src 'self'.*frame-ancestors 'none'/],
    ] as const) {
      const res = await t.request({ method: "GET", url });
      expect(res.headers["content-security-policy"], url).toMatch(policy);
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["x-powered-by"], url).toBeUndefined();
    }
  });

  it("sends no CORS headers to other origins by default", async () => {
    const res = await t.request({ method: "GET", url: "/api/products", headers: { origin: "https://evil.example" } });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.request({ method: "GET", url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });

  it("answers malformed JSON, wrong content types and oversized bodies with clear 4xx", async () => {
    const token = await t.adminToken();
    const malformed = await t.request({
      method: "POST",
      url: "/api/products",
      token,
      ...rawJsonBody("{not json"),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: "Malformed JSON body" });
    const wrongType = await t.request({
      method: "POST",
      url: "/api/users/login",
      headers: { "content-type": "text/xml" },
      payload: "<login/>",
    });
    expect(wrongType.statusCode).toBe(415);
    const huge = await t.request({
      method: "POST",
      url: "/api/users/login",
      ...rawJsonBody(JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) })),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/);
  });

  it("serves the OpenAPI document generated from the route schemas", async () => {
    const res = await t.request({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/products", "/api/products/filter", "/api/users/login"]),
    );
    expect((await t.request({ method: "GET", url: "/api/docs" })).statusCode).toBeLessThan(400);
  });

  it("serves the SPA for every page address with history fallback, and real 404s for the rest", async () => {
    for (const url of [
      "/",
      "/collections/all?brand=FERMOB",
      "/olta",
      "/faq",
      "/ContactUs",
      "/admin/products/abc/edit",
    ]) {
      const res = await t.request({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toContain("<div id=root>");
    }
    const unknown = await t.request({ method: "GET", url: "/no/such/page" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("<div id=root>");
    // Pages are gzipped for browsers that accept it.
    const zipped = await t.request({ method: "GET", url: "/faq", headers: { "accept-encoding": "gzip, br" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toContain("<div id=root>");
    for (const refused of ["br", "gzip;q=0", "identity"]) {
      const plain = await t.request({ method: "GET", url: "/faq", headers: { "accept-encoding": refused } });
      expect(plain.headers["content-encoding"], refused).toBeUndefined();
      expect(plain.body, refused).toContain("<div id=root>");
    }
  });

  it("sends the build's compressed files as they are, and compresses an answer no cache keeps in one call (ADR 1518)", async () => {
    const file = "/assets/big-abc123.js";
    const br = await t.request({ method: "GET", url: file, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.equals(fs.readFileSync(path.join(webDir, "assets", "big-abc123.js.br")))).toBe(true);
    const gz = await t.request({ method: "GET", url: file, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.rawPayload.equals(fs.readFileSync(path.join(webDir, "assets", "big-abc123.js.gz")))).toBe(true);
    const plain = await t.request({ method: "GET", url: file });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("Avlu Avlu");
    // A listing asked once (the response cache keeps answers from their second request, ADR 1508):
    // compressed for this request, with its length known, and the same JSON as uncompressed.
    for (let k = 0; k < 3; k++) await createProduct(t, { name: `Compressed Chair ${k}`, sku: `ZIP-${k}` });
    const url = "/api/products/filter?limit=50&sortBy=nameAsc";
    const answer = await t.request({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(answer.rawPayload.length);
    const json = JSON.parse(brotliDecompressSync(answer.rawPayload).toString("utf8"));
    expect(json).toEqual((await t.request({ method: "GET", url })).json());
    expect(json.products.length).toBeGreaterThan(0);
  });

  it("reads gzip-compressed request bodies, and refuses broken or unknown encodings with a clear 4xx", async () => {
    const body = JSON.stringify({ email: "nobody@example.com", password: "not-the-password" });
    const login = (payload: Buffer | string, encoding: string) =>
      t.request({
        method: "POST",
        url: "/api/users/login",
        headers: { "content-type": "application/json", "content-encoding": encoding },
        payload,
      });
    // Decompressed and read: the login itself answers.
    const zipped = await login(gzipSync(body), "gzip");
    expect(zipped.statusCode).toBe(401);
    expect(zipped.json()).toEqual({ message: "Invalid email or password" });
    // A body that is not what it claims, or an encoding the server does not know: a clear 4xx.
    const broken = await login(body, "gzip");
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: expect.stringMatching(/decompress/i) });
    const unknown = await login(body, "x-unknown");
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json()).toEqual({ message: expect.stringMatching(/x-unknown/) });
  });

  it("caches hashed assets immutably and never serves source maps, dotfiles or backups", async () => {
    const asset = await t.request({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of [
      "/assets/index-abc123.js.map",
      "/.env",
      "/.git/config",
      "/index.html.bak",
      "/uploads/../../etc/passwd",
      "/uploads/%2e%2e/jwt-secret",
    ]) {
      const res = await t.request({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
