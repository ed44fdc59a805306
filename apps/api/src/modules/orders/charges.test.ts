import type { Stats } from "@avlu/contract/admin";
import type { Product } from "@avlu/contract/catalog";
import type { Order } from "@avlu/contract/orders";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  countRows,
  createProduct,
  createTestApp,
  placeOrder,
  TEST_ADDRESS,
  type TestApp,
} from "../../test/helpers.js";
import { orderMail } from "../../test/mail.js";
import { pdfText } from "../../test/pdf-text.js";

/*
 * Issue 19, slice 1: orders carry delivery (server-computed from the province's zone, free
 * threshold, assembly), the VAT contained in the total and the lead times; the client's figures
 * are never charged; placed orders keep their figures; the order PDF.
 */
describe("order charges", () => {
  let t: TestApp;
  let admin: string;
  const ankara = { ...TEST_ADDRESS, city: "ankara", district: "çankaya", postalCode: "06690" };
  const artvin = { ...TEST_ADDRESS, city: "Artvin", district: "Hopa", postalCode: "08600" };
  const berlin = { ...TEST_ADDRESS, country: "Germany", city: "Berlin", district: "", postalCode: "10115" };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  const count = (table: "orders" | "order_charges" | "mail_outbox") => countRows(t, table);

  async function shopper(price = 100, quantity = 1, overrides: Record<string, unknown> = {}) {
    const customer = await t.registerCustomer({ name: "Şule Öztürk" });
    const product = await createProduct(t, { price, countInStock: 50, ...overrides });
    const res = await addToCart(t, customer.token, { productId: product._id, quantity });
    expect(res.statusCode, res.body).toBe(200);
    return { customer, product };
  }
  const place = (token: string, payload: Record<string, unknown> = {}) => placeOrder(t, token, payload);

  it("charges the delivery of the province's zone and states the VAT contained and the lead time", async () => {
    const { customer } = await shopper(100, 1);
    const res = await place(customer.token);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    // İstanbul: $49; the total 149.00 contains 149 × 20/120 = 24.833… → 24.83 VAT.
    expect(order.totalPrice).toBe(149);
    expect(order.charges).toEqual({
      subtotal: 100,
      delivery: { zone: "İstanbul", fee: 49, free: false, onRequest: false, assembly: 0 },
      vat: { total: 24.83, groups: [{ rate: 20, gross: 149, vat: 24.83, net: 124.17 }] },
      leadTimes: [{ availability: "in-stock", min: 2, max: 5, unit: "business-days" }],
    });
    expect(order.shippingAddress).toMatchObject({ city: "İstanbul", district: "Kadıköy", country: "Türkiye" });
  });

  it("takes the zone from the province, delivers free from the threshold, adds assembly on request", async () => {
    const a = await shopper(100, 1);
    const big = await place(a.customer.token, { shippingAddress: ankara });
    expect(big.json<Order>().charges.delivery).toMatchObject({ zone: "Big cities", fee: 89 });
    expect(big.json<Order>().shippingAddress).toMatchObject({ city: "Ankara", district: "Çankaya" });

    const b = await shopper(100, 2);
    const rest = await place(b.customer.token, { shippingAddress: artvin, assembly: true });
    expect(rest.json<Order>().charges.delivery).toEqual({
      zone: "Rest of Türkiye",
      fee: 129,
      free: false,
      onRequest: false,
      assembly: 79,
    });
    expect(rest.json<Order>().totalPrice).toBe(200 + 129 + 79);

    const c = await shopper(800, 2);
    const free = await place(c.customer.token, { shippingAddress: artvin });
    expect(free.json<Order>().charges.delivery).toMatchObject({ fee: 0, free: true });
    expect(free.json<Order>().totalPrice).toBe(1600);

    const d = await shopper(100, 1);
    const abroad = await place(d.customer.token, { shippingAddress: berlin });
    expect(abroad.statusCode, abroad.body).toBe(201);
    expect(abroad.json<Order>().charges.delivery).toMatchObject({ zone: "Abroad", fee: 0, onRequest: true });
    expect(abroad.json<Order>().totalPrice).toBe(100);
  });

  it("uses each category's VAT rate and the brand's lead times", async () => {
    const put = (url: string, payload: object) =>
      t.request({ method: "PUT", url, token: admin, payload: payload as Record<string, unknown> });
    expect((await put("/api/admin/vat", { rate: 20, categoryRates: { Lamp: 10 } })).statusCode).toBe(200);
    const week = { min: 3, max: 4, unit: "weeks" };
    const pair = { inStock: { min: 2, max: 5, unit: "business-days" }, onOrder: { min: 4, max: 6, unit: "weeks" } };
    expect(
      (await put("/api/admin/lead-times", { default: pair, brands: [{ brand: "OLTA", ...pair, inStock: week }] }))
        .statusCode,
    ).toBe(200);
    try {
      const { customer } = await shopper(110, 1, { category: "Lamp", brand: "OLTA" });
      const order = (await place(customer.token)).json<Order>();
      // Goods 110.00 at 10 % (10.00 VAT), delivery 49.00 at 20 % (8.166… → 8.17).
      expect(order.charges.vat).toEqual({
        total: 18.17,
        groups: [
          { rate: 20, gross: 49, vat: 8.17, net: 40.83 },
          { rate: 10, gross: 110, vat: 10, net: 100 },
        ],
      });
      expect(order.charges.leadTimes).toEqual([{ availability: "in-stock", min: 3, max: 4, unit: "weeks" }]);
    } finally {
      await put("/api/admin/vat", { rate: 20, categoryRates: {} });
      await put("/api/admin/lead-times", { default: pair, brands: [] });
    }
  });

  it("a variant the owner orders from the maker is 'on order' with its own window: quote, order and later rule changes (ADR 1910)", async () => {
    const put = (payload: object) =>
      t.request({
        method: "PUT",
        url: "/api/admin/lead-times",
        token: admin,
        payload: payload as Record<string, unknown>,
      });
    const pair = { inStock: { min: 2, max: 5, unit: "business-days" }, onOrder: { min: 4, max: 6, unit: "weeks" } };
    const { customer, product } = await shopper(100, 1);
    const cactus = product.variants.find((v) => v.color === "Cactus" && v.packing === "1");
    const anthracite = product.variants.find((v) => v.color === "Anthracite" && v.packing === "1");
    if (!cactus || !anthracite) throw new Error("the test product needs Cactus and Anthracite variants");
    await t.db.kysely
      .updateTable("product_variants")
      .set({ count_in_stock: 5 })
      .where("id", "=", anthracite._id)
      .execute();
    await addToCart(t, customer.token, { productId: product._id, color: "Anthracite" });
    const saved = await put({
      default: pair,
      brands: [],
      variants: [{ sku: anthracite.sku, availability: "on-order", window: { min: 8, max: 10, unit: "weeks" } }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const both = [
        { availability: "in-stock", min: 2, max: 5, unit: "business-days" },
        { availability: "on-order", min: 8, max: 10, unit: "weeks" },
      ];
      const quote = await t.request({
        method: "GET",
        url: "/api/checkout/quote?country=T%C3%BCrkiye&province=istanbul",
        token: customer.token,
      });
      expect(quote.json().leadTimes).toEqual(both);
      const order = (await place(customer.token)).json<Order>();
      expect(order.charges.leadTimes).toEqual(both);
      const lines = await t.db.kysely
        .selectFrom("order_charges")
        .select("lines")
        .where("order_id", "=", order._id)
        .executeTakeFirstOrThrow();
      expect(
        JSON.parse(lines.lines).map((l: { sku: string; availability: string }) => [l.sku, l.availability]),
      ).toEqual([
        [cactus.sku, "in-stock"],
        [anthracite.sku, "on-order"],
      ]);
      // Without its own window, the brand's "on order" pair applies; the placed order keeps what it said.
      await put({
        default: pair,
        brands: [],
        variants: [{ sku: anthracite.sku, availability: "on-order", window: null }],
      });
      const again = await t.request({ method: "GET", url: `/api/orders/${order._id}`, token: customer.token });
      expect(again.json<Order>().charges.leadTimes).toEqual(both);
    } finally {
      await put({ default: pair, brands: [], variants: [] });
    }
  });

  it("never charges the client's figures: unknown ones are ignored, differing expected ones refused (409) changing nothing", async () => {
    const { customer } = await shopper(100, 1);
    const before = { orders: await count("orders"), charges: await count("order_charges") };
    for (const expected of [{ delivery: 0 }, { vat: 0 }, { total: 100 }, { delivery: 49, vat: 24.83, total: 148.99 }]) {
      const res = await place(customer.token, { expected });
      expect(res.statusCode, JSON.stringify(expected)).toBe(409);
      expect(res.json().message).toMatch(/^The (delivery cost|VAT|total) of this order is \$[\d.,]+; please review/);
    }
    expect({ orders: await count("orders"), charges: await count("order_charges") }).toEqual(before);
    const cart = await t.request({ method: "GET", url: "/api/cart", token: customer.token });
    expect(cart.json().products).toHaveLength(1);

    // Made-up fields are not read at all; the shown figures, when right, go through.
    const ok = await place(customer.token, {
      deliveryFee: 0,
      totalPrice: 1,
      vat: 0,
      charges: { delivery: null },
      expected: { delivery: 49, vat: 24.83, total: 149 },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<Order>().totalPrice).toBe(149);
    expect(ok.json<Order>().charges.delivery?.fee).toBe(49);
  });

  it("refuses an address the shop cannot deliver to or that does not hold together (400), changing nothing", async () => {
    const { customer } = await shopper(100, 1);
    const before = await count("orders");
    for (const [shippingAddress, message] of [
      [{ ...TEST_ADDRESS, city: "Gotham" }, "Please choose a province from the list"],
      [{ ...TEST_ADDRESS, district: "Çankaya" }, "Please choose a district of İstanbul"],
      [{ ...TEST_ADDRESS, postalCode: "06690" }, /İstanbul/],
      [{ ...TEST_ADDRESS, postalCode: "3472" }, /5 digits/],
    ] as const) {
      const res = await place(customer.token, { shippingAddress });
      expect(res.statusCode, JSON.stringify(shippingAddress)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // Without an abroad zone, abroad is refused; assembly the shop no longer offers too.
    const rules = (await t.request({ method: "GET", url: "/api/checkout/rules" })).json().delivery;
    const input = {
      zones: rules.zones
        .filter((z: { kind: string }) => z.kind !== "abroad")
        .map(({ id: _id, ...z }: { id: string }) => z),
      freeDeliveryThreshold: rules.freeDeliveryThreshold,
      assembly: { available: false, price: 79 },
    };
    const put = await t.request({ method: "PUT", url: "/api/admin/delivery", token: admin, payload: input });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const abroad = await place(customer.token, { shippingAddress: berlin });
      expect(abroad.statusCode).toBe(400);
      expect(abroad.json().message).toBe("We deliver within Türkiye only; please contact us about deliveries abroad");
      const assembly = await place(customer.token, { assembly: true });
      expect(assembly.statusCode).toBe(400);
      expect(assembly.json().message).toBe("Assembly is not offered at the moment");
    } finally {
      const restore = {
        zones: rules.zones.map(({ id: _id, ...z }: { id: string }) => z),
        freeDeliveryThreshold: rules.freeDeliveryThreshold,
        assembly: rules.assembly,
      };
      expect(
        (await t.request({ method: "PUT", url: "/api/admin/delivery", token: admin, payload: restore })).statusCode,
      ).toBe(200);
    }
    expect(await count("orders")).toBe(before);
  });

  it("keeps a placed order's figures when the delivery, VAT and lead-time rules change", async () => {
    const { customer } = await shopper(100, 1);
    const placed = (await place(customer.token, { assembly: true })).json<Order>();
    const rules = (await t.request({ method: "GET", url: "/api/checkout/rules" })).json();
    const put = (url: string, payload: object) =>
      t.request({ method: "PUT", url, token: admin, payload: payload as Record<string, unknown> });
    const changed = {
      zones: rules.delivery.zones.map(({ id: _id, ...z }: { id: string; fee: number }) => ({ ...z, fee: z.fee + 100 })),
      freeDeliveryThreshold: null,
      assembly: { available: true, price: 500 },
    };
    expect((await put("/api/admin/delivery", changed)).statusCode).toBe(200);
    expect((await put("/api/admin/vat", { rate: 10, categoryRates: {} })).statusCode).toBe(200);
    const week = { min: 1, max: 2, unit: "weeks" };
    expect(
      (await put("/api/admin/lead-times", { default: { inStock: week, onOrder: week }, brands: [] })).statusCode,
    ).toBe(200);
    try {
      const again = await t.request({ method: "GET", url: `/api/orders/${placed._id}`, token: customer.token });
      expect(again.json<Order>().charges).toEqual(placed.charges);
      expect(again.json<Order>().totalPrice).toBe(placed.totalPrice);
      const listed = await t.request({ method: "GET", url: `/api/admin/orders/${placed._id}`, token: admin });
      expect(listed.json<Order>().charges).toEqual(placed.charges);
    } finally {
      await put("/api/admin/delivery", {
        zones: rules.delivery.zones.map(({ id: _id, ...z }: { id: string }) => z),
        freeDeliveryThreshold: rules.delivery.freeDeliveryThreshold,
        assembly: rules.delivery.assembly,
      });
      await put("/api/admin/vat", rules.vat);
      await put("/api/admin/lead-times", rules.leadTimes);
    }
  });

  it("states the VAT of random baskets exactly: per rate G × r / (100 + r) rounded half up, net + VAT = total", async () => {
    const products: Product[] = [];
    for (const price of [0.01, 19.99, 129.9, 749.5])
      products.push(await createProduct(t, { price, countInStock: 10_000 }));
    const exact = (gross: bigint) => (2n * gross * 20n + 120n) / 240n; // half up at 20 %
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 9 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.constantFrom(TEST_ADDRESS, ankara, artvin),
        async (lines, address) => {
          const customer = await t.registerCustomer();
          for (const [i, quantity] of lines) {
            const p = products[i] as Product;
            await addToCart(t, customer.token, { productId: p._id, quantity });
          }
          const res = await place(customer.token, { shippingAddress: address });
          expect(res.statusCode, res.body).toBe(201);
          const order = res.json<Order>();
          const totalCents = BigInt(Math.round(order.totalPrice * 100));
          const vat = order.charges.vat;
          expect(vat.groups).toHaveLength(1);
          expect(BigInt(Math.round(vat.total * 100))).toBe(exact(totalCents));
          expect(Math.round((vat.groups[0]?.net ?? 0) * 100) + Math.round(vat.total * 100)).toBe(Number(totalCents));
          const d = order.charges.delivery;
          expect(
            Math.round(order.charges.subtotal * 100) + Math.round(((d?.fee ?? 0) + (d?.assembly ?? 0)) * 100),
          ).toBe(Number(totalCents));
        },
      ),
      { numRuns: 12 },
    );
  });

  it("quotes the caller's cart for a destination as an order would be charged (signed in or guest)", async () => {
    const { customer } = await shopper(100, 2);
    const quote = (query: string, token?: string) =>
      t.request({ method: "GET", url: `/api/checkout/quote?${query}`, token });
    const none = await quote("", customer.token);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.headers["cache-control"]).toBe("private, no-store");
    expect(none.json()).toMatchObject({
      subtotal: 200,
      total: 200,
      delivery: { available: false, reason: "no-province", message: "Choose a province to see the delivery cost" },
      vat: { total: 33.33 },
      leadTimes: [{ availability: "in-stock", min: 2, max: 5, unit: "business-days" }],
      assemblyOffer: { available: true, price: 79 },
    });
    const ist = (await quote("country=T%C3%BCrkiye&province=istanbul", customer.token)).json();
    expect(ist).toMatchObject({
      delivery: { available: true, zone: "İstanbul", fee: 49, untilFree: 1300 },
      total: 249,
      vat: { total: 41.5 },
    });
    const withAssembly = (await quote("country=T%C3%BCrkiye&province=Artvin&assembly=true", customer.token)).json();
    expect(withAssembly).toMatchObject({ delivery: { zone: "Rest of Türkiye", fee: 129, assembly: 79 }, total: 408 });
    // The order placed with those figures is charged exactly them.
    const placed = await place(customer.token, {
      shippingAddress: artvin,
      assembly: true,
      expected: { delivery: 208, vat: withAssembly.vat.total, total: 408 },
    });
    expect(placed.statusCode, placed.body).toBe(201);

    // A guest's cart by its guestId; no cart at all is an empty quote; a bad token is 401.
    const guest = await addToCart(t, undefined, { productId: (await createProduct(t, { price: 10 }))._id });
    const guestId = guest.json().guestId as string;
    expect((await quote(`guestId=${guestId}&country=T%C3%BCrkiye&province=Ankara`)).json()).toMatchObject({
      subtotal: 10,
      total: 99,
    });
    expect((await quote("country=T%C3%BCrkiye&province=Ankara")).json()).toMatchObject({ subtotal: 0, leadTimes: [] });
    expect((await quote("", "not-a-token")).statusCode).toBe(401);
    expect((await quote("assembly=maybe")).statusCode).toBe(400);
    expect((await quote("userId=x")).statusCode).toBe(400);
  });

  it("answers the order's PDF to its owner and admins (order number, Turkish names, IBAN); others get 404", async () => {
    const { customer } = await shopper(100, 1);
    const order = (await place(customer.token, { assembly: true })).json<Order>();
    const url = `/api/orders/${order._id}/pdf`;
    const res = await t.request({ method: "GET", url, token: customer.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${order.reference}.pdf"`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const { text } = await pdfText(res.rawPayload);
    for (const expected of [
      order.reference,
      "PROFORMA FATURA",
      "Ayşe Yılmaz",
      "Kadıköy / İstanbul",
      "TR33 0006 1005 1978 6457 8413 26",
      "Teslimat / Delivery (İstanbul)",
      "Montaj / Assembly",
      "KDV dahil / VAT included (%20)",
      "Vergi dairesi / Tax office: Kadıköy",
      "2–5 iş günü",
    ]) {
      expect(text).toContain(expected);
    }
    expect((await t.request({ method: "GET", url, token: admin })).statusCode).toBe(200);
    const other = await t.registerCustomer();
    for (const res of [
      await t.request({ method: "GET", url, token: other.token }),
      await t.request({ method: "GET", url: "/api/orders/000000000000000000000000/pdf", token: customer.token }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Order not found" });
    }
    expect((await t.request({ method: "GET", url })).statusCode).toBe(401);
  });

  it("writes the confirmation with delivery and VAT, and attaches the proforma to a bank transfer's", async () => {
    const { customer } = await shopper(100, 1);
    const order = (await place(customer.token)).json<Order>();
    const row = await orderMail(t, "order-confirmation", order.reference);
    const payload = JSON.parse(row.payload);
    expect(payload.data.order.reference).toBe(order.reference);
    expect(payload.data.order.charges).toEqual(order.charges);
    const { renderMail } = await import("../mail/render.js");
    const mail = await renderMail("order-confirmation", payload, "en", { logoSrc: undefined, secret: undefined });
    expect(mail.text).toMatch(/Delivery \(İstanbul\)\s+\$49\.00/);
    expect(mail.text).toMatch(/incl\. VAT \(KDV dahil\) 20%\s+\$24\.83/);
    expect(mail.text).toMatch(/Expected delivery\s+In stock: 2–5 business days/);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `${order.reference}.pdf`, contentType: "application/pdf" });
    const { text } = await pdfText(mail.attachments[0]?.content as Buffer);
    expect(text).toContain(order.reference);
    expect(text).toContain("TR33 0006 1005 1978 6457 8413 26");

    const studio = await shopper(100, 1);
    const studioOrder = (await place(studio.customer.token, { paymentMethod: "pay-at-studio" })).json<Order>();
    const studioRow = await orderMail(t, "order-confirmation", studioOrder.reference);
    const studioMail = await renderMail("order-confirmation", JSON.parse(studioRow.payload), "en", {
      logoSrc: undefined,
      secret: undefined,
    });
    expect(studioMail.attachments).toEqual([]);
  });

  it("reads the dashboard revenue with and without VAT (the VAT stored with each order)", async () => {
    const stats = (await t.request({ method: "GET", url: "/api/admin/stats", token: admin })).json<Stats>();
    const orders = (await t.request({ method: "GET", url: "/api/admin/orders?limit=200", token: admin })).json();
    const live = orders.orders.filter((o: Order) => o.status !== "Cancelled");
    const cents = (n: number) => Math.round(n * 100);
    const vat = live.reduce((s: number, o: Order) => s + cents(o.charges.vat.total), 0);
    expect(cents(stats.revenue.vat)).toBe(vat);
    expect(cents(stats.revenue.net)).toBe(cents(stats.revenue.total) - vat);
    const today = stats.revenueByDay.at(-1);
    expect(today && cents(today.revenue) - cents(today.net)).toBe(vat);
  });
});
