import { expect, test } from "@playwright/test";

/** Issue 14 at 390 px: the heading follows the filters, an empty result offers where to go. */

test("the heading follows the brand and category filters", async ({ page }) => {
  await page.goto("/collections/all?brand=OLTA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("OLTA");
  await page.goto("/collections/all?category=Parasol&door=outdoor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parasol");
  await expect(page.getByRole("main").locator("header p").first()).toHaveText("Outdoor");
  await page.goto("/collections/all");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Products");
});

test("an empty search offers suggestions, and GLATZ says it is shown in the studio", async ({ page }) => {
  await page.goto("/collections/all?search=lambaa");
  await expect(page.getByText("Ürün bulunamadı")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Try instead" });
  await expect(nav.getByRole("link").first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await nav.getByRole("link").first().tap();
  await expect(page).toHaveURL(/\/collections\//);
  await expect(page.getByText("Ürün bulunamadı")).toHaveCount(0);

  await page.goto("/collections/all?brand=GLATZ");
  await expect(page.getByTestId("studio-brand")).toContainText("GLATZ is shown in our design studio");
  await expect(page.getByRole("link", { name: "Visit the studio" })).toBeVisible();
});
