import type { Product } from "@avlu/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createTestApp, expectPerAddressLimit, type TestApp } from "../../test/helpers.js";
import { ORDER_REQUEST_RATE_LIMIT, ORDER_REQUEST_RECORDED } from "./routes.js";

describe("POST /api/order-requests", () => {
  let t: TestApp;
  let chair: Product;
  let plain: Product;
  let hidden: Product;
  let customer: string;
  let address = 0;
  const nextAddress = () => `10.2.0.${++address}`;

  const send = (payload: Record<string, unknown>, opts: { token?: string; remoteAddress?: string } = {}) =>
    t.request({
      method: "POST",
      url: "/api/order-requests",
      payload,
      token: opts.token,
      remoteAddress: opts.remoteAddress ?? nextAddress(),
    });
  const stored = () => t.db.kysely.selectFrom("order_requests").selectAll().orderBy("created_at").execute();

  beforeAll(async () => {
    t = await createTestApp();
    chair = await createProduct(t, {
      name: "Bistro Chair - Folding",
      colors: ["Cactus", "Anthracite"],
      packings: ["1", "2"],
    });
    plain = await createProduct(t, { name: "Granite Parasol Base", colors: [], packings: [], images: [] });
    hidden = await createProduct(t, { name: "Unreleased Sofa", isPublished: false });
    customer = (await t.registerCustomer()).token;
  });
  afterAll(() => t.close());

  it("records a guest's WhatsApp request with the product name and the product's own spelling of the colour", async () => {
    const res = await send({ productId: chair._id, color: "cactus", packing: "2", channel: "whatsapp" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: ORDER_REQUEST_RECORDED });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      product_id: chair._id,
      product_name: "Bistro Chair - Folding",
      color: "Cactus",
      packing: "2",
      channel: "whatsapp",
    });
  });

  it("records mail requests from customers and admins too", async () => {
    const before = (await stored()).length;
    const body = { productId: chair._id, color: "Anthracite", packing: "1", channel: "mail" };
    expect((await send(body, { token: customer })).statusCode).toBe(201);
    expect((await send(body, { token: await t.adminToken() })).statusCode).toBe(201);
    const rows = await stored();
    expect(rows.length).toBe(before + 2);
    expect(rows.slice(-2).map((r) => r.channel)).toEqual(["mail", "mail"]);
  });

  it("accepts the default packing 1 and no colour for a product without options", async () => {
    const res = await send({ productId: plain._id, packing: "1", channel: "mail" });
    expect(res.statusCode).toBe(201);
    const last = (await stored()).at(-1);
    expect(last).toMatchObject({
      product_id: plain._id,
      color: "",
      packing: "1",
      product_name: "Granite Parasol Base",
    });
  });

  it("answers 404 for unknown, malformed and unpublished products (even for admins), storing nothing", async () => {
    const before = (await stored()).length;
    for (const productId of ["0123456789abcdef01234567", "not-an-id", hidden._id]) {
      const res = await send({ productId, color: "Cactus", packing: "1", channel: "whatsapp" });
      expect(res.statusCode, productId).toBe(404);
      expect(res.json()).toEqual({ message: "Product not found" });
    }
    const asAdmin = await send(
      { productId: hidden._id, color: "Cactus", packing: "1", channel: "whatsapp" },
      { token: await t.adminToken() },
    );
    expect(asAdmin.statusCode).toBe(404);
    expect((await stored()).length).toBe(before);
  });

  it("refuses bad input with a 400 and a message, storing nothing", async () => {
    const before = (await stored()).length;
    const ok = { productId: chair._id, color: "Cactus", packing: "1", channel: "whatsapp" };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...ok, channel: "sms" }, /channel/],
      [{ ...ok, channel: undefined }, /channel/],
      [{ ...ok, productId: undefined }, /productId is required/],
      [{ ...ok, productId: "" }, /productId/],
      [{ ...ok, color: "Chili" }, /color is not one of this product's colours/],
      [{ ...ok, color: "" }, /color is required for this product/],
      [{ ...ok, packing: "" }, /packing is required/],
      [{ ...ok, packing: "12" }, /packing is not one of this product's options/],
      [{ ...ok, color: "x".repeat(41) }, /color/],
      [{ ...ok, productId: plain._id, color: "Cactus" }, /this product has no colour options/],
      [{ ...ok, productId: plain._id, color: "", packing: "2" }, /packing is not one of this product's options/],
    ];
    for (const [body, pattern] of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(/^Invalid body: /);
      expect(res.json().message, JSON.stringify(body)).toMatch(pattern);
    }
    expect((await stored()).length).toBe(before);
  });

  it(`allows ${ORDER_REQUEST_RATE_LIMIT.max} requests per address per window, then answers 429`, async () => {
    const body = { productId: chair._id, color: "Cactus", packing: "1", channel: "whatsapp" };
    await expectPerAddressLimit(
      ORDER_REQUEST_RATE_LIMIT.max,
      nextAddress(),
      (remoteAddress) => send(body, { remoteAddress }),
      stored,
    );
  });
});
