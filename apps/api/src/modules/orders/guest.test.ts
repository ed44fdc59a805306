import type { PlacedOrder } from "@avlu/contract/orders";
import { describe, expect, it } from "vitest";
import {
  addToCart,
  countRows,
  createProduct,
  placeOrder,
  rowWhere,
  suiteTestApp,
  TEST_ADDRESS,
  updateOrder,
} from "../../test/helpers.js";
import { orderMail } from "../../test/mail.js";
import { pdfText } from "../../test/pdf-text.js";

/*
 * Issue 19, slice 2: guest checkout. The same body plus the cart's guestId, no token; the answer
 * carries the private link; the order opens (and cancels) with its key only.
 */
describe("guest orders", () => {
  const t = suiteTestApp();

  async function guestCart(quantity = 1, countInStock = 10) {
    const product = await createProduct(t, { price: 100, countInStock });
    const res = await addToCart(t, undefined, { productId: product._id, quantity });
    expect(res.statusCode, res.body).toBe(200);
    return { product, guestId: res.json().guestId as string };
  }
  const place = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    placeOrder(t, undefined, payload, headers);
  const keyOf = (o: PlacedOrder) => new URL(o.privateLink as string, "http://x").searchParams.get("key") as string;
  const count = () => countRows(t, "orders");
  const stockOf = async (productId: string) =>
    (
      await t.db.kysely
        .selectFrom("products")
        .select("count_in_stock")
        .where("id", "=", productId)
        .executeTakeFirstOrThrow()
    ).count_in_stock;

  it("places a guest order from the guest's cart and answers its private link once", async () => {
    const { guestId, product } = await guestCart(2);
    const res = await place({ guestId, idempotencyKey: "guest-order-1" });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<PlacedOrder>();
    expect(order.privateLink).toMatch(new RegExp(`^/order/${order._id}\\?key=[A-Za-z0-9_-]{43}$`));
    expect(order.user).toEqual({ _id: "", name: "Ayşe Yılmaz", email: TEST_ADDRESS.email });
    expect(order.totalPrice).toBe(249);
    expect(order.charges.delivery).toMatchObject({ zone: "İstanbul", fee: 49 });
    const cart = await t.request({ method: "GET", url: `/api/cart?guestId=${guestId}` });
    expect(cart.json().products).toEqual([]);
    expect(await stockOf(product._id)).toBe(8);

    // Only the key's hash is stored; the confirmation carries it sealed, not in its payload.
    const key = keyOf(order);
    const access = await rowWhere(t, "order_guest_access", "order_id", order._id);
    expect(access.key_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(access)).not.toContain(key);
    const mail = await orderMail(t, "order-confirmation", order.reference);
    expect(mail.payload).not.toContain(key);
    expect(mail.secret).toBeTruthy();
    const { renderMail } = await import("../mail/render.js");
    const rendered = await renderMail("order-confirmation", JSON.parse(mail.payload), "en", {
      logoSrc: undefined,
      secret: key,
    });
    expect(rendered.html).toContain(`/order/${order._id}?key=${key}`);
    expect(rendered.text).toContain("private link");

    // The same submission again: the same order, without the key (it is not kept).
    const again = await place({ guestId, idempotencyKey: "guest-order-1" });
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(order._id);
    expect(again.json().privateLink).toBeUndefined();
  });

  it("opens the order, its PDF and its cancellation with the key only; a wrong or missing key is 404", async () => {
    const { guestId, product } = await guestCart(1);
    const order = (await place({ guestId })).json<PlacedOrder>();
    const key = keyOf(order);
    const url = `/api/guest-orders/${order._id}`;
    const ok = await t.request({ method: "GET", url: `${url}?key=${key}` });
    expect(ok.statusCode).toBe(200);
    // The key with its last character changed (a random key ends in "A" one time in 64).
    const nearKey = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
    expect(ok.json()).toMatchObject({ _id: order._id, reference: order.reference });
    expect(ok.headers["cache-control"]).toBe("private, no-store");
    for (const bad of [
      url,
      `${url}?key=`,
      `${url}?key=${nearKey}`,
      `${url}?key=${"x".repeat(43)}`,
      `/api/guest-orders/000000000000000000000000?key=${key}`,
      `/api/guest-orders/nope?key=${key}`,
    ]) {
      for (const suffix of ["", "/pdf"]) {
        const [path, query] = bad.split("?");
        const res = await t.request({
          method: "GET",
          url: `${path}${suffix}${query !== undefined ? `?${query}` : ""}`,
        });
        expect(res.statusCode, bad + suffix).toBe(404);
        expect(res.json()).toEqual({ message: "Order not found" });
      }
      expect((await t.request({ method: "DELETE", url: bad })).statusCode).toBe(404);
    }
    // The signed-in routes never open it.
    expect((await t.request({ method: "GET", url: `/api/orders/${order._id}` })).statusCode).toBe(401);
    const stranger = await t.registerCustomer();
    expect(
      (await t.request({ method: "GET", url: `/api/orders/${order._id}`, token: stranger.token })).statusCode,
    ).toBe(404);

    const pdf = await t.request({ method: "GET", url: `${url}/pdf?key=${key}` });
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(order.reference);
    expect(text).toContain("Ayşe Yılmaz");

    const cancelled = await t.request({ method: "DELETE", url: `${url}?key=${key}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe("Cancelled");
    expect(await stockOf(product._id)).toBe(10);
    const twice = await t.request({ method: "DELETE", url: `${url}?key=${key}` });
    expect(twice.statusCode).toBe(409);
  });

  it("refuses what a signed-in order refuses, changing nothing: no cart, stock, bad address, tampered figures", async () => {
    const before = await count();
    const none = await place({ guestId: "0123456789abcdef0123456789abcdef" });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: "Your cart is empty" });

    const { guestId, product } = await guestCart(3, 3);
    await t.request({
      method: "PUT",
      url: `/api/products/${product._id}`,
      token: await t.adminToken(),
      payload: { countInStock: 2 },
    });
    const stock = await place({ guestId });
    expect(stock.statusCode).toBe(409);
    expect(stock.json().message).toMatch(product.name);
    await t.request({
      method: "PUT",
      url: "/api/cart",
      payload: { guestId, productId: product._id, quantity: 1, color: "Cactus", packing: "1" },
    });

    const address = await place({ guestId, shippingAddress: { ...TEST_ADDRESS, city: "Narnia" } });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toEqual({ message: "Please choose a province from the list" });
    const email = await place({ guestId, shippingAddress: { ...TEST_ADDRESS, email: "nope" } });
    expect(email.statusCode).toBe(400);

    for (const expected of [{ delivery: 0 }, { vat: 1 }, { total: 100 }]) {
      const res = await place({ guestId, expected });
      expect(res.statusCode, JSON.stringify(expected)).toBe(409);
    }
    expect(await count()).toBe(before);
    const ok = await place({ guestId, deliveryFee: 0, expected: { delivery: 49, total: 149 } });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("later mails of a guest order send no dead link to the account page; a sent guest confirmation is not resent (ADR 1908)", async () => {
    const { guestId } = await guestCart(1);
    const order = (await place({ guestId })).json<PlacedOrder>();
    const admin = await t.adminToken();
    const moved = await updateOrder(t, order._id, { status: "Processing" });
    expect(moved.statusCode).toBe(200);
    const status = await orderMail(t, "order-status", order.reference);
    const { renderMail } = await import("../mail/render.js");
    const rendered = await renderMail("order-status", JSON.parse(status.payload), "en", {
      logoSrc: undefined,
      secret: undefined,
    });
    expect(rendered.html).not.toContain(`/order/${order._id}"`);
    expect(rendered.text).toContain("private link in your order confirmation mail");

    // Once sent, the confirmation no longer holds the key: the admin cannot send it again (it would carry no link).
    const confirmation = await orderMail(t, "order-confirmation", order.reference);
    await t.db.kysely
      .updateTable("mail_outbox")
      .set({ status: "sent", secret: null })
      .where("id", "=", confirmation.id)
      .execute();
    const resend = await t.request({
      method: "POST",
      url: `/api/admin/mail/${confirmation.id}/resend`,
      token: admin,
      payload: {},
    });
    expect(resend.statusCode, resend.body).toBe(409);
    expect(resend.json().message).toMatch(/guest order's confirmation cannot be sent again/);
  });
});
