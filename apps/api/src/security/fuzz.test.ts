import { BRANDS, CATEGORIES, DOORS, SIZES, SORTS } from "@avlu/contract/catalog";
import { collectionKey } from "@avlu/contract/common";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalCategory, canonicalSize } from "../modules/catalog/repository.js";
import { createTestApp, oltaClassicId, type TestApp } from "../test/helpers.js";
import { searchReference } from "../test/search-reference.js";
import { expectHandled } from "../test/security-harness.js";

/*
 * Property-based fuzzing (fast-check) of every public query schema and every body schema against
 * the demo catalogue: random and adversarial input is always answered 2xx or 4xx — never 5xx, and
 * errors are always a clean `{ message }` — and product listings return exactly the products that
 * satisfy the filters asked for. The seed is fixed (AVLU_FUZZ_SEED overrides it, AVLU_FUZZ_RUNS
 * scales the runs); a failure prints the seed and the shrunk counterexample.
 */
const SEED = Number(process.env.AVLU_FUZZ_SEED ?? 20_261_108);
const SCALE = Number(process.env.AVLU_FUZZ_RUNS ?? 1);
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));
const params = (numRuns: number): fc.Parameters<unknown> => ({
  seed: SEED,
  numRuns: runs(numRuns),
});

interface Summary {
  _id: string;
  name: string;
  description: string;
  price: number;
  categories: string[];
  brand: string;
  collection: string;
  sku: string;
  ref: string;
  colors: string[];
  sizes: string[];
  door: string[];
  isPublished: boolean;
}

/* ------------------------------------------------------------------ hostile values */

const NASTY = [
  "",
  " ",
  "%",
  "_",
  "\\",
  "%%",
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "../../etc/passwd",
  "..%2f..%2f",
  "__proto__",
  "constructor",
  "prototype",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "-0",
  "0",
  "1e309",
  "9".repeat(40),
  "0x1F",
  "1.005",
  "[]",
  "{}",
  "true",
  "\u202Etxt.exe",
  "\u200F\u200E\u200B\uFEFF",
  "\uD800",
  "\uDFFF",
  "İIıi",
  "cafe\u0301",
  "🪑👩‍👩‍👧‍👦",
  "\r\n",
  "\t",
  "a,b,,c",
  ",,,",
  "x".repeat(201),
  "x".repeat(5001),
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** Any JSON value, leaning towards the strange. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 4, arbitrary: hostileString },
    { weight: 2, arbitrary: fc.integer() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 999, 1000),
    },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, tie("value"), { maxKeys: 3 }) },
  ),
})).value;

const oddKeys = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "minPrice[gt]",
  "sizes[]",
  "page[0]",
  "$where",
  "toString",
  "",
  " ",
);

/* ------------------------------------------------------------------ requests */

type Pair = [string, string];

/** ?a=1&b=x&b=y from pairs (repeated keys stay repeated); unpaired surrogates become U+FFFD, as in a browser. */
function queryString(pairs: Pair[]): string {
  const search = new URLSearchParams();
  for (const [k, v] of pairs) search.append(k, v);
  const s = search.toString();
  return s ? `?${s}` : "";
}

/** Pairs for a query: mostly the schema's own keys, sometimes odd ones; values hostile, sometimes repeated. */
const queryPairs = (keys: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: oddKeys }),
        fc.oneof(
          { weight: 4, arbitrary: hostileString.map((v) => [v]) },
          { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
        ),
      ),
      { maxLength: 5 },
    )
    .map((entries) => entries.flatMap(([k, values]) => values.map((v) => [k, v] as Pair)));

/** Raw additions no URL builder would make: broken percent-encoding, NUL, bare separators. */
const rawSuffix = fc.constantFrom(
  "",
  "",
  "",
  "",
  "&",
  "&&",
  "&=",
  "&%",
  "&x=%E0%A4%A",
  "&search=%00",
  "&%00=1",
  "&limit=%2B1",
  "#frag",
);

describe("property-based fuzzing", () => {
  let t: TestApp;
  let admin: string;
  let customer: Awaited<ReturnType<TestApp["registerCustomer"]>>;
  let target: Awaited<ReturnType<TestApp["registerCustomer"]>>;
  let catalogue: Summary[];
  let searchFinds: (id: string, query: string) => boolean;
  let productId: string;
  let orderId: string;
  let messageId: string;
  let configuratorId: string;
  let address = 0;
  let requests = 0;

  /** Public forms are rate limited per address: each fuzzed request comes from its own, so validation is what is tested. */
  const nextAddress = () => {
    address++;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  const send = async (opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse> => {
    requests++;
    const res = await t.request({ remoteAddress: nextAddress(), ...opts });
    expectHandled(
      res,
      `${opts.method} ${opts.url} ${typeof opts.payload === "string" ? opts.payload.slice(0, 300) : JSON.stringify(opts.payload ?? null).slice(0, 300)}`,
    );
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    admin = await t.adminToken();
    customer = await t.registerCustomer();
    target = await t.registerCustomer();
    const list = await t.request({ method: "GET", url: "/api/products/filter?limit=1000" });
    catalogue = list.json().products;
    searchFinds = await searchReference(t.db);
    expect(catalogue.length).toBeGreaterThan(100);
    expect(list.json().total).toBe(catalogue.length);
    const first = catalogue.find((p) => p.colors.length > 0) as Summary;
    productId = first._id;
    await t.request({
      method: "POST",
      url: "/api/cart",
      token: customer.token,
      payload: { productId, quantity: 1, color: first.colors[0], packing: "1" },
    });
    const order = await t.request({
      method: "POST",
      url: "/api/orders",
      token: customer.token,
      payload: {
        paymentMethod: "bank-transfer",
        shippingAddress: {
          firstName: "Fuzz",
          lastName: "Tester",
          email: customer.email,
          address: "Street 1",
          city: "İstanbul",
          postalCode: "34000",
          country: "Türkiye",
          phone: "+90 555 000 00 00",
        },
      },
    });
    orderId = order.json()._id;
    await t.request({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Fuzz", email: "fuzz@example.com", subject: "Hello", message: "Hi" },
    });
    messageId = (await t.db.kysely.selectFrom("contact_messages").select("id").executeTakeFirstOrThrow()).id;
    configuratorId = await oltaClassicId(t);
  });
  afterAll(async () => {
    await t.close();
    console.info(`[fuzz] seed ${SEED}: ${requests} fuzzed requests on ${t.dialect}, none answered 5xx`);
  });

  /* ---------------------------------------------------------------- listings keep to their filters */

  interface Filters {
    brands: string[];
    categories: string[];
    colors: string[];
    sizes: string[];
    doors: string[];
    collections: string[];
    minPrice?: number;
    maxPrice?: number;
    search?: string;
    sortBy?: string;
  }

  function matches(p: Summary, f: Filters): boolean {
    if (!p.isPublished) return false;
    if (f.brands.length && !f.brands.some((b) => b.trim().toUpperCase() === p.brand)) return false;
    if (f.categories.length && !f.categories.some((c) => p.categories.includes(canonicalCategory(c.trim()))))
      return false;
    if (f.colors.length && !f.colors.some((c) => p.colors.some((pc) => pc.toLowerCase() === c.trim().toLowerCase()))) {
      return false;
    }
    if (f.sizes.length && !f.sizes.some((s) => p.sizes.includes(canonicalSize(s.trim())))) return false;
    if (f.doors.length && !f.doors.some((d) => p.door.includes(d.trim().toLowerCase()))) return false;
    const keys = f.collections.map((c) => collectionKey(c)).filter(Boolean);
    if (keys.length && !keys.includes(collectionKey(p.collection))) return false;
    const cents = Math.round(p.price * 100);
    if (f.minPrice !== undefined && cents < Math.round(f.minPrice * 100)) return false;
    if (f.maxPrice !== undefined && cents > Math.round(f.maxPrice * 100)) return false;
    const term = f.search === undefined ? "" : f.search.trim();
    if (term && !searchFinds(p._id, term)) return false;
    return true;
  }

  /** Random casing and padding, the way people and old links write filter values. */
  const spelled = (values: readonly string[]) =>
    fc
      .tuple(fc.constantFrom(...values), fc.constantFrom("as-is", "lower", "upper", "padded"))
      .map(([v, how]) =>
        how === "lower" ? v.toLowerCase() : how === "upper" ? v.toUpperCase() : how === "padded" ? ` ${v} ` : v,
      );

  const filtersArb = () => {
    const colors = [...new Set(catalogue.flatMap((p) => p.colors))];
    const collections = [...new Set(catalogue.map((p) => p.collection).filter(Boolean))];
    const words = catalogue.flatMap((p) => `${p.name} ${p.collection}`.split(/\s+/)).filter((w) => w.length > 2);
    const prices = [...new Set(catalogue.map((p) => p.price))];
    // Each filter is set now and then, so that combinations stay realistic and often find products.
    const list = (arb: fc.Arbitrary<string>) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constant([] as string[]) },
        { weight: 1, arbitrary: fc.array(arb, { minLength: 1, maxLength: 3 }) },
      );
    const sometimes = <T>(arb: fc.Arbitrary<T>) =>
      fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
    const price = sometimes(fc.oneof(fc.constantFrom(...prices), fc.constantFrom(0, 50, 99.99, 250, 1000, 5000)));
    return fc.record({
      brands: list(fc.oneof(spelled(BRANDS), fc.constant("IKEA"))),
      categories: list(fc.oneof(spelled(CATEGORIES), fc.constantFrom("bench", "bergere", "BERGÈRE", "Sofa"))),
      colors: list(fc.oneof(spelled(colors), fc.constant("Plaid"))),
      sizes: list(spelled(SIZES)),
      doors: list(spelled(DOORS)),
      collections: list(fc.oneof(spelled(collections), fc.constant("Nowhere"))),
      minPrice: price,
      maxPrice: price,
      search: sometimes(
        fc.oneof(
          fc.constantFrom(...words).chain((w) => fc.nat(w.length - 1).map((start) => w.slice(start, start + 4))),
          spelled(words),
          fc.constantFrom("%", "_", "'", "İzmir", "LUXEMBOURG", "zzzz"),
        ),
      ),
      sortBy: fc.option(fc.constantFrom(...SORTS), { nil: undefined }),
      commaJoined: fc.boolean(),
    });
  };

  function filterPairs(f: Filters & { commaJoined: boolean }, single: readonly string[] = []): Pair[] {
    const pairs: Pair[] = [];
    const multi = (key: string, values: string[]) => {
      if (values.length === 0) return;
      if (single.includes(key)) pairs.push([key, values[0] as string]);
      else if (f.commaJoined) pairs.push([key, values.join(",")]);
      else for (const v of values) pairs.push([key, v]);
    };
    multi("brand", f.brands);
    multi("category", f.categories);
    multi("color", f.colors);
    multi("size", f.sizes);
    multi("door", f.doors);
    multi("collection", f.collections);
    if (f.minPrice !== undefined) pairs.push(["minPrice", String(f.minPrice)]);
    if (f.maxPrice !== undefined) pairs.push(["maxPrice", String(f.maxPrice)]);
    if (f.search !== undefined) pairs.push(["search", f.search]);
    if (f.sortBy !== undefined) pairs.push(["sortBy", f.sortBy]);
    return pairs;
  }

  function expectListing(products: Summary[], f: Filters, label: string) {
    const expected = catalogue.filter((p) => matches(p, f)).map((p) => p._id);
    for (const p of products) expect(matches(p, f), `${label}: ${p.name} breaks the filters`).toBe(true);
    expect(products.map((p) => p._id).sort(), `${label}: the products that match`).toEqual(expected.sort());
    const cents = products.map((p) => Math.round(p.price * 100));
    if (f.sortBy === "priceAsc") expect(cents, label).toEqual([...cents].sort((a, b) => a - b));
    if (f.sortBy === "priceDesc") expect(cents, label).toEqual([...cents].sort((a, b) => b - a));
  }

  it("GET /api/products/filter returns exactly the products that satisfy the filters", async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filtersArb(), async (f) => {
        const url = `/api/products/filter${queryString([...filterPairs(f), ["limit", "1000"]])}`;
        const res = await send({ method: "GET", url });
        if (f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice) {
          expect(res.statusCode, url).toBe(400);
          return;
        }
        expect(res.statusCode, url).toBe(200);
        const body = res.json();
        if (body.products.length > 0) nonEmpty++;
        expectListing(body.products, f, url);
        expect(body.total, url).toBe(body.products.length);
        for (const facet of Object.values(body.facets) as Array<Array<{ count: number }>>) {
          for (const entry of facet) expect(entry.count, url).toBeGreaterThan(0);
        }
      }),
      params(40),
    );
    // The generated filters are realistic: a good share of them find products.
    expect(nonEmpty).toBeGreaterThanOrEqual(runs(40) / 4);
  });

  it("GET /api/products (the plain list, one collection) keeps to the same filters", async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb(), async (f) => {
        const pairs = filterPairs(f, ["collection"]);
        const url = `/api/products${queryString([...pairs, ["limit", "1000"]])}`;
        const res = await send({ method: "GET", url });
        if (f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice) {
          expect(res.statusCode, url).toBe(400);
          return;
        }
        expect(res.statusCode, url).toBe(200);
        expectListing(res.json(), { ...f, collections: f.collections.slice(0, 1) }, url);
      }),
      params(25),
    );
  });

  it("paging walks through every match once", async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb(), fc.integer({ min: 1, max: 60 }), async (f, limit) => {
        const base = filterPairs({ ...f, minPrice: undefined, maxPrice: undefined, sortBy: "priceAsc" });
        const seen: string[] = [];
        let pages = 1;
        for (let page = 1; page <= pages && page <= 20; page++) {
          const res = await send({
            method: "GET",
            url: `/api/products/filter${queryString([...base, ["limit", String(limit)], ["page", String(page)]])}`,
          });
          expect(res.statusCode).toBe(200);
          const body = res.json();
          pages = body.pages;
          expect(body.products.length).toBeLessThanOrEqual(limit);
          seen.push(...body.products.map((p: Summary) => p._id));
        }
        if (pages <= 20) {
          const expected = catalogue.filter((p) =>
            matches(p, { ...f, minPrice: undefined, maxPrice: undefined }),
          ).length;
          expect(new Set(seen).size).toBe(seen.length);
          expect(seen.length).toBe(expected);
        }
      }),
      params(10),
    );
  });

  /* ---------------------------------------------------------------- hostile queries */

  const QUERY_ROUTES: Array<{ url: string; keys: readonly string[]; token?: () => string }> = [
    {
      url: "/api/products",
      keys: [
        "collection",
        "category",
        "brand",
        "color",
        "size",
        "door",
        "material",
        "gender",
        "minPrice",
        "maxPrice",
        "search",
        "sortBy",
        "limit",
        "timestamp",
      ],
    },
    {
      url: "/api/products/filter",
      keys: [
        "collection",
        "category",
        "door",
        "color",
        "sizes",
        "size",
        "brand",
        "minPrice",
        "maxPrice",
        "search",
        "sortBy",
        "limit",
        "page",
        "timestamp",
      ],
    },
    { url: "/api/products/best-seller", keys: ["limit"] },
    { url: "/api/collections", keys: ["brand"] },
    { url: "/api/cart", keys: ["userId", "guestId", "timestamp"] },
    { url: "/api/cart", keys: ["userId", "guestId", "timestamp"], token: () => customer.token },
    {
      url: "/api/admin/products",
      keys: ["search", "brand", "category", "published", "page", "limit", "sortBy"],
      token: () => admin,
    },
    { url: "/api/admin/orders", keys: ["status", "search", "page", "limit"], token: () => admin },
    { url: "/api/admin/users", keys: ["search", "page", "limit"], token: () => admin },
    { url: "/api/admin/subscribers", keys: ["search", "page", "limit"], token: () => admin },
    { url: "/api/admin/contact-messages", keys: ["handled", "page", "limit"], token: () => admin },
  ];

  for (const route of QUERY_ROUTES) {
    it(`GET ${route.url}${route.token ? " (signed in)" : ""}: hostile queries are 2xx or a clean 4xx`, async () => {
      await fc.assert(
        fc.asyncProperty(queryPairs(route.keys), rawSuffix, async (pairs, suffix) => {
          const qs = queryString(pairs);
          const url = `${route.url}${qs}${qs ? suffix : suffix.replace(/^&/, "?")}`;
          const res = await send({ method: "GET", url, token: route.token?.() });
          // The listing's own semantic checks are above; here every success must at least be well-formed JSON.
          if (res.statusCode === 200) expect(() => res.json(), url).not.toThrow();
        }),
        params(route.url === "/api/products/filter" || route.url === "/api/products" ? 50 : 20),
      );
    });
  }

  /* ---------------------------------------------------------------- hostile bodies */

  /** A body for the route: a valid one with one field replaced, extra keys, or anything at all. */
  const bodyArb = (valid: Record<string, unknown>) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.tuple(fc.constantFrom(...Object.keys(valid)), anyJson).map(([k, v]) => ({ ...valid, [k]: v })),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(fc.oneof(oddKeys, hostileString), anyJson).map(([k, v]) => ({ ...valid, [k]: v })),
      },
      {
        weight: 2,
        arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(valid)), oddKeys), anyJson, { maxKeys: 6 }),
      },
      { weight: 1, arbitrary: anyJson },
    );

  interface BodyRoute {
    method: "POST" | "PUT" | "DELETE";
    url: () => string;
    valid: () => Record<string, unknown>;
    token?: () => string | undefined;
    runs: number;
  }

  const shipping = () => ({
    firstName: "Fuzz",
    lastName: "Tester",
    email: "fuzz@example.com",
    address: "Street 1",
    city: "İzmir",
    postalCode: "35000",
    country: "Türkiye",
    phone: "+90 555 000 00 00",
  });
  const line = () => ({ productId, color: catalogue.find((p) => p._id === productId)?.colors[0] ?? "", packing: "1" });

  const BODY_ROUTES: Array<[string, BodyRoute]> = [
    [
      "register",
      {
        method: "POST",
        url: () => "/api/users/register",
        valid: () => ({ name: "Fuzz", email: "fuzz.reg@example.com", password: "Correct-Horse-42" }),
        runs: 20,
      },
    ],
    [
      "login",
      {
        method: "POST",
        url: () => "/api/users/login",
        valid: () => ({ email: customer.email, password: "Wrong-Horse-42" }),
        runs: 12,
      },
    ],
    [
      "profile",
      {
        method: "PUT",
        url: () => "/api/users/profile",
        valid: () => ({ name: "Fuzz Customer" }),
        token: () => customer.token,
        runs: 25,
      },
    ],
    [
      "cart add (guest)",
      { method: "POST", url: () => "/api/cart", valid: () => ({ ...line(), quantity: 1 }), runs: 30 },
    ],
    [
      "cart add",
      {
        method: "POST",
        url: () => "/api/cart",
        valid: () => ({ ...line(), quantity: 1 }),
        token: () => customer.token,
        runs: 30,
      },
    ],
    [
      "cart update",
      {
        method: "PUT",
        url: () => "/api/cart",
        valid: () => ({ ...line(), quantity: 2 }),
        token: () => customer.token,
        runs: 30,
      },
    ],
    [
      "cart remove",
      { method: "DELETE", url: () => "/api/cart", valid: () => line(), token: () => customer.token, runs: 25 },
    ],
    [
      "cart merge",
      {
        method: "POST",
        url: () => "/api/cart/merge",
        valid: () => ({ guestId: "0123456789abcdef0123456789abcdef" }),
        token: () => customer.token,
        runs: 20,
      },
    ],
    [
      "orders",
      {
        method: "POST",
        url: () => "/api/orders",
        valid: () => ({ paymentMethod: "bank-transfer", shippingAddress: shipping() }),
        token: () => customer.token,
        runs: 30,
      },
    ],
    [
      "contact",
      {
        method: "POST",
        url: () => "/api/contact",
        valid: () => ({ name: "Fuzz", email: "fuzz@example.com", subject: "Hi", message: "Hello" }),
        runs: 25,
      },
    ],
    [
      "subscribe",
      { method: "POST", url: () => "/api/subscribe", valid: () => ({ email: "fuzz.news@example.com" }), runs: 20 },
    ],
    [
      "order requests",
      { method: "POST", url: () => "/api/order-requests", valid: () => ({ ...line(), channel: "whatsapp" }), runs: 25 },
    ],
    [
      "configurator quote",
      {
        method: "POST",
        url: () => "/api/configurators/olta-classic/quote",
        valid: () => ({ mode: "correct", configuration: { size: "d220", accessories: "cover.base-plate*2" } }),
        runs: 40,
      },
    ],
    [
      "configured order requests",
      {
        method: "POST",
        url: () => "/api/order-requests/configured",
        valid: () => ({ configurator: "olta-classic", configuration: { fabric: "acrylic" }, channel: "mail" }),
        runs: 25,
      },
    ],
    [
      "admin: configurator",
      {
        method: "PUT",
        url: () => `/api/admin/configurators/${configuratorId}`,
        valid: () => ({
          baseVersion: 1,
          published: true,
          definition: {
            name: "Fuzz Parasol",
            brand: "OLTA",
            exchangeRate: "1.08",
            steps: [
              {
                id: "size",
                kind: "single",
                title: { en: "Size" },
                group: "parasol",
                default: "d200",
                options: [
                  { id: "d200", label: { en: "Ø200" }, priceCents: 44_500 },
                  { id: "d220", label: { en: "Ø220" }, priceCents: 49_500 },
                ],
              },
              {
                id: "extras",
                kind: "multi",
                title: { en: "Extras" },
                group: "extras",
                options: [
                  {
                    id: "cover",
                    label: { en: "Cover" },
                    priceCents: { by: "size", cents: { d200: 4_900, d220: 5_500 } },
                    maxQuantity: 2,
                    requires: [{ step: "size", options: ["d200"] }],
                  },
                ],
              },
            ],
          },
        }),
        token: () => admin,
        runs: 40,
      },
    ],
    [
      "admin: create product",
      {
        method: "POST",
        url: () => "/api/products",
        valid: () => ({
          name: "Fuzz Chair",
          description: "Fuzzed",
          price: 10,
          countInStock: 1,
          sku: "FUZZ-1",
          brand: "FERMOB",
          category: "Table & Chair",
          door: "outdoor",
        }),
        token: () => admin,
        runs: 30,
      },
    ],
    [
      "admin: update product",
      {
        method: "PUT",
        url: () => `/api/products/${productId}`,
        valid: () => ({ price: 99.5, colors: "Cactus, Anthracite" }),
        token: () => admin,
        runs: 30,
      },
    ],
    [
      "admin: update product (admin path)",
      {
        method: "PUT",
        url: () => `/api/admin/products/${productId}`,
        valid: () => ({ isPublished: true, technicalSheet: ["a"] }),
        token: () => admin,
        runs: 20,
      },
    ],
    [
      "admin: create user",
      {
        method: "POST",
        url: () => "/api/admin/users",
        valid: () => ({
          name: "Staff",
          email: "fuzz.staff@example.com",
          password: "Shop-Floor-2026",
          role: "customer",
        }),
        token: () => admin,
        runs: 20,
      },
    ],
    [
      "admin: change role",
      {
        method: "PUT",
        url: () => `/api/admin/users/${target.id}`,
        valid: () => ({ role: "customer" }),
        token: () => admin,
        runs: 20,
      },
    ],
    [
      "admin: settings",
      {
        method: "PUT",
        url: () => "/api/admin/settings",
        valid: () => ({ shopName: "Avlu", openingHours: { weekdays: "09:00-18:00" } }),
        token: () => admin,
        runs: 30,
      },
    ],
    [
      "admin: order",
      {
        method: "PUT",
        url: () => `/api/admin/orders/${orderId}`,
        valid: () => ({ isPaid: false }),
        token: () => admin,
        runs: 25,
      },
    ],
    [
      "admin: contact message",
      {
        method: "PUT",
        url: () => `/api/admin/contact-messages/${messageId}`,
        valid: () => ({ handled: false }),
        token: () => admin,
        runs: 20,
      },
    ],
    [
      "saved address",
      {
        method: "POST",
        url: () => "/api/addresses",
        valid: () => ({
          firstName: "Fuzz",
          lastName: "Tester",
          phone: "+90 555 000 00 00",
          country: "Türkiye",
          city: "İzmir",
          district: "Karşıyaka",
          address: "Street 1",
          postalCode: "35000",
        }),
        token: () => customer.token,
        runs: 25,
      },
    ],
    [
      "admin: delivery rules",
      {
        method: "PUT",
        url: () => "/api/admin/delivery",
        valid: () => ({
          zones: [
            { name: "İstanbul", kind: "provinces", provinces: ["34"], fee: 49 },
            { name: "Rest", kind: "rest-of-turkey", fee: 129 },
          ],
          freeDeliveryThreshold: 1500,
          assembly: { available: true, price: 79 },
        }),
        token: () => admin,
        runs: 25,
      },
    ],
    [
      "admin: VAT",
      {
        method: "PUT",
        url: () => "/api/admin/vat",
        valid: () => ({ rate: 20, categoryRates: { Cushion: 10 } }),
        token: () => admin,
        runs: 20,
      },
    ],
    [
      "admin: lead times",
      {
        method: "PUT",
        url: () => "/api/admin/lead-times",
        valid: () => ({
          default: {
            inStock: { min: 2, max: 5, unit: "business-days" },
            onOrder: { min: 4, max: 6, unit: "weeks" },
          },
          brands: [],
        }),
        token: () => admin,
        runs: 20,
      },
    ],
    [
      "admin: import (preview)",
      {
        method: "POST",
        url: () => "/api/admin/products/import?dryRun=true",
        valid: () => ({ csv: "sku,name,price\nFUZZ-9,Fuzz,10\n" }),
        token: () => admin,
        runs: 25,
      },
    ],
  ];

  for (const [name, route] of BODY_ROUTES) {
    it(`${route.method} ${name}: hostile bodies are 2xx or a clean 4xx`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyArb(route.valid()), async (body) => {
          await send({
            method: route.method,
            url: route.url(),
            token: route.token?.(),
            payload: body as InjectOptions["payload"],
          });
        }),
        params(route.runs),
      );
    });
  }

  it("hostile CSV files in an import preview are 2xx or a clean 4xx", async () => {
    const cell = fc.oneof(
      hostileString,
      fc.constantFrom('"', '""', '"a""b"', "=cmd|' /C calc'!A0", "\r", "\n", ",", ";"),
    );
    const csv = fc
      .array(fc.array(cell, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 })
      .map((rows) =>
        [["sku", "name", "price", "countInStock", "brand", "categories", "door"], ...rows]
          .map((r) => r.join(","))
          .join("\n"),
      );
    await fc.assert(
      fc.asyncProperty(csv, fc.boolean(), async (text, raw) => {
        await send({
          method: "POST",
          url: "/api/admin/products/import?dryRun=true",
          token: admin,
          ...(raw ? { headers: { "content-type": "text/csv" }, payload: text } : { payload: { csv: text } }),
        });
      }),
      params(30),
    );
  });
});
