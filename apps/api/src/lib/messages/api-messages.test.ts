import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createTestApp, type TestApp } from "../../test/helpers.js";
import { inBoth, TURKISH } from "../../test/languages.js";

/*
 * ADR 2011 through the API: a shopper's messages (errors and confirmations) come in the caller's
 * language, Turkish for a Turkish page (`Accept-Language: tr`), English exactly as before for
 * everyone else. A sample of each family: accounts, generic 401/403/404, validation, rate limits,
 * contact, newsletter, order requests, the configurator. Cart, checkout, orders and documents:
 * api-messages-orders.test.ts.
 */
let address = 0;
/** A client address of its own, so each rate-limited route starts afresh. */
const fresh = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

describe("API messages in the caller's language", () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<TestApp["registerCustomer"]>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: "2" } });
    customer = await t.registerCustomer({ password: "Correct-Horse-42" });
  });
  afterAll(() => t.close());

  it("accounts: wrong credentials, an e-mail taken, a weak password, a wrong current password, a reset link", async () => {
    const login = {
      method: "POST",
      url: "/api/users/login",
      payload: { email: customer.email, password: "nope-nope" },
    } as const;
    const wrong = await inBoth(t, { ...login, remoteAddress: fresh() });
    expect(wrong.status).toEqual([401, 401]);
    expect(wrong.message).toEqual(["Invalid email or password", "E-posta adresi ya da şifre hatalı"]);

    const register = (payload: object, headers = {}) =>
      t.request({ method: "POST", url: "/api/users/register", payload, headers, remoteAddress: fresh() });
    const taken = { name: "Ayşe", email: customer.email, password: "Another-Horse-43" };
    expect((await register(taken)).json().message).toBe("An account with this email already exists");
    expect((await register(taken, TURKISH)).json().message).toBe("Bu e-posta adresiyle kayıtlı bir hesap zaten var");
    const weak = { name: "Ayşe", email: "weak@example.com", password: "sunshine" };
    expect((await register(weak)).json().message).toBe("Password is too common; choose another");
    expect((await register(weak, TURKISH)).json().message).toBe("Bu şifre çok yaygın; lütfen başka bir şifre seçin");

    const profile = await inBoth(t, {
      method: "PUT",
      url: "/api/users/profile",
      token: customer.token,
      payload: { password: "Brand-New-Horse-44", currentPassword: "not-it-at-all" },
    });
    expect(profile.message).toEqual(["Current password is incorrect", "Mevcut şifreniz hatalı"]);

    const reset = await inBoth(t, {
      method: "POST",
      url: "/api/users/reset-password",
      payload: { token: "not-a-real-token", password: "Brand-New-Horse-44" },
    });
    expect(reset.status).toEqual([400, 400]);
    expect(reset.message).toEqual([
      "This password reset link is not valid. Please ask for a new one.",
      "Bu şifre sıfırlama bağlantısı geçerli değil. Lütfen yeni bir bağlantı isteyin.",
    ]);

    const forgot = await inBoth(t, {
      method: "POST",
      url: "/api/users/forgot-password",
      payload: { email: "nobody@example.com" },
    });
    expect(forgot.status).toEqual([202, 202]);
    expect(forgot.message[0]).toBe(
      "If an account exists for this address, we have sent it a link to choose a new password. The link works for 1 hour.",
    );
    expect(forgot.message[1]).toMatch(/^Bu adrese ait bir hesap varsa/);
  });

  it("validation: the same field errors, with a Turkish sentence for a Turkish page", async () => {
    const bad = await inBoth(t, {
      method: "POST",
      url: "/api/users/register",
      payload: { name: "Ayşe", email: "not-an-address", password: "short" },
      remoteAddress: fresh(),
    });
    expect(bad.status).toEqual([400, 400]);
    expect(bad.message[0]).toBe(
      "Invalid body: email Please enter a valid email address; password must be at least 8 characters",
    );
    expect(bad.message[1]).toBe(
      "Lütfen formdaki bilgileri kontrol edin: e-posta adresi geçerli bir e-posta adresi olmalı; şifre en az 8 karakter olmalı",
    );
    expect(bad.tr.json().errors).toEqual(bad.en.json().errors);

    const query = await inBoth(t, { method: "GET", url: "/api/products/best-seller?limit=x" });
    expect(query.status).toEqual([400, 400]);
    expect(query.message).toEqual([
      "Invalid query parameter: limit must be a positive whole number",
      "Lütfen adresteki seçimleri kontrol edin: sayfa boyutu pozitif bir tam sayı olmalı",
    ]);
  });

  it("generic answers: 401, an expired session, 403, 404 and an unknown route", async () => {
    const signedOut = await inBoth(t, { method: "GET", url: "/api/users/profile" });
    expect(signedOut.message).toEqual(["Not authorized, please log in", "Bu işlem için giriş yapmanız gerekiyor"]);
    const expired = await inBoth(t, { method: "GET", url: "/api/users/profile", token: "abc.def.ghi" });
    expect(expired.message[0]).toBe("Session expired or invalid, please log in again");
    expect(expired.message[1]).toMatch(/^Oturumunuzun süresi doldu/);
    const admin = await inBoth(t, { method: "GET", url: "/api/admin/stats", token: customer.token });
    expect(admin.status).toEqual([403, 403]);
    expect(admin.message).toEqual(["Admin access required", "Bu işlem için yönetici yetkisi gerekiyor"]);
    const product = await inBoth(t, { method: "GET", url: "/api/products/0123456789abcdef01234567" });
    expect(product.message).toEqual(["Product not found", "Ürün bulunamadı"]);
    const route = await inBoth(t, { method: "GET", url: "/api/nothing-here" });
    expect(route.message).toEqual(["Route GET /api/nothing-here not found", "GET /api/nothing-here adresi bulunamadı"]);
    const file = await inBoth(t, { method: "GET", url: "/missing.txt" });
    expect(file.message).toEqual(["Not found", "Bulunamadı"]);
  });

  it("requests the server cannot read: a broken or overlong address, a body it cannot decompress", async () => {
    const broken = await inBoth(t, { method: "GET", url: "/api/products/%E0%A4%A" });
    expect(broken.status).toEqual([400, 400]);
    expect(broken.message).toEqual([
      "Malformed address: invalid percent-encoding",
      "Adres geçersiz: hatalı yüzde kodlaması",
    ]);
    const long = await inBoth(t, { method: "GET", url: `/api/products/${"a".repeat(2000)}` });
    expect(long.status).toEqual([414, 414]);
    expect(long.message).toEqual(["The address is too long", "Adres çok uzun"]);
    const login = (encoding: string) =>
      inBoth(t, {
        method: "POST",
        url: "/api/users/login",
        headers: { "content-type": "application/json", "content-encoding": encoding },
        payload: JSON.stringify({ email: customer.email, password: "nope-nope" }),
        remoteAddress: fresh(),
      });
    const undecodable = await login("gzip");
    expect(undecodable.status).toEqual([400, 400]);
    expect(undecodable.message).toEqual([
      "Could not decompress the request payload using the provided encoding",
      "Gönderilen veri, belirtilen sıkıştırma biçimiyle açılamadı",
    ]);
    const unknown = await login("x-squeezed");
    expect(unknown.status).toEqual([415, 415]);
    expect(unknown.message).toEqual([
      "Unsupported Content-Encoding: x-squeezed",
      "Desteklenmeyen sıkıştırma biçimi (Content-Encoding): x-squeezed",
    ]);
  });

  it("rate limits: the account's sign-in limit and the plugin's own 429", async () => {
    const from = fresh();
    const login = (headers = {}) =>
      t.request({
        method: "POST",
        url: "/api/users/login",
        payload: { email: "limited@example.com", password: "wrong-password" },
        headers,
        remoteAddress: from,
      });
    await login();
    await login();
    const account = await login(TURKISH);
    expect(account.statusCode).toBe(429);
    expect(account.json().message).toMatch(
      /^Bu hesap için çok fazla giriş denemesi yapıldı; lütfen \d+ saniye sonra tekrar deneyin$/,
    );
    const english = await login();
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toMatch(
      /^(Too many sign-in attempts for this account, retry in \d+ seconds|Rate limit exceeded, retry in 1 minute)$/,
    );
    // The address's own limit (twice the account's) answers with the plugin's words, in the same wait.
    const perAddress = await login(TURKISH);
    expect(perAddress.statusCode).toBe(429);
    const wait = /^Çok fazla istek gönderildi; lütfen (\d+) (saniye|dakika) sonra tekrar deneyin$/.exec(
      perAddress.json().message,
    );
    expect(wait).not.toBeNull();
    const again = (await login()).json().message as string;
    expect(again).toMatch(/^Rate limit exceeded, retry in \d+ (seconds?|minutes?)$/);
  });

  it("contact, newsletter and order requests answer in the caller's language", async () => {
    const contact = { name: "Ayşe", email: "ayse@example.com", subject: "Soru", message: "Merhaba, bir sorum var." };
    const sent = await inBoth(t, { method: "POST", url: "/api/contact", payload: contact, remoteAddress: fresh() });
    expect(sent.status).toEqual([201, 201]);
    expect(sent.message).toEqual([
      "Thank you, your message has been received",
      "Teşekkür ederiz, mesajınız bize ulaştı",
    ]);

    const subscribe = (email: string, headers = {}) =>
      t.request({ method: "POST", url: "/api/subscribe", payload: { email }, headers, remoteAddress: fresh() });
    expect((await subscribe("haber@example.com", TURKISH)).json().message).toMatch(
      /^Abone olduğunuz için teşekkür ederiz!/,
    );
    expect((await subscribe("haber@example.com")).json().message).toBe(
      "You're already on our list — thank you for staying in touch!",
    );
    expect((await subscribe("haber@example.com", TURKISH)).json().message).toBe(
      "Zaten listemizdesiniz — bizi takip ettiğiniz için teşekkür ederiz!",
    );

    const product = await createProduct(t);
    const request = (payload: object) =>
      inBoth(t, { method: "POST", url: "/api/order-requests", payload, remoteAddress: fresh() });
    const noColour = await request({ productId: product._id, channel: "whatsapp", packing: "1" });
    expect(noColour.message).toEqual([
      "Invalid body: color is required for this product",
      "Bu ürün için bir renk seçmelisiniz",
    ]);
    const recorded = await request({ productId: product._id, channel: "whatsapp", color: "Cactus", packing: "1" });
    expect(recorded.message).toEqual(["Order request recorded", "Sipariş talebiniz kaydedildi"]);
  });

  it("configurator: a quote naming invalid choices, and an unknown configurator", async () => {
    const quote = await inBoth(t, {
      method: "POST",
      url: "/api/configurators/olta-classic/quote",
      payload: { configuration: { size: "d220", "fabric-colour": "tartan", accessories: "hammock" } },
    });
    expect(quote.status).toEqual([400, 400]);
    expect(quote.message[0]).toMatch(/^Invalid configuration: .*"hammock" is not an option/);
    expect(quote.message[1]).toMatch(/^Geçersiz yapılandırma: .*"hammock" bir seçenek değil/);
    expect(quote.message[1]).not.toMatch(/ is | chosen | instead/);
    const missing = await inBoth(t, { method: "GET", url: "/api/configurators/fermob-luxembourg" });
    expect(missing.message).toEqual(["Configurator not found", "Yapılandırıcı bulunamadı"]);
  });
});
