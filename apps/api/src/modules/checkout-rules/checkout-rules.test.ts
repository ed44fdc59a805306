import type { CheckoutRules } from "@avlu/contract/checkout";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct, suiteTestApp, type TestApp } from "../../test/helpers.js";
import { expectCleanError, snapshot } from "../../test/security-harness.js";

const rulesOf = async (t: TestApp) =>
  (await t.request({ method: "GET", url: "/api/checkout/rules" })).json() as CheckoutRules;

const pair = {
  inStock: { min: 2, max: 5, unit: "business-days" },
  onOrder: { min: 4, max: 6, unit: "weeks" },
} as const;

describe("checkout rules: delivery, VAT and lead times the owner sets", () => {
  const t = suiteTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await t.adminToken();
  });

  it("a new shop starts with zones (İstanbul, big cities, rest of Türkiye, abroad on request), 20 % VAT, 2–5 days / 4–6 weeks", async () => {
    const res = await t.request({ method: "GET", url: "/api/checkout/rules" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=10, stale-while-revalidate=30");
    const rules = res.json() as CheckoutRules;
    expect(rules.delivery.zones.map((z) => [z.name, z.kind, z.fee, z.onRequest])).toEqual([
      ["İstanbul", "provinces", 49, false],
      ["Big cities", "provinces", 89, false],
      ["Rest of Türkiye", "rest-of-turkey", 129, false],
      ["Abroad", "abroad", 0, true],
    ]);
    expect(rules.delivery.zones[0]?.provinces).toEqual(["34"]);
    expect(rules.delivery.zones[1]?.provinces).toEqual(expect.arrayContaining(["06", "35", "16"]));
    expect(rules.delivery.freeDeliveryThreshold).toBe(1500);
    expect(rules.delivery.assembly).toEqual({ available: true, price: 79 });
    expect(rules.vat).toEqual({ rate: 20, categoryRates: {} });
    expect(rules.leadTimes).toEqual({ default: pair, brands: [], variants: [] });
  });

  it("admins replace the delivery rules; the next read (cached or not) shows them", async () => {
    await rulesOf(t); // fills the public cache
    const payload = {
      zones: [
        { name: "İstanbul & Kocaeli", kind: "provinces", provinces: ["41", "34"], fee: 39.9 },
        { name: "Türkiye", kind: "rest-of-turkey", fee: 99 },
      ],
      freeDeliveryThreshold: null,
      assembly: { available: false, price: 0 },
    };
    const res = await t.request({ method: "PUT", url: "/api/admin/delivery", token: admin, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().zones).toEqual([
      expect.objectContaining({ name: "İstanbul & Kocaeli", provinces: ["34", "41"], fee: 39.9, onRequest: false }),
      expect.objectContaining({ name: "Türkiye", kind: "rest-of-turkey", provinces: [], fee: 99 }),
    ]);
    const after = await rulesOf(t);
    expect(after.delivery).toEqual(res.json());
    expect(after.delivery.freeDeliveryThreshold).toBeNull();
    expect(await t.db.kysely.selectFrom("delivery_zone_provinces").selectAll().execute()).toHaveLength(2);
  });

  it("refuses unsound rules and bad values with a clear 400, changing nothing", async () => {
    const customer = (await t.registerCustomer()).token;
    const before = await snapshot(t);
    const rest = { name: "Rest", kind: "rest-of-turkey", fee: 1 };
    const ok = { zones: [rest], freeDeliveryThreshold: 100, assembly: { available: true, price: 10 } };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...ok, zones: [{ name: "A", kind: "provinces", provinces: ["34"], fee: 1 }] }, /rest of Türkiye/],
      [
        {
          ...ok,
          zones: [
            rest,
            { name: "A", kind: "provinces", provinces: ["34"], fee: 1 },
            { name: "B", kind: "provinces", provinces: ["34"], fee: 2 },
          ],
        },
        /Province 34 is in two zones/,
      ],
      [{ ...ok, zones: [rest, { name: "A", kind: "provinces", provinces: ["99"], fee: 1 }] }, /plate code/],
      [{ ...ok, zones: [{ ...rest, fee: -5 }] }, /must not be negative/],
      [{ ...ok, zones: [{ ...rest, fee: "free" }] }, /must be a number/],
      [{ ...ok, freeDeliveryThreshold: 0.001 }, /at most 2 decimals/],
      [{ ...ok, zones: [{ ...rest, kind: "moon" }] }, /must be one of/],
      [{ ...ok, zones: [] }, /zones/],
      [{ ...ok, price: 0 }, /Unrecognized key/i],
      [{ ...ok, zones: [{ ...rest, id: "forged" }] }, /Unrecognized key/i],
    ];
    for (const [payload, message] of cases) {
      const res = await t.request({ method: "PUT", url: "/api/admin/delivery", token: admin, payload });
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toMatch(message);
      expectCleanError(res, 400, JSON.stringify(payload));
    }
    for (const [token, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      expectCleanError(await t.request({ method: "PUT", url: "/api/admin/delivery", token, payload: ok }), status);
      expectCleanError(await t.request({ method: "PUT", url: "/api/admin/vat", token, payload: { rate: 1 } }), status);
      expectCleanError(
        await t.request({ method: "PUT", url: "/api/admin/lead-times", token, payload: { default: pair, brands: [] } }),
        status,
      );
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("VAT: a standard rate and a category's own; bad rates and unknown categories refused", async () => {
    const res = await t.request({
      method: "PUT",
      url: "/api/admin/vat",
      token: admin,
      payload: { rate: 20, categoryRates: { Cushion: 10, Lamp: 8.5 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rate: 20, categoryRates: { Cushion: 10, Lamp: 8.5 } });
    expect((await rulesOf(t)).vat).toEqual(res.json());
    const before = await snapshot(t);
    for (const payload of [
      { rate: 120 },
      { rate: -1 },
      { rate: 18.123 },
      { rate: 20, categoryRates: { Spaceships: 5 } },
      { rate: 20, categoryRates: { Lamp: "ten" } },
      {},
    ]) {
      expectCleanError(await t.request({ method: "PUT", url: "/api/admin/vat", token: admin, payload }), 400);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("lead times: the default and one pair per brand, replaced as a whole", async () => {
    const fermob = { brand: "fermob", inStock: { min: 3, max: 7, unit: "business-days" }, onOrder: pair.onOrder };
    const res = await t.request({
      method: "PUT",
      url: "/api/admin/lead-times",
      token: admin,
      payload: { default: pair, brands: [fermob] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ default: pair, brands: [{ ...fermob, brand: "FERMOB" }], variants: [] });
    expect((await rulesOf(t)).leadTimes).toEqual(res.json());
    const before = await snapshot(t);
    for (const payload of [
      { default: pair, brands: [fermob, fermob] },
      { default: pair, brands: [{ ...fermob, brand: "NOBODY" }] },
      { default: { ...pair, onOrder: { min: 6, max: 4, unit: "weeks" } }, brands: [] },
      { default: { ...pair, onOrder: { min: 1.5, max: 4, unit: "weeks" } }, brands: [] },
      { brands: [] },
    ]) {
      expectCleanError(await t.request({ method: "PUT", url: "/api/admin/lead-times", token: admin, payload }), 400);
    }
    expect(await snapshot(t)).toEqual(before);
    // Back to the default alone.
    const reset = await t.request({
      method: "PUT",
      url: "/api/admin/lead-times",
      token: admin,
      payload: { default: pair, brands: [] },
    });
    expect(reset.json()).toEqual({ default: pair, brands: [], variants: [] });
  });

  it("lead times per variant (ADR 1910): by SKU, in stock or on order with an own window; absent keeps the list", async () => {
    const product = await createProduct(t, { price: 100, countInStock: 5 });
    const [first, second] = product.variants;
    if (!first || !second) throw new Error("the test product needs two variants");
    const variants = [
      { sku: first.sku, availability: "on-order", window: { min: 8, max: 10, unit: "weeks" } },
      { sku: second.sku, availability: "in-stock", window: null },
    ];
    const put = (payload: Record<string, unknown>) =>
      t.request({ method: "PUT", url: "/api/admin/lead-times", token: admin, payload });
    const res = await put({ default: pair, brands: [], variants });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().variants).toEqual(variants);
    expect((await rulesOf(t)).leadTimes.variants).toEqual(variants);
    // An older client without `variants` changes the rest and keeps them.
    const older = await put({ default: pair, brands: [] });
    expect(older.json().variants).toEqual(variants);

    const before = await snapshot(t);
    for (const payload of [
      { default: pair, brands: [], variants: [{ sku: "NO-SUCH-SKU", availability: "on-order" }] },
      { default: pair, brands: [], variants: [variants[0], variants[0]] },
      { default: pair, brands: [], variants: [{ sku: first.sku, availability: "backorder" }] },
      {
        default: pair,
        brands: [],
        variants: [{ sku: first.sku, availability: "on-order", window: { min: 5, max: 2, unit: "weeks" } }],
      },
      { default: pair, brands: [], variants: [{ sku: "", availability: "on-order" }] },
      { default: pair, brands: [], variants: [{ sku: first.sku, availability: "on-order", price: 1 }] },
    ]) {
      expectCleanError(await put(payload), 400);
    }
    const unknown = await put({
      default: pair,
      brands: [],
      variants: [{ sku: "NO-SUCH-SKU", availability: "on-order" }],
    });
    expect(unknown.json()).toEqual({ message: "No variant has the SKU NO-SUCH-SKU" });
    expect(await snapshot(t)).toEqual(before);
    // Customers cannot set them.
    const customer = await t.registerCustomer();
    const refused = await t.request({
      method: "PUT",
      url: "/api/admin/lead-times",
      token: customer.token,
      payload: { default: pair, brands: [], variants: [] },
    });
    expect(refused.statusCode).toBe(403);

    const cleared = await put({ default: pair, brands: [], variants: [] });
    expect(cleared.json().variants).toEqual([]);
  });

  it("the new calls are in the OpenAPI document with their bodies and answers", async () => {
    const doc = (await t.request({ method: "GET", url: "/api/docs/json" })).json();
    for (const [path, method] of [
      ["/api/geo/tr", "get"],
      ["/api/checkout/rules", "get"],
      ["/api/checkout/quote", "get"],
      ["/api/orders/{id}/pdf", "get"],
      ["/api/admin/delivery", "put"],
      ["/api/admin/vat", "put"],
      ["/api/admin/lead-times", "put"],
      ["/api/addresses", "post"],
      ["/api/addresses/{id}", "put"],
      ["/api/addresses/{id}", "delete"],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(
        Object.keys(op.responses).filter((s) => s === "200" || s === "201"),
        `${method} ${path}`,
      ).toHaveLength(1);
      if (method !== "get" && method !== "delete") expect(op.requestBody, `${method} ${path}`).toBeDefined();
    }
    const zone = doc.paths["/api/admin/delivery"].put.requestBody.content["application/json"].schema.properties.zones;
    expect(zone.items.properties.kind.enum).toEqual(["provinces", "rest-of-turkey", "abroad"]);
  });
});
