import { expect, test } from "@playwright/test";
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
 * Issue 20 at 1440 px: the catalogue in Turkish under /tr. The switch keeps the listing's query,
 * filters and scroll, and a product's colour and packing; Turkish pages are server-rendered
 * (readable without JavaScript), hydrate without a mismatch and show no message key.
 */

const LISTING = "/collections/all?door=outdoor&sortBy=priceAsc&limit=48";

/** The server writes text into the head with numeric character references (apps/api/src/modules/seo/head.ts). */
const decode = (s: string) =>
  s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, "&");

test("the listing switches language with its query, filters and scroll kept", async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(LISTING);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));

  await page.getByRole("list", { name: "Language" }).first().getByRole("link", { name: "Türkçe" }).click();
  await expect(page).toHaveURL(/\/tr\/collections\/all\?door=outdoor&sortBy=priceAsc&limit=48$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1, name: "Tüm Ürünler" })).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

  // The same view, in Turkish: filter, sort, page size, range text, prices.
  const filters = page.getByRole("complementary", { name: "Filtreler" });
  await expect(filters.getByRole("button", { name: /^Dış Mekân/ })).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.getByRole("list", { name: "Seçili filtreler" }).getByRole("button", { name: "Dış Mekân filtresini kaldır" }),
  ).toBeAttached();
  await expect(page.getByRole("combobox", { name: "Sırala" })).toHaveValue("priceAsc");
  await expect(page.getByRole("combobox", { name: "Sırala" }).locator("option:checked")).toHaveText(
    "Fiyat: düşükten yükseğe",
  );
  await expect(page.getByRole("button", { name: "Sayfada 48 ürün göster" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("range-text")).toHaveText(/^\d+ üründen 1-48 arası gösteriliyor$/);
  await expect(page.locator("article").first()).toContainText(/\$\d{1,3}(\.\d{3})*,\d{2}/);
  await expect(page.getByText("Yükleniyor...")).toHaveCount(0);
  await expectNoRawKeys(page);
  await page.screenshot({ path: test.info().outputPath("tr-listing.png") });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath("tr-listing-top.png") });

  // A filter chosen in Turkish keeps the canonical English value in the address.
  await filters.getByText("Masa ve Sandalye").click();
  await expect(page).toHaveURL(/[?&]category=Table\+%26\+Chair/);
  await expect(page.getByRole("heading", { level: 1, name: "Masa ve Sandalye" })).toBeVisible();

  // And back to English: SPEC's texts again.
  await page.evaluate(() => window.scrollTo(0, 700));
  await page.getByRole("list", { name: "Dil" }).first().getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/collections\/all\?category=Table\+%26\+Chair&door=outdoor&sortBy=priceAsc&limit=48$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Table & Chair" })).toBeAttached();
  await expect(page.getByTestId("range-text")).toHaveText(/^1-\d+ shown of \d+$/);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  expect(problems).toEqual([]);
});

test("a product page switches language with its colour and packing kept, and reads Turkish", async ({
  page,
  request,
}) => {
  const { en, tr, colour, variant, problems } = await openBilingualProduct(page, request);
  await page.getByRole("button", { name: colour, exact: true }).click();
  await page.getByRole("button", { name: "2", exact: true }).click();
  await expect(page.getByTestId("selected-color")).toHaveText(colour);
  await page.evaluate(() => window.scrollTo(0, 300));

  await page.getByRole("list", { name: "Language" }).first().getByRole("link", { name: "Türkçe" }).click();
  await expect(page).toHaveURL(new RegExp(`/tr/product/${en._id}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  // The shopper's choices are kept, named in Turkish.
  await expect(page.getByTestId("selected-color")).toHaveText(term("color", colour, "tr"));
  await expect(page.getByRole("button", { name: term("color", colour, "tr"), exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  // Turkish texts, the product's Turkish description and technical sheet, tr-TR prices.
  await expect(page.getByText(tr.description, { exact: true })).toBeVisible();
  await expect(page.getByText(tr.technicalSheet[0] as string, { exact: true })).toBeAttached();
  await expect(page.getByTestId("product-category")).toHaveText(term("category", en.category, "tr"));
  if (variant) await expect(page.getByTestId("product-price")).toContainText(trPrice(variant.price));
  for (const heading of ["Renk", "Koli seçin:", "Teknik Detaylar"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeAttached();
  }
  await expect(page.getByRole("button", { name: /Sepete ekle/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "WhatsApp ile sipariş ver" })).toBeVisible();
  await expect(page.getByTestId("product-lead-time")).toContainText("Tahmini teslimat:");
  await expect(page.getByRole("navigation", { name: "Sayfa yolu" })).toContainText("Ana Sayfa");
  await expectNoRawKeys(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath("tr-product.png") });
  await page.screenshot({ path: test.info().outputPath("tr-product-full.png"), fullPage: true });

  // The full-screen viewer speaks Turkish too.
  await page.getByTestId("main-image").click();
  const viewer = page.getByRole("dialog", { name: /tam ekran görünüm$/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Tam ekran görünümü kapat" })).toBeVisible();
  await page.keyboard.press("Escape");
  expect(problems).toEqual([]);
});

test("Turkish catalogue pages say so to search engines: lang, hreflang, canonical, inLanguage", async ({ request }) => {
  const { en } = await bilingualProduct(request);
  const html = await (await request.get(`/tr/product/${en._id}`)).text();
  expect(html).toMatch(/<html lang="tr"/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/tr/product/${en._id}" />`));
  for (const [lang, path] of [
    ["en", `/product/${en._id}`],
    ["tr", `/tr/product/${en._id}`],
    ["x-default", `/product/${en._id}`],
  ]) {
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${lang}" href="[^"]+${path}" />`));
  }
  expect(html).toContain('"inLanguage":"tr"');
  expect(html).toContain('<meta property="og:locale" content="tr_TR" />');
  const listing = await (await request.get("/tr/collections/all?brand=FERMOB")).text();
  expect(listing).toMatch(/<title>FERMOB \| Avlu<\/title>/);
  expect(listing).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/collections\/all\?brand=FERMOB" \/>/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/tr/product/${en._id}</loc>`);
  expect(sitemap).toContain("/tr/collections/all</loc>");
});

test("the Turkish listing and product page are readable without JavaScript", async ({ browser, request }) => {
  const { en, tr } = await bilingualProduct(request);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto("/tr/collections/all?door=outdoor&sortBy=priceAsc");
  await expect(page.getByRole("heading", { level: 1, name: "Tüm Ürünler" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Filtreler" })).toBeVisible();
  await expect(page.getByTestId("range-text")).toHaveText(/^\d+ üründen 1-24 arası gösteriliyor$/);
  await expect(page.locator("article")).toHaveCount(24);
  await expectNoRawKeys(page);
  await page.screenshot({ path: test.info().outputPath("tr-listing-no-js.png") });

  await page.goto(`/tr/product/${en._id}`);
  await expect(page.getByRole("heading", { level: 1, name: en.name })).toBeVisible();
  await expect(page.getByText(tr.description, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Teknik Detaylar" })).toBeVisible();
  await expect(page.getByTestId("product-price")).toContainText(/\$\d{1,3}(\.\d{3})*,\d{2}/);
  await expectNoRawKeys(page);
  await page.screenshot({ path: test.info().outputPath("tr-product-no-js.png") });
  await context.close();
});

test("Turkish catalogue pages hydrate without a mismatch", async ({ page, request }) => {
  // Eight pages, each loaded, taken over and settled.
  test.setTimeout(150_000);
  const { en } = await bilingualProduct(request);
  const problems = watchProblems(page);
  for (const url of [
    "/tr/collections/all?door=outdoor&sortBy=priceAsc",
    "/tr/dining-chairs",
    `/tr/product/${en._id}`,
    "/tr/collectionsfermob",
    "/tr/collectionsfermob/LUXEMBOURG",
    "/tr/collectionsgoya/mistral",
    "/tr/olta",
    "/tr/oltacatalogs",
  ]) {
    const html = await (await request.get(url)).text();
    const title = decode(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? "");
    await page.goto(url);
    await expect(page.locator("#root[data-server-rendered]"), url).toBeAttached();
    await appReady(page);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html"), url).toHaveAttribute("lang", "tr");
    // The browser keeps the server's Turkish title.
    await expect(page, url).toHaveTitle(title);
    await expectNoRawKeys(page);
  }
  await page.screenshot({ path: test.info().outputPath("tr-oltacatalogs.png") });
  expect(problems).toEqual([]);
});
