import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createTestApp, type TestApp } from "../test/helpers.js";
import { expectCleanError, snapshot } from "../test/security-harness.js";

/*
 * Another shopper's cart, orders and profile stay theirs: whatever ids, duplicate keys or extra
 * fields a request carries, the server finds the caller's own things from the token (or the
 * guest's server-issued guestId) and answers 404 for anyone else's.
 */
describe("ownership: another user's cart, order and profile are unreachable", () => {
  let t: TestApp;
  let productId: string;
  let alice: Awaited<ReturnType<TestApp["registerCustomer"]>>;
  let bob: Awaited<ReturnType<TestApp["registerCustomer"]>>;
  let aliceOrderId: string;
  let guestId: string;
  const line = { color: "Cactus", packing: "1" };
  const shipping = {
    firstName: "Alice",
    lastName: "Demir",
    email: "alice@example.com",
    address: "Caferağa Mah. 5",
    city: "İstanbul",
    postalCode: "34710",
    country: "Türkiye",
    phone: "+90 555 111 22 33",
  };

  const cartOf = async (token?: string, query = "") =>
    (await t.request({ method: "GET", url: `/api/cart${query}`, token })).json() as {
      products: Array<{ productId: string; quantity: number }>;
      guestId?: string;
    };

  beforeAll(async () => {
    t = await createTestApp();
    productId = (await createProduct(t, { countInStock: 50 }))._id;
    alice = await t.registerCustomer({ name: "Alice" });
    bob = await t.registerCustomer({ name: "Bob" });
    const add = (token: string, quantity: number) =>
      t.request({ method: "POST", url: "/api/cart", token, payload: { productId, quantity, ...line } });
    expect((await add(alice.token, 2)).statusCode).toBe(200);
    const order = await t.request({
      method: "POST",
      url: "/api/orders",
      token: alice.token,
      headers: { "idempotency-key": "alice-key-0001" },
      payload: { paymentMethod: "bank-transfer", shippingAddress: shipping },
    });
    expect(order.statusCode).toBe(201);
    aliceOrderId = order.json()._id;
    expect((await add(alice.token, 4)).statusCode).toBe(200);
    const guest = await t.request({ method: "POST", url: "/api/cart", payload: { productId, quantity: 3, ...line } });
    guestId = guest.json().guestId;
    expect(guestId).toMatch(/^[a-f0-9]{32}$/);
  });
  afterAll(() => t.close());

  it("orders: another customer gets 404 for reading and cancelling, whatever the request carries", async () => {
    const before = await snapshot(t);
    const attempts = [
      { method: "GET" as const, url: `/api/orders/${aliceOrderId}` },
      { method: "GET" as const, url: `/api/orders/${aliceOrderId}?userId=${alice.id}&userId=${bob.id}` },
      { method: "GET" as const, url: `/api/orders/${aliceOrderId}?id=${aliceOrderId}&id=${aliceOrderId}` },
      { method: "GET" as const, url: `/api/orders/${aliceOrderId.toUpperCase()}` },
      { method: "GET" as const, url: `/api/orders/${aliceOrderId}%20` },
      { method: "DELETE" as const, url: `/api/orders/${aliceOrderId}` },
      { method: "DELETE" as const, url: `/api/orders/${aliceOrderId}?userId=${alice.id}` },
    ];
    for (const a of attempts) {
      const res = await t.request({ ...a, token: bob.token, headers: { "x-user-id": alice.id } });
      expect(expectCleanError(res, 404, `${a.method} ${a.url}`)).toBe("Order not found");
    }
    const list = await t.request({ method: "GET", url: `/api/orders?userId=${alice.id}`, token: bob.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    // The admin order routes are no way round it.
    const admin = await t.request({ method: "GET", url: `/api/admin/orders/${aliceOrderId}`, token: bob.token });
    expectCleanError(admin, 403);
    expect(await snapshot(t)).toEqual(before);
  });

  it("orders: another customer's idempotency key answers their own (empty) cart, never the other order", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/orders",
      token: bob.token,
      headers: { "idempotency-key": "alice-key-0001" },
      payload: { paymentMethod: "bank-transfer", shippingAddress: shipping, idempotencyKey: "alice-key-0001" },
    });
    expect(expectCleanError(res, 400)).toBe("Your cart is empty");
    expect(res.body).not.toContain(aliceOrderId);
  });

  it("carts: a signed-in shopper always gets their own cart, whatever userId or guestId the query carries", async () => {
    for (const query of [
      `?userId=${alice.id}`,
      `?userId=${alice.id}&guestId=${guestId}`,
      `?guestId=${guestId}`,
      `?userId=${bob.id}&userId=${alice.id}`,
    ]) {
      const res = await t.request({ method: "GET", url: `/api/cart${query}`, token: bob.token });
      // Repeated keys are refused; a single one is ignored in favour of the token.
      if (res.statusCode === 200) expect(res.json().products, query).toEqual([]);
      else expectCleanError(res, 400, query);
    }
    // A visitor naming a user gets no user's cart.
    const visitor = await t.request({ method: "GET", url: `/api/cart?userId=${alice.id}` });
    expect(visitor.json()).toEqual({ products: [], totalPrice: 0 });
  });

  it("carts: writes with another user's or guest's ids change only the caller's own cart", async () => {
    const aliceBefore = await cartOf(alice.token);
    const guestBefore = await cartOf(undefined, `?guestId=${guestId}`);
    // Extra fields naming Alice or the guest are ignored: the line lands in Bob's cart.
    const add = await t.request({
      method: "POST",
      url: "/api/cart",
      token: bob.token,
      payload: { productId, quantity: 1, ...line, userId: alice.id, guestId, cartId: "x", user: { _id: alice.id } },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().guestId).toBeUndefined();
    // Bob cannot change or remove the lines Alice and the guest hold (his own line is the only match).
    const change = await t.request({
      method: "PUT",
      url: "/api/cart",
      token: bob.token,
      payload: { productId, quantity: 9, ...line, userId: alice.id },
    });
    expect(change.json().products).toEqual([expect.objectContaining({ productId, quantity: 9 })]);
    const remove = await t.request({
      method: "DELETE",
      url: "/api/cart",
      token: bob.token,
      payload: { productId, ...line, guestId },
    });
    expect(remove.json().products).toEqual([]);
    const again = await t.request({
      method: "DELETE",
      url: "/api/cart",
      token: bob.token,
      payload: { productId, ...line },
    });
    expect(expectCleanError(again, 404)).toBe("This item is not in your cart");
    expect(await cartOf(alice.token)).toEqual(aliceBefore);
    expect(await cartOf(undefined, `?guestId=${guestId}`)).toEqual(guestBefore);
  });

  it("carts: a guest without the guestId, or with a made-up or altered one, finds nothing and changes nothing", async () => {
    const before = await snapshot(t);
    for (const id of [
      "",
      guestId.toUpperCase(),
      `${guestId.slice(0, -1)}${guestId.endsWith("0") ? "1" : "0"}`,
      `${guestId}0`,
      alice.id,
      "00000000000000000000000000000000",
      "%",
      "' OR 1=1 --",
    ]) {
      const read = await t.request({ method: "GET", url: `/api/cart?guestId=${encodeURIComponent(id)}` });
      expect(read.statusCode, id).toBeLessThan(500);
      if (read.statusCode === 200) expect(read.json().products, id).toEqual([]);
      const change = await t.request({
        method: "PUT",
        url: "/api/cart",
        payload: { productId, quantity: 1, ...line, guestId: id },
      });
      expectCleanError(change, [400, 404], `PUT with guestId ${id}`);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("carts: merging needs a signed-in user and never touches another user's cart", async () => {
    const aliceBefore = await cartOf(alice.token);
    // Alice's id (a user's cart has no guestId) and made-up ids merge nothing into Bob's cart.
    for (const id of [alice.id, "0123456789abcdef0123456789abcdef"]) {
      const merge = await t.request({
        method: "POST",
        url: "/api/cart/merge",
        token: bob.token,
        payload: { guestId: id },
      });
      expect(merge.statusCode).toBe(200);
      expect(merge.json().products).toEqual([]);
    }
    expect(await cartOf(alice.token)).toEqual(aliceBefore);
    const visitor = await t.request({ method: "POST", url: "/api/cart/merge", payload: { guestId } });
    expectCleanError(visitor, 401);
    expect((await cartOf(undefined, `?guestId=${guestId}`)).products).toHaveLength(1);
  });

  it("profiles: there is no way to read or change another user's profile", async () => {
    const aliceRow = await t.db.kysely.selectFrom("users").selectAll().where("id", "=", alice.id).executeTakeFirst();
    for (const url of [
      `/api/users/profile?id=${alice.id}`,
      `/api/users/profile?userId=${alice.id}&userId=${alice.id}`,
      `/api/users/profile?email=${encodeURIComponent(alice.email)}`,
    ]) {
      const res = await t.request({ method: "GET", url, token: bob.token });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()._id, url).toBe(bob.id);
    }
    for (const url of [`/api/users/${alice.id}`, `/api/users/profile/${alice.id}`]) {
      expectCleanError(await t.request({ method: "GET", url, token: bob.token }), 404, url);
      expectCleanError(await t.request({ method: "PUT", url, token: bob.token, payload: { name: "x" } }), 404, url);
    }
    const update = await t.request({
      method: "PUT",
      url: `/api/users/profile?id=${alice.id}`,
      token: bob.token,
      payload: { name: "Bob Renamed", _id: alice.id, id: alice.id, userId: alice.id, user: { _id: alice.id } },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().user).toMatchObject({ _id: bob.id, name: "Bob Renamed" });
    // Taking over Alice's address is refused.
    const steal = await t.request({
      method: "PUT",
      url: "/api/users/profile",
      token: bob.token,
      payload: { email: alice.email },
    });
    expectCleanError(steal, 409);
    expect(await t.db.kysely.selectFrom("users").selectAll().where("id", "=", alice.id).executeTakeFirst()).toEqual(
      aliceRow,
    );
  });
});
