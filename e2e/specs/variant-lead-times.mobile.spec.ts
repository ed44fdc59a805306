import { expect, test } from "@playwright/test";
import { stamp } from "../fixtures/users.js";
import { createVariantChair } from "../fixtures/variants.js";

/** Issue 19 (ADR 1910) at 390 px: the product page says when the chosen piece arrives, on one line that fits. */

test("the product page's expected delivery fits a phone and is there from the first paint", async ({
  page,
  request,
}, testInfo) => {
  const chair = await createVariantChair(request, `Phone Lead Chair ${stamp()}`);
  await page.goto(`/product/${chair._id}`);
  // Server-rendered with the rules: the line is in the page before any script runs.
  const lead = page.getByTestId("product-lead-time");
  await expect(lead).toHaveText(/^Expected delivery: (in stock|on order), /);
  const box = await lead.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("product-lead-time-390.png") });
});
