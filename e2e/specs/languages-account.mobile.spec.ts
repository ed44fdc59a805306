import { expect, type Page, test } from "@playwright/test";
import { appReady } from "../fixtures/first-view.js";
import { startSignedIn } from "../fixtures/session.js";
import { expectCleanTakeovers, expectTurkishPage, shot } from "../fixtures/turkish.js";
import { registerCustomer } from "../fixtures/users.js";

/**
 * Issue 20 at 390 px: the Turkish account pages, contact page, configurator and 404 fit a phone,
 * read in Turkish, and work with touch.
 */

/** Nothing is wider than the phone. */
async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The open page reads in Turkish (no message key), fits the phone, and is kept as `${name}.png`. */
async function checkTurkishPhonePage(page: Page, name: string) {
  await expectTurkishPage(page);
  await fits(page);
  await shot(page, name);
}

expectCleanTakeovers();

test("register in Turkish on a phone", async ({ page }) => {
  await page.goto("/tr/register");
  await page.getByRole("button", { name: "Üye ol" }).tap();
  await expect(page.getByText("Lütfen adınızı girin")).toBeVisible();
  await checkTurkishPhonePage(page, "tr-register-390");
  await page.getByRole("link", { name: "Giriş yapın" }).tap();
  await expect(page).toHaveURL(/\/tr\/login$/);
});

test("login and the password reset request in Turkish on a phone", async ({ page, request }) => {
  const account = await registerCustomer(request, "Zeynep Arslan");
  await page.goto("/tr/login");
  await page.getByLabel("E-posta", { exact: true }).fill(account.email);
  await page.getByLabel("Şifre", { exact: true }).fill("Wrong-Horse-41");
  await page.getByRole("button", { name: "Giriş yap" }).tap();
  await expect(page.getByRole("alert")).toHaveText("Giriş yapılamadı, lütfen bilgilerinizi kontrol edin.");
  await fits(page);
  await shot(page, "tr-login-390");

  await page.getByRole("link", { name: "Şifrenizi mi unuttunuz?" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: "Şifrenizi mi unuttunuz?" })).toBeVisible();
  await page.getByLabel("E-posta", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Bağlantı gönder" }).tap();
  await expect(page.getByTestId("forgot-password-sent")).toContainText("Bu adrese kayıtlı bir hesap varsa");
  await checkTurkishPhonePage(page, "tr-forgot-password-390");
});

test("the profile and a saved address in Turkish on a phone", async ({ page, request }) => {
  const account = await registerCustomer(request, "Zeynep Arslan");
  await startSignedIn(page, account.auth);
  await page.goto("/tr/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Merhaba, Zeynep Arslan" })).toBeVisible();
  await page.getByRole("button", { name: "Adres ekle" }).tap();
  await page.getByRole("button", { name: "Adresi kaydet" }).tap();
  await expect(page.getByText("Ad zorunludur", { exact: true })).toBeVisible();
  await checkTurkishPhonePage(page, "tr-profile-390");
});

test("the contact page in Turkish on a phone", async ({ page }) => {
  await page.goto("/tr/ContactUs");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Bize Ulaşın" })).toBeVisible();
  await checkTurkishPhonePage(page, "tr-contact-390");
});

test("the configurator in Turkish on a phone: the total in sight, in Turkish", async ({ page }) => {
  await page.goto("/tr/olta/configure?size=d220&frame=cedar-green&volant=scalloped&fastening=table");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "OLTA Classic şemsiyenizi yapılandırın" })).toBeVisible();
  // 495 + 35 + 95 + 129 (the SPEC page: 754.00€).
  const bar = page.getByRole("link", { name: "Sipariş ver", exact: true }).locator("..");
  await expect(bar).toContainText("754,00 €");
  await expect(bar).toBeInViewport();
  await expect(page.getByTestId("preview-top")).toContainText("Ø 220 cm");
  await checkTurkishPhonePage(page, "tr-configurator-390");
});

test("the Turkish 404 on a phone", async ({ page }) => {
  const res = await page.goto("/tr/bu-sayfa-yok");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Sayfa bulunamadı" })).toBeVisible();
  await checkTurkishPhonePage(page, "tr-404-390");
});
