import { expect, test } from "@playwright/test";
import { appReady } from "../fixtures/first-view.js";
import { waitForMail } from "../fixtures/mail.js";
import { shot } from "../fixtures/turkish.js";
import {
  expectNoRawKeys,
  fillTurkishAddress,
  guestCartOfFive,
  switchTo,
  TURKISH_DATE,
  watchProblems,
} from "../fixtures/turkish-checkout.js";
import { uniqueEmail } from "../fixtures/users.js";

/**
 * Issue 20 at 1440 px: the cart drawer, a guest checkout, its confirmation and the order page in
 * Turkish under /tr (texts, tr-TR prices and dates, statuses), the language switch on each of them
 * keeping the page and its query, and the confirmation mail in Turkish.
 */

test("the cart drawer speaks Turkish on /tr, and English once the page is switched", async ({ page, request }) => {
  test.slow(); // two pages, the drawer loaded in each language
  const problems = watchProblems(page);
  const product = await guestCartOfFive(page, request);
  await page.goto("/tr");
  await appReady(page);

  await page.getByRole("button", { name: /^Sepet, 5 ürün$/ }).click();
  const drawer = page.getByRole("dialog", { name: "Sepetiniz" });
  await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
  await expect(drawer.getByTestId("cart-total")).toHaveText("$1.200,00");
  await expect(drawer.getByRole("button", { name: `${product.name} adedini artır` })).toBeVisible();
  await expect(drawer.getByText("Toplam", { exact: true })).toBeVisible();
  await expect(drawer.getByTestId("lead-times")).toContainText("Tahmini teslimat");
  await expect(drawer.getByText("Fiyatlara KDV dahildir.", { exact: false })).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Siparişi tamamla" })).toBeEnabled();
  await expectNoRawKeys(page);
  await shot(page, "tr-cart-drawer-1440");

  // The page behind it switches to English; the drawer follows.
  await drawer.getByRole("button", { name: "Sepeti kapat" }).click();
  await expect(drawer).toBeHidden();
  await switchTo(page, "English");
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: /^Cart, 5 items$/ }).click();
  const english = page.getByRole("dialog", { name: "Your Cart" });
  await expect(english.getByTestId("cart-total")).toHaveText("$1,200.00");
  await expect(english.getByRole("button", { name: "Checkout" })).toBeEnabled();
  await expect(english.getByTestId("lead-times")).toContainText("Expected delivery");
  await expectNoRawKeys(page);
  await shot(page, "en-cart-drawer-1440");
  expect(problems).toEqual([]);
});

test("a Turkish guest checkout: the form, payment, confirmation, order page and mail in Turkish", async ({
  page,
  request,
}) => {
  test.slow(); // a whole checkout, a mail and two language switches
  const problems = watchProblems(page);
  await guestCartOfFive(page, request);
  const email = uniqueEmail("sule");
  await page.goto("/tr");
  await appReady(page);
  await page.getByRole("button", { name: /^Sepet/ }).click();
  await page.getByRole("dialog", { name: "Sepetiniz" }).getByRole("button", { name: "Siparişi tamamla" }).click();

  // The guest's choice, in Turkish; signing in comes back to the Turkish checkout.
  await expect(page).toHaveURL(/\/tr\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Siparişi tamamla" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Giriş yap" }).last()).toHaveAttribute(
    "href",
    /\/login\?redirect=%2Ftr%2Fcheckout$/,
  );
  await expect(page.getByTestId("summary-total")).toHaveText("$1.200,00");
  await page.getByRole("button", { name: "Misafir olarak devam et" }).click();

  // Every field required, said in Turkish.
  await page.getByRole("button", { name: "Ödemeye geç" }).click();
  for (const message of ["Ad alanı zorunludur", "E-posta alanı zorunludur", "Lütfen bir il seçin"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Ad", { exact: true })).toBeFocused();
  await expectNoRawKeys(page);
  await shot(page, "tr-checkout-errors-1440");

  // The switch keeps the page and its state: the same guest form in English, and back.
  await switchTo(page, "English");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByLabel("First name", { exact: true })).toBeVisible();
  await switchTo(page, "Türkçe");
  await expect(page).toHaveURL(/\/tr\/checkout$/);
  await expect(page.getByRole("button", { name: "Misafir olarak devam et" })).toHaveCount(0);

  await fillTurkishAddress(page, email);
  await expect(page.getByTestId("charges-delivery")).toHaveText("$49,00");
  await expect(page.getByTestId("summary-total")).toHaveText("$1.249,00");
  await expect(page.getByTestId("charges-vat")).toContainText("KDV %20 dahil");
  await expect(page.getByTestId("until-free")).toHaveText("Ücretsiz teslimat için $300,00 tutarında daha ürün ekleyin");
  await expect(page.getByText("Lütfen bir il seçin")).toHaveCount(0);
  await shot(page, "tr-checkout-1440");
  await page.getByRole("button", { name: "Ödemeye geç" }).click();

  await expect(page).toHaveURL(/\/tr\/payment$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ödeme" })).toBeVisible();
  await page.getByRole("button", { name: "Siparişi ver" }).click();
  await expect(page.getByText("Lütfen bir ödeme yöntemi seçin")).toBeVisible();
  await page.getByLabel("Havale / EFT").check();
  await expect(page.getByTestId("details-bank-transfer")).toContainText("Hesap sahibi");
  await expectNoRawKeys(page);
  await shot(page, "tr-payment-1440");
  await page.getByRole("button", { name: "Siparişi ver" }).click();

  // The confirmation: Turkish texts, date and prices, the private link to the Turkish order page.
  await expect(page).toHaveURL(/\/tr\/order-confirmation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Teşekkürler, Şule" })).toBeVisible();
  const reference = (await page.getByTestId("confirmation-reference").textContent()) ?? "";
  expect(reference).toMatch(/^AVL-[A-Z2-9]{8}$/);
  await expect(page.getByText(`${reference} numaralı siparişiniz`)).toContainText(TURKISH_DATE);
  await expect(page.getByTestId("confirmation-method")).toHaveText("Havale / EFT");
  await expect(page.getByTestId("order-total")).toHaveText("$1.249,00");
  await expect(page.getByRole("button", { name: "Proforma fatura (PDF)" })).toBeVisible();
  const link = (await page.getByTestId("private-link").textContent()) ?? "";
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tr\/order\/[a-f0-9]{24}\?key=[\w-]{43}$/);
  await expectNoRawKeys(page);
  await shot(page, "tr-confirmation-1440");

  // The confirmation mail is written in Turkish (the page's language).
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.includes(reference), 60_000);
  expect(mail.subject).toMatch(/siparişiniz/);
  expect(mail.html).toContain("Siparişiniz için teşekkür ederiz");
  expect(mail.text).toContain("Sayın Şule, siparişinizi aldık");
  expect(mail.text).not.toContain("Thank you for your order");

  // The order page, opened with the private link: status, dates, payment in Turkish.
  await page.getByRole("link", { name: "Siparişimi aç" }).click();
  await expect(page).toHaveURL(/\/tr\/order\/[a-f0-9]{24}\?key=/);
  const address = new URL(page.url());
  await expect(page.getByTestId("order-reference")).toHaveText(reference);
  await expect(page.getByTestId("order-status")).toHaveText("Beklemede");
  await expect(page.getByText(/^Sipariş tarihi: /)).toContainText(TURKISH_DATE);
  await expect(page.getByTestId("order-paid")).toHaveText("Ödeme bekleniyor");
  await expect(page.getByRole("list", { name: "Sipariş durumu" })).toContainText("Hazırlanıyor");
  await expect(page.getByRole("main")).toContainText("Havale / EFT");
  await expectNoRawKeys(page);
  await shot(page, "tr-order-1440");

  // The switch keeps the order and its key.
  await switchTo(page, "English");
  await expect(page).toHaveURL(`${address.origin}${address.pathname.replace(/^\/tr/, "")}${address.search}`);
  await expect(page.getByTestId("order-status")).toHaveText("Pending");
  await expect(page.getByText(/^Placed on /)).toBeVisible();
  await shot(page, "en-order-1440");
  await switchTo(page, "Türkçe");
  await expect(page).toHaveURL(address.href);

  // Cancelled in Turkish.
  await page.getByRole("button", { name: "Siparişi iptal et" }).click();
  const dialog = page.getByRole("dialog", { name: "Sipariş iptal edilsin mi?" });
  await expect(dialog).toContainText(`${reference} numaralı sipariş iptal edilecek`);
  await dialog.getByRole("button", { name: "Siparişi iptal et" }).click();
  await expect(page.getByText(`${reference} numaralı sipariş iptal edildi`)).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("İptal edildi");
  await expectNoRawKeys(page);
  expect(problems).toEqual([]);
});
