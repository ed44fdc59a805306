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
 * Issue 20 at 390 px: the Turkish cart drawer, guest checkout, confirmation and order page fit a
 * phone, switch language keeping the page, and the confirmation mail is Turkish.
 */
test("a Turkish guest checkout on a phone, from the drawer to the order page", async ({ page, request }) => {
  test.slow(); // a whole checkout, a mail and language switches
  const problems = watchProblems(page);
  await guestCartOfFive(page, request);
  const email = uniqueEmail("sule");
  await page.goto("/tr");
  await appReady(page);

  await page.getByRole("button", { name: /^Sepet, 5 ürün$/ }).tap();
  const drawer = page.getByRole("dialog", { name: "Sepetiniz" });
  await expect(drawer.getByTestId("cart-total")).toHaveText("$1.200,00");
  await expect(drawer.getByRole("button", { name: "Siparişi tamamla" })).toBeVisible();
  await expectNoRawKeys(page);
  await page.screenshot({ path: test.info().outputPath("tr-cart-drawer-390.png") });
  await drawer.getByRole("button", { name: "Siparişi tamamla" }).tap();

  // The switch on the checkout keeps the page.
  await expect(page).toHaveURL(/\/tr\/checkout$/);
  await switchTo(page, "English");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await switchTo(page, "Türkçe");
  await expect(page).toHaveURL(/\/tr\/checkout$/);

  await page.getByRole("button", { name: "Misafir olarak devam et" }).tap();
  await fillTurkishAddress(page, email);
  await expect(page.getByTestId("summary-total")).toHaveText("$1.249,00");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoRawKeys(page);
  await page.screenshot({ path: test.info().outputPath("tr-checkout-390.png") });
  await page.getByRole("button", { name: "Ödemeye geç" }).tap();

  await expect(page).toHaveURL(/\/tr\/payment$/);
  await page.getByLabel("Kapıda ödeme").check();
  await expectNoRawKeys(page);
  await page.screenshot({ path: test.info().outputPath("tr-payment-390.png") });
  await page.getByRole("button", { name: "Siparişi ver" }).tap();

  await expect(page).toHaveURL(/\/tr\/order-confirmation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Teşekkürler, Şule" })).toBeVisible();
  const reference = (await page.getByTestId("confirmation-reference").textContent()) ?? "";
  await expect(page.getByText(`${reference} numaralı siparişiniz`)).toContainText(TURKISH_DATE);
  await expect(page.getByTestId("confirmation-method")).toHaveText("Kapıda ödeme");
  await expectNoRawKeys(page);
  await shot(page, "tr-confirmation-390");

  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.includes(reference), 60_000);
  expect(mail.html).toContain("Siparişiniz için teşekkür ederiz");
  expect(mail.text).toContain("Sayın Şule, siparişinizi aldık");

  await page.getByRole("link", { name: "Siparişimi aç" }).tap();
  await expect(page).toHaveURL(/\/tr\/order\/[a-f0-9]{24}\?key=/);
  const address = new URL(page.url());
  await expect(page.getByTestId("order-status")).toHaveText("Beklemede");
  await expect(page.getByText(/^Sipariş tarihi: /)).toContainText(TURKISH_DATE);
  await expectNoRawKeys(page);
  await shot(page, "tr-order-390");
  await switchTo(page, "English");
  await expect(page).toHaveURL(`${address.origin}${address.pathname.replace(/^\/tr/, "")}${address.search}`);
  await expect(page.getByTestId("order-status")).toHaveText("Pending");
  await page.screenshot({ path: test.info().outputPath("en-order-390.png") });
  expect(problems).toEqual([]);
});
