import { expect, test } from "@playwright/test";
import { startSignedIn, storage } from "../fixtures/session.js";
import { expectBrandLinks, params } from "../fixtures/shell.js";
import { registerCustomer } from "../fixtures/users.js";

/** The shell at 390 px: the full-screen menu replaces the desktop menus. */

test("the desktop menus give way to a Menu toggle", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Products" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Brands" })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  for (const name of ["Search", "Cart"]) await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Account" })).toBeVisible();
});

test("full-screen menu: Products (Indoor, Outdoor) and Brands (Fermob, Olta, Sifas)", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).tap();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await expect(menu.getByRole("heading", { name: "Products" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Indoor" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Outdoor" })).toBeVisible();
  await expect(menu.getByRole("heading", { name: "Brands" })).toBeVisible();
  await expectBrandLinks(menu);

  await menu.getByRole("button", { name: "Outdoor" }).tap();
  await expect(menu.getByRole("button", { name: "Outdoor" })).toHaveAttribute("aria-expanded", "true");
  await menu.getByRole("link", { name: "Swing" }).tap();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/collections\/all\?/);
  await expect.poll(() => params(page)).toEqual({ category: "Swing", door: "Outdoor" });

  await page.getByRole("button", { name: "Menu" }).tap();
  await menu.getByRole("button", { name: "Indoor" }).tap();
  await menu.getByRole("link", { name: "All indoor" }).tap();
  await expect.poll(() => params(page)).toEqual({ door: "Indoor" });

  await page.getByRole("button", { name: "Menu" }).tap();
  await menu.getByRole("link", { name: "Sifas" }).tap();
  await expect.poll(() => params(page)).toEqual({ brand: "SIFAS" });
});

test("the menu closes with its close button and keeps the page from scrolling while open", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).tap();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  await menu.getByRole("button", { name: "Close menu" }).tap();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
});

test("mobile search expands over the top bar and searches the listing", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Search" }).tap();
  const field = page.getByRole("textbox", { name: "Search products" });
  await expect(field).toBeVisible();
  await expect(field).toHaveAttribute("placeholder", "SEARCH");
  const box = await page.getByRole("search").boundingBox();
  expect(box?.width).toBeGreaterThan(330);
  await field.fill("  parasol ");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/collections\/all\?search=parasol$/);
});

test("the header shrinks while scrolling down on a phone too", async ({ page }) => {
  await page.goto("/aboutus");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-shrunk", "false");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute("data-shrunk", "true");
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(header).toHaveAttribute("data-shrunk", "false");
});

test("a signed-in shopper logs out from the menu", async ({ page, request }) => {
  const shopper = await registerCustomer(request, "Menu Logout");
  await startSignedIn(page, shopper.auth);
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).tap();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Log out" }).tap();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page, "userToken")).toBeNull();
});
