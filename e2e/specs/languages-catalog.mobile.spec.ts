import { expect, type Page, test } from "@playwright/test";
import {
  bilingualProduct,
  expectNoRawKeys,
  openBilingualProduct,
  term,
  trPrice,
  watchProblems,
} from "../fixtures/catalog-languages.js";
import { appReady } from "../fixtures/first-view.js";

/**
 * Issue 20 at 390 px: the catalogue in Turkish under /tr, switched from the mobile menu; the
 * filter drawer in Turkish; a product's choices kept across the switch; readable without JavaScript.
 */

/** The mobile menu's language switch (the header's is for wide screens). */
async function switchTo(page: Page, menu: "Menu" | "Menü", language: "Türkçe" | "English") {
  await page.getByRole("button", { name: menu, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: menu });
  await dialog
    .getByRole("list", { name: menu === "Menu" ? "Language" : "Dil" })
    .getByRole("link", { name: language })
    .click();
  await expect(dialog).toBeHidden();
}

test("the listing switches language from the mobile menu with its filters, query and scroll kept", async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto("/collections/all?category=Parasol&door=outdoor&sortBy=nameAsc");
  await appReady(page);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await switchTo(page, "Menu", "Türkçe");
  await expect(page).toHaveURL(/\/tr\/collections\/all\?category=Parasol&door=outdoor&sortBy=nameAsc$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole("heading", { level: 1, name: "Şemsiye" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Filtreler (2)" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Sırala" }).locator("option:checked")).toHaveText("İsim: A'dan Z'ye");
  await expect(page.locator("article").first()).toContainText(/\$\d{1,3}(\.\d{3})*,\d{2}/);
  await expectNoRawKeys(page);
  await page.screenshot({ path: test.info().outputPath("tr-mobile-listing.png") });

  // The filter drawer in Turkish.
  await page.getByRole("button", { name: "Filtreler (2)" }).click();
  const drawer = page.getByRole("dialog", { name: "Filtreler" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText("Filtrele", { exact: true })).toBeVisible();
  await expect(drawer.getByRole("button", { name: /^Dış Mekân/ })).toHaveAttribute("aria-pressed", "true");
  await expect(drawer.getByRole("button", { name: /^\d+ ürünü göster$/ })).toBeVisible();
  await expectNoRawKeys(page);
  await page.screenshot({ path: test.info().outputPath("tr-mobile-filters.png") });
  await drawer.getByRole("button", { name: "Filtreleri kapat" }).last().click();
  await expect(drawer).toBeHidden();

  await switchTo(page, "Menü", "English");
  await expect(page).toHaveURL(/\/collections\/all\?category=Parasol&door=outdoor&sortBy=nameAsc$/);
  await expect(page.getByRole("heading", { level: 1, name: "Parasol" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Filters (2)" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a product page keeps the colour and packing across the switch and reads Turkish", async ({ page, request }) => {
  const { en, tr, colour, variant, problems } = await openBilingualProduct(page, request);
  await page.getByRole("combobox", { name: "Choose a colour" }).selectOption(colour);
  await page.getByRole("button", { name: "2", exact: true }).click();
  await switchTo(page, "Menu", "Türkçe");
  await expect(page).toHaveURL(new RegExp(`/tr/product/${en._id}$`));
  await expect(page.getByRole("combobox", { name: "Renk seçin" })).toHaveValue(colour);
  await expect(page.getByTestId("selected-color")).toHaveText(term("color", colour, "tr"));
  await expect(page.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(tr.description, { exact: true })).toBeVisible();
  if (variant) await expect(page.getByTestId("product-price")).toContainText(trPrice(variant.price));
  await expect(page.getByTestId("packing-note")).toHaveText("Kolide 2 adet — fiyat kolinin tamamı içindir");
  await expect(page.getByRole("button", { name: /Sepete ekle/ })).toBeVisible();
  await expectNoRawKeys(page);
  await page.screenshot({ path: test.info().outputPath("tr-mobile-product.png") });
  await page.getByTestId("packing-note").scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("tr-mobile-product-options.png") });
  expect(problems).toEqual([]);
});

test("the Turkish listing and product page are readable without JavaScript on a phone", async ({
  browser,
  request,
}) => {
  const { en, tr } = await bilingualProduct(request);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto("/tr/collections/all?brand=FERMOB");
  await expect(page.getByRole("heading", { level: 1, name: "FERMOB" })).toBeVisible();
  await expect(page.getByTestId("range-text")).toHaveText(/üründen 1-24 arası gösteriliyor$/);
  await expectNoRawKeys(page);
  await page.screenshot({ path: test.info().outputPath("tr-mobile-listing-no-js.png") });
  await page.goto(`/tr/product/${en._id}`);
  await expect(page.getByText(tr.description, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Koli seçin:" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("tr-mobile-product-no-js.png") });
  await context.close();
});
