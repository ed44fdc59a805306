import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_SECURITY_HEADERS, BASELINE_SECURITY_HEADERS } from "../plugins/security.js";
import {
  createProduct,
  createTestApp,
  multipartBody,
  rawJsonBody,
  SOURCE_RENDERER,
  type TestApp,
} from "../test/helpers.js";
import { TINY_PNG } from "../test/security-harness.js";

/*
 * Security headers on every kind of answer — API JSON, cached and revalidated reads, every error
 * status, the storefront's HTML and assets, uploaded files, robots.txt and the sitemap, health
 * checks, the API docs — no X-Powered-By, and CORS only for the origins in CORS_ORIGINS.
 */
type Kind = "page" | "api" | "upload";

function expectSecurityHeaders(res: LightMyRequestResponse, label: string, kind: Kind = "page") {
  const h = res.headers;
  const csp = String(h["content-security-policy"] ?? "");
  expect(csp, `${label}: CSP`).not.toBe("");
  expect(csp, `${label}: frame-ancestors`).toMatch(/frame-ancestors 'none'/);
  if (kind === "upload") {
    expect(csp, `${label}: uploads CSP`).toMatch(/default-src 'none'/);
    expect(csp, `${label}: uploads sandbox`).toMatch(/sandbox/);
  } else if (kind === "api") {
    // An API answer runs nothing, is never framed nor read by another site (ADR 1509).
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(h[name], `${label}: ${name}`).toBe(value);
    expect(csp, `${label}: default-src`).toMatch(/^default-src 'none'/);
    expect(h["cross-origin-resource-policy"], `${label}: CORP`).toBe("same-origin");
    // Not the page policy: it would only add bytes to every answer.
    expect(h["cross-origin-opener-policy"], `${label}: no page-only headers`).toBeUndefined();
  } else {
    expect(csp, label).toBe(BASELINE_SECURITY_HEADERS["content-security-policy"]);
    expect(csp, `${label}: script-src`).toMatch(/script-src 'self'(;|$)/);
    expect(csp, `${label}: object-src`).toMatch(/object-src 'none'/);
    expect(csp, `${label}: base-uri`).toMatch(/base-uri 'self'/);
    expect(h["referrer-policy"], `${label}: referrer policy`).toBe("strict-origin-when-cross-origin");
  }
  expect(h["x-content-type-options"], `${label}: nosniff`).toBe("nosniff");
  expect(h["x-powered-by"], `${label}: x-powered-by`).toBeUndefined();
  expect(h.server, `${label}: server`).toBeUndefined();
}

const ALLOWED = "https://shop.example.com";

const preflight = (t: TestApp, origin: string) =>
  t.request({
    method: "OPTIONS",
    url: "/api/cart",
    headers: {
      origin,
      "access-control-request-method": "PUT",
      "access-control-request-headers": "authorization,content-type",
    },
  });

describe("security headers on every kind of response, and CORS when CORS_ORIGINS is unset", () => {
  let t: TestApp;
  let webDir: string;
  let productId: string;
  let imageUrl: string;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-web-headers-"));
    fs.mkdirSync(path.join(webDir, "assets"));
    fs.writeFileSync(
      path.join(webDir, "index.html"),
      '<!doctype html><html><head><title>Avlu</title><!--app-head--></head><body><div id="root"><!--app-body--><!--/app-body--></div></body></html>',
    );
    fs.writeFileSync(path.join(webDir, "assets", "index-abc123.js"), "console.log('app')");
    // The storefront's renderer decides what a page address is (a missing product: 404).
    fs.mkdirSync(path.join(webDir, ".ssr"));
    fs.writeFileSync(path.join(webDir, ".ssr", "entry-server.js"), SOURCE_RENDERER);
    fs.writeFileSync(path.join(webDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
    productId = (await createProduct(t))._id;
    const up = await t.request({
      method: "POST",
      url: "/api/upload",
      token: await t.adminToken(),
      ...multipartBody("image", "a.png", "image/png", TINY_PNG),
    });
    expect(up.statusCode).toBe(201);
    imageUrl = up.json().imageUrl;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("API answers: success, cache hit, 304, and every error status", async () => {
    const customer = await t.registerCustomer();
    const first = await t.request({ method: "GET", url: `/api/products/${productId}` });
    const cases: Array<[string, InjectOptions & { token?: string }, number]> = [
      ["JSON list", { method: "GET", url: "/api/products" }, 200],
      ["cached read", { method: "GET", url: `/api/products/${productId}` }, 200],
      [
        "revalidated read",
        { method: "GET", url: `/api/products/${productId}`, headers: { "if-none-match": String(first.headers.etag) } },
        304,
      ],
      ["HEAD", { method: "HEAD", url: "/api/products" }, 200],
      ["created", { method: "POST", url: "/api/subscribe", payload: { email: "h@example.com" } }, 201],
      ["validation error", { method: "GET", url: "/api/products?sortBy=nope" }, 400],
      ["malformed JSON", { method: "POST", url: "/api/users/login", ...rawJsonBody("{") }, 400],
      ["malformed address", { method: "GET", url: "/api/products/%E0%A4%A" }, 400],
      ["unauthorized", { method: "GET", url: "/api/orders" }, 401],
      ["forbidden", { method: "GET", url: "/api/admin/stats", token: customer.token }, 403],
      ["not found", { method: "GET", url: "/api/products/0123456789abcdef01234567" }, 404],
      ["unknown route", { method: "DELETE", url: "/api/nothing-here" }, 404],
      ["conflict", { method: "POST", url: "/api/subscribe", payload: { email: "h@example.com" } }, 409],
      [
        "too large",
        {
          method: "POST",
          url: "/api/users/login",
          ...rawJsonBody(`"${"x".repeat(1_100_000)}"`),
        },
        413,
      ],
      ["address too long", { method: "GET", url: `/api/products/${"a".repeat(201)}` }, 414],
      [
        "wrong content type",
        { method: "POST", url: "/api/users/login", headers: { "content-type": "text/xml" }, payload: "<x/>" },
        415,
      ],
      ["health", { method: "GET", url: "/healthz" }, 200],
      ["readiness", { method: "GET", url: "/readyz" }, 200],
      ["API docs", { method: "GET", url: "/api/docs/json" }, 200],
    ];
    for (const [label, opts, status] of cases) {
      const res = await t.request(opts);
      expect(res.statusCode, label).toBe(status);
      const url = String(opts.url);
      expectSecurityHeaders(res, label, url.startsWith("/api/") && !url.startsWith("/api/docs") ? "api" : "page");
    }
    // 429 from a rate limit.
    let limited: LightMyRequestResponse | undefined;
    for (let i = 0; i < 8 && limited?.statusCode !== 429; i++) {
      limited = await t.request({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "203.0.113.50",
        payload: { name: "A", email: "a@example.com", subject: "s", message: "m" },
      });
    }
    expect(limited?.statusCode).toBe(429);
    expectSecurityHeaders(limited as LightMyRequestResponse, "rate limited", "api");
  });

  it("the storefront: pages, the 404 page, assets, robots.txt, the sitemap and uploaded files", async () => {
    const cases: Array<[string, string, number, boolean]> = [
      ["home page", "/", 200, false],
      ["product page", `/product/${productId}`, 200, false],
      ["missing product page", "/product/0123456789abcdef01234567", 404, false],
      ["unknown page", "/no/such/page", 404, false],
      ["asset", "/assets/index-abc123.js", 200, false],
      ["favicon", "/favicon.svg", 200, false],
      ["missing file", "/.env", 404, false],
      ["robots.txt", "/robots.txt", 200, false],
      ["sitemap", "/sitemap.xml", 200, false],
      ["uploaded image", imageUrl, 200, true],
      ["missing upload", "/uploads/images/none.webp", 404, false],
    ];
    for (const [label, url, status, uploaded] of cases) {
      const res = await t.request({ method: "GET", url });
      expect(res.statusCode, label).toBe(status);
      expectSecurityHeaders(res, label, uploaded ? "upload" : "page");
    }
  });

  it("sends no CORS headers at all when CORS_ORIGINS is not set, preflight included", async () => {
    for (const origin of [ALLOWED, "https://evil.example", "null"]) {
      const get = await t.request({ method: "GET", url: "/api/products", headers: { origin } });
      expect(get.headers["access-control-allow-origin"], origin).toBeUndefined();
      expect(get.headers["access-control-allow-credentials"], origin).toBeUndefined();
      const pre = await preflight(t, origin);
      expect(pre.statusCode, origin).toBeGreaterThanOrEqual(400);
      expect(pre.statusCode, origin).toBeLessThan(500);
      expect(pre.headers["access-control-allow-origin"], origin).toBeUndefined();
      expect(pre.headers["access-control-allow-methods"], origin).toBeUndefined();
    }
  });
});

describe("CORS with CORS_ORIGINS set", () => {
  it("allows exactly the configured origins, for simple requests and preflight", async () => {
    const t = await createTestApp({ env: { CORS_ORIGINS: `${ALLOWED}, https://admin.example.com` } });
    try {
      const ok = await t.request({ method: "GET", url: "/api/products", headers: { origin: ALLOWED } });
      expect(ok.headers["access-control-allow-origin"]).toBe(ALLOWED);
      expect(ok.headers["access-control-allow-credentials"]).toBe("true");
      expect(String(ok.headers.vary)).toMatch(/Origin/i);
      const pre = await preflight(t, ALLOWED);
      expect(pre.statusCode).toBe(204);
      expect(pre.headers["access-control-allow-origin"]).toBe(ALLOWED);
      expect(String(pre.headers["access-control-allow-methods"])).toMatch(/PUT/);
      expect(String(pre.headers["access-control-allow-headers"])).toMatch(/Authorization/i);
      const second = await t.request({
        method: "GET",
        url: "/api/settings",
        headers: { origin: "https://admin.example.com" },
      });
      expect(second.headers["access-control-allow-origin"]).toBe("https://admin.example.com");

      for (const origin of [
        "https://evil.example",
        "https://shop.example.com.evil.example",
        "https://evilshop.example.com",
        "http://shop.example.com",
        "https://shop.example.com:8443",
        "HTTPS://SHOP.EXAMPLE.COM",
        "null",
        `${ALLOWED}/`,
      ]) {
        for (const res of [
          await t.request({ method: "GET", url: "/api/products", headers: { origin } }),
          await t.request({
            method: "POST",
            url: "/api/users/login",
            headers: { origin },
            payload: { email: "a@b.co", password: "x" },
          }),
          await preflight(t, origin),
        ]) {
          expect(res.headers["access-control-allow-origin"], origin).toBeUndefined();
          expect(res.headers["access-control-allow-credentials"], origin).toBeUndefined();
          expect(res.statusCode, origin).toBeLessThan(500);
        }
      }
    } finally {
      await t.close();
    }
  });
});

/** Sends raw bytes to a listening server and returns the status line, headers and body it wrote. */
async function rawRequest(port: number, bytes: string) {
  const socket = net.connect(port, "127.0.0.1");
  socket.write(bytes);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  const [head = "", body = ""] = text.split("\r\n\r\n");
  const [status = "", ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
  );
  return { status, headers, body };
}

describe("requests Node's HTTP parser refuses", () => {
  it("answer { message } with the security headers: malformed framing 400, oversized headers 431", async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const port = (t.app.server.address() as net.AddressInfo).port;
      const cases: Array<[string, string, RegExp]> = [
        ["GET /api/products HTTP/1.1\r\nHost: x\r\nNot a header line\r\n\r\n", "400", /malformed/i],
        [`GET /api/products HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, "431", /too large/i],
      ];
      for (const [bytes, code, message] of cases) {
        const res = await rawRequest(port, bytes);
        expect(res.status, code).toMatch(new RegExp(`^HTTP/1.1 ${code} `));
        expect(res.headers["content-type"], code).toBe("application/json; charset=utf-8");
        expect(res.headers["content-security-policy"], code).toBe(API_SECURITY_HEADERS["content-security-policy"]);
        expect(res.headers["x-content-type-options"], code).toBe("nosniff");
        expect(Object.keys(JSON.parse(res.body)), code).toEqual(["message"]);
        expect(JSON.parse(res.body).message, code).toMatch(message);
      }
    } finally {
      await t.close();
    }
  });
});
