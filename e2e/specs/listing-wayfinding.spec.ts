import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../fixtures/accessibility.js";

/**
 * Issue 14 at 1440 px: the listing says what it shows (heading), where to go when nothing is
 * found (the server's suggestions, a studio-only brand), and its filter column stays usable
 * below the site header once scrolled.
 */

interface Suggestion {
  type: "category" | "collection";
  value: string;
  brand?: string;
  count: number;
}

async function suggestionsFor(request: APIRequestContext, query: string): Promise<Suggestion[]> {
  const res = (await (await request.get(`/api/products/filter?${query}`)).json()) as {
    total: number;
    suggestions?: Suggestion[];
  };
  expect(res.total).toBe(0);
  return res.suggestions ?? [];
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const panel = (page: Page) => page.getByRole("complementary", { name: "Filters" });

test("the heading names the brand or category the listing is filtered by; unfiltered it stays All Products", async ({
  page,
}) => {
  await page.goto("/collections/all");
  await expect(heading(page)).toHaveText("All Products");
  await expect(page).toHaveTitle(/^All Products \| Avlu/);

  await page.goto("/collections/all?brand=FERMOB");
  await expect(heading(page)).toHaveText("FERMOB");
  await expect(page.getByRole("main").locator("header p").first()).toHaveText("Brand");
  await expect(page).toHaveTitle(/^FERMOB \| Avlu/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("FERMOB");

  await page.goto("/collections/all?brand=FERMOB&category=Bergère");
  await expect(heading(page)).toHaveText("Bergère");
  await expect(page).toHaveTitle(/^FERMOB · Bergère \| Avlu/);

  // Choosing a filter on the page changes the heading too; clearing it brings All Products back.
  await page.goto("/collections/all");
  await panel(page).getByText("Lamp", { exact: true }).click();
  await expect(page).toHaveURL(/\?category=Lamp$/);
  await expect(heading(page)).toHaveText("Lamp");
  await panel(page).getByRole("button", { name: "Clear All" }).click();
  await expect(heading(page)).toHaveText("All Products");
});

test("a search that finds nothing offers the nearest categories and collections as links", async ({
  page,
  request,
}) => {
  const suggestions = await suggestionsFor(request, "search=sandalyee");
  expect(suggestions.length).toBeGreaterThan(0);
  await page.goto("/collections/all?search=sandalyee");
  await expect(page.getByText("Ürün bulunamadı")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Try instead" });
  await expect(nav.getByRole("link")).toHaveCount(suggestions.length);
  await expectAccessible(page, "empty search with suggestions");
  const category = suggestions.find((s) => s.type === "category");
  if (!category) throw new Error("no category suggested");
  await nav.getByRole("link", { name: new RegExp(`^${category.value}`) }).click();
  await expect(page).toHaveURL(`/collections/all?category=${encodeURIComponent(category.value).replace(/%20/g, "+")}`);
  await expect(heading(page)).toHaveText(category.value);
  await expect(page.getByTestId("range-text")).toContainText("shown of");

  const collection = suggestions.find((s) => s.type === "collection");
  if (collection) {
    await page.goto("/collections/all?search=sandalyee");
    await nav.getByRole("link", { name: new RegExp(`^${collection.value}`) }).click();
    await expect(page).toHaveURL(`/collections/${encodeURIComponent(collection.value)}`);
  }
});

test("the GLATZ brand card's listing says plainly that GLATZ is shown in the studio", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("brand-card-GLATZ").click();
  await expect(page).toHaveURL(/\/collections\/all\?brand=GLATZ$/);
  await expect(heading(page)).toHaveText("GLATZ");
  const notice = page.getByTestId("studio-brand");
  await expect(notice).toContainText("GLATZ is shown in our design studio and is not sold online");
  await expectAccessible(page, "studio-only brand");
  await notice.getByRole("link", { name: "Visit the studio" }).click();
  await expect(page).toHaveURL(/\/ContactUs$/);
});

test("the Indoor / Outdoor pills never wrap their label", async ({ page }) => {
  await page.goto("/collections/all");
  for (const name of [/^Indoor/, /^Outdoor/]) {
    const pill = panel(page).getByRole("button", { name });
    await expect(pill).toBeVisible();
    const lines = await pill.evaluate((el) => {
      const style = getComputedStyle(el);
      const content = el.getBoundingClientRect().height - Number.parseFloat(style.paddingTop) * 2;
      return Math.round(content / Number.parseFloat(style.lineHeight));
    });
    expect(lines).toBe(1);
  }
});

test("scrolled, the filter column sits below the site header and shows that more filters are below", async ({
  page,
}) => {
  await page.goto("/collections/all");
  await expect(page.getByTestId("range-text")).toContainText("shown of");
  const column = page.getByTestId("filter-column");
  const header = page.getByRole("banner");
  // Down (the header shrinks), then a little up (it grows again): the column's top clears it both times.
  for (const dy of [1200, -200]) {
    await page.mouse.move(800, 500);
    await page.mouse.wheel(0, dy);
    await expect
      .poll(async () => {
        const h = await header.boundingBox();
        const c = await column.boundingBox();
        return h && c ? Math.round(c.y - (h.y + h.height)) : -1;
      })
      .toBeGreaterThanOrEqual(8);
  }
  // Taller than the window: its bottom is in view, it scrolls on its own, and says so.
  const fits = await column.evaluate((el) => el.scrollHeight <= el.clientHeight);
  const box = await column.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
  if (!fits) {
    const more = page.getByTestId("more-filters");
    await expect(more).toBeVisible();
    await more.click();
    await expect.poll(() => column.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await column.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(more).toBeHidden();
    await expect(panel(page).getByRole("group", { name: "Brand" })).toBeInViewport();
  }
});
