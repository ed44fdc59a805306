import type { Order } from "@avlu/contract/orders";
import type { Settings } from "@avlu/contract/settings";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReceivedMail } from "../../../../../scripts/smtp-test-server.mjs";
import { createProduct, orderProduct, TEST_ADDRESS, updateOrder } from "../../test/helpers.js";
import { eventually, outboxRows, suiteMailTestApp } from "../../test/mail.js";

/*
 * Every mail the shop sends, delivered over SMTP to a real server in this process and parsed as a
 * mail app would: recipient, subject, order number, lines and totals in the HTML and the text
 * part, and whatever a user typed escaped.
 */

const XSS = `<script>alert("x")</script>`;
const ESCAPED = "&lt;script&gt;";

describe("mails delivered over SMTP", () => {
  const { t, smtp } = suiteMailTestApp();
  let admin: string;
  let settings: Settings;

  beforeAll(async () => {
    admin = await t.adminToken();
    settings = (await t.request({ method: "GET", url: "/api/settings" })).json<Settings>();
  });

  const to = (address: string, subject: RegExp) => (m: ReceivedMail) =>
    m.to.includes(address) && subject.test(m.subject);
  const one = async (address: string, subject: RegExp) => (await smtp.waitFor(to(address, subject)))[0] as ReceivedMail;
  const expectEscaped = (m: ReceivedMail) => {
    expect(m.html).not.toContain("<script");
    expect(m.html).toContain(ESCAPED);
  };

  it("order placed: the shopper's confirmation (lines, totals, address, IBAN and reference), the shop's notice, the sold-out notice", async () => {
    const customer = await t.registerCustomer({ name: `Mehmet ${XSS}` });
    const product = await createProduct(t, { name: "Bistro Chair", price: 129.9, countInStock: 2 });
    const address = { ...TEST_ADDRESS, firstName: `Ayşe ${XSS}`, email: "ayse.orders@example.com" };
    const order = await orderProduct(t, customer.token, product, { quantity: 2, shippingAddress: address });

    const confirmation = await one(address.email, new RegExp(order.reference));
    expect(confirmation.subject).toBe(`Your ${settings.shopName} order ${order.reference}`);
    expect(confirmation.parsed.from?.value[0]).toMatchObject({ name: "Avlu Test", address: "shop@avlu.test" });
    for (const part of [confirmation.html, confirmation.text]) {
      expect(part).toContain(order.reference);
      expect(part).toContain("Bistro Chair");
      expect(part).toContain("Cactus");
      expect(part).toContain("$259.80");
      expect(part).toContain(settings.iban);
      expect(part).toContain(settings.bankAccountName);
      expect(part).toContain("Bağdat Caddesi 10");
      expect(part).toContain(`/order/${order._id}`);
    }
    expect(confirmation.text).toContain(`Ayşe ${XSS}`);
    expectEscaped(confirmation);
    // The Message-ID is the one the outbox fixed for it.
    const row = await eventually(async () => {
      const r = (await outboxRows(t, "order-confirmation")).find((x) => x.subject.includes(order.reference));
      expect(r?.status).toBe("sent");
      return r;
    });
    expect(confirmation.messageId).toBe(row?.message_id);
    // The logo travels inside the mail.
    expect(confirmation.raw.toString("utf8")).toContain("cid:logo@avlu");
    expect(confirmation.parsed.attachments.some((a) => a.cid === "logo@avlu" && a.contentType === "image/png")).toBe(
      true,
    );

    const notice = await one(settings.orderEmails[0], new RegExp(`New order ${order.reference}`));
    expect(notice.to).toEqual([...settings.orderEmails]);
    expect(notice.parsed.replyTo?.text).toContain(address.email);
    for (const part of [notice.html, notice.text]) {
      expect(part).toContain("Bistro Chair");
      expect(part).toContain("$259.80");
      expect(part).toContain(address.phone);
    }
    expectEscaped(notice);

    // Per variant (issue 17): the colour that sold out, with its SKU.
    const soldOut = await one(settings.orderEmails[0], /Out of stock: Bistro Chair — Cactus/);
    expect(soldOut.text).toContain(product.variants.find((v) => v.color === "Cactus" && v.packing === "1")?.sku);
    expect(soldOut.html).toContain(`/admin/products/${product._id}/edit`);
  });

  it("each status change, then a cancellation by the shop, reaches the shopper", async () => {
    const customer = await t.registerCustomer();
    const product = await createProduct(t, { name: "Lounge Armchair", price: 499, countInStock: 20 });
    const order = await orderProduct(t, customer.token, product, { paymentMethod: "pay-at-studio" });
    const subjects: Record<string, RegExp> = {
      Processing: /is being prepared/,
      Shipped: /is on its way/,
      Delivered: /has been delivered/,
    };
    for (const status of ["Processing", "Shipped", "Delivered"]) {
      const res = await updateOrder(t, order._id, { status });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await one(TEST_ADDRESS.email, new RegExp(`${order.reference} ${subjects[status]?.source}`));
      expect(mail.text).toContain("Lounge Armchair");
      expect(mail.text).toContain("$499.00");
    }
    // Pending is no news to the shopper.
    const before = (await outboxRows(t, "order-status")).length;
    await updateOrder(t, order._id, { status: "Pending" });
    expect((await outboxRows(t, "order-status")).length).toBe(before);

    const other = await orderProduct(t, customer.token, product, { quantity: 3 });
    await updateOrder(t, other._id, { isPaid: true });
    await updateOrder(t, other._id, { status: "Cancelled" });
    // 3 × 499.00 + İstanbul delivery 49.00
    const cancelled = await one(TEST_ADDRESS.email, new RegExp(`${other.reference} has been cancelled`));
    expect(cancelled.text).toContain("we have had to cancel your order");
    expect(cancelled.text).toContain("Lounge Armchair");
    expect(cancelled.text).toMatch(/You had already paid \$1,546\.00; we will refund it/);
  });

  it("a shopper's own cancellation says what was cancelled and that nothing is due", async () => {
    const customer = await t.registerCustomer();
    const product = await createProduct(t, { name: "Garden Bench", price: 80, countInStock: 5 });
    const order = await orderProduct(t, customer.token, product, { quantity: 2 });
    const res = await t.request({ method: "DELETE", url: `/api/orders/${order._id}`, token: customer.token });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await one(TEST_ADDRESS.email, new RegExp(`${order.reference} has been cancelled`));
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("Garden Bench");
      expect(part).toContain("$160.00");
      expect(part).toContain("please do not transfer any money");
    }
  });

  it("a contact message reaches the shop with Reply-To the sender, escaped", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: `Zeynep ${XSS}`,
        email: "zeynep@example.com",
        subject: "Delivery to Bodrum?",
        message: `Hello\n${XSS}`,
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = await one(settings.orderEmails[1], /Contact form: Delivery to Bodrum\?/);
    expect(mail.to).toEqual([...settings.orderEmails]);
    expect(mail.parsed.replyTo?.value[0]?.address).toBe("zeynep@example.com");
    expect(mail.text).toContain(XSS);
    expectEscaped(mail);
  });

  it("an order request reaches the shop", async () => {
    const product = await createProduct(t, { name: "Parasol Alu", colors: "Cactus", packings: ["1", "2"] });
    const res = await t.request({
      method: "POST",
      url: "/api/order-requests",
      payload: { productId: product._id, color: "Cactus", packing: "2", channel: "whatsapp" },
    });
    expect(res.statusCode).toBe(201);
    const mail = await one(settings.orderEmails[0], /Order request via WhatsApp: Parasol Alu/);
    expect(mail.text).toContain("Cactus");
    expect(mail.html).toContain(`/product/${product._id}`);
  });

  it("account mails: the reset link (HTML and text), then the notice that the password changed, after a reset and in the profile", async () => {
    const customer = await t.registerCustomer({ name: `Deniz ${XSS}` });
    const forgot = await t.request({
      method: "POST",
      url: "/api/users/forgot-password",
      payload: { email: customer.email },
    });
    expect(forgot.statusCode).toBe(202);
    const reset = await one(customer.email, /^Choose a new password for your Avlu account$/);
    const link = /(http:\/\/[^\s"]+\/reset-password\?token=[\w-]+)/.exec(reset.text)?.[1] as string;
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/reset-password\?token=[\w-]{43}$/);
    expect(reset.html).toContain(`href="${link}"`);
    expect(reset.text).toContain("The link works once, for 1 hour.");
    expectEscaped(reset);

    const token = new URL(link).searchParams.get("token");
    const res = await t.request({
      method: "POST",
      url: "/api/users/reset-password",
      payload: { token, password: "Brand-New-Pass-77" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = await one(customer.email, /^Your Avlu password was changed$/);
    for (const part of [changed.html, changed.text]) {
      expect(part).toContain(customer.email);
      expect(part).toContain("/forgot-password");
    }

    const profile = await t.request({
      method: "PUT",
      url: "/api/users/profile",
      token: res.json().token,
      payload: { password: "Third-New-Pass-88", currentPassword: "Brand-New-Pass-77" },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    await smtp.waitFor(to(customer.email, /^Your Avlu password was changed$/), { count: 2 });
  });

  it("a shopper on a Turkish page gets Turkish mails, later ones in the order's language; the shop's notice stays English", async () => {
    const customer = await t.registerCustomer({ name: "Zeynep Şahin" });
    const product = await createProduct(t, { name: "Bistro Sandalye", price: 1249.9, countInStock: 5 });
    const address = { ...TEST_ADDRESS, firstName: "Zeynep", email: "zeynep.tr@example.com" };
    await t.request({
      method: "POST",
      url: "/api/cart",
      token: customer.token,
      payload: { productId: product._id, quantity: 1, color: product.colors[0] ?? "", packing: "1" },
    });
    const placed = await t.request({
      method: "POST",
      url: "/api/orders",
      token: customer.token,
      headers: { "accept-language": "tr-TR,tr;q=0.9,en;q=0.8" },
      payload: { shippingAddress: address, paymentMethod: "bank-transfer" },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();

    const confirmation = await one(address.email, new RegExp(order.reference));
    expect(confirmation.subject).toBe(`${settings.shopName} siparişiniz ${order.reference}`);
    for (const part of [confirmation.html, confirmation.text]) {
      expect(part).toContain("Sayın Zeynep");
      expect(part).toContain("Havale / EFT");
      expect(part).toContain("$1.249,90");
      expect(part).not.toContain("Thank you");
    }
    expect(confirmation.html).toContain('lang="tr"');
    // The shop's own notice is in English whatever the shopper's language.
    await one(settings.orderEmails[0] as string, new RegExp(`^New order ${order.reference}`));

    // The admin works in English; the shopper's status mail is still in the order's language.
    const shipped = await updateOrder(t, order._id, { status: "Shipped" }, { "accept-language": "en" });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const status = await one(address.email, new RegExp(`${order.reference} numaralı siparişiniz yola çıktı`));
    expect(status.text).toContain("Sayın Zeynep");

    // A reset asked from a Turkish page.
    const forgot = await t.request({
      method: "POST",
      url: "/api/users/forgot-password",
      headers: { "accept-language": "tr" },
      payload: { email: customer.email },
    });
    expect(forgot.statusCode).toBe(202);
    const reset = await one(customer.email, /hesabınız için yeni bir şifre belirleyin$/);
    expect(reset.text).toContain("Bağlantı bir kez ve 1 saat boyunca çalışır.");
    // The link opens the Turkish page (issue 20).
    expect(reset.text).toMatch(/http:\/\/[^\s"]+\/tr\/reset-password\?token=[\w-]{43}/);
  });

  it("a test mail from the admin arrives", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/admin/mail/test",
      token: admin,
      payload: { to: "owner@example.com" },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ kind: "test", to: ["owner@example.com"], status: "queued" });
    const mail = await one("owner@example.com", /^Test mail from /);
    expect(mail.text).toContain("If you can read it");
  });

  it("owner notifications switched off in the shop settings are not written", async () => {
    const off = await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      token: admin,
      payload: { notifications: { newOrder: false, contactMessage: false, orderRequest: false, outOfStock: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().notifications).toEqual({
      newOrder: false,
      contactMessage: false,
      orderRequest: false,
      outOfStock: false,
    });
    const kinds = ["owner-new-order", "owner-contact-message", "owner-order-request", "owner-out-of-stock"];
    const count = async () => (await outboxRows(t)).filter((r) => kinds.includes(r.kind)).length;
    const before = await count();
    const customer = await t.registerCustomer();
    const product = await createProduct(t, { countInStock: 1 });
    const order: Order = await orderProduct(t, customer.token, product);
    await t.request({
      method: "POST",
      url: "/api/contact",
      payload: { name: "A", email: "a@example.com", subject: "S", message: "M" },
    });
    await t.request({
      method: "POST",
      url: "/api/order-requests",
      payload: { productId: product._id, color: "Cactus", packing: "1", channel: "mail" },
    });
    expect(await count()).toBe(before);
    // The shopper's own confirmation is not switchable.
    await one(TEST_ADDRESS.email, new RegExp(order.reference));
    await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      token: admin,
      payload: { notifications: { newOrder: true, contactMessage: true, orderRequest: true, outOfStock: true } },
    });
  });

  it("every mail in the outbox ends sent, each with its own Message-ID", async () => {
    const rows = await eventually(async () => {
      const all = await outboxRows(t);
      expect(all.filter((r) => r.status !== "sent")).toEqual([]);
      return all;
    });
    expect(new Set(rows.map((r) => r.message_id)).size).toBe(rows.length);
    const received = new Set(smtp.mails.map((m) => m.messageId));
    for (const r of rows) expect(received.has(r.message_id)).toBe(true);
  });
});
