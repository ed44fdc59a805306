import { expect, test } from "@playwright/test";
import { expectAccessible } from "../fixtures/accessibility.js";
import { fillLogin } from "../fixtures/session.js";
import { registerCustomer } from "../fixtures/users.js";

/** Issues 14 and 19 at 390 px: the reason to sign in is shown above the form, and the login goes back to checkout. */

test("the checkout sign-in says why, fits the phone, and returns to checkout", async ({ page, request }) => {
  const buyer = await registerCustomer(request, "Ece Yalın");
  // Checkout's "Log in" link (a visitor may also order as a guest, guest-checkout specs).
  await page.goto("/login?redirect=%2Fcheckout");
  const notice = page.getByTestId("auth-notice");
  await expect(notice).toHaveText(/^Log in or create an account to check out with it:/);
  const box = await notice.boundingBox();
  const form = await page.getByLabel("Email", { exact: true }).boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(form?.y ?? 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, "login on the way to checkout");
  await fillLogin(page, buyer.email);
  await expect(page).toHaveURL(/\/checkout$/);
});
