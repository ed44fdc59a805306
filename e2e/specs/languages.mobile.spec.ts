import { expect, test } from "@playwright/test";
import { appReady } from "../fixtures/first-view.js";

/** Issue 20 at 390 px: the mobile menu offers the language switch and speaks Turkish under /tr. */
test("the mobile menu switches language and keeps the page", async ({ page }) => {
  await page.goto("/tr");
  await appReady(page);
  await page.getByRole("button", { name: "Menü" }).click();
  const menu = page.getByRole("dialog", { name: "Menü" });
  await expect(menu.getByRole("heading", { name: "Ürünler" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Dış Mekân" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("tr-mobile-menu.png") });
  await menu.getByRole("list", { name: "Dil" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("heading", { name: "Products" })).toBeVisible();
});
