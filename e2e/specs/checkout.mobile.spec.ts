import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { fillPlace } from "../fixtures/checkout.js";
import { logIn } from "../fixtures/session.js";
import { addToCart, createLookalikeProduct } from "../fixtures/shop.js";
import { PASSWORD, registerCustomer, stamp } from "../fixtures/users.js";

/** The checkout and order screens at 390 px: everything reachable, nothing wider than the phone. */

/** A product of its own for this test, dressed like an OLTA demo product. */
const createTestProduct = (request: APIRequestContext, name: string) =>
  createLookalikeProduct(
    request,
    { name, price: 1249.9, countInStock: 5, description: "A test piece for the phone checkout.", skuPrefix: "E2E-MOB" },
    { brand: "OLTA", looksLike: (p) => p.colors.length >= 1 },
  );

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test("checkout, payment, confirmation, my orders and the order fit a 390 px phone", async ({ page, request }) => {
  const name = `Coastal Parasol ${stamp()}`;
  const product = await createTestProduct(request, name);
  const shopper = await registerCustomer(request, "Zeynep Ünal");
  // The cart is filled through the API here; the add-to-cart screens are covered by checkout.spec.ts.
  await addToCart(request, shopper.token, product, 2);

  await logIn(page, shopper.email, PASSWORD, "/checkout");
  await expect(page.getByTestId("summary-total")).toHaveText("$2,499.80");
  await expectNoSidewaysScroll(page);

  await page.getByLabel("Phone").fill("+90 532 555 03 03");
  await page.getByLabel("Address", { exact: true }).fill("Kordon Boyu 21");
  await fillPlace(page, { province: "İzmir", district: "Konak", postalCode: "35220" });
  // Above the free-delivery threshold.
  await expect(page.getByTestId("charges-delivery")).toHaveText("Free");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByLabel("Pay at the studio").check();
  await expect(page.getByTestId("details-pay-at-studio")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Zeynep" })).toBeVisible();
  await expect(page.getByTestId("confirmation-method")).toHaveText("Pay at the studio");
  await expectNoSidewaysScroll(page);

  await page.getByRole("main").getByRole("link", { name: "My orders", exact: true }).click();
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await expect(page.getByTestId("order-row")).toContainText("$2,499.80");
  await expectNoSidewaysScroll(page);
  await page.getByTestId("order-row").click();
  await expect(page.getByTestId("order-status")).toHaveText("Pending");
  await expect(page.getByRole("button", { name: "Cancel order" })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto("/profile");
  await expect(page.getByTestId("profile-order")).toHaveCount(1);
  await expectNoSidewaysScroll(page);
});
