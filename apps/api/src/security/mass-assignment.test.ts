import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, addToCart, createProduct, createTestApp, placeOrder, rowWhere, type TestApp } from "../test/helpers.js";
import { expectCleanError, snapshot } from "../test/security-harness.js";

/*
 * Fields the client must not control — roles, ids, token versions, prices, totals, owners, paid
 * and delivery flags — are never taken from a request body, however they are spelled.
 */
const PRIVILEGE_FIELDS = {
  role: "admin",
  isAdmin: true,
  admin: true,
  _id: "0123456789abcdef01234567",
  id: "0123456789abcdef01234567",
  tokenVersion: 99,
  token_version: 99,
  password_hash: "$argon2id$forged",
  passwordHash: "$argon2id$forged",
  createdAt: "2000-01-01T00:00:00.000Z",
  created_at: "2000-01-01T00:00:00.000Z",
};

describe("mass assignment", () => {
  let t: TestApp;
  let product: Awaited<ReturnType<typeof createProduct>>;

  const userRow = (id: string) =>
    t.db.kysely.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
    product = await createProduct(t, { price: 250, countInStock: 40 });
  });
  afterAll(() => t.close());

  it("registration with role, ids, admin flags or a token version creates a plain customer", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/users/register",
      payload: { name: "Mallory", email: "mallory@example.com", password: "Sneaky-Role-77", ...PRIVILEGE_FIELDS },
    });
    expect(res.statusCode).toBe(201);
    const { user, token } = res.json();
    expect(user.role).toBe("customer");
    expect(user._id).not.toBe(PRIVILEGE_FIELDS._id);
    expect(user.createdAt).not.toBe(PRIVILEGE_FIELDS.createdAt);
    const row = await userRow(user._id);
    expect(row).toMatchObject({ role: "customer", token_version: 0 });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=/);
    // The account works with its own password, and the token is a customer's.
    expect((await t.request({ method: "GET", url: "/api/admin/stats", token })).statusCode).toBe(403);
    const login = await t.request({
      method: "POST",
      url: "/api/users/login",
      payload: { email: "mallory@example.com", password: "Sneaky-Role-77" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("a profile update with role, ids or admin flags changes only the name, e-mail or password", async () => {
    const c = await t.registerCustomer();
    const before = await userRow(c.id);
    const res = await t.request({
      method: "PUT",
      url: "/api/users/profile",
      token: c.token,
      payload: { name: "Still A Customer", ...PRIVILEGE_FIELDS },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: c.id, role: "customer", name: "Still A Customer" });
    const after = await userRow(c.id);
    expect(after).toEqual({ ...before, name: "Still A Customer", updated_at: after.updated_at });
    // The token of the same session still works (no password change), and still is a customer's.
    expect((await t.request({ method: "GET", url: "/api/admin/users", token: c.token })).statusCode).toBe(403);
  });

  it("an admin's role change of a user takes the role only, never the e-mail or the password", async () => {
    const c = await t.registerCustomer();
    const before = await userRow(c.id);
    const res = await t.request({
      method: "PUT",
      url: `/api/admin/users/${c.id}`,
      token: await t.adminToken(),
      payload: { role: "customer", email: "taken-over@example.com", password: "Taken-Over-2026", name: "X" },
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow(c.id)).toEqual(before);
  });

  it("cart requests with prices, totals, stock, names or owners use the server's own values", async () => {
    const c = await t.registerCustomer();
    const other = await t.registerCustomer();
    const res = await t.request({
      method: "POST",
      url: "/api/cart",
      token: c.token,
      payload: {
        productId: product._id,
        quantity: 2,
        color: "Cactus",
        packing: "1",
        price: 0.01,
        totalPrice: 0.02,
        countInStock: 100000,
        name: "Free Chair",
        image: "https://evil.example/x.png",
        userId: other.id,
        _id: "0123456789abcdef01234567",
      },
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.totalPrice).toBe(500);
    expect(cart.products).toEqual([
      expect.objectContaining({
        productId: product._id,
        price: 250,
        quantity: 2,
        name: product.name,
        countInStock: 40,
      }),
    ]);
    expect(cart.products[0].image).not.toMatch(/evil/);
    const otherCart = await t.request({ method: "GET", url: "/api/cart", token: other.token });
    expect(otherCart.json().products).toEqual([]);
    expect((await t.request({ method: "GET", url: `/api/products/${product._id}` })).json()).toMatchObject({
      price: 250,
      countInStock: 40,
    });
  });

  it("an order with client prices, totals, owner, paid or delivered flags and status is the server's order", async () => {
    const c = await t.registerCustomer({ name: "Honest Shopper" });
    // The product's whole stock is on its first colour × packing (issue 17).
    await addToCart(t, c.token, { productId: product._id, quantity: 3 });
    const admin = await t.db.kysely
      .selectFrom("users")
      .select(["id", "email"])
      .where("email", "=", ADMIN.email)
      .executeTakeFirstOrThrow();
    const res = await t.request({
      method: "POST",
      url: "/api/orders",
      token: c.token,
      payload: {
        paymentMethod: "pay-at-studio",
        shippingAddress: {
          firstName: "Honest",
          lastName: "Shopper",
          email: c.email,
          address: "Moda Cad. 1",
          city: "İstanbul",
          postalCode: "34710",
          country: "Türkiye",
          phone: "+90 555 000 00 00",
          isAdmin: true,
          role: "admin",
        },
        totalPrice: 0.01,
        orderItems: [{ productId: product._id, name: "Free", price: 0.01, quantity: 100 }],
        isPaid: true,
        paidAt: "2000-01-01T00:00:00.000Z",
        isDelivered: true,
        status: "Delivered",
        user: { _id: admin.id, name: "Admin", email: admin.email },
        userId: admin.id,
        reference: "AVL-FORGED00",
        _id: "0123456789abcdef01234567",
      },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      totalPrice: 799, // 750 + İstanbul delivery, computed by the server
      charges: { subtotal: 750, delivery: { zone: "İstanbul", fee: 49 } },
      isPaid: false,
      paidAt: null,
      isDelivered: false,
      status: "Pending",
      user: { _id: c.id, name: "Honest Shopper", email: c.email },
    });
    expect(order._id).not.toBe("0123456789abcdef01234567");
    expect(order.reference).not.toBe("AVL-FORGED00");
    expect(order.orderItems).toEqual([
      expect.objectContaining({ productId: product._id, price: 250, quantity: 3, name: product.name }),
    ]);
    expect(order.shippingAddress).not.toHaveProperty("isAdmin");
    expect(order.shippingAddress).not.toHaveProperty("role");
    const row = await rowWhere(t, "orders", "id", order._id);
    expect(row).toMatchObject({ user_id: c.id, total_cents: 79900, is_paid: 0, status: "Pending" });
    expect(JSON.parse(row.shipping_address)).not.toHaveProperty("isAdmin");
  });

  it("admin bodies refuse fields the admin does not set (ids, totals, counters) rather than storing them", async () => {
    const admin = await t.adminToken();
    const c = await t.registerCustomer();
    await addToCart(t, c.token, { productId: product._id });
    const order = (await placeOrder(t, c.token)).json();
    const before = await snapshot(t);
    const refused = [
      { method: "PUT" as const, url: `/api/admin/orders/${order._id}`, payload: { isPaid: true, totalPrice: 0.01 } },
      {
        method: "PUT" as const,
        url: `/api/admin/orders/${order._id}`,
        payload: { status: "Shipped", user: { _id: "x" } },
      },
      { method: "PUT" as const, url: `/api/products/${product._id}`, payload: { price: 1, unitsSold: 1000 } },
      {
        method: "PUT" as const,
        url: `/api/products/${product._id}`,
        payload: { createdAt: "2000-01-01T00:00:00.000Z" },
      },
      { method: "POST" as const, url: "/api/products", payload: { ...product, sku: "NEW-SKU-1" } },
      { method: "PUT" as const, url: "/api/admin/settings", payload: { shopName: "X", isAdmin: true } },
      {
        method: "PUT" as const,
        url: "/api/admin/contact-messages/0123456789abcdef01234567",
        payload: { handled: true, message: "x" },
      },
    ];
    for (const r of refused) {
      const res = await t.request({ ...r, token: admin });
      expect(expectCleanError(res, 400, `${r.method} ${r.url}`)).toMatch(/Unrecognized key|Invalid body/);
    }
    // `_id` in a product update names the product in the address; it never moves or re-keys it.
    const renamed = await t.request({
      method: "PUT",
      url: `/api/products/${product._id}`,
      token: admin,
      payload: { _id: "0123456789abcdef01234567", id: "0123456789abcdef01234567", description: "Same chair." },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()._id).toBe(product._id);
    const after = await snapshot(t);
    expect(after.orders).toEqual(before.orders);
    expect(after.settings).toEqual(before.settings);
    expect(after.contact_messages).toEqual(before.contact_messages);
    expect(after.products).toHaveLength(before.products?.length ?? 0);
  });

  it("visitors' forms store what the visitor may say and nothing else", async () => {
    const contact = await t.request({
      method: "POST",
      url: "/api/contact",
      remoteAddress: "10.9.0.1",
      payload: {
        name: "Visitor",
        email: "visitor@example.com",
        subject: "Hello",
        message: "Question",
        handled: true,
        _id: "0123456789abcdef01234567",
        createdAt: "2000-01-01T00:00:00.000Z",
      },
    });
    expect(contact.statusCode).toBe(201);
    const message = await rowWhere(t, "contact_messages", "email", "visitor@example.com");
    expect(message.handled).toBe(0);
    expect(message.id).not.toBe("0123456789abcdef01234567");
    expect(message.created_at).not.toMatch(/^2000/);

    const request = await t.request({
      method: "POST",
      url: "/api/order-requests",
      remoteAddress: "10.9.0.2",
      payload: {
        productId: product._id,
        color: "Cactus",
        packing: "1",
        channel: "mail",
        productName: "Something Else",
        createdAt: "2000-01-01T00:00:00.000Z",
      },
    });
    expect(request.statusCode).toBe(201);
    const row = await rowWhere(t, "order_requests", "product_id", product._id);
    expect(row.product_name).toBe(product.name);
    expect(row.created_at).not.toMatch(/^2000/);
  });
});
