import { formatPriceIn } from "@avlu/contract/format";
import type { Order, PlacedOrder } from "@avlu/contract/orders";
import { describe, expect, it } from "vitest";
import { renderMail } from "../../modules/mail/render.js";
import {
  addToCart,
  createProduct,
  placeOrder,
  suiteTestApp,
  TEST_ADDRESS,
  TEST_SAVED_ADDRESS,
  updateOrder,
} from "../../test/helpers.js";
import { inBoth, TURKISH } from "../../test/languages.js";
import { orderMail } from "../../test/mail.js";
import { pdfText } from "../../test/pdf-text.js";

/*
 * ADR 2011 through the API, continued: the cart and its stock, checkout and orders, addresses and
 * the delivery quote in the caller's language; the order PDF (signed-in, guest, the proforma of
 * the bank-transfer mail) in the order's language.
 */
describe("cart, checkout and order messages in the caller's language", () => {
  const t = suiteTestApp();

  /** A customer with one $100 chair (Cactus) in the cart. */
  async function shopper(headers: Record<string, string> = {}) {
    const customer = await t.registerCustomer();
    const product = await createProduct(t, { name: "Bistro Chair", price: 100, countInStock: 5 });
    const res = await addToCart(t, customer.token, { productId: product._id }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return { customer, product };
  }

  it("cart: stock beyond what is left names the product and its colour; colour and packing choices", async () => {
    const { customer, product } = await shopper();
    const add = (payload: object) =>
      inBoth(t, {
        method: "POST",
        url: "/api/cart",
        token: customer.token,
        payload: { productId: product._id, ...payload },
      });
    const beyond = await add({ quantity: 9, color: "Cactus", packing: "1" });
    expect(beyond.status).toEqual([409, 409]);
    expect(beyond.message).toEqual([
      'Only 5 of "Bistro Chair" in Cactus left in stock',
      '"Bistro Chair" (Kaktüs) için stokta yalnızca 5 adet kaldı',
    ]);
    const noColour = await add({ quantity: 1, color: "", packing: "1" });
    expect(noColour.message).toEqual(["Please choose a colour", "Lütfen bir renk seçin"]);
    const packing = await add({ quantity: 1, color: "Cactus", packing: "7" });
    expect(packing.message).toEqual([
      "Invalid body: packing must be one of 1, 2",
      "Lütfen şu koli seçeneklerinden birini seçin: 1, 2",
    ]);
    const tooMany = await add({ quantity: 1000, color: "Cactus", packing: "1" });
    expect(tooMany.message).toEqual([
      "Invalid body: quantity must be at most 999",
      "Lütfen formdaki bilgileri kontrol edin: adet en fazla 999 olabilir",
    ]);
  });

  it("checkout: an empty cart, the province and district, figures that changed (a tr-TR price), the idempotency key", async () => {
    const empty = await t.registerCustomer();
    const none = await inBoth(t, {
      method: "POST",
      url: "/api/orders",
      token: empty.token,
      payload: { shippingAddress: TEST_ADDRESS, paymentMethod: "bank-transfer" },
    });
    expect(none.message).toEqual(["Your cart is empty", "Sepetiniz boş"]);

    const { customer } = await shopper();
    const place = (payload: Record<string, unknown>) =>
      inBoth(t, {
        method: "POST",
        url: "/api/orders",
        token: customer.token,
        payload: { shippingAddress: TEST_ADDRESS, paymentMethod: "bank-transfer", ...payload },
      });
    const province = await place({ shippingAddress: { ...TEST_ADDRESS, city: "Gotham" } });
    expect(province.message).toEqual(["Please choose a province from the list", "Lütfen listeden bir il seçin"]);
    const district = await place({ shippingAddress: { ...TEST_ADDRESS, district: "Çankaya" } });
    expect(district.message).toEqual([
      "Please choose a district of İstanbul",
      "Lütfen İstanbul iline ait bir ilçe seçin",
    ]);
    const total = await place({ expected: { total: 100 } });
    expect(total.status).toEqual([409, 409]);
    expect(total.message).toEqual([
      "The total of this order is $149.00; please review your order and try again",
      `Bu siparişin toplam tutarı ${formatPriceIn(149, "tr")}; lütfen siparişinizi gözden geçirip tekrar deneyin`,
    ]);
    expect(total.message[1]).toContain("149,00");
    const key = await inBoth(t, {
      method: "POST",
      url: "/api/orders",
      token: customer.token,
      headers: { "idempotency-key": "short" },
      payload: { shippingAddress: TEST_ADDRESS, paymentMethod: "bank-transfer" },
    });
    expect(key.message[0]).toBe("Invalid header: Idempotency-Key must be 8 to 100 characters");
    expect(key.message[1]).toMatch(/^Geçersiz istek başlığı: Idempotency-Key/);
  });

  it("orders: a refused cancellation names the status in Turkish; a wrong guest key and a claim link", async () => {
    const { customer } = await shopper();
    const placed = (await placeOrder(t, customer.token)).json<Order>();
    const shipped = await updateOrder(t, placed._id, { status: "Shipped" });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const cancel = await inBoth(t, { method: "DELETE", url: `/api/orders/${placed._id}`, token: customer.token });
    expect(cancel.status).toEqual([409, 409]);
    expect(cancel.message).toEqual([
      "Only pending or processing orders can be cancelled; this order is Shipped",
      "Yalnızca beklemedeki ya da hazırlanan siparişler iptal edilebilir; bu siparişin durumu: Kargoya verildi",
    ]);
    const guest = await inBoth(t, { method: "GET", url: `/api/guest-orders/${placed._id}?key=wrong-key` });
    expect(guest.message).toEqual(["Order not found", "Sipariş bulunamadı"]);
    const claim = await inBoth(t, {
      method: "POST",
      url: "/api/orders/claims/confirm",
      token: customer.token,
      payload: { token: "no-such-token" },
    });
    expect(claim.message[0]).toBe("This link is not valid for this account. Please ask for a new one from My orders.");
    expect(claim.message[1]).toBe(
      "Bu bağlantı bu hesap için geçerli değil. Lütfen Siparişlerim sayfasından yeni bir bağlantı isteyin.",
    );
  });

  it("addresses and the delivery quote: a postal code of another province, a missing address, no province", async () => {
    const customer = await t.registerCustomer();
    const saved = { ...TEST_SAVED_ADDRESS, postalCode: "06100" };
    const postal = await inBoth(t, { method: "POST", url: "/api/addresses", token: customer.token, payload: saved });
    expect(postal.status).toEqual([400, 400]);
    expect(postal.message).toEqual(["Postal codes in İstanbul start with 34", "İstanbul posta kodları 34 ile başlar"]);
    const missing = await inBoth(t, {
      method: "DELETE",
      url: "/api/addresses/0123456789abcdef01234567",
      token: customer.token,
    });
    expect(missing.message).toEqual(["Address not found", "Adres bulunamadı"]);
    const noProvince = await inBoth(t, { method: "GET", url: "/api/checkout/quote?country=T%C3%BCrkiye" });
    expect([noProvince.en.json().delivery, noProvince.tr.json().delivery]).toEqual([
      { available: false, reason: "no-province", message: "Choose a province to see the delivery cost" },
      { available: false, reason: "no-province", message: "Teslimat ücretini görmek için bir il seçin" },
    ]);
  });

  it("the order PDF is in the order's language: Turkish labels, tr-TR amounts; English orders as before", async () => {
    const tr = await shopper(TURKISH);
    const turkish = (await placeOrder(t, tr.customer.token, {}, TURKISH)).json<Order>();
    const en = await shopper();
    const english = (await placeOrder(t, en.customer.token)).json<Order>();
    const pdf = async (id: string, token: string, headers = {}) => {
      const res = await t.request({ method: "GET", url: `/api/orders/${id}/pdf`, token, headers });
      expect(res.statusCode).toBe(200);
      return (await pdfText(res.rawPayload)).text.replace(/\s+/g, " ");
    };
    // Asked for from an English page, a Turkish order's PDF is still Turkish (and the other way round).
    const trText = await pdf(turkish._id, tr.customer.token);
    expect(trText).toContain(`Sipariş no: ${turkish.reference}`);
    expect(trText).toContain("Durum: Beklemede");
    expect(trText).toContain("Ödeme: Havale / EFT");
    expect(trText).toContain("Renk: Kaktüs");
    expect(trText).toContain(`Genel toplam ${formatPriceIn(149, "tr")}`);
    expect(trText).not.toMatch(/Order no|Payment|Total|Colour|\$149\.00/);
    const enText = await pdf(english._id, en.customer.token, TURKISH);
    expect(enText).toContain(`Sipariş no / Order no: ${english.reference}`);
    expect(enText).toContain("Durum / Status: Pending");
    expect(enText).toContain("Genel toplam / Total $149.00");

    // The proforma that goes with the Turkish bank-transfer confirmation is Turkish too.
    const row = await orderMail(t, "order-confirmation", turkish.reference);
    expect(row.language).toBe("tr");
    const mail = await renderMail("order-confirmation", JSON.parse(row.payload), "tr", {
      logoSrc: undefined,
      secret: undefined,
    });
    const attached = (await pdfText(mail.attachments[0]?.content as Buffer)).text.replace(/\s+/g, " ");
    expect(attached).toContain("PROFORMA FATURA");
    expect(attached).toContain(`Sipariş no: ${turkish.reference}`);
    expect(attached).not.toContain("Order no");
  });

  it("a guest's order PDF through its private link is in the order's language", async () => {
    const product = await createProduct(t, { price: 100, countInStock: 5 });
    const cart = await addToCart(t, undefined, { productId: product._id }, TURKISH);
    const guestId = cart.json().guestId as string;
    const placed = (await placeOrder(t, undefined, { guestId }, TURKISH)).json<PlacedOrder>();
    const key = new URL(placed.privateLink as string, "http://x").searchParams.get("key") as string;
    const res = await t.request({ method: "GET", url: `/api/guest-orders/${placed._id}/pdf?key=${key}` });
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).text.replace(/\s+/g, " ");
    expect(text).toContain(`Sipariş no: ${placed.reference}`);
    expect(text).toContain("Alıcı ve teslimat adresi");
    expect(text).not.toContain("Customer and delivery address");
  });
});
