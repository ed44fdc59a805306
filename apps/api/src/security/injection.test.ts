import type { ProductSummary } from "@avlu/contract/catalog";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeadersFor } from "../plugins/security.js";
import { createProduct, createTestApp, rawJsonBody, type TestApp } from "../test/helpers.js";
import { searchReference } from "../test/search-reference.js";
import { expectCleanError, expectHandled, snapshot } from "../test/security-harness.js";

/*
 * Hostile input: SQL and LIKE metacharacters, unicode edge cases, arrays and objects where text
 * is expected, huge and odd numbers, sort orders outside the list, broken, oversized and
 * mistyped bodies, prototype pollution. Every answer is a 2xx that keeps to the filters, or a
 * 4xx with a readable `{ message }` — never a 5xx, never internals.
 */

type Listed = Pick<ProductSummary, "_id" | "name" | "description" | "collection" | "brand" | "ref" | "sku">;

const SQL_PAYLOADS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '" OR ""="',
  "'; DROP TABLE products; --",
  "1; DELETE FROM users",
  "') UNION SELECT id, password_hash FROM users --",
  "/**/OR/**/1=1",
  "\\'",
  "\\",
  "$1",
  "?",
  ":name",
];

const UNICODE_PAYLOADS = [
  "\u202Eevil\u202C", // right-to-left override
  "\u200F\u200E", // RTL / LTR marks only
  "\u200B", // zero-width space
  "\uFEFF", // byte-order mark
  "🪑🌳", // emoji (astral plane)
  "👩‍👩‍👧‍👦", // ZWJ sequence
  "cafe\u0301", // combining accent
  "Z\u0351\u0300\u0315a\u0346\u0301l\u0352\u0300g\u030B\u0350o", // stacked combining marks
  "İZMİR",
  "ıiIİ",
  "\uD800", // lone high surrogate
  "\uDFFF", // lone low surrogate
  "\u0007\u001b[31m", // control characters, ANSI escape
  "\r\nSet-Cookie: x=1",
];

describe("injection and parsing", () => {
  let t: TestApp;
  let admin: string;
  let productCount: number;

  const get = (url: string, token?: string) => t.request({ method: "GET", url, token });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    await createProduct(t, { name: "100% Teak Bench", collection: "Percent" });
    await createProduct(t, { name: "Under_score Lamp", collection: "Lodash" });
    await createProduct(t, { name: "Back\\slash Table", collection: "Slash" });
    await createProduct(t, { name: "İzmir Lounge Chair", collection: "Ege" });
    await createProduct(t, { name: "Café Bistro Chair", collection: "Bistro" });
    await createProduct(t, { name: "Plain Chair", collection: "Plain" });
    productCount = 6;
  });
  afterAll(() => t.close());

  /** Every product of a search answer really contains the (folded) term. */
  async function searchMatches(term: string, endpoint: "/api/products" | "/api/products/filter") {
    // URLSearchParams writes lone surrogates as U+FFFD, as a browser would.
    const res = await get(`${endpoint}?${new URLSearchParams({ search: term })}`);
    expectHandled(res, `search ${JSON.stringify(term)}`);
    if (res.statusCode !== 200) return null;
    const products: Listed[] = endpoint === "/api/products" ? res.json() : res.json().products;
    const finds = await searchReference(t.db);
    for (const p of products) expect(finds(p._id, term.trim()), `${p.name} for ${JSON.stringify(term)}`).toBe(true);
    return products;
  }

  it("SQL metacharacters in searches are plain text: nothing matches them, nothing breaks", async () => {
    for (const term of SQL_PAYLOADS) {
      for (const endpoint of ["/api/products", "/api/products/filter"] as const) {
        // Words only ("' OR '1'='1" looks for the word 1): what matches is what the words find, never everything.
        const found = await searchMatches(term, endpoint);
        expect(found?.length, `${endpoint} ${term}`).toBeLessThan(productCount);
      }
    }
    for (const url of [
      `/api/admin/users?search=${encodeURIComponent("' OR 1=1 --")}`,
      `/api/admin/orders?search=${encodeURIComponent("') OR ('a'='a")}`,
      `/api/admin/subscribers?search=${encodeURIComponent("%' OR 1=1 --")}`,
      `/api/admin/products?search=${encodeURIComponent("'; DROP TABLE products; --")}`,
    ]) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      const rows = Array.isArray(body) ? body : (body.orders ?? body.subscribers ?? body.products);
      expect(rows, url).toEqual([]);
    }
    // The tables are all still there.
    expect((await get("/api/products?limit=1000")).json()).toHaveLength(productCount);
    expect((await get("/api/admin/users", admin)).json().length).toBeGreaterThan(0);
  });

  it("LIKE wildcards are literal in every search, on both databases", async () => {
    // Product search looks for words (ADR 1501): punctuation separates words and is never a wildcard.
    for (const term of ["%", "_", "\\", "%%"]) {
      expect(await searchMatches(term, "/api/products"), term).toEqual([]);
      expect(await searchMatches(term, "/api/products/filter"), term).toEqual([]);
    }
    expect((await searchMatches("Teak%Bench", "/api/products"))?.map((p) => p.name)).toEqual(["100% Teak Bench"]);
    expect((await searchMatches("under_score", "/api/products/filter"))?.map((p) => p.name)).toEqual([
      "Under_score Lamp",
    ]);
    expect(await searchMatches("Pla_n", "/api/products")).toEqual([]);

    await t.registerCustomer({ email: "under_score@example.com" });
    await t.registerCustomer({ email: "percent@example.com", name: "100% Customer" });
    const users = async (term: string) =>
      (
        (await get(`/api/admin/users?search=${encodeURIComponent(term)}`, admin)).json() as Array<{ email: string }>
      ).map((u) => u.email);
    expect(await users("_")).toEqual(["under_score@example.com"]);
    expect(await users("%")).toEqual(["percent@example.com"]);
    expect(await users("a_b")).toEqual([]);

    for (const email of ["news_letter@example.com", "plain@example.com"]) {
      await t.request({ method: "POST", url: "/api/subscribe", remoteAddress: "10.1.0.1", payload: { email } });
    }
    const subscribers = (await get("/api/admin/subscribers?search=_", admin)).json().subscribers as Array<{
      email: string;
    }>;
    expect(subscribers.map((s) => s.email)).toEqual(["news_letter@example.com"]);
    expect((await get("/api/admin/orders?search=%25", admin)).json().orders).toEqual([]);
  });

  it("unicode edge cases are text: searched, stored and answered without a 5xx", async () => {
    expect((await searchMatches("izmir", "/api/products"))?.map((p) => p.name)).toEqual(["İzmir Lounge Chair"]);
    expect((await searchMatches("İZMİR", "/api/products/filter"))?.map((p) => p.name)).toEqual(["İzmir Lounge Chair"]);
    expect((await searchMatches("cafe\u0301", "/api/products"))?.map((p) => p.name)).toEqual(["Café Bistro Chair"]);
    for (const term of UNICODE_PAYLOADS) {
      await searchMatches(term, "/api/products");
      await searchMatches(term, "/api/products/filter");
      for (const url of ["/api/admin/users", "/api/admin/orders", "/api/admin/subscribers", "/api/admin/products"]) {
        expectHandled(await get(`${url}?${new URLSearchParams({ search: term })}`, admin), `${url} ${term}`);
      }
    }
    // Invalid UTF-8 in the address itself.
    for (const raw of ["%ED%A0%80", "%C0%AE", "%FF%FE", "%F0%9F"]) {
      expectHandled(await get(`/api/products?search=${raw}`), raw);
      expectHandled(await get(`/api/products/filter?color=${raw}`), raw);
    }
    // Stored and read back exactly as sent (trimmed); text with an unpaired surrogate is refused
    // on both databases alike (PostgreSQL and SQLite would store it differently).
    const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const [i, text] of UNICODE_PAYLOADS.entries()) {
      const contact = await t.request({
        method: "POST",
        url: "/api/contact",
        remoteAddress: `10.2.0.${i + 1}`,
        payload: {
          name: `U${i} ${text}`,
          email: `unicode${i}@example.com`,
          subject: `S${i} ${text}`,
          message: `M${i} ${text}`,
        },
      });
      if (lone.test(text)) {
        expect(expectCleanError(contact, 400, JSON.stringify(text))).toMatch(/unpaired surrogate/);
      } else {
        expect(contact.statusCode, JSON.stringify(text)).toBe(201);
      }
    }
    const inbox = (await get("/api/admin/contact-messages?limit=200", admin)).json().messages as Array<{
      subject: string;
      message: string;
    }>;
    for (const [i, text] of UNICODE_PAYLOADS.entries()) {
      if (lone.test(text)) continue;
      const stored = inbox.find((m) => m.subject === `S${i} ${text}`.trim());
      expect(stored?.message, JSON.stringify(text)).toBe(`M${i} ${text}`.trim());
    }
    const user = await t.request({
      method: "POST",
      url: "/api/users/register",
      payload: {
        name: "Ayşe \u202Eevil\u202C 🪑 cafe\u0301",
        email: "unicode@example.com",
        password: "Correct-Horse-42",
      },
    });
    expect(user.statusCode).toBe(201);
    expect(user.json().user.name).toBe("Ayşe \u202Eevil\u202C 🪑 cafe\u0301");
    const lonely = await t.request({
      method: "POST",
      url: "/api/users/register",
      ...rawJsonBody('{"name": "A\\ud800", "email": "lonely@example.com", "password": "Correct-Horse-42"}'),
    });
    expect(expectCleanError(lonely, 400)).toBe(
      "Invalid body: name must be valid Unicode text (it holds an unpaired surrogate)",
    );
  });

  it("NUL characters are refused with a 400 everywhere, on both databases", async () => {
    const before = await snapshot(t);
    const cases: InjectOptions[] = [
      { method: "GET", url: "/api/products?search=%00abc" },
      { method: "GET", url: "/api/products/filter?color=a%00" },
      { method: "GET", url: "/api/products/filter?brand=FERMOB%00" },
      { method: "GET", url: "/api/products/abc%00def" },
      { method: "GET", url: "/api/cart?guestId=%00" },
      { method: "POST", url: "/api/users/login", payload: { email: "a\u0000@b.co", password: "x" } },
      {
        method: "POST",
        url: "/api/users/register",
        payload: { name: "a\u0000b", email: "nul@example.com", password: "Correct-Horse-42" },
      },
      {
        method: "POST",
        url: "/api/contact",
        payload: { name: "x", email: "a@b.co", subject: "s\u0000", message: "m" },
      },
      { method: "POST", url: "/api/subscribe", payload: { email: "nul\u0000@example.com" } },
      { method: "POST", url: "/api/cart", payload: { productId: "a\u0000", quantity: 1 } },
      { method: "POST", url: "/api/users/login", payload: { email: "a@b.co", password: "x", "k\u0000": 1 } },
    ];
    for (const c of cases) {
      const message = expectCleanError(
        await t.request({ ...c, remoteAddress: "10.3.0.1" }),
        400,
        `${c.method} ${c.url}`,
      );
      expect(message).toMatch(/NUL/);
    }
    for (const url of ["/api/admin/users", "/api/admin/orders", "/api/admin/subscribers", "/api/admin/products"]) {
      expectCleanError(await get(`${url}?search=%00`, admin), 400, url);
    }
    const nested = await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      token: admin,
      payload: { openingHours: { weekdays: "09:00\u000018:00" } },
    });
    expect(expectCleanError(nested, 400)).toBe("Invalid body: openingHours.weekdays must not contain NUL characters");
    expect(await snapshot(t)).toEqual(before);
  });

  it("arrays, objects and repeated keys where text is expected are 400s with the parameter named", async () => {
    const cases: Array<[string, RegExp]> = [
      ["/api/products?minPrice[gt]=0", /Unrecognized key/],
      ["/api/products/filter?sizes[]=", /Unrecognized key/],
      ["/api/products/filter?page[0]=1", /Unrecognized key/],
      ["/api/products?brand[$ne]=x", /Unrecognized key/],
      ["/api/products?__proto__[isAdmin]=1", /Unrecognized key/],
      ["/api/products?constructor=x", /Unrecognized key/],
      ["/api/products/filter?search=a&search=b", /search/],
      ["/api/products/filter?minPrice=1&minPrice=2", /minPrice/],
      ["/api/products/filter?page=1&page=2", /page/],
      ["/api/products/filter?limit=1&limit=2", /limit/],
      ["/api/products?sortBy=priceAsc&sortBy=priceDesc", /sortBy/],
      ["/api/cart?guestId=a&guestId=b", /guestId/],
      ["/api/collections?brand=FERMOB&brand=OLTA", /brand/],
      ["/api/products/best-seller?limit=1&limit=2", /limit/],
    ];
    for (const [url, message] of cases) expect(expectCleanError(await get(url), 400, url), url).toMatch(message);
    // Repeated filter values are a list by design, and keep to it.
    const repeated = await get("/api/products/filter?brand=FERMOB&brand=OLTA&size=Medium&size=Small");
    expect(repeated.statusCode).toBe(200);
  });

  it("huge, negative, fractional and odd numbers in queries are 400s", async () => {
    for (const q of [
      "limit=99999999999999999999",
      "limit=0",
      "limit=-1",
      "limit=1.5",
      "limit=0x10",
      "limit=1e3",
      "limit=%20",
      "page=0",
      "page=1e309",
      "page=9999999999",
      "minPrice=-1",
      "minPrice=1e309",
      "maxPrice=NaN",
      "maxPrice=Infinity",
      "minPrice=10000000",
      "minPrice=1.001",
      "minPrice=50&maxPrice=10",
    ]) {
      expectCleanError(await get(`/api/products/filter?${q}`), 400, q);
    }
    expectCleanError(await get("/api/admin/orders?page=1e400&limit=-5", admin), 400);
    expectCleanError(await get("/api/admin/users?limit=100000000000", admin), 400);
  });

  it("sortBy outside the allowlist is a 400 that lists the allowed orders", async () => {
    for (const sortBy of [
      "price_cents",
      "price_cents desc",
      "id; DROP TABLE products",
      "name_key,(select 1)",
      "__proto__",
      "constructor",
      "PRICEASC",
      "priceAsc ",
      "1",
    ]) {
      const url = `/api/products?sortBy=${encodeURIComponent(sortBy)}`;
      const res = await get(url);
      if (sortBy === "priceAsc ") {
        expect(res.statusCode).toBe(200);
        continue;
      }
      expect(expectCleanError(res, 400, url)).toMatch(
        /must be one of newest, priceAsc, priceDesc, popularity, nameAsc/,
      );
    }
  });

  it("negative, fractional, huge and mistyped quantities change no cart", async () => {
    const product = await createProduct(t, { countInStock: 5 });
    const c = await t.registerCustomer();
    const before = await snapshot(t);
    for (const quantity of [
      -1,
      0,
      1.5,
      0.0001,
      1e308,
      Number.MAX_SAFE_INTEGER + 2,
      "2",
      "1e3",
      null,
      true,
      [1],
      { $gt: 0 },
      6, // more than the stock
    ]) {
      for (const method of ["POST", "PUT"] as const) {
        const res = await t.request({
          method,
          url: "/api/cart",
          token: c.token,
          payload: { productId: product._id, quantity, color: "Cactus", packing: "1" },
        });
        if (method === "PUT" && quantity === 0) {
          expectCleanError(res, 404); // 0 removes a line, and there is none
          continue;
        }
        // PUT only changes an existing line: with none, a valid quantity is a 404.
        expectCleanError(
          res,
          method === "PUT" ? [400, 404] : [400, 409],
          `${method} quantity ${JSON.stringify(quantity)}`,
        );
      }
    }
    for (const raw of ['{"productId":"x","quantity":1e400}', '{"productId":"x","quantity":-0}']) {
      const res = await t.request({
        method: "POST",
        url: "/api/cart",
        token: c.token,
        ...rawJsonBody(raw),
      });
      expectCleanError(res, [400, 404], raw);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("hostile ids are simply not found", async () => {
    for (const id of [
      "' OR 1=1 --",
      "..%2F..%2Fetc%2Fpasswd",
      "0123456789ABCDEF01234567",
      "0123456789abcdef0123456",
      "{}",
      "null",
      "undefined",
      "__proto__",
      "a".repeat(64),
    ]) {
      for (const url of [`/api/products/${id}`, `/api/products/similar/${id}`]) {
        expectCleanError(await get(url), 404, url);
      }
      expectCleanError(await get(`/api/admin/orders/${id}`, admin), 404, id);
      expectCleanError(await t.request({ method: "DELETE", url: `/api/admin/users/${id}`, token: admin }), 404, id);
    }
    expectCleanError(await get(`/api/products/${"a".repeat(65)}`), 400);
    // Beyond the router's limit for one path segment.
    const long = await get(`/api/products/${"a".repeat(300)}`);
    expect(expectCleanError(long, 414)).toBe("The address is too long");
  });

  it("a malformed address answers { message } with the security headers (a page address: the page shell)", async () => {
    for (const url of ["/api/products/%E0%A4%A", "/%", "/api/cart?x=%", "/uploads/%zz"]) {
      const res = await get(url);
      for (const [name, value] of Object.entries(securityHeadersFor(url))) {
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      }
      if (url === "/%" && res.headers["content-type"] === "text/html; charset=utf-8") {
        // With the storefront built (server-render.test.ts tests the page itself).
        expect(res.statusCode).toBe(400);
        continue;
      }
      expectHandled(res, url);
      if (res.statusCode === 400) expect(res.json().message, url).toMatch(/Malformed address|Invalid|Unrecognized/);
    }
  });

  it("broken, oversized and mistyped bodies are clear 4xx and change nothing", async () => {
    const before = await snapshot(t);
    const body = (payload: string | Buffer, contentType?: string, url = "/api/users/register"): InjectOptions => ({
      method: "POST",
      url,
      payload,
      headers: contentType ? { "content-type": contentType } : {},
    });
    const cases: Array<[InjectOptions, number, RegExp]> = [
      [body("{not json", "application/json"), 400, /Malformed JSON/],
      [body('{"name": "x",}', "application/json"), 400, /Malformed JSON/],
      [body('{"name": "x"', "application/json"), 400, /Malformed JSON/],
      [body("\u0000\u0001", "application/json"), 400, /Malformed JSON/],
      [body("", "application/json"), 400, /empty/],
      [body("null", "application/json"), 400, /expected object/],
      [body("[1,2,3]", "application/json"), 400, /expected object/],
      [body('"just a string"', "application/json"), 400, /expected object/],
      [body("12", "application/json"), 400, /expected object/],
      [
        body('{"name": {"$gt": ""}, "email": ["a@b.co"], "password": 12345678}', "application/json"),
        400,
        /Invalid body/,
      ],
      [body("name=x&email=a@b.co", "application/x-www-form-urlencoded"), 415, /application\/json/],
      [body("<user><name>x</name></user>", "application/xml"), 415, /application\/json/],
      [body('{"name":"x"}', "text/plain"), 415, /application\/json/],
      [body('{"name":"x"}'), 415, /application\/json/],
      [body('{"name":"x"}', "application/jsonx"), 415, /application\/json/],
      [body('{"name":"x"}', "text/csv", "/api/users/register"), 415, /application\/json/],
      [
        body(
          '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n',
          "multipart/form-data; boundary=b",
        ),
        400,
        /Invalid body/,
      ],
      [body(JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }), "application/json"), 413, /too large/],
      [body(`{"a":${"[".repeat(100_000)}${"]".repeat(100_000)}}`, "application/json"), 400, /Invalid body/],
    ];
    for (const [opts, status, message] of cases) {
      const label = `${opts.headers ? JSON.stringify(opts.headers) : "no content type"} ${String(opts.payload).slice(0, 40)}`;
      expect(expectCleanError(await t.request(opts), status, label), label).toMatch(message);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("prototype pollution through bodies or queries is refused and pollutes nothing", async () => {
    const before = await snapshot(t);
    const raw = [
      '{"__proto__": {"isAdmin": true, "role": "admin"}, "name": "x", "email": "p1@example.com", "password": "Correct-Horse-42"}',
      '{"constructor": {"prototype": {"isAdmin": true}}, "name": "x", "email": "p2@example.com", "password": "Correct-Horse-42"}',
      '{"name": "x", "email": "p3@example.com", "password": "Correct-Horse-42", "nested": {"__proto__": {"polluted": 1}}}',
      `{"a": ${"[".repeat(50_000)}{"__proto__": 1}${"]".repeat(50_000)}}`,
    ];
    for (const payload of raw) {
      for (const url of ["/api/users/register", "/api/cart", "/api/contact"]) {
        const res = await t.request({ method: "POST", url, ...rawJsonBody(payload) });
        expectCleanError(res, 400, `${url} ${payload.slice(0, 40)}`);
      }
    }
    const settings = await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      token: admin,
      ...rawJsonBody('{"social": {"__proto__": {"instagram": "https://evil.example"}}}'),
    });
    expectCleanError(settings, 400);
    const features = await t.request({
      method: "PUT",
      url: `/api/products/${(await get("/api/products?limit=1")).json()[0]._id}`,
      token: admin,
      ...rawJsonBody('{"features": {"constructor": {"prototype": {"polluted": "yes"}}}}'),
    });
    expectCleanError(features, 400);
    for (const url of ["/api/products?__proto__=x", "/api/products/filter?constructor[prototype][x]=1"]) {
      expectCleanError(await get(url), 400, url);
    }
    const probe = {} as Record<string, unknown>;
    expect(probe.isAdmin).toBeUndefined();
    expect(probe.polluted).toBeUndefined();
    expect(probe.role).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  });
});
