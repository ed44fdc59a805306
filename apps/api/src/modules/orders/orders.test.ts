import type { Cart } from "@avlu/contract/cart";
import type { Product } from "@avlu/contract/catalog";
import type { AdminOrderPage, Order } from "@avlu/contract/orders";
import { beforeAll, describe, expect, it } from "vitest";
import {
  countRows,
  createProduct,
  orderProduct,
  placeOrder,
  stockOnEveryVariant,
  suiteTestApp,
  TEST_ADDRESS,
  type TestApp,
  updateOrder,
} from "../../test/helpers.js";

type Customer = Awaited<ReturnType<TestApp["registerCustomer"]>>;

describe("orders API", () => {
  const t = suiteTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = await t.adminToken();
  });

  const addToCart = async (token: string, product: Product, quantity: number, color = "Cactus") => {
    const res = await t.request({
      method: "POST",
      url: "/api/cart",
      token,
      payload: { productId: product._id, quantity, color, packing: "1" },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Cart>();
  };
  const stock = async (id: string) => {
    const row = await t.db.kysely
      .selectFrom("products")
      .select(["count_in_stock", "units_sold"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return { stock: row.count_in_stock, sold: row.units_sold };
  };
  const orderCount = () => countRows(t, "orders");
  const cartOf = async (token: string) => (await t.request({ method: "GET", url: "/api/cart", token })).json<Cart>();

  /** A customer with one fresh product (stock 10, $129.90) in the cart and an order placed. */
  async function customerWithOrder(quantity = 2): Promise<{ customer: Customer; product: Product; order: Order }> {
    const customer = await t.registerCustomer();
    const product = await createProduct(t, { price: 129.9, countInStock: 10 });
    return { customer, product, order: await orderProduct(t, customer.token, product, { quantity }) };
  }

  describe("POST /api/orders", () => {
    it("needs a signed-in user or a guest's cart (guest orders: guest.test.ts); a bad token is 401", async () => {
      const res = await placeOrder(t, undefined);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Log in, or check out as a guest with your cart's guestId" });
      const bad = await placeOrder(t, "not-a-token");
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual({ message: "Session expired or invalid, please log in again" });
    });

    it("answers 400 for an empty cart", async () => {
      const customer = await t.registerCustomer();
      const res = await placeOrder(t, customer.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Your cart is empty" });
    });

    it("places the order from the server-side cart: database prices, stock taken, cart emptied, history started", async () => {
      const customer = await t.registerCustomer({ name: "Ayşe Yılmaz" });
      const chair = await createProduct(t, stockOnEveryVariant(10, { price: 129.9 }));
      const lamp = await createProduct(t, { price: 59.5, countInStock: 4, colors: [], packings: [] });
      const skuOf = (p: Product, color: string) => p.variants.find((v) => v.color === color && v.packing === "1")?.sku;
      await addToCart(customer.token, chair, 2, "Anthracite");
      await addToCart(customer.token, chair, 1, "Cactus");
      await addToCart(customer.token, lamp, 3, "");
      const res = await placeOrder(t, customer.token, {
        paymentMethod: "pay-on-delivery",
        // Everything below is the client's opinion and must be ignored.
        totalPrice: 0.01,
        isPaid: true,
        status: "Delivered",
        user: { _id: "0123456789abcdef01234567" },
        orderItems: [{ productId: chair._id, price: 0.01, quantity: 100 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json<Order>();
      expect(order).toMatchObject({
        reference: expect.stringMatching(/^AVL-[A-Z2-9]{8}$/),
        user: { _id: customer.id, name: "Ayşe Yılmaz", email: customer.email },
        shippingAddress: TEST_ADDRESS,
        paymentMethod: "pay-on-delivery",
        totalPrice: 617.2, // 3 × 129.90 + 3 × 59.50 + İstanbul delivery 49.00 (charges.test.ts)
        status: "Pending",
        isPaid: false,
        paidAt: null,
        isDelivered: false,
        deliveredAt: null,
      });
      expect(order.statusHistory).toEqual([{ status: "Pending", at: order.createdAt }]);
      expect(order.orderItems).toEqual([
        {
          productId: chair._id,
          name: chair.name,
          price: 129.9,
          quantity: 2,
          image: "/uploads/seed/products/chair-0-anthracite.svg",
          color: "Anthracite",
          packing: "1",
          sku: skuOf(chair, "Anthracite"),
        },
        {
          productId: chair._id,
          name: chair.name,
          price: 129.9,
          quantity: 1,
          image: "/uploads/seed/products/chair-0-cactus.svg",
          color: "Cactus",
          packing: "1",
          sku: skuOf(chair, "Cactus"),
        },
        {
          productId: lamp._id,
          name: lamp.name,
          price: 59.5,
          quantity: 3,
          image: "/uploads/seed/products/chair-0-cactus.svg",
          color: "",
          packing: "1",
          sku: lamp.sku,
        },
      ]);
      // 4 variants × 10, 3 taken.
      expect(await stock(chair._id)).toEqual({ stock: 37, sold: 3 });
      expect(await stock(lamp._id)).toEqual({ stock: 1, sold: 3 });
      expect(await cartOf(customer.token)).toEqual({ products: [], totalPrice: 0 });
    });

    it("keeps the price of the moment in the order when the product's price changes later", async () => {
      const { product, order, customer } = await customerWithOrder(1);
      await t.request({ method: "PUT", url: `/api/products/${product._id}`, token: admin, payload: { price: 999 } });
      const res = await t.request({ method: "GET", url: `/api/orders/${order._id}`, token: customer.token });
      expect(res.json<Order>().orderItems[0]?.price).toBe(129.9);
      expect(res.json<Order>().totalPrice).toBe(178.9); // with İstanbul delivery
    });

    it("rejects an incomplete address or an unknown payment method, changing nothing", async () => {
      const customer = await t.registerCustomer();
      const product = await createProduct(t, { countInStock: 5 });
      await addToCart(customer.token, product, 1);
      const before = await orderCount();
      const bad: Array<[Record<string, unknown>, RegExp]> = [
        [{ shippingAddress: { ...TEST_ADDRESS, city: "  " } }, /shippingAddress\.city/],
        [{ shippingAddress: { ...TEST_ADDRESS, email: "nope" } }, /valid email/],
        [{ shippingAddress: { ...TEST_ADDRESS, phone: "call me" } }, /phone/],
        [{ shippingAddress: { firstName: "A" } }, /lastName is required/],
        [{ shippingAddress: undefined }, /shippingAddress is required/],
        [
          { paymentMethod: "credit-card" },
          /paymentMethod must be one of bank-transfer, pay-at-studio, pay-on-delivery/,
        ],
        [{ paymentMethod: undefined }, /paymentMethod/],
        [{ idempotencyKey: "short" }, /idempotencyKey/],
      ];
      for (const [payload, message] of bad) {
        const res = await placeOrder(t, customer.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      const header = await placeOrder(t, customer.token, {}, { "idempotency-key": "x" });
      expect(header.statusCode).toBe(400);
      expect(header.json().message).toMatch(/Idempotency-Key/);
      expect(await orderCount()).toBe(before);
      expect(await stock(product._id)).toEqual({ stock: 5, sold: 0 });
      expect((await cartOf(customer.token)).products).toHaveLength(1);
    });

    it("answers 409 naming the product when the stock no longer suffices, and changes nothing", async () => {
      const customer = await t.registerCustomer();
      const plenty = await createProduct(t, { name: "Plenty Chair", countInStock: 50 });
      const scarce = await createProduct(t, { name: "Scarce Bench", countInStock: 5 });
      await addToCart(customer.token, plenty, 2);
      await addToCart(customer.token, scarce, 4);
      // Someone else buys 3 of the 5 meanwhile.
      const other = await t.registerCustomer();
      await addToCart(other.token, scarce, 3);
      expect((await placeOrder(t, other.token)).statusCode).toBe(201);
      const before = await orderCount();
      const res = await placeOrder(t, customer.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: `Only 2 of "Scarce Bench" in Cactus left in stock` });
      expect(await orderCount()).toBe(before);
      expect(await stock(plenty._id)).toEqual({ stock: 50, sold: 0 });
      expect(await stock(scarce._id)).toEqual({ stock: 2, sold: 3 });
      expect((await cartOf(customer.token)).products.map((l) => l.quantity)).toEqual([2, 4]);
    });

    it("checks each colour against its own stock: 409 names the colour that no longer suffices", async () => {
      const customer = await t.registerCustomer();
      const product = await createProduct(t, stockOnEveryVariant(3, { name: "Two Tone Chair", packings: ["1"] }));
      await addToCart(customer.token, product, 2, "Cactus");
      await addToCart(customer.token, product, 2, "Anthracite");
      // Anthracite falls to 1 meanwhile (an exact stock edit by the owner).
      const variants = product.variants.map((v) => ({
        ...v,
        countInStock: v.color === "Anthracite" ? 1 : v.countInStock,
      }));
      const edit = await t.request({
        method: "PUT",
        url: `/api/products/${product._id}`,
        token: admin,
        payload: { variants },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const res = await placeOrder(t, customer.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`Only 1 of "Two Tone Chair" in Anthracite left in stock`);
      expect(await stock(product._id)).toEqual({ stock: 4, sold: 0 });
    });

    it("leaves out lines of products unpublished since, and refuses when nothing is left", async () => {
      const customer = await t.registerCustomer();
      const product = await createProduct(t, { countInStock: 3 });
      await addToCart(customer.token, product, 1);
      await t.request({
        method: "PUT",
        url: `/api/products/${product._id}`,
        token: admin,
        payload: { isPublished: false },
      });
      const res = await placeOrder(t, customer.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Your cart is empty");
      expect(await stock(product._id)).toEqual({ stock: 3, sold: 0 });
    });

    it("answers the same order for the same idempotency key (body or header), taking the stock once", async () => {
      const customer = await t.registerCustomer();
      const product = await createProduct(t, { countInStock: 10 });
      await addToCart(customer.token, product, 2);
      const key = "checkout-7f3e2a91-4c1b";
      const first = await placeOrder(t, customer.token, { idempotencyKey: key });
      expect(first.statusCode).toBe(201);
      const again = await placeOrder(t, customer.token, { idempotencyKey: key });
      expect(again.statusCode).toBe(200);
      expect(again.json<Order>()._id).toBe(first.json<Order>()._id);
      const viaHeader = await placeOrder(t, customer.token, {}, { "idempotency-key": key });
      expect(viaHeader.statusCode).toBe(200);
      expect(viaHeader.json<Order>()._id).toBe(first.json<Order>()._id);
      expect(await stock(product._id)).toEqual({ stock: 8, sold: 2 });
      // Another user's identical key is their own.
      const other = await t.registerCustomer();
      await addToCart(other.token, product, 1);
      const theirs = await placeOrder(t, other.token, { idempotencyKey: key });
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json<Order>()._id).not.toBe(first.json<Order>()._id);
    });

    it("creates one order when the same submission arrives several times at once", async () => {
      const customer = await t.registerCustomer();
      const product = await createProduct(t, { countInStock: 10 });
      await addToCart(customer.token, product, 3);
      const key = "double-click-0b6d1e55";
      const results = await Promise.all(
        Array.from({ length: 5 }, () => placeOrder(t, customer.token, {}, { "idempotency-key": key })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.json<Order>()._id)).size).toBe(1);
      expect(await stock(product._id)).toEqual({ stock: 7, sold: 3 });
      const mine = await t.request({ method: "GET", url: "/api/orders", token: customer.token });
      expect(mine.json<Order[]>()).toHaveLength(1);
    });

    it("sells exactly the stock when many customers order the last units at once", async () => {
      const product = await createProduct(t, { name: "Last Units Lounger", countInStock: 5 });
      const customers = await Promise.all(Array.from({ length: 12 }, () => t.registerCustomer()));
      for (const c of customers) await addToCart(c.token, product, 1);
      const results = await Promise.all(customers.map((c) => placeOrder(t, c.token)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(5);
      expect(codes.filter((c) => c === 409)).toHaveLength(7);
      for (const r of results.filter((x) => x.statusCode === 409)) {
        expect(r.json().message).toBe(`"Last Units Lounger" in Cactus is out of stock`);
      }
      expect(await stock(product._id)).toEqual({ stock: 0, sold: 5 });
      const sold = await t.db.kysely
        .selectFrom("order_items")
        .select((eb) => eb.fn.sum<number>("quantity").as("q"))
        .where("product_id", "=", product._id)
        .executeTakeFirstOrThrow();
      expect(Number(sold.q)).toBe(5);
    });
  });

  describe("GET /api/orders and /api/orders/:id", () => {
    it("lists only the caller's own orders, newest first", async () => {
      const { customer, product, order } = await customerWithOrder(1);
      await addToCart(customer.token, product, 1);
      const second = (await placeOrder(t, customer.token)).json<Order>();
      await customerWithOrder(1); // someone else's
      const res = await t.request({ method: "GET", url: "/api/orders", token: customer.token });
      expect(res.statusCode).toBe(200);
      expect(res.json<Order[]>().map((o) => o._id)).toEqual([second._id, order._id]);
      const stranger = await t.registerCustomer();
      expect((await t.request({ method: "GET", url: "/api/orders", token: stranger.token })).json()).toEqual([]);
      expect((await t.request({ method: "GET", url: "/api/orders" })).statusCode).toBe(401);
    });

    it("shows one order to its owner and admins; anyone else gets 404", async () => {
      const { customer, order } = await customerWithOrder();
      const stranger = await t.registerCustomer();
      const url = `/api/orders/${order._id}`;
      expect((await t.request({ method: "GET", url, token: customer.token })).json<Order>()).toEqual(order);
      expect((await t.request({ method: "GET", url, token: admin })).json<Order>()._id).toBe(order._id);
      const res = await t.request({ method: "GET", url, token: stranger.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Order not found" });
      expect((await t.request({ method: "GET", url })).statusCode).toBe(401);
      for (const id of ["0123456789abcdef01234567", "nope", "%27--"]) {
        expect((await t.request({ method: "GET", url: `/api/orders/${id}`, token: customer.token })).statusCode).toBe(
          404,
        );
      }
    });
  });

  describe("DELETE /api/orders/:id (cancel)", () => {
    it("cancels the caller's own pending order and puts the stock back", async () => {
      const { customer, product, order } = await customerWithOrder(4);
      expect(await stock(product._id)).toEqual({ stock: 6, sold: 4 });
      const res = await t.request({ method: "DELETE", url: `/api/orders/${order._id}`, token: customer.token });
      expect(res.statusCode).toBe(200);
      const cancelled = res.json<Order>();
      expect(cancelled.status).toBe("Cancelled");
      expect(cancelled.statusHistory.map((h) => h.status)).toEqual(["Pending", "Cancelled"]);
      expect(await stock(product._id)).toEqual({ stock: 10, sold: 0 });
      const twice = await t.request({ method: "DELETE", url: `/api/orders/${order._id}`, token: customer.token });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe("Only pending or processing orders can be cancelled; this order is Cancelled");
      expect(await stock(product._id)).toEqual({ stock: 10, sold: 0 });
    });

    it("allows Processing, refuses Shipped, and hides other people's orders (404)", async () => {
      const { customer, product, order } = await customerWithOrder(1);
      const url = `/api/orders/${order._id}`;
      const stranger = await t.registerCustomer();
      expect((await t.request({ method: "DELETE", url, token: stranger.token })).statusCode).toBe(404);
      expect((await t.request({ method: "DELETE", url })).statusCode).toBe(401);
      // Admins use the admin route; this one is for the order's owner only.
      expect((await t.request({ method: "DELETE", url, token: admin })).statusCode).toBe(404);

      expect((await updateOrder(t, order._id, { status: "Shipped" })).statusCode).toBe(200);
      const refused = await t.request({ method: "DELETE", url, token: customer.token });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/this order is Shipped/);
      expect(await stock(product._id)).toEqual({ stock: 9, sold: 1 });

      const next = await customerWithOrder(1);
      await updateOrder(t, next.order._id, { status: "Processing" });
      const ok = await t.request({
        method: "DELETE",
        url: `/api/orders/${next.order._id}`,
        token: next.customer.token,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<Order>().statusHistory.map((h) => h.status)).toEqual(["Pending", "Processing", "Cancelled"]);
      expect(await stock(next.product._id)).toEqual({ stock: 10, sold: 0 });
    });
  });

  describe("admin order API", () => {
    it("is for admins only: 401 for visitors, 403 for customers", async () => {
      const { customer, order } = await customerWithOrder(1);
      const calls = [
        { method: "GET" as const, url: "/api/admin/orders" },
        { method: "GET" as const, url: `/api/admin/orders/${order._id}` },
        { method: "PUT" as const, url: `/api/admin/orders/${order._id}`, payload: { status: "Delivered" } },
        { method: "DELETE" as const, url: `/api/admin/orders/${order._id}` },
      ];
      for (const call of calls) {
        expect((await t.request(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
        expect((await t.request({ ...call, token: customer.token })).statusCode, `${call.method} ${call.url}`).toBe(
          403,
        );
      }
      const still = await t.request({ method: "GET", url: `/api/orders/${order._id}`, token: customer.token });
      expect(still.json<Order>().status).toBe("Pending");
    });

    it("lists orders newest first with status filter, search by reference, name or e-mail, and paging", async () => {
      const zeynep = await t.registerCustomer({ name: "Zeynep Kaya", email: "zeynep.kaya@example.com" });
      const product = await createProduct(t, { countInStock: 100 });
      const placed: Order[] = [];
      for (let i = 0; i < 3; i++) {
        await addToCart(zeynep.token, product, 1);
        placed.push((await placeOrder(t, zeynep.token)).json<Order>());
      }
      await updateOrder(t, placed[0]?._id as string, { status: "Shipped" });
      const list = async (query: string) => {
        const res = await t.request({ method: "GET", url: `/api/admin/orders${query}`, token: admin });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<AdminOrderPage>();
      };
      const byName = await list("?search=zeynep%20KAYA");
      expect(byName.orders.map((o) => o._id)).toEqual([placed[2]?._id, placed[1]?._id, placed[0]?._id]);
      expect(byName).toMatchObject({ total: 3, page: 1, pages: 1, limit: 50 });
      expect((await list("?search=zeynep.kaya@EXAMPLE")).total).toBe(3);
      const ref = placed[1]?.reference ?? "";
      expect((await list(`?search=${ref.toLowerCase()}`)).orders.map((o) => o._id)).toEqual([placed[1]?._id]);
      expect((await list("?search=zeynep&status=Shipped")).orders.map((o) => o._id)).toEqual([placed[0]?._id]);
      expect((await list("?search=100%25")).total).toBe(0); // % is literal, not a wildcard
      const page2 = await list("?search=zeynep&limit=2&page=2");
      expect(page2).toMatchObject({ total: 3, page: 2, pages: 2, limit: 2 });
      expect(page2.orders.map((o) => o._id)).toEqual([placed[0]?._id]);
      const all = await list("");
      expect(all.total).toBeGreaterThanOrEqual(3);
      for (const bad of ["?status=Lost", "?page=0", "?limit=500", "?sort=asc", "?page=x"]) {
        const res = await t.request({ method: "GET", url: `/api/admin/orders${bad}`, token: admin });
        expect(res.statusCode, bad).toBe(400);
      }
    });

    it("shows one order; unknown or malformed ids are 404", async () => {
      const { order } = await customerWithOrder(1);
      const res = await t.request({ method: "GET", url: `/api/admin/orders/${order._id}`, token: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json<Order>()).toEqual(order);
      for (const id of ["0123456789abcdef01234567", "x"]) {
        expect((await t.request({ method: "GET", url: `/api/admin/orders/${id}`, token: admin })).statusCode).toBe(404);
      }
    });

    it("changes status with an event each time; Delivered sets isDelivered; isPaid sets and clears paidAt", async () => {
      const { order } = await customerWithOrder(1);
      const put = (payload: Record<string, unknown>) => updateOrder(t, order._id, payload);
      let res = await put({ status: "Processing" });
      expect(res.statusCode).toBe(200);
      expect(res.json<Order>()).toMatchObject({ status: "Processing", isDelivered: false, isPaid: false });
      res = await put({ isPaid: true });
      expect(res.json<Order>().isPaid).toBe(true);
      expect(res.json<Order>().paidAt).toEqual(expect.any(String));
      expect(res.json<Order>().statusHistory).toHaveLength(2); // payment is not a status change
      res = await put({ status: "Processing" }); // same status: no new event
      expect(res.json<Order>().statusHistory).toHaveLength(2);
      res = await put({ status: "Delivered", isPaid: true });
      const delivered = res.json<Order>();
      expect(delivered).toMatchObject({ status: "Delivered", isDelivered: true, isPaid: true });
      expect(delivered.deliveredAt).toEqual(expect.any(String));
      expect(delivered.statusHistory.map((h) => h.status)).toEqual(["Pending", "Processing", "Delivered"]);
      res = await put({ status: "Shipped", isPaid: false });
      expect(res.json<Order>()).toMatchObject({
        status: "Shipped",
        isDelivered: false,
        deliveredAt: null,
        isPaid: false,
        paidAt: null,
      });
    });

    it("rejects empty, unknown and invalid updates (400) and unknown orders (404)", async () => {
      const { order } = await customerWithOrder(1);
      const url = `/api/admin/orders/${order._id}`;
      for (const payload of [{}, { status: "Lost" }, { isPaid: "yes" }, { status: "Shipped", totalPrice: 1 }]) {
        const res = await updateOrder(t, order._id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const missing = await updateOrder(t, "0123456789abcdef01234567", { status: "Shipped" });
      expect(missing.statusCode).toBe(404);
      const res = await t.request({ method: "GET", url, token: admin });
      expect(res.json<Order>().status).toBe("Pending");
    });

    it("cancelling puts the stock back once; a cancelled order stays cancelled; a delivered one cannot be cancelled", async () => {
      const { product, order } = await customerWithOrder(3);
      let res = await updateOrder(t, order._id, { status: "Cancelled" });
      expect(res.statusCode).toBe(200);
      expect(res.json<Order>().status).toBe("Cancelled");
      expect(await stock(product._id)).toEqual({ stock: 10, sold: 0 });
      res = await updateOrder(t, order._id, { status: "Cancelled" });
      expect(res.statusCode).toBe(200);
      res = await updateOrder(t, order._id, { status: "Processing" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: "A cancelled order cannot change status" });
      expect(await stock(product._id)).toEqual({ stock: 10, sold: 0 });

      const delivered = await customerWithOrder(1);
      await updateOrder(t, delivered.order._id, { status: "Delivered" });
      res = await updateOrder(t, delivered.order._id, { status: "Cancelled" });
      expect(res.statusCode).toBe(409);
      expect(await stock(delivered.product._id)).toEqual({ stock: 9, sold: 1 });
    });

    it("deletes an order; units still held for a pending order go back", async () => {
      const { customer, product, order } = await customerWithOrder(2);
      const url = `/api/admin/orders/${order._id}`;
      const res = await t.request({ method: "DELETE", url, token: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Order deleted" });
      expect(await stock(product._id)).toEqual({ stock: 10, sold: 0 });
      expect(
        (await t.request({ method: "GET", url: `/api/orders/${order._id}`, token: customer.token })).statusCode,
      ).toBe(404);
      expect((await t.request({ method: "DELETE", url, token: admin })).statusCode).toBe(404);

      const shipped = await customerWithOrder(2);
      const surl = `/api/admin/orders/${shipped.order._id}`;
      await updateOrder(t, shipped.order._id, { status: "Shipped" });
      expect((await t.request({ method: "DELETE", url: surl, token: admin })).statusCode).toBe(200);
      expect(await stock(shipped.product._id)).toEqual({ stock: 8, sold: 2 });
    });
  });
});
