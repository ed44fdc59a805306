import { type APIRequestContext, expect, test } from "@playwright/test";

/** The listing at 390 px: filters live in a drawer. */

async function total(request: APIRequestContext, query: string): Promise<number> {
  return ((await (await request.get(`/api/products/filter?${query}`)).json()) as { total: number }).total;
}

test("the filter drawer opens, filters, shows the count and closes", async ({ page, request }) => {
  await page.goto("/collections/all");
  await expect(page.getByTestId("range-text")).toContainText("shown of");
  // The side panel is hidden on small screens; the Filters button opens the drawer.
  await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
  await expect(page.getByRole("button", { name: "4 per row" })).toBeHidden();
  await page.getByRole("button", { name: /^Filters/ }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer).toBeVisible();

  await drawer.getByText("Parasol", { exact: true }).click();
  await expect(page).toHaveURL(/\?category=Parasol$/);
  await drawer.getByRole("button", { name: /^Outdoor/ }).click();
  await expect(page).toHaveURL(/\?category=Parasol&door=outdoor$/);
  const n = await total(request, "category=Parasol&door=outdoor");
  const show = drawer.getByRole("button", { name: `Show ${n} ${n === 1 ? "product" : "products"}` });
  await expect(show).toBeVisible();
  await show.click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("button", { name: "Filters (2)" })).toBeVisible();
  await expect(page.getByTestId("range-text")).toHaveText(`1-${Math.min(24, n)} shown of ${n}`);

  // Two columns of cards on a phone.
  const columns = await page
    .getByRole("region", { name: "Products" })
    .locator("ul[data-grid]")
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(2);

  // Escape and the close button close it too; Clear All empties the filters.
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: /^Filters/ }).click();
  await drawer.getByRole("button", { name: "Clear All" }).click();
  await expect(page).toHaveURL(/\/collections\/all$/);
  await drawer.getByRole("button", { name: "Close filters" }).last().click();
  await expect(drawer).toBeHidden();
});
