import { expect, test } from "@playwright/test";
import { firstView } from "../fixtures/first-view.js";

/** The home page on a 390 px phone: every block present and usable by touch. */

test("every home block is there on a phone, without sideways scrolling", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("hero-caption")).toBeVisible();
  for (const id of ["promo-indoor", "promo-outdoor", "category-furniture", "collection-SIXTIES", "collection-grid"]) {
    await expect(page.getByTestId(id)).toBeAttached();
  }
  for (const heading of [
    "A terrace for slow mornings",
    "Tables and chairs, made to gather",
    "Curated for You",
    "Colour for every corner of the garden",
    "Visit our design studio",
    "Explore Partner Collections",
    "CHECK OUT OUR NEWEST BRAND COLLECTIONS",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeAttached();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the promo panels stack and do not expand under 768 px", async ({ page }) => {
  await page.goto("/");
  const indoor = page.getByTestId("promo-indoor");
  const outdoor = page.getByTestId("promo-outdoor");
  await indoor.scrollIntoViewIfNeeded();
  const a = await indoor.boundingBox();
  const b = await outdoor.boundingBox();
  expect(a?.width).toBe(b?.width);
  expect((b?.y ?? 0) > (a?.y ?? 0) + (a?.height ?? 0) - 1).toBe(true);
  await indoor.hover();
  expect((await indoor.boundingBox())?.width).toBe(a?.width);
});

test("a tap on a hotspot marker shows its product card inside the picture", async ({ page }) => {
  await page.goto("/");
  const marker = page.getByTestId("hotspot-marker").first();
  await marker.scrollIntoViewIfNeeded();
  await marker.tap();
  const card = page.getByTestId("hotspot-card").first();
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  await expect(card.getByRole("link", { name: "View Details" })).toHaveAttribute("href", /^\/product\/[a-f0-9]{24}$/);
});

test("the curated row scrolls sideways by touch and shows 220 px cards", async ({ page }) => {
  await page.goto("/");
  // Products without pictures are left out on the home (SPEC §3).
  const list = (await firstView(page)).getProducts as Array<{ images: unknown[] }>;
  const row = page.getByTestId("curated-row");
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByTestId("curated-card")).toHaveCount(list.filter((p) => p.images.length > 0).length);
  expect((await row.getByTestId("curated-card").first().boundingBox())?.width).toBe(220);
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
