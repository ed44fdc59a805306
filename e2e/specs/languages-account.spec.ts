import { expect, test } from "@playwright/test";
import { appReady } from "../fixtures/first-view.js";
import { waitForMail } from "../fixtures/mail.js";
import { startSignedIn } from "../fixtures/session.js";
import { expectCleanTakeovers, expectTurkishPage, shot } from "../fixtures/turkish.js";
import { PASSWORD, registerCustomer, uniqueEmail } from "../fixtures/users.js";

/**
 * Issue 20 at 1440 px: the account pages, the contact page, the configurator and the 404 in
 * Turkish under /tr (their SPEC pages are account.spec.ts, pages.spec.ts, configurator*.spec.ts,
 * not-found.spec.ts), with the contract's form rules worded in Turkish (issue 16).
 */

expectCleanTakeovers();

test("register in Turkish: the contract's rules in Turkish words, then the new account goes home", async ({ page }) => {
  await page.goto("/tr/register");
  await expect(page.getByRole("heading", { level: 1, name: "Hesap oluşturun" })).toBeVisible();
  await expect(page).toHaveTitle("Hesap oluşturun | Avlu");
  await page.getByRole("button", { name: "Üye ol" }).click();
  await expect(page.getByText("Lütfen adınızı girin")).toBeVisible();
  await expect(page.getByText("Lütfen e-posta adresinizi girin")).toBeVisible();
  await expect(page.getByText("Lütfen bir şifre belirleyin")).toBeVisible();

  await page.getByLabel("Ad Soyad").fill("Elif Şahin");
  await page.getByLabel("E-posta", { exact: true }).fill("elif@ornek");
  await page.getByLabel("Şifre", { exact: true }).fill("kisa");
  await page.getByLabel("Şifre (tekrar)").fill("baska");
  await page.getByRole("button", { name: "Üye ol" }).click();
  await expect(page.getByText("Lütfen geçerli bir e-posta adresi girin")).toBeVisible();
  await expect(page.getByText("Şifre en az 8 karakter olmalıdır")).toBeVisible();
  await expect(page.getByText("Şifreler eşleşmiyor")).toBeVisible();
  await expectTurkishPage(page);
  await shot(page, "tr-register-errors");

  await page.getByLabel("E-posta", { exact: true }).fill(uniqueEmail("elif"));
  await page.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Şifre (tekrar)").fill(PASSWORD);
  await page.getByRole("button", { name: "Üye ol" }).click();
  await expect(page).toHaveURL(/\/tr$/);
});

test("the profile in Turkish: details, the name saved, the server's refusal in Turkish words", async ({
  page,
  request,
}) => {
  const account = await registerCustomer(request, "Elif Şahin");
  await startSignedIn(page, account.auth);
  await page.goto("/tr/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Merhaba, Elif Şahin" })).toBeVisible();
  await expect(page.getByTestId("profile-email")).toHaveText(account.email);
  await expect(page.getByRole("heading", { level: 2, name: "Siparişlerim" })).toBeVisible();
  await expect(page.getByText("Henüz kayıtlı adresiniz yok.")).toBeVisible();
  await expect(page).toHaveTitle("Hesabım | Avlu");
  await page.getByLabel("Ad Soyad").fill("Elif Şahinoğlu");
  await page.getByRole("button", { name: "Adı kaydet" }).click();
  await expect(page.getByText("Adınız kaydedildi")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Merhaba, Elif Şahinoğlu" })).toBeVisible();

  const passwordForm = page.getByRole("form", { name: "Şifreyi değiştir" });
  await passwordForm.getByRole("button", { name: "Şifreyi değiştir" }).click();
  await expect(page.getByText("Lütfen mevcut şifrenizi girin")).toBeVisible();
  await page.getByLabel("Mevcut şifre").fill("Wrong-Horse-41");
  await page.getByLabel("Yeni şifre", { exact: true }).fill("Brand-New-Horse-7");
  await page.getByLabel("Yeni şifre (tekrar)").fill("Brand-New-Horse-7");
  await passwordForm.getByRole("button", { name: "Şifreyi değiştir" }).click();
  await expect(passwordForm.getByRole("alert")).toHaveText("Mevcut şifreniz hatalı");
  await expectTurkishPage(page);
  await shot(page, "tr-profile");
});

test("login in Turkish: a guarded Turkish page asks for it in Turkish, and sends the shopper back", async ({
  page,
  request,
}) => {
  test.slow(); // three sign-ins' password hashes on the server
  const account = await registerCustomer(request, "Deniz Kaya");
  await page.goto("/tr/profile");
  await expect(page).toHaveURL(/\/tr\/login\?redirect=%2Ftr%2Fprofile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tekrar hoş geldiniz" })).toBeVisible();
  await page.getByRole("button", { name: "Giriş yap" }).click();
  await expect(page.getByText("Lütfen şifrenizi girin")).toBeVisible();

  await page.getByLabel("E-posta", { exact: true }).fill(account.email);
  await page.getByLabel("Şifre", { exact: true }).fill("Wrong-Horse-41");
  await page.getByRole("button", { name: "Giriş yap" }).click();
  await expect(page.getByRole("alert")).toHaveText("Giriş yapılamadı, lütfen bilgilerinizi kontrol edin.");
  await expectTurkishPage(page);
  await shot(page, "tr-login");

  await page.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Giriş yap" }).click();
  await expect(page).toHaveURL(/\/tr\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Merhaba, Deniz Kaya" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Çıkış yap" }).click();
  await expect(page).toHaveURL(/\/tr\/login$/);
});

test("a password reset asked on the Turkish page: its answer, and a Turkish mail to the Turkish page", async ({
  page,
  request,
}) => {
  const account = await registerCustomer(request, "Mert Demir");
  await page.goto("/tr/login");
  await page.getByRole("link", { name: "Şifrenizi mi unuttunuz?" }).click();
  await expect(page).toHaveURL(/\/tr\/forgot-password$/);
  await page.getByRole("button", { name: "Bağlantı gönder" }).click();
  await expect(page.getByText("Lütfen e-posta adresinizi girin")).toBeVisible();
  await page.getByLabel("E-posta", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Bağlantı gönder" }).click();
  const sent = page.getByTestId("forgot-password-sent");
  await expect(sent).toContainText("Bu adrese kayıtlı bir hesap varsa");
  await expect(sent).toContainText(`${account.email} adresine gönderildi.`);
  await expectTurkishPage(page);
  await shot(page, "tr-forgot-password");

  const mail = await waitForMail((m) => m.to.includes(account.email) && /yeni bir şifre/i.test(m.subject));
  expect(mail.text).toMatch(/http:\/\/\S+\/tr\/reset-password\?token=[\w-]+/);
});

test("the Turkish reset page: the rules in Turkish, then signed in on the Turkish profile", async ({
  page,
  request,
}) => {
  test.slow(); // a password hash on the server, and the mail on its way
  const account = await registerCustomer(request, "Can Yılmaz");
  const asked = await request.post("/api/users/forgot-password", {
    headers: { "accept-language": "tr" },
    data: { email: account.email },
  });
  expect(asked.status()).toBe(202);
  const mail = await waitForMail((m) => m.to.includes(account.email) && /yeni bir şifre/i.test(m.subject));
  const link = /(http:\/\/\S+\/tr\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1] as string;
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Yeni şifrenizi belirleyin" })).toBeVisible();
  await page.getByLabel("Yeni şifre", { exact: true }).fill("Reset-Horse-55");
  await page.getByLabel("Yeni şifre (tekrar)").fill("Reset-Horse-56");
  await page.getByRole("button", { name: "Yeni şifreyi kaydet" }).click();
  await expect(page.getByText("Şifreler eşleşmiyor")).toBeVisible();
  await expectTurkishPage(page);
  await shot(page, "tr-reset-password");
  await page.getByLabel("Yeni şifre (tekrar)").fill("Reset-Horse-55");
  await page.getByRole("button", { name: "Yeni şifreyi kaydet" }).click();
  await expect(page).toHaveURL(/\/tr\/profile$/);
  await expect(page.getByText("Şifreniz değiştirildi. Giriş yaptınız.")).toBeVisible();
});

test("the contact page in Turkish: server-rendered with its twin, the form's rules and the message sent", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/tr/ContactUs")).text();
  expect(html).toMatch(/<html lang="tr"/);
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/ContactUs" \/>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/tr\/ContactUs" \/>/);

  await page.goto("/tr/ContactUs?subject=Teslimat");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Bize Ulaşın" })).toBeVisible();
  await expect(page.getByLabel("Konu")).toHaveValue("Teslimat");
  await page.getByLabel("Adınız Soyadınız").fill("Deniz Kaya");
  await page.getByLabel("E-posta Adresiniz").fill("deniz.kaya@example.com");
  // Blank is not a message: the contract's rule says so, in the page's words.
  await page.getByLabel("Mesajınız").fill("   ");
  await page.getByRole("button", { name: "Mesajı Gönder" }).click();
  await expect(page.getByRole("alert")).toHaveText("Lütfen tüm alanları doldurun.");
  await page.getByLabel("Mesajınız").fill("Merhaba, Ankara'ya teslimat kaç gün sürer?");
  await page.getByRole("button", { name: "Mesajı Gönder" }).click();
  await expect(page.getByText("Mesajınız bize ulaştı. En geç 24 saat içinde size dönüş yapacağız.")).toBeVisible();
  await expectTurkishPage(page);
  await shot(page, "tr-contact");
});

test("the configurator in Turkish: choices, prices, notes and order actions in Turkish", async ({ page }) => {
  const query = "size=d220&frame=red-ochre&fabric=acrylic&fabric-colour=deep-blue&volant=scalloped&fastening=base";
  await page.goto(`/tr/olta/configure?${query}`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "OLTA Classic şemsiyenizi yapılandırın" })).toBeVisible();
  await expect(page.getByText("Adım 1", { exact: true })).toBeVisible();
  // 495 + 35 + 110 + 95 for the parasol, 199 for the base (the SPEC page: 934.00€).
  await expect(page.getByTestId("price-total")).toHaveText("934,00 €");
  await expect(page.getByTestId("price-status")).toHaveText("Fiyat mağaza tarafından onaylandı");
  await expect(page.getByTestId("configuration-lines")).toContainText("Kırmızı Toprak");
  await expect(page.getByRole("button", { name: "Sepete ekle" })).toBeVisible();
  await expect(page.getByRole("link", { name: "WhatsApp ile sipariş ver" })).toBeVisible();
  await expectTurkishPage(page);
  await shot(page, "tr-configurator");

  // A shared link with choices that cannot be: the notes in Turkish.
  await page.goto("/tr/olta/configure?fabric=polyester&fabric-colour=marshmallow");
  await expect(page.getByTestId("link-notes")).toContainText("Polyester 180 g/m² için sunulmuyor");
});

test("the language switch on the configurator keeps the configuration in the address", async ({ page }) => {
  await page.goto("/tr/olta/configure?size=d220&volant=scalloped");
  await appReady(page);
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: /^Masa montajı/ }) })
    .click();
  await expect(page).toHaveURL(/fastening=table/);
  const configured = new URL(page.url()).search.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

  await page.getByRole("banner").getByRole("list", { name: "Dil" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(new RegExp(`:\\d+/olta/configure${configured}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Configure your OLTA Classic" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Table mounting/ })).toBeChecked();

  await page.getByRole("banner").getByRole("list", { name: "Language" }).getByRole("link", { name: "Türkçe" }).click();
  await expect(page).toHaveURL(new RegExp(`/tr/olta/configure${configured}$`));
  await expect(page.getByRole("radio", { name: /^Masa montajı/ })).toBeChecked();
});

test("a Turkish address that is no page answers 404 with the Turkish 404 page", async ({ page, request }) => {
  const answer = await request.get("/tr/bu-sayfa-yok", { maxRedirects: 0 });
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toMatch(/<html lang="tr"/);
  // A page that is not in Turkish (the admin never is) still goes to its SPEC twin.
  const untranslated = await request.get("/tr/admin", { maxRedirects: 0 });
  expect(untranslated.status()).toBe(302);
  expect(untranslated.headers().location).toBe("/admin");

  const res = await page.goto("/tr/bu-sayfa-yok");
  expect(res?.status()).toBe(404);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sayfa bulunamadı" })).toBeVisible();
  await expect(page.getByText("/tr/bu-sayfa-yok")).toBeVisible();
  await expect(page).toHaveTitle("Sayfa bulunamadı | Avlu");
  await expectTurkishPage(page);
  await shot(page, "tr-404");
  await page.getByRole("link", { name: "Ana sayfaya dön" }).click();
  await expect(page).toHaveURL(/\/tr$/);
});
