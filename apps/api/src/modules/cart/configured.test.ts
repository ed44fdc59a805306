import type { Cart } from "@avlu/contract/cart";
import type { AdminConfigurator } from "@avlu/contract/configurator";
import type { ConfiguratorDefinition } from "@avlu/contract/configurator-model";
import type { Order } from "@avlu/contract/orders";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct, oltaClassicId, placeOrder, suiteTestApp } from "../../test/helpers.js";

/** Issue 21 slice 2 (ADR 2105): a configured parasol as a cart line and an order line. */
describe("configured products in the cart and in orders", () => {
  const t = suiteTestApp();
  let admin: string;
  let configuratorId: string;

  // 495 (d220) + 110 (acrylic on d220) + 95 (scalloped on d220) + 199 (base) + 55 (cover d220) + 2 × 39 (plates)
  const Q =
    "size=d220&frame=anthracite&fabric=acrylic&fabric-colour=deep-blue&volant=scalloped&fastening=base&accessories=cover.base-plate*2";
  const EURO = 49_500 + 11_000 + 9_500 + 19_900 + 5_500 + 2 * 3_900;
  // 1032.00 € × 1.0850 = 1119.72 (shop currency)
  const SHOP = 1119.72;
  const config = (q = Q) => Object.fromEntries(new URLSearchParams(q));

  const add = (body: Record<string, unknown>, token?: string) =>
    t.request({ method: "POST", url: "/api/cart/configured", ...(token ? { token } : {}), payload: body });
  const getCart = (token?: string, guestId?: string) =>
    t.request({ method: "GET", url: `/api/cart${guestId ? `?guestId=${guestId}` : ""}`, ...(token ? { token } : {}) });
  const definition = async () =>
    (
      await t.request({ method: "GET", url: `/api/admin/configurators/${configuratorId}`, token: admin })
    ).json<AdminConfigurator>();
  const saveDefinition = async (edit: (d: ConfiguratorDefinition) => ConfiguratorDefinition) => {
    const current = await definition();
    const res = await t.request({
      method: "PUT",
      url: `/api/admin/configurators/${configuratorId}`,
      token: admin,
      payload: { baseVersion: current.version, definition: edit(current.definition) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setPrice = (step: string, option: string, cents: number | { by: string; cents: Record<string, number> }) =>
    saveDefinition((d) => ({
      ...d,
      steps: d.steps.map((s) =>
        s.id === step
          ? { ...s, options: s.options.map((o) => (o.id === option ? { ...o, priceCents: cents } : o)) }
          : s,
      ),
    }));

  beforeAll(async () => {
    admin = await t.adminToken();
    configuratorId = await oltaClassicId(t);
  });

  it("adds a configuration as one line priced by the server, in the shop currency with the euro figure beside it", async () => {
    const res = await add({ configurator: "olta-classic", configuration: config() });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json<Cart>();
    expect(cart.guestId).toMatch(/^[0-9a-f]{32}$/);
    expect(cart.products).toHaveLength(1);
    const line = cart.products[0];
    expect(line).toMatchObject({ productId: configuratorId, name: "OLTA Classic", price: SHOP, quantity: 1 });
    expect(line?.configuration).toMatchObject({
      configurator: "olta-classic",
      query: Q,
      path: `/olta/configure?${Q}`,
      euroCents: EURO,
      exchangeRate: "1.0850",
    });
    expect(line?.configuration?.lines).toContainEqual({ label: "Fabric colour", value: "Deep blue" });
    expect(line?.configuration?.lines).toContainEqual({
      label: "Accessories and spare parts",
      value: "Extra base plate 12.5 kg × 2",
    });
    expect(cart.totalPrice).toBe(SHOP);

    // The same configuration, written another way, adds up; the quantity is kept per line.
    const again = await add({
      configurator: "olta-classic",
      configuration: config(`accessories=base-plate*2.cover&${Q.replace(/&accessories=.*$/, "")}`),
      quantity: 2,
      guestId: cart.guestId,
    });
    expect(again.json<Cart>().products.map((l) => l.quantity)).toEqual([3]);
    expect(again.json<Cart>().totalPrice).toBe(Math.round(SHOP * 3 * 100) / 100);
  });

  it("refuses a tampered or stale configuration, naming each invalid choice, and any price the client sends", async () => {
    const bad = await add({
      configurator: "olta-classic",
      configuration: config("size=d220&fastening=wall-bracket&fabric=polyester&fabric-colour=deep-blue"),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Wall/balcony bracket is offered only with Shape and size: Round Ø200cm");
    expect(bad.json().message).toContain("Deep blue is not offered in Polyester 180 g/m²");
    const priced = await add({ configurator: "olta-classic", configuration: config(), price: 1 });
    expect(priced.statusCode).toBe(400);
    const unknown = await add({ configurator: "no-such-parasol", configuration: config() });
    expect(unknown.statusCode).toBe(404);
    const huge = await add({ configurator: "olta-classic", configuration: config(), quantity: 1000 });
    expect(huge.statusCode).toBe(400);
  });

  it("changes and removes a configured line of the caller's own cart only", async () => {
    const cart = (await add({ configurator: "olta-classic", configuration: config("size=d200") })).json<Cart>();
    const lineId = cart.products[0]?._id as string;
    const other = (await add({ configurator: "olta-classic", configuration: config("size=d220") })).json<Cart>();
    const put = (guestId: string | undefined, quantity: number) =>
      t.request({ method: "PUT", url: "/api/cart/configured", payload: { lineId, quantity, guestId } });
    expect((await put(other.guestId, 4)).statusCode).toBe(404);
    const four = await put(cart.guestId, 4);
    expect(four.json<Cart>().products[0]?.quantity).toBe(4);
    // 445 + 199 = 644.00 € → 698.74 in the shop currency, × 4
    expect(four.json<Cart>().totalPrice).toBe(2794.96);
    const removed = await t.request({
      method: "DELETE",
      url: "/api/cart/configured",
      payload: { lineId, guestId: cart.guestId },
    });
    expect(removed.json<Cart>().products).toEqual([]);
  });

  it("prices cart lines again when the owner changes a price; a line the configurator no longer offers leaves the cart", async () => {
    const cart = (
      await add({ configurator: "olta-classic", configuration: config("size=d200&frame=red-ochre") })
    ).json<Cart>();
    expect(cart.totalPrice).toBe(736.72); // (445 + 35 + 199) × 1.085 = 736.715 → half up
    await setPrice("frame", "red-ochre", 4_500);
    const read = (await getCart(undefined, cart.guestId)).json<Cart>();
    expect(read.products[0]?.configuration?.euroCents).toBe(68_900);
    expect(read.totalPrice).toBe(747.57); // 689 × 1.085 = 747.565 → half up
    await saveDefinition((d) => ({
      ...d,
      steps: d.steps.map((s) =>
        s.id === "frame" ? { ...s, options: s.options.filter((o) => o.id !== "red-ochre") } : s,
      ),
    }));
    expect((await getCart(undefined, cart.guestId)).json<Cart>().products).toEqual([]);
  });

  it("goes through checkout like a product; the order line keeps its configuration and price after the owner changes prices", async () => {
    const customer = await t.registerCustomer();
    const product = await createProduct(t, { price: 100, countInStock: 5, colors: ["Cactus"] });
    const added = await t.request({
      method: "POST",
      url: "/api/cart",
      token: customer.token,
      payload: { productId: product._id, quantity: 1, color: "Cactus", packing: "1" },
    });
    expect(added.statusCode).toBe(200);
    const cart = (
      await add({ configurator: "olta-classic", configuration: config(), quantity: 2 }, customer.token)
    ).json<Cart>();
    expect(cart.products).toHaveLength(2);
    expect(cart.totalPrice).toBe(Math.round((100 + SHOP * 2) * 100) / 100);

    const res = await placeOrder(t, customer.token);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    expect(order.totalPrice).toBe(cart.totalPrice);
    const item = order.orderItems.find((i) => i.configuration);
    expect(item).toMatchObject({ productId: configuratorId, name: "OLTA Classic", price: SHOP, quantity: 2 });
    expect(item?.configuration).toMatchObject({ query: Q, euroCents: EURO, exchangeRate: "1.0850" });
    expect((await getCart(customer.token)).json<Cart>().products).toEqual([]);

    await setPrice("size", "d220", 59_500);
    const later = await t.request({ method: "GET", url: `/api/orders/${order._id}`, token: customer.token });
    const kept = later.json<Order>().orderItems.find((i) => i.configuration);
    expect(kept?.price).toBe(SHOP);
    expect(kept?.configuration?.euroCents).toBe(EURO);
    expect(kept?.configuration?.lines).toContainEqual({ label: "Shape and size", value: "Round Ø220cm" });

    // A cancelled order with a configured line cancels cleanly (nothing to put back on a shelf).
    const cancelled = await t.request({ method: "DELETE", url: `/api/orders/${order._id}`, token: customer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it("a guest's configured lines join the user's cart on sign-in", async () => {
    const customer = await t.registerCustomer();
    const guest = (await add({ configurator: "olta-classic", configuration: config("size=d200") })).json<Cart>();
    const merged = await t.request({
      method: "POST",
      url: "/api/cart/merge",
      token: customer.token,
      payload: { guestId: guest.guestId },
    });
    expect(merged.json<Cart>().products.map((l) => l.configuration?.query)).toEqual([
      "size=d200&frame=anthracite&fabric=polyester&fabric-colour=cotton-white&volant=none&fastening=base",
    ]);
  });

  it("refuses to order a configuration the configurator stopped offering since it was added", async () => {
    const customer = await t.registerCustomer();
    await add({ configurator: "olta-classic", configuration: config("size=d200&volant=straight") }, customer.token);
    await saveDefinition((d) => ({
      ...d,
      steps: d.steps.map((s) =>
        s.id === "volant" ? { ...s, options: s.options.filter((o) => o.id !== "straight") } : s,
      ),
    }));
    const res = await placeOrder(t, customer.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "OLTA Classic: the configuration in your cart is no longer offered as it was; please open it again and add it anew",
    );
  });
});
