import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { fillPlace, pdfText } from "../fixtures/checkout.js";
import { fillRegister, logIn } from "../fixtures/session.js";
import { createLookalikeProduct, type Product } from "../fixtures/shop.js";
import { PASSWORD, registerCustomer, stamp, uniqueEmail } from "../fixtures/users.js";

/**
 * The whole purchase through the real screens and API: a guest adds to the cart on the product
 * page, chooses to register at checkout (the guest cart is merged), fills the address, chooses a payment,
 * places the order, sees the confirmation, finds it in My orders and cancels it.
 */

/** A product of its own for this test (its stock is the test's alone), dressed like a demo product. */
const createTestProduct = (request: APIRequestContext, name: string, price: number, countInStock: number) =>
  createLookalikeProduct(
    request,
    { name, price, countInStock, description: "A test piece for the purchase flow.", skuPrefix: "E2E" },
    { looksLike: (p) => p.colors.length >= 2 && p.images.some((i) => i.color === p.colors[0]), packings: ["1", "2"] },
  );

const stockOf = async (request: APIRequestContext, id: string) =>
  ((await (await request.get(`/api/products/${id}`)).json()) as Product).countInStock;

test("guest cart → register → merged cart → checkout → payment → confirmation → my orders → order → cancel", async ({
  page,
  request,
}) => {
  test.slow(); // the whole journey, with the delivery line checked for three provinces
  const name = `Terrace Lounge Chair ${stamp()}`;
  const product = await createTestProduct(request, name, 189.5, 6);
  const settings = (await (await request.get("/api/settings")).json()) as { iban: string; bankAccountName: string };

  // 1. A guest adds the product on its page (real button); the server hands out a guestId.
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: "Add to cart" }).click();
  const drawer = page.getByRole("dialog", { name: "Your Cart" });
  await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
  await expect(drawer.getByTestId("cart-total")).toHaveText("$189.50");
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  const guestId = await page.evaluate(() => window.localStorage.getItem("guestId"));
  expect(guestId).toMatch(/^[a-f0-9]{32}$/);

  // 2. Checkout offers a guest order or an account: register, keeping the way back.
  await drawer.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fcheckout$/);
  const email = uniqueEmail("buyer");
  await fillRegister(page, "Ayşe Yılmaz", email);

  // 3. Back at checkout with the guest's cart merged into the account's.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByTestId("summary-line")).toHaveCount(1);
  await expect(page.getByTestId("summary-line")).toContainText(name);
  await expect(page.getByTestId("summary-total")).toHaveText("$189.50");
  expect(await page.evaluate(() => window.localStorage.getItem("guestId"))).toBeNull();
  const token = await page.evaluate(() => window.localStorage.getItem("userToken"));
  const serverCart = await (await request.get("/api/cart", { headers: { authorization: `Bearer ${token}` } })).json();
  expect(serverCart.products).toHaveLength(1);
  expect((await (await request.get(`/api/cart?guestId=${guestId}`)).json()).products).toEqual([]);

  // 4. Every field is required, with inline errors; name and e-mail come from the account.
  await expect(page.getByLabel("First name")).toHaveValue("Ayşe");
  await expect(page.getByLabel("Last name")).toHaveValue("Yılmaz");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("First name").fill("");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  for (const message of [
    "First name is required",
    "Phone is required",
    "Address is required",
    "Please choose a province",
    "Postal code is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel("First name").fill("Ayşe");
  await page.getByLabel("Phone").fill("+90 532 555 01 01");
  await page.getByLabel("Address", { exact: true }).fill("Bağdat Caddesi 10");
  await expect(page.getByLabel("Country")).toHaveValue("Türkiye");
  // The delivery line follows the province: the rest of Türkiye, a big city, İstanbul (server's quote).
  await expect(page.getByTestId("charges-delivery")).toHaveText("Choose a province to see the delivery cost");
  await fillPlace(page, { province: "Artvin", district: "Hopa", postalCode: "08600" });
  await expect(page.getByTestId("charges-delivery")).toHaveText("$129.00");
  await expect(page.getByTestId("summary-total")).toHaveText("$318.50");
  await page.getByLabel("Province").selectOption("Ankara");
  await expect(page.getByTestId("charges-delivery")).toHaveText("$89.00");
  await expect(page.getByLabel("District")).toHaveValue("");
  await fillPlace(page, { province: "İstanbul", district: "Kadıköy", postalCode: "34728" });
  await expect(page.getByTestId("charges-delivery")).toHaveText("$49.00");
  await expect(page.getByTestId("summary-total")).toHaveText("$238.50");
  await expect(page.getByTestId("charges-vat")).toHaveText("incl. VAT (KDV dahil) 20%$39.75");
  await expect(page.getByRole("main").getByTestId("lead-times")).toContainText("In stock: 2–5 business days");
  await expect(page.getByText("First name is required")).toHaveCount(0);
  await page.getByRole("button", { name: "Continue to payment" }).click();

  // 5. Payment: a method must be chosen; bank transfer shows the shop's account from the settings.
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId("payment-address")).toContainText(
    "Ayşe Yılmaz, Bağdat Caddesi 10, 34728 Kadıköy / İstanbul, Türkiye",
  );
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Please choose how you would like to pay")).toBeVisible();
  await page.getByLabel("Pay at the studio").check();
  await expect(page.getByTestId("details-pay-at-studio")).toBeVisible();
  await page.getByLabel("Bank transfer").check();
  await expect(page.getByTestId("payment-iban")).toHaveText(settings.iban);
  await expect(page.getByTestId("details-bank-transfer")).toContainText(settings.bankAccountName);
  await expect(page.locator("input[autocomplete^='cc-'], input[name*='card' i]")).toHaveCount(0);

  // A double click places one order.
  await page.getByRole("button", { name: "Place order" }).dblclick();

  // 6. Confirmation: the real order, its reference for the transfer, the stock taken.
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const reference = (await page.getByTestId("confirmation-reference").textContent()) ?? "";
  expect(reference).toMatch(/^AVL-[A-Z2-9]{8}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Ayşe" })).toBeVisible();
  await expect(page.getByTestId("confirmation-method")).toHaveText("Bank transfer");
  await expect(page.getByTestId("payment-reference")).toHaveText(reference);
  await expect(page.getByTestId("payment-iban")).toHaveText(settings.iban);
  await expect(page.getByTestId("order-total")).toHaveText("$238.50");
  await expect(page.getByTestId("charges-delivery")).toHaveText("$49.00");
  await expect(page.getByTestId("charges-vat")).toContainText("$39.75");
  await expect(page.getByRole("main").getByTestId("lead-times")).toContainText("2–5 business days");

  // The proforma to pay against: downloaded and read back.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Proforma invoice (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${reference}.pdf`);
  const pdf = await pdfText(await readFile((await download.path()) as string));
  expect(pdf).toContain(reference);
  expect(pdf).toContain("Ayşe Yılmaz");
  expect(pdf).toContain(settings.iban);
  await expect(page.getByTestId("cart-count")).toBeHidden();
  expect(await stockOf(request, product._id)).toBe(5);

  // 7. My orders lists it once: date, items, total, Pending payment, Pending status.
  await page.getByRole("main").getByRole("link", { name: "My orders", exact: true }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(reference);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText("$238.50");
  await expect(rows.first().getByTestId("order-paid")).toHaveText("Pending");
  await expect(rows.first().getByTestId("order-status")).toHaveText("Pending");

  // 8. The order page, then cancel with a confirmation: the unit goes back on sale.
  await rows.first().click();
  await expect(page).toHaveURL(/\/order\/[a-f0-9]{24}$/);
  await expect(page.getByTestId("order-reference")).toHaveText(reference);
  await expect(page.getByTestId("order-address")).toContainText("Bağdat Caddesi 10");
  await expect(page.getByTestId("timeline-step").first()).toHaveAttribute("data-reached", "true");
  await expect(page.getByTestId("timeline-step").nth(1)).toHaveAttribute("data-reached", "false");
  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep order" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("order-status")).toHaveText("Pending");
  await page.getByRole("button", { name: "Cancel order" }).click();
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText(`Order ${reference} was cancelled`)).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Order status history" })).toContainText("Cancelled");
  expect(await stockOf(request, product._id)).toBe(6);
});

test("checkout with an empty cart shows the way back to the shop", async ({ page, request }) => {
  const shopper = await registerCustomer(request, "Empty Cart");
  await logIn(page, shopper.email, PASSWORD, "/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart is empty" })).toBeVisible();
  await page.goto("/payment");
  // No address yet: the payment step sends the shopper back to the first step.
  await expect(page).toHaveURL(/\/checkout$/);
});

test("a shopper's checkout details never reach the next account in the same tab", async ({ page, request }) => {
  test.slow(); // two accounts, two checkouts on a shared machine
  const product = await createTestProduct(request, `Shared Tablet Stool ${stamp()}`, 99, 10);
  const first = await registerCustomer(request, "Deniz Aksoy");
  await logIn(page, first.email, PASSWORD, `/product/${product._id}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.goto("/checkout");
  await page.getByLabel("Phone").fill("+90 532 555 77 77");
  await page.getByLabel("Address", { exact: true }).fill("Moda Caddesi 42");
  await fillPlace(page, { province: "İzmir", district: "Konak", postalCode: "35210" });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment$/);

  // Deniz logs out; Ece creates an account in the same tab and goes to checkout.
  await page.goto("/profile");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  // Nothing of Deniz's stays in the tab (React Router's scroll positions may).
  const kept = await page.evaluate(() => Object.entries(window.sessionStorage).map(([k, v]) => `${k}=${v}`));
  expect(kept.filter((entry) => entry.startsWith("avlu.") || entry.includes("Moda Caddesi"))).toEqual([]);
  await page.goto(`/register?redirect=${encodeURIComponent(`/product/${product._id}`)}`);
  const email = uniqueEmail("next");
  await fillRegister(page, "Ece Demir", email);
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.goto("/checkout");
  await expect(page.getByLabel("First name")).toHaveValue("Ece");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  for (const field of ["Phone", "Province", "Postal code"]) await expect(page.getByLabel(field)).toHaveValue("");
  await expect(page.getByLabel("Country")).toHaveValue("Türkiye");
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("");
  await expect(page.getByText("Moda Caddesi 42")).toHaveCount(0);
});
