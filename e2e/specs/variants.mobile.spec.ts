import { expect, test } from "@playwright/test";
import { createVariantChair } from "../fixtures/variants.js";

/** Issue 17 at 390 px: the sold-out swatch and the low-stock text on the product page. */
test("product page at 390 px: sold-out colour marked, low colour says Only N left", async ({ page, request }) => {
  const chair = await createVariantChair(request);
  const [, low, soldOut] = chair.colors as [string, string, string];
  await page.goto(`/product/${chair._id}`);
  await expect(page.getByRole("heading", { level: 1, name: chair.name })).toBeVisible();
  const swatch = page.getByRole("button", { name: `${soldOut} (sold out)` });
  await expect(swatch.getByTestId("swatch-sold-out")).toBeVisible();
  await swatch.tap();
  await expect(page.getByRole("button", { name: `Sold out in ${soldOut}` })).toBeDisabled();
  await page.getByRole("button", { name: low, exact: true }).tap();
  await expect(page.getByTestId("stock-line")).toHaveText("Only 2 left");
  // Nothing wider than the screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
