import { expect, test } from "@playwright/test";
import { fillLogin } from "../fixtures/session.js";
import { addToCart, type Product } from "../fixtures/shop.js";
import { PASSWORD, registerCustomer, uniqueEmail } from "../fixtures/users.js";

/**
 * Issue 14, then 19: a visitor at checkout chooses a guest order or an account; one who logs in or
 * registers from there is told why and comes back to checkout (with the cart).
 */

async function guestWithCart(
  page: import("@playwright/test").Page,
  request: import("@playwright/test").APIRequestContext,
) {
  const list = (await (await request.get("/api/products?limit=30")).json()) as Product[];
  const p = list.find((x) => x.countInStock >= 3);
  if (!p) throw new Error("no product in stock");
  const { guestId } = await addToCart(request, null, p, 1);
  await page.addInitScript((id) => window.localStorage.setItem("guestId", id), guestId as string);
  return p;
}

const NOTICE = /^Log in or create an account to check out with it:/;

test("a visitor at checkout may log in (and is told why), and logging in returns to checkout", async ({
  page,
  request,
}) => {
  const buyer = await registerCustomer(request, "Ece Yalın");
  await guestWithCart(page, request);
  await page.goto("/");
  await page.getByRole("button", { name: /^Cart/ }).click();
  await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("button", { name: "Continue as guest" })).toBeVisible();
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await expect(page.getByTestId("auth-notice")).toHaveText(NOTICE);
  await fillLogin(page, buyer.email);
  await expect(page).toHaveURL(/\/checkout$/);
});

test("registering from there returns to checkout too; a plain login page says nothing extra", async ({
  page,
  request,
}) => {
  await guestWithCart(page, request);
  await page.goto("/login?redirect=%2Fcheckout");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fcheckout$/);
  await expect(page.getByTestId("auth-notice")).toHaveText(NOTICE);
  await page.getByLabel("Name", { exact: true }).fill("Ece Yalın");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("guest"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto("/login");
  await expect(page.getByTestId("auth-notice")).toHaveCount(0);
});
