import { expect, type Page, test } from "@playwright/test";
import { appReady } from "../fixtures/first-view.js";

const choose = (page: Page, name: RegExp) =>
  page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name }) })
    .click();

test("on a phone: the preview reads at 390 px, choices redraw it, the total stays in sight, reload keeps it", async ({
  page,
}) => {
  await page.goto("/olta");
  await page.getByRole("link", { name: "Parasol configurator" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Configure your OLTA Classic" })).toBeVisible();
  await appReady(page);
  const side = page.getByTestId("preview-side");
  const box = await side.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(330);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const before = await side.screenshot();

  await choose(page, /^Round Ø220cm/);
  await choose(page, /^Cedar green/);
  await choose(page, /^Scalloped volant/);
  await choose(page, /^Table mounting/);
  await expect(side).toHaveAttribute("data-mount", "table");
  await expect(side).toHaveAttribute("data-edge", "scalloped");
  await expect(page.getByTestId("preview-top")).toContainText("Ø 220 cm");
  const after = await side.screenshot();
  expect(after.equals(before)).toBe(false);
  await test.info().attach("preview on a phone", { body: after, contentType: "image/png" });

  // 495 + 35 + 95 + 129: the bar at the bottom shows it while the shopper chooses.
  const bar = page.getByRole("link", { name: "Order", exact: true }).locator("..");
  await expect(bar).toContainText("754.00€");
  await expect(bar).toBeInViewport();

  await page.reload();
  await expect(page.getByRole("radio", { name: /^Table mounting/ })).toBeChecked();
  await expect(page.getByTestId("price-total")).toHaveText("754.00€");
});

test("on a phone: a shared link with a colour of the other fabric shows the correction", async ({ page }) => {
  await page.goto("/olta/configure?fabric=polyester&fabric-colour=marshmallow&accessories=rib*40");
  await expect(page.getByTestId("link-notes")).toContainText("Marshmallow is not offered in Polyester 180 g/m²");
  await expect(page.getByTestId("link-notes")).toContainText("at most 10 × Fiberglass rib (spare part); 10 is chosen.");
  await expect(page).toHaveURL(/accessories=rib\*10/);
});
