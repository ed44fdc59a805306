import { expect, test } from "@playwright/test";
import { params } from "../fixtures/shell.js";

/** The header search control against the real catalogue. */

test("searching from the home goes to the listing with the trimmed term and shows matching products", async ({
  page,
  request,
}) => {
  // A word only demo product names have: test products made by other specs running alongside
  // copy a demo product's collection, brand, category and colours (fixtures/shop.ts), so a
  // collection's name ("luxembourg") could change the total between the two reads.
  const expected = (await (await request.get("/api/products/filter?search=backless&limit=24")).json()) as {
    total: number;
  };
  expect(expected.total).toBeGreaterThan(0);

  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Search" });
  await toggle.click();
  const field = page.getByRole("textbox", { name: "Search products" });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("placeholder", "SEARCH");
  await field.fill("   backless   ");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/collections\/all\?search=backless$/);
  await expect(page.getByText(new RegExp(`of ${expected.total}\\b`))).toBeVisible();
  // The control folds back into its round button.
  await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
});

test("a search keeps the other query parameters, and an empty one removes the term", async ({ page }) => {
  await page.goto("/collections/all?brand=FERMOB&door=Outdoor&search=chair");
  await page.getByRole("button", { name: "Search" }).click();
  const field = page.getByRole("textbox", { name: "Search products" });
  await expect(field).toHaveValue("chair");
  await field.fill("table");
  await page.getByRole("button", { name: "Submit search" }).click();
  await expect.poll(() => params(page)).toEqual({ brand: "FERMOB", door: "Outdoor", search: "table" });

  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(field).toHaveValue("");
  await field.press("Enter");
  await expect.poll(() => params(page)).toEqual({ brand: "FERMOB", door: "Outdoor" });
});

test("the close button and Escape fold the field without searching", async ({ page }) => {
  await page.goto("/aboutus");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("textbox", { name: "Search products" }).fill("bench");
  await page.getByRole("button", { name: "Close search" }).click();
  await expect(page.getByRole("textbox", { name: "Search products" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/aboutus$/);
  await page.getByRole("button", { name: "Search" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Search" })).toBeFocused();
  await expect(page).toHaveURL(/\/aboutus$/);
});
