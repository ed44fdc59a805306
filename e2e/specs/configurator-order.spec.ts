import { expect, test } from "@playwright/test";
import { fillPlace } from "../fixtures/checkout.js";
import { appReady } from "../fixtures/first-view.js";
import { logIn } from "../fixtures/session.js";
import { PASSWORD, registerCustomer } from "../fixtures/users.js";

/** Issue 21 slice 2: the configured parasol as a cart line, through checkout, kept on the order. */
test("add to cart → checkout → order: the configured parasol is one line with its choices, both figures, and stays on the order", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, "Elif Demir");
  const query =
    "size=d200&frame=deep-blue&fabric=acrylic&fabric-colour=red-ochre&volant=straight&fastening=wall-bracket&accessories=cover";
  await logIn(page, customer.email, PASSWORD, `/olta/configure?${query}`);
  await appReady(page);
  // 445 + 35 + 90 + 65 (parasol) + 149 (bracket) + 49 (cover) = 833.00 € → $903.81 at 1.0850 (903.805, half up)
  await expect(page.getByTestId("price-total")).toHaveText("833.00€");
  await page.getByRole("button", { name: "Add to cart" }).click();

  const drawer = page.getByRole("dialog", { name: "Your Cart" });
  const line = drawer.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("OLTA Classic");
  await expect(line).toContainText("Fastening: Wall/balcony bracket");
  await expect(line).toContainText("Fabric colour: Red ochre");
  await expect(line.getByTestId("configured-euro")).toHaveText("833.00€ RRP incl. VAT · 1 € = 1.0850 $");
  await expect(line).toContainText("$903.81");
  await expect(drawer.getByTestId("cart-total")).toHaveText("$903.81");
  await drawer.getByRole("button", { name: "Increase quantity of OLTA Classic" }).click();
  await expect(drawer.getByTestId("cart-total")).toHaveText("$1,807.62");
  await expect(line.getByTestId("configured-euro")).toHaveText("1,666.00€ RRP incl. VAT · 1 € = 1.0850 $");

  await drawer.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("summary-line")).toContainText("Volant: Straight volant, 20 cm");
  await expect(page.getByTestId("summary-total")).toHaveText("$1,807.62");
  await page.getByLabel("Phone").fill("+90 532 555 01 01");
  await page.getByLabel("Address", { exact: true }).fill("Kordon Boyu 5");
  // Above the free-delivery threshold: the total stays the cart's (issue 19).
  await fillPlace(page, { province: "İzmir", district: "Konak", postalCode: "35220" });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByLabel("Bank transfer").check();
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByTestId("order-total")).toHaveText("$1,807.62");
  const items = page.getByRole("list", { name: "Items in your order" });
  await expect(items).toContainText("OLTA Classic");
  await expect(items).toContainText("Shape and size: Round Ø200cm");
  await expect(items).toContainText("Frame colour: Deep blue");
  await expect(items.getByTestId("configured-euro")).toHaveText("1,666.00€ RRP incl. VAT · 1 € = 1.0850 $");
  await test
    .info()
    .attach("order confirmation", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
});
