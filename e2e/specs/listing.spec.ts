import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/** The full listing against the real server: every filter kind, sort, grid, paging, URL round trip, back button. */

interface FilterPage {
  total: number;
  pages: number;
  products: Array<{ _id: string; name: string; price: number }>;
}

async function apiPage(request: APIRequestContext, query: string): Promise<FilterPage> {
  const res = await request.get(`/api/products/filter?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as FilterPage;
}

const range = (page: Page) => page.getByTestId("range-text");
const panel = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const cards = (page: Page) => page.getByRole("region", { name: "Products" }).locator("article");

async function expectTotal(page: Page, request: APIRequestContext, query: string) {
  const api = await apiPage(request, query);
  const first = Math.min(api.total, 1);
  const last = Math.min(24, api.total);
  await expect(range(page)).toHaveText(`${first}-${last} shown of ${api.total}`);
  await expect(page.getByRole("region", { name: "Products" }).locator("ul[aria-busy='false']")).toBeVisible();
  return api;
}

test("lists all products with '1-24 shown of N' and 'Show 24 / 48'", async ({ page, request }) => {
  const all = await apiPage(request, "");
  await page.goto("/collections/all");
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await expect(range(page)).toHaveText(`1-24 shown of ${all.total}`);
  await expect(cards(page)).toHaveCount(24);
  await expect(page.getByRole("button", { name: "Show 24 per page" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "4 per row" })).toHaveAttribute("aria-pressed", "true");
  // Each card links to its product, with name and brand.
  const firstCard = cards(page).first();
  await expect(firstCard.getByRole("link")).toHaveAttribute("href", `/product/${all.products[0]?._id}`);
  await expect(firstCard).toContainText(all.products[0]?.name ?? "");
});

test("each kind of filter writes the address and narrows the results", async ({ page, request }) => {
  await page.goto("/collections/all");
  await expect(range(page)).toContainText("shown of");

  await panel(page).getByText("Lamp", { exact: true }).click();
  await expect(page).toHaveURL(/\?category=Lamp$/);
  await expectTotal(page, request, "category=Lamp");

  await panel(page)
    .getByRole("button", { name: /^Outdoor/ })
    .click();
  await expect(page).toHaveURL(/category=Lamp&door=outdoor$/);
  await expect(panel(page).getByRole("button", { name: /^Outdoor/ })).toHaveAttribute("aria-pressed", "true");
  await expectTotal(page, request, "category=Lamp&door=outdoor");
  // The door filter is a toggle.
  await panel(page)
    .getByRole("button", { name: /^Outdoor/ })
    .click();
  await expect(page).toHaveURL(/\?category=Lamp$/);

  await panel(page).getByText("Lamp", { exact: true }).click();
  await expect(page).toHaveURL(/\/collections\/all$/);

  await panel(page)
    .getByRole("button", { name: /^Cactus \(\d+\)$/ })
    .click();
  await expect(page).toHaveURL(/\?color=Cactus$/);
  await expectTotal(page, request, "color=Cactus");

  await panel(page).getByText("Large", { exact: true }).click();
  await expect(page).toHaveURL(/\?color=Cactus&sizes=Large$/);
  await expectTotal(page, request, "color=Cactus&sizes=Large");

  const facets = (await (await request.get("/api/products/filter?color=Cactus&sizes=Large")).json()) as {
    facets: { brand: Array<{ value: string }> };
  };
  const brand = facets.facets.brand[0]?.value ?? "FERMOB";
  await panel(page).getByText(brand, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?color=Cactus&sizes=Large&brand=${brand}$`));
  await expectTotal(page, request, `color=Cactus&sizes=Large&brand=${brand}`);

  // Chips remove one filter; Clear All removes them all.
  await page.getByRole("button", { name: `Remove filter ${brand}` }).click();
  await expect(page).toHaveURL(/\?color=Cactus&sizes=Large$/);
  await panel(page).getByRole("button", { name: "Clear All" }).click();
  await expect(page).toHaveURL(/\/collections\/all$/);
  await expect(range(page)).toHaveText(`1-24 shown of ${(await apiPage(request, "")).total}`);
});

test("filter counts come from the API's facets", async ({ page, request }) => {
  const res = (await (await request.get("/api/products/filter?brand=FERMOB")).json()) as {
    facets: { category: Array<{ value: string; count: number }> };
  };
  await page.goto("/collections/all?brand=FERMOB");
  const first = res.facets.category[0];
  if (!first) throw new Error("no category facet");
  await expect(panel(page).locator("label", { hasText: first.value }).first()).toContainText(String(first.count));
});

test("sorting writes sortBy and orders the products", async ({ page, request }) => {
  await page.goto("/collections/all");
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("priceAsc");
  await expect(page).toHaveURL(/\?sortBy=priceAsc$/);
  const cheapest = await apiPage(request, "sortBy=priceAsc");
  await expect(cards(page).first()).toContainText(cheapest.products[0]?.name ?? "");
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("priceDesc");
  await expect(page).toHaveURL(/\?sortBy=priceDesc$/);
  const dearest = await apiPage(request, "sortBy=priceDesc");
  await expect(cards(page).first()).toContainText(dearest.products[0]?.name ?? "");
});

test("grid size, page size and pages are real and kept in the address", async ({ page, request }) => {
  // Other workers add products meanwhile: the range names the catalogue as it is at each step.
  const all = await apiPage(request, "");
  const shown = (span: string) => expect(range(page)).toHaveText(new RegExp(`^${span} shown of \\d+$`));
  await page.goto("/collections/all");
  await shown("1-24");

  await page.getByRole("button", { name: "6 per row" }).click();
  await expect(page).toHaveURL(/\?grid=6$/);
  await expect(page.locator("ul[data-grid='6']")).toBeVisible();
  const columns = await page
    .locator("ul[data-grid='6']")
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(6);

  await page.getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/\?page=2&grid=6$/);
  await shown("25-48");
  const second = await apiPage(request, "page=2");
  await expect(cards(page).first()).toContainText(second.products[0]?.name ?? "");
  await expect(page.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");

  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\?page=3&grid=6$/);
  await shown("49-72");

  await page.getByRole("button", { name: "Show 48 per page" }).click();
  await expect(page).toHaveURL(/\?limit=48&grid=6$/);
  await shown("1-48");
  await expect(cards(page)).toHaveCount(48);

  const total = Number((await range(page).textContent())?.match(/of (\d+)$/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(all.total);
  const lastPage = Math.ceil(total / 48);
  await page.getByRole("link", { name: `Page ${lastPage}`, exact: true }).click();
  await expect(range(page)).toHaveText(new RegExp(`^${(lastPage - 1) * 48 + 1}-(\\d+) shown of \\1$`));
  await expect(page.getByRole("link", { name: "Next page" })).toHaveCount(0);
});

test("a shared link restores the exact view", async ({ page, request }) => {
  const query = "category=Table+%26+Chair&door=outdoor&color=Anthracite&color=Cotton+white&sortBy=priceAsc&page=2";
  const url = `/collections/all?${query}&limit=24&grid=3`;
  const api = await apiPage(request, query);
  expect(api.pages, "the shared view needs a second page").toBeGreaterThanOrEqual(2);
  await page.goto(url);
  await expect(panel(page).getByRole("checkbox", { name: /Table & Chair/ })).toBeChecked();
  await expect(panel(page).getByRole("button", { name: /^Outdoor/ })).toHaveAttribute("aria-pressed", "true");
  await expect(panel(page).getByRole("button", { name: /^Anthracite \(/ })).toHaveAttribute("aria-pressed", "true");
  await expect(panel(page).getByRole("button", { name: /^Cotton white \(/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("priceAsc");
  await expect(page.getByRole("button", { name: "3 per row" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(range(page)).toHaveText(`25-${Math.min(48, api.total)} shown of ${api.total}`);
  await expect(cards(page).first()).toContainText(api.products[0]?.name ?? "");
});

test("back and forward walk through the filter changes", async ({ page, request }) => {
  await page.goto("/collections/all");
  await panel(page).getByText("Lamp", { exact: true }).click();
  await expect(page).toHaveURL(/\?category=Lamp$/);
  await panel(page).getByText("Swing", { exact: true }).click();
  await expect(page).toHaveURL(/\?category=Lamp&category=Swing$/);
  await expectTotal(page, request, "category=Lamp&category=Swing");
  await page.goBack();
  await expect(page).toHaveURL(/\?category=Lamp$/);
  await expect(panel(page).getByRole("checkbox", { name: /Swing/ })).not.toBeChecked();
  await expectTotal(page, request, "category=Lamp");
  await page.goBack();
  await expect(page).toHaveURL(/\/collections\/all$/);
  await expect(panel(page).getByRole("checkbox", { name: /Lamp/ })).not.toBeChecked();
  await page.goForward();
  await expect(page).toHaveURL(/\?category=Lamp$/);
  await expect(panel(page).getByRole("checkbox", { name: /Lamp/ })).toBeChecked();
});

test("quick successive clicks make one request (250 ms debounce) that carries them all", async ({ page }) => {
  await page.goto("/collections/all");
  await expect(range(page)).toContainText("shown of");
  await page.waitForTimeout(400);
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/products/filter")) urls.push(r.url());
  });
  // Three clicks in a row, faster than any person: one request must carry all three.
  await panel(page)
    .getByRole("button", { name: /^Cactus \(/ })
    .evaluate((cactus) => {
      const list = cactus.closest("ul");
      for (const name of ["Cactus", "Anthracite", "Honey"]) {
        const button = [...(list?.querySelectorAll("button") ?? [])].find((b) =>
          b.getAttribute("aria-label")?.startsWith(`${name} (`),
        );
        button?.click();
      }
    });
  await expect(page).toHaveURL(/color=Cactus&color=Anthracite&color=Honey$/);
  await expect(page.getByRole("region", { name: "Products" }).locator("ul[aria-busy='false']")).toBeVisible();
  await page.waitForTimeout(500);
  expect(urls).toHaveLength(1);
  const last = new URL(urls.at(-1) ?? "");
  expect(last.searchParams.getAll("color")).toEqual(["Cactus", "Anthracite", "Honey"]);
});

test("menu links (door=Indoor, category=Bench, brand) are understood", async ({ page, request }) => {
  await page.goto("/collections/all?category=Bench&door=Indoor");
  await expect(panel(page).getByRole("checkbox", { name: /Garden Bench/ })).toBeChecked();
  await expect(panel(page).getByRole("button", { name: /^Indoor/ })).toHaveAttribute("aria-pressed", "true");
  await expectTotal(page, request, "category=Garden%20Bench&door=indoor");
  await page.goto("/collections/all?brand=FERMOB");
  await expect(panel(page).getByRole("checkbox", { name: /FERMOB/ })).toBeChecked();
  await expectTotal(page, request, "brand=FERMOB");
});

test("a collection listing and the dining chairs listing are scoped", async ({ page, request }) => {
  await page.goto("/collections/luxembourg");
  await expect(page.getByRole("heading", { level: 1, name: "Luxembourg" })).toBeVisible();
  await expectTotal(page, request, "collection=luxembourg");

  await page.goto("/dining-chairs");
  await expect(page.getByRole("heading", { level: 1, name: "Dining Chairs" })).toBeVisible();
  await expectTotal(page, request, "category=Dining%20Room&search=chair");
  await panel(page)
    .getByRole("button", { name: /^Outdoor/ })
    .click();
  await expect(page).toHaveURL(/\/dining-chairs\?door=outdoor$/);
  await expectTotal(page, request, "category=Dining%20Room&search=chair&door=outdoor");
});

test("a search with no match says 'Ürün bulunamadı'", async ({ page }) => {
  await page.goto("/collections/all?search=zzzznothing");
  await expect(page.getByText("Ürün bulunamadı")).toBeVisible();
  await expect(page.getByText("Results for")).toContainText("zzzznothing");
});
