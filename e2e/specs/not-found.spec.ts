import { expect, test } from "@playwright/test";
import { INFO_PAGES } from "../fixtures/info-pages.js";

/** Unknown addresses get a real 404 status and a helpful page. */

test("an unknown address answers 404 with the not-found page", async ({ page }) => {
  const res = await page.goto("/this-page-does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByText("/this-page-does-not-exist")).toBeVisible();
  await expect(page).toHaveTitle("Page not found | Avlu");
  await page.getByRole("link", { name: "All products" }).click();
  await expect(page).toHaveURL(/\/collections\/all$/);
});

test("an address with broken percent-encoding is the storefront (status 400), not a JSON message", async ({ page }) => {
  // A truncated copy of a link with a Turkish letter: the router reads it undecoded.
  const res = await page.goto("/this-page%C3%A7-does-not-exist%C3");
  expect(res?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "All products" }).click();
  await expect(page).toHaveURL(/\/collections\/all$/);
});

test("the not-found page searches the shop", async ({ page }) => {
  await page.goto("/collections/all/extra/segments");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  const main = page.getByRole("main");
  await main.getByLabel("Search products").fill("lamp");
  await main.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/collections\/all\?search=lamp$/);
  await expect(page.getByText("Results for")).toContainText("lamp");
});

test("every page the shop links to exists (none of SPEC's links leads nowhere)", async ({ page }) => {
  for (const path of [
    "/collectionsfermob",
    "/collectionsfermob/LUXEMBOURG",
    "/oltacatalogs",
    "/collectionsgoya/mistral",
    "/collections/all",
    "/collections/sixties",
    "/dining-chairs",
    "/olta",
    ...INFO_PAGES,
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { name: "Page not found" }), path).toHaveCount(0);
  }
});
