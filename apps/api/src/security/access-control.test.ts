import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  createProduct,
  createTestApp,
  oltaClassicId,
  placeOrder,
  TEST_SAVED_ADDRESS,
  type TestApp,
} from "../test/helpers.js";
import {
  type BadCredential,
  badCredentials,
  expectCleanError,
  type MatrixContext,
  ROUTE_MATRIX,
  type RouteCase,
  routeKey,
  snapshot,
} from "../test/security-harness.js";

/*
 * The access matrix against the real server: every admin, user and cart route with every bad
 * credential answers 401/403 — with a valid body and with a broken one (the check comes before
 * the body is even read) — and afterwards every table and every stored file is exactly as before.
 */
describe("access control matrix", () => {
  let t: TestApp;
  let ctx: MatrixContext;
  let credentials: BadCredential[];
  let customerToken: string;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const product = await createProduct(t);
    const customer = await t.registerCustomer();
    const other = await t.registerCustomer();
    await addToCart(t, customer.token, { productId: product._id });
    const order = await placeOrder(t, customer.token);
    expect(order.statusCode).toBe(201);
    await addToCart(t, customer.token, { productId: product._id, quantity: 2 });
    const contact = await t.request({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Visitor", email: "visitor@example.com", subject: "Hello", message: "A question" },
    });
    expect(contact.statusCode).toBe(201);
    const message = await t.db.kysely.selectFrom("contact_messages").select("id").executeTakeFirstOrThrow();
    const address = await t.request({
      method: "POST",
      url: "/api/addresses",
      token: customer.token,
      payload: TEST_SAVED_ADDRESS,
    });
    expect(address.statusCode).toBe(201);
    ctx = {
      productId: product._id,
      orderId: order.json()._id,
      userId: other.id,
      messageId: message.id,
      mailId: (await t.db.kysely.selectFrom("mail_outbox").select("id").executeTakeFirstOrThrow()).id,
      addressId: address.json()._id,
      configuratorId: await oltaClassicId(t),
      unique: () => `${Date.now().toString(36)}${++n}`,
    };
    credentials = await badCredentials(t, customer.token);
    customerToken = customer.token;
  });
  afterAll(() => t.close());

  const send = (c: RouteCase, credential: BadCredential, broken: boolean) => {
    const sample = c.sample(ctx);
    const opts: InjectOptions = { method: c.method, url: sample.url, headers: { ...sample.headers } };
    if (credential.authorization) (opts.headers as Record<string, string>).authorization = credential.authorization;
    if (broken) {
      // Nothing a validator would accept: the answer must still be about the credential.
      opts.headers = { ...opts.headers, "content-type": "application/json" };
      opts.payload = '{"__proto__": {"isAdmin": true}, "role": "admin", "price": -1';
    } else if (sample.payload !== undefined) {
      opts.payload = sample.payload as InjectOptions["payload"];
    }
    return t.app.inject(opts);
  };

  const expected = (c: RouteCase, credential: BadCredential): number | null => {
    if (c.access === "admin") return credential.admin;
    if (c.access === "user") return credential.user;
    // The cart is open to guests; a token that is not valid is refused rather than ignored.
    if (c.access === "caller") return credential.authorization && credential.user ? credential.user : null;
    return null;
  };

  it("refuses every protected route to every bad credential, before reading the body, and changes nothing", async () => {
    const before = await snapshot(t);
    let checked = 0;
    for (const c of ROUTE_MATRIX) {
      for (const credential of credentials) {
        const status = expected(c, credential);
        if (status === null) continue;
        for (const broken of [false, true]) {
          if (broken && c.method === "GET") continue;
          const res = await send(c, credential, broken);
          const label = `${routeKey(c.method, c.url)} with ${credential.name}${broken ? " and a broken body" : ""}`;
          const message = expectCleanError(res, status, label);
          expect(message, label).toMatch(status === 403 ? /admin/i : /log in/i);
          checked++;
        }
      }
    }
    // Some 50 protected routes × 9 credentials, most with two bodies.
    expect(checked).toBeGreaterThan(300);
    expect(await snapshot(t)).toEqual(before);
  });

  it("no cache keeps a per-user or admin answer, successful or refused (private, no-store)", async () => {
    const admin = await t.adminToken();
    let checked = 0;
    for (const c of ROUTE_MATRIX.filter((c) => c.access !== "public")) {
      const sample = c.sample(ctx);
      for (const token of [c.access === "admin" ? admin : customerToken, undefined]) {
        const res = await t.app.inject({
          method: c.method,
          url: sample.url,
          headers: { ...sample.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(sample.payload !== undefined ? { payload: sample.payload as InjectOptions["payload"] } : {}),
        });
        expect(res.headers["cache-control"], `${routeKey(c.method, c.url)} → ${res.statusCode}`).toBe(
          "private, no-store",
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
    // A guest's cart, read by its guestId, is as private as a signed-in shopper's.
    const guest = await t.app.inject({ method: "GET", url: "/api/cart?guestId=guest-cache-check" });
    expect(guest.headers["cache-control"]).toBe("private, no-store");
    // Public catalogue reads keep their shared caching.
    const list = await t.app.inject({ method: "GET", url: "/api/products" });
    expect(list.headers["cache-control"]).toBe("public, max-age=10, stale-while-revalidate=30");
  });

  it("forged admin tokens grant nothing on the routes open to everyone", async () => {
    const forged = credentials.filter((c) => c.user === 401 && c.authorization);
    for (const credential of forged) {
      // Registration reads the caller's role: a forged admin token is just a visitor.
      const email = `forged.${ctx.unique()}@example.com`;
      const res = await t.app.inject({
        method: "POST",
        url: "/api/users/register",
        headers: { authorization: credential.authorization as string },
        payload: { name: "Mallory", email, password: "Sneaky-Role-77", role: "admin" },
      });
      expect(res.statusCode, credential.name).toBe(201);
      expect(res.json().user.role, credential.name).toBe("customer");
      const row = await t.db.kysely.selectFrom("users").select("role").where("email", "=", email).executeTakeFirst();
      expect(row?.role).toBe("customer");

      // Public reads answer as to a visitor: an unpublished product stays hidden.
      const hidden = await createProduct(t, { isPublished: false });
      const read = await t.app.inject({
        method: "GET",
        url: `/api/products/${hidden._id}`,
        headers: { authorization: credential.authorization as string },
      });
      expect(read.statusCode, credential.name).toBe(404);
      const list = await t.app.inject({
        method: "GET",
        url: "/api/products/filter?limit=1000",
        headers: { authorization: credential.authorization as string },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().products.map((p: { _id: string }) => p._id)).not.toContain(hidden._id);
    }
  });

  it("a customer cannot reach any admin route whatever ids, methods or extra fields the request carries", async () => {
    const customer = await t.registerCustomer();
    const before = await snapshot(t);
    const tries: InjectOptions[] = [
      { method: "GET", url: `/api/admin/users?role=admin&userId=${customer.id}` },
      { method: "PUT", url: `/api/admin/users/${customer.id}`, payload: { role: "admin" } },
      { method: "PUT", url: `/api/admin/users/${customer.id}?isAdmin=true`, payload: { role: "admin", isAdmin: true } },
      { method: "POST", url: "/api/admin/users", payload: { name: "Me", email: customer.email, role: "admin" } },
      { method: "GET", url: "/api/admin/orders?status=Pending&status=Delivered" },
      { method: "PUT", url: `/api/admin/orders/${ctx.orderId}`, payload: { isPaid: true } },
      { method: "GET", url: "/API/ADMIN/STATS" },
      { method: "GET", url: "/api/admin/stats/" },
      { method: "GET", url: "/api//admin/stats" },
      { method: "GET", url: "/api/admin/%73tats" },
    ];
    for (const opts of tries) {
      const res = await t.request({ ...opts, token: customer.token });
      const label = `${opts.method} ${opts.url}`;
      // 403 for the admin routes; an address that is no route at all is a 404, never the data.
      expect([403, 404], `${label} → ${res.statusCode}`).toContain(res.statusCode);
      if (res.statusCode === 403) expectCleanError(res, 403, label);
      expect(res.body, label).not.toMatch(/"revenue"|"email":"[^"]*@test\.local"/);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});
