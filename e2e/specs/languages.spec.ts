import { expect, test } from "@playwright/test";
import { appReady } from "../fixtures/first-view.js";

/** Issue 20: the shop in Turkish under /tr beside the SPEC pages, with a language switch that keeps the page. */

test("/tr is the Turkish shop: lang, texts, hreflang; the SPEC page is unchanged and links its twin", async ({
  page,
  request,
}) => {
  const tr = await (await request.get("/tr")).text();
  expect(tr).toMatch(/<html lang="tr"/);
  expect(tr).toContain('hreflang="tr"');
  expect(tr).toContain('hreflang="x-default"');
  expect(tr).toMatch(/<link rel="canonical" href="[^"]+\/tr" \/>/);
  const spec = await (await request.get("/")).text();
  expect(spec).toMatch(/<html lang="en"/);
  expect(spec).toMatch(/<link rel="alternate" hreflang="tr" href="[^"]+\/tr" \/>/);

  await page.goto("/tr");
  await appReady(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  const topBar = page.getByRole("navigation", { name: "Ana menü" });
  await expect(topBar.getByRole("button", { name: "Ürünler" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sepet" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Avlu çevresine katılın" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("tr-home.png") });
});

test("the switch goes to the other language on the same page, and the choice is remembered", async ({ page }) => {
  await page.goto("/?utm=mail");
  await appReady(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  const switcher = page.getByRole("list", { name: "Language" }).first();
  await switcher.getByRole("link", { name: "Türkçe" }).click();
  await expect(page).toHaveURL(/\/tr\?utm=mail$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("navigation", { name: "Ana menü" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  // The next visit starts in Turkish.
  await page.goto("/");
  await expect(page).toHaveURL(/\/tr$/);

  // And back to English, remembered too.
  await page.getByRole("list", { name: "Dil" }).first().getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" })).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
});

test("the admin is never prefixed: /tr/admin… goes to the English admin; Turkish links stay Turkish", async ({
  page,
  request,
}) => {
  // Every storefront page is in Turkish now; the admin stays English (ADR 2010).
  const answer = await request.get("/tr/admin/products?page=2", { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe("/admin/products?page=2");
  await page.goto("/tr");
  await appReady(page);
  await expect(page.getByRole("link", { name: "Bize Ulaşın" }).first()).toHaveAttribute("href", "/tr/ContactUs");
});
