import { ORDER_CLAIM_REQUESTED, type Order, type PlacedOrder } from "@avlu/contract/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  createProduct,
  createTestApp,
  orderProduct,
  placeOrder,
  rowWhere,
  TEST_ADDRESS,
  type TestApp,
} from "../../test/helpers.js";
import { outboxRows } from "../../test/mail.js";
import { MailSecrets } from "../mail/secret.js";
import { CLAIM_EMAIL_CHANGED, CLAIM_LINK_EXPIRED, CLAIM_LINK_INVALID, CLAIM_LINK_USED } from "./claims.js";

/*
 * Issue 19 (ADR 1909): orders placed as a guest join an account with the same e-mail only once a
 * link mailed to that address is followed in that account; once, before it expires.
 */
describe("claiming guest orders", () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}${n++}@example.com`;

  async function guestOrder(email: string, idempotencyKey?: string): Promise<PlacedOrder> {
    const product = await createProduct(t, { price: 100, countInStock: 10 });
    return orderProduct(t, undefined, product, { shippingAddress: { ...TEST_ADDRESS, email }, idempotencyKey });
  }

  /** The claim mails to `email`, oldest first, with their tokens opened as the sender does. */
  async function claimMails(email: string) {
    const secrets = new MailSecrets(t.config.jwtSecret as string);
    return (await outboxRows(t, "order-claim"))
      .filter((r) => JSON.parse(r.recipients).includes(email))
      .map((r) => ({ row: r, token: r.secret ? secrets.open(r.secret) : undefined }));
  }
  const myOrders = async (token: string) =>
    (await t.request({ method: "GET", url: "/api/orders", token })).json<Order[]>();
  const confirm = (token: string, claim: string | undefined) =>
    t.request({ method: "POST", url: "/api/orders/claims/confirm", token, payload: { token: claim } });

  it("registering with a guest order's e-mail mails a link; the orders show only once it is followed", async () => {
    const email = unique("claimer");
    const first = await guestOrder(email);
    const second = await guestOrder(email.toUpperCase());
    const other = await guestOrder(unique("someone-else"));
    const shopper = await t.registerCustomer({ email });

    // Unconfirmed: nothing shown.
    expect(await myOrders(shopper.token)).toEqual([]);
    const mails = await claimMails(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number];
    expect(mail.token).toMatch(/^[\w-]{43}$/);
    // The token travels sealed; the payload and the table hold no copy of it.
    expect(mail.row.payload).not.toContain(mail.token);
    const stored = await t.db.kysely.selectFrom("order_claims").selectAll().where("user_id", "=", shopper.id).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(mail.token);
    const { renderMail } = await import("../mail/render.js");
    const rendered = await renderMail("order-claim", JSON.parse(mail.row.payload), "en", {
      logoSrc: undefined,
      secret: mail.token,
    });
    expect(rendered.text).toContain(`/my-orders/claim?token=${mail.token}`);

    const res = await confirm(shopper.token, mail.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ claimed: 2, message: "2 orders placed as a guest were added to your account" });
    const mine = await myOrders(shopper.token);
    expect(mine.map((o) => o._id).sort()).toEqual([first._id, second._id].sort());
    expect(mine.map((o) => o._id)).not.toContain(other._id);
    // The owner's routes open it now; the private link still does too.
    const own = await t.request({ method: "GET", url: `/api/orders/${first._id}`, token: shopper.token });
    expect(own.statusCode).toBe(200);
    const key = new URL(first.privateLink as string, "http://x").searchParams.get("key");
    expect((await t.request({ method: "GET", url: `/api/guest-orders/${first._id}?key=${key}` })).statusCode).toBe(200);

    // The link works once.
    const again = await confirm(shopper.token, mail.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: CLAIM_LINK_USED });
  });

  it("no guest orders: no mail at sign-up, and asking answers the same text without a mail", async () => {
    const shopper = await t.registerCustomer({ email: unique("nobody") });
    expect(await claimMails(shopper.email)).toEqual([]);
    const ask = await t.request({ method: "POST", url: "/api/orders/claims", token: shopper.token });
    expect(ask.statusCode).toBe(202);
    expect(ask.json()).toEqual({ message: ORDER_CLAIM_REQUESTED });
    expect(await claimMails(shopper.email)).toEqual([]);
    expect((await t.request({ method: "POST", url: "/api/orders/claims" })).statusCode).toBe(401);
  });

  it("logging in mails a link only while none is live; asking again ends the older link", async () => {
    const email = unique("returning");
    const shopper = await t.registerCustomer({ email });
    await guestOrder(email);
    const login = () =>
      t.request({ method: "POST", url: "/api/users/login", payload: { email, password: shopper.password } });
    expect((await login()).statusCode).toBe(200);
    expect(await claimMails(email)).toHaveLength(1);
    expect((await login()).statusCode).toBe(200);
    expect(await claimMails(email)).toHaveLength(1);

    const ask = await t.request({ method: "POST", url: "/api/orders/claims", token: shopper.token });
    expect(ask.statusCode).toBe(202);
    expect(ask.json()).toEqual({ message: ORDER_CLAIM_REQUESTED });
    const [older, newer] = await claimMails(email);
    const stale = await confirm(shopper.token, older?.token);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: CLAIM_LINK_EXPIRED });
    const ok = await confirm(shopper.token, newer?.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().claimed).toBe(1);
  });

  it("another account can never claim: a different e-mail gets no link, and someone else's link is refused", async () => {
    const email = unique("victim");
    const order = await guestOrder(email);
    const victim = await t.registerCustomer({ email });
    const attacker = await t.registerCustomer({ email: unique("attacker") });
    const [mail] = await claimMails(email);

    // The attacker's own request mails the attacker's address, which has no guest orders.
    expect((await t.request({ method: "POST", url: "/api/orders/claims", token: attacker.token })).statusCode).toBe(
      202,
    );
    expect(await claimMails(attacker.email)).toEqual([]);
    for (const token of [mail?.token, "x".repeat(43), "forged"]) {
      const res = await confirm(attacker.token, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: CLAIM_LINK_INVALID });
    }
    expect(await myOrders(attacker.token)).toEqual([]);
    // The refusals did not use it up: its own account still can.
    const ok = await confirm(victim.token, mail?.token);
    expect(ok.statusCode).toBe(200);
    expect((await myOrders(victim.token)).map((o) => o._id)).toEqual([order._id]);
    expect(
      (await t.request({ method: "GET", url: `/api/orders/${order._id}`, token: attacker.token })).statusCode,
    ).toBe(404);
  });

  it("refuses an expired link, and one whose account changed its e-mail since; bad bodies are 400", async () => {
    const email = unique("late");
    await guestOrder(email);
    const shopper = await t.registerCustomer({ email });
    const [mail] = await claimMails(email);
    await t.db.kysely
      .updateTable("order_claims")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", shopper.id)
      .execute();
    const late = await confirm(shopper.token, mail?.token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: CLAIM_LINK_EXPIRED });

    await t.request({ method: "POST", url: "/api/orders/claims", token: shopper.token });
    const fresh = (await claimMails(email)).at(-1);
    await t.db.kysely
      .updateTable("users")
      .set({ email: unique("moved") })
      .where("id", "=", shopper.id)
      .execute();
    const moved = await confirm(shopper.token, fresh?.token);
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ message: CLAIM_EMAIL_CHANGED });
    expect(await myOrders(shopper.token)).toEqual([]);

    for (const payload of [{}, { token: "" }, { token: "a", extra: 1 }]) {
      const res = await t.request({ method: "POST", url: "/api/orders/claims/confirm", token: shopper.token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await confirm("", fresh?.token)).statusCode).toBe(401);
  });

  it("a guest order whose idempotency key the account already used joins without its key", async () => {
    const email = unique("keys");
    const shopper = await t.registerCustomer({ email });
    const product = await createProduct(t, { price: 50, countInStock: 5 });
    await addToCart(t, shopper.token, { productId: product._id });
    const own = await placeOrder(t, shopper.token, {
      shippingAddress: { ...TEST_ADDRESS, email },
      idempotencyKey: "same-key-1",
    });
    expect(own.statusCode).toBe(201);
    const guest = await guestOrder(email, "same-key-1");
    await t.request({ method: "POST", url: "/api/orders/claims", token: shopper.token });
    const res = await confirm(shopper.token, (await claimMails(email)).at(-1)?.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().claimed).toBe(1);
    const row = await rowWhere(t, "orders", "id", guest._id);
    expect(row.user_id).toBe(shopper.id);
    expect(row.idempotency_key).toBeNull();
    expect((await myOrders(shopper.token)).map((o) => o._id).sort()).toEqual([own.json()._id, guest._id].sort());
  });
});
