import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../fixtures/accessibility.js";
import { fillGuestAddress } from "../fixtures/checkout.js";
import { createLookalikeProduct } from "../fixtures/shop.js";
import { stamp, uniqueEmail } from "../fixtures/users.js";

/** Issue 19 at 390 px: the guest choice, the guest form, the private link and the order it opens fit a phone. */

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("guest checkout and the private link's order page on a phone", async ({ page, request }, testInfo) => {
  test.slow();
  const product = await createLookalikeProduct(
    request,
    {
      name: `Balcony Guest Stool ${stamp()}`,
      price: 99,
      countInStock: 3,
      description: "A test piece for the phone guest checkout.",
      skuPrefix: "E2E-MGUEST",
    },
    { looksLike: (p) => p.colors.length >= 1 && p.images.some((i) => i.color === p.colors[0]) },
  );
  await page.goto(`/product/${product._id}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("dialog", { name: "Your Cart" }).getByTestId("cart-line")).toHaveCount(1);
  await page.goto("/checkout");
  const guest = page.getByRole("button", { name: "Continue as guest" });
  await expect(guest).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, "checkout: guest or account");
  await page.screenshot({ path: testInfo.outputPath("guest-choice-390.png"), fullPage: true });
  await guest.click();
  await fillGuestAddress(page, {
    firstName: "Elif",
    lastName: "Çelik",
    email: uniqueEmail("phoneguest"),
    phone: "+90 532 555 22 22",
    address: "İnönü Caddesi 8",
    province: "Bursa",
    district: "Nilüfer",
    postalCode: "16110",
  });
  await page.getByLabel("Create an account with this e-mail").check();
  await expect(page.getByLabel("Confirm password")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath("guest-form-390.png"), fullPage: true });
  await page.getByLabel("Create an account with this e-mail").uncheck();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByLabel("Pay on delivery").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const link = page.getByTestId("private-link");
  await expect(link).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, "guest order confirmation");
  await page.screenshot({ path: testInfo.outputPath("guest-confirmation-390.png"), fullPage: true });
  await page.getByRole("link", { name: "Open my order" }).click();
  await expect(page).toHaveURL(/\/order\/[a-f0-9]{24}\?key=/);
  await expect(page.getByRole("button", { name: "Cancel order" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath("guest-order-390.png"), fullPage: true });
});
