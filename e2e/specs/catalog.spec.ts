import { expect, type Page, test } from "@playwright/test";
import { firstView } from "../fixtures/first-view.js";
import type { Product } from "../fixtures/shop.js";

/** Catalogue flow against the real server and demo catalogue: grids, collections, product, order requests. */

// Order links open wa.me and Gmail in a new tab: answer them locally so no test leaves the machine.
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(wa\.me|mail\.google\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>external</title>" }),
  );
});

async function openPopup(page: Page, name: RegExp): Promise<URL> {
  const [popup] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("link", { name }).click()]);
  await popup.waitForLoadState("domcontentloaded");
  const url = new URL(popup.url());
  await popup.close();
  return url;
}

test("FERMOB grid → collection → product → colour swaps the picture → WhatsApp and mail carry the order", async ({
  page,
  request,
}) => {
  await page.goto("/collectionsfermob");
  // The shop's WhatsApp number as this page got it. Read from the API later, it could already be
  // another: admin.spec.ts changes it for a moment in another worker.
  const { whatsappNumber } = (await firstView(page)).getSettings as { whatsappNumber: string };
  await expect(page.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
  // 60 demo collections; other specs may add their own.
  await expect.poll(() => page.locator("main ul > li").count()).toBeGreaterThanOrEqual(60);
  // The name is shown in capitals (by CSS, so screen readers still read the name as written).
  const tileName = page.getByRole("link", { name: "Luxembourg collection" }).locator("p").first();
  await expect(tileName).toHaveText("Luxembourg");
  await expect(tileName).toHaveCSS("text-transform", "uppercase");

  await page.getByRole("link", { name: "Luxembourg collection" }).click();
  await expect(page).toHaveURL(/\/collectionsfermob\/Luxembourg$/);
  await expect(page.getByRole("heading", { level: 1, name: "Luxembourg Collection" })).toBeVisible();

  const list = (await (await request.get("/api/products?collection=Luxembourg&brand=FERMOB")).json()) as Product[];
  const target = list.find((p) => p.colors.length >= 2 && p.images.filter((i) => i.color).length >= 2);
  expect(target, "a Luxembourg product with two coloured pictures").toBeTruthy();
  if (!target) return;
  const card = page
    .getByRole("link", { name: new RegExp(`^${target.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
    .first();
  await expect(card).toContainText(`Ref: ${target.ref}`);
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/product/${target._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: target.name })).toBeVisible();
  const detail = (await (await request.get(`/api/products/${target._id}`)).json()) as Required<Product>;
  const [first, second] = detail.colors as [string, string];
  const imageOf = (c: string) => detail.images.find((i) => i.color === c)?.url ?? "";
  const mainImage = page.getByTestId("main-image").locator("img");
  await expect(mainImage).toHaveAttribute("src", imageOf(first));
  await expect(page.getByTestId("selected-color")).toHaveText(first);

  // A sold-out colour's swatch says so (issue 17) and is still chosen to see its picture.
  const escaped = second.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await page.getByRole("button", { name: new RegExp(`^${escaped}( \\(sold out\\))?$`) }).click();
  await expect(mainImage).toHaveAttribute("src", imageOf(second));
  await expect(page.getByTestId("selected-color")).toHaveText(new RegExp(`^${escaped}`));
  await expect(page.getByRole("combobox", { name: "Choose a colour" })).toHaveValue(second);

  const packing = detail.packings.at(-1) ?? "1";
  await page.getByRole("button", { name: packing, exact: true }).click();
  // SPEC's lines, and the chosen variant's SKU (issue 17).
  const sku = detail.variants.find((v) => v.color === second && v.packing === packing)?.sku ?? "";

  const recorded = page.waitForResponse(
    (r) => r.url().endsWith("/api/order-requests") && r.request().method() === "POST",
  );
  const wa = await openPopup(page, /Order via WhatsApp/);
  expect((await recorded).status()).toBe(201);
  expect(`${wa.origin}${wa.pathname}`).toBe(`https://wa.me/${whatsappNumber}`);
  expect(wa.searchParams.get("text")).toBe(
    `Merhaba, aşağıdaki ürünü sipariş etmek istiyorum:\n\nÜrün Adı: ${detail.name}\nRenk: ${second}\nKoli: ${packing}\nSKU: ${sku}\n\nFiyat, stok ve teslimat hakkında bilgi verebilir misiniz? Teşekkürler.`,
  );

  const recordedMail = page.waitForResponse(
    (r) => r.url().endsWith("/api/order-requests") && r.request().method() === "POST",
  );
  const mail = await openPopup(page, /Order via mail/);
  expect((await recordedMail).status()).toBe(201);
  expect(`${mail.origin}${mail.pathname}`).toBe("https://mail.google.com/mail/");
  expect(mail.searchParams.get("view")).toBe("cm");
  expect(mail.searchParams.get("to")).toBe("siparis@avlu.com.tr,info@avlu.com.tr");
  expect(mail.searchParams.get("su")).toBe(`Sipariş Talebi: ${detail.name}`);
  expect(mail.searchParams.get("body")).toBe(
    `Merhaba,\n\nAşağıdaki ürün için sipariş talebinde bulunmak istiyorum:\n\nÜrün Adı: ${detail.name}\nRenk: ${second}\nKoli: ${packing}\nSKU: ${sku}\n\nÜrünün stok durumu ve kargo süresi hakkında bilgi verebilir misiniz?\n\nTeşekkürler,`,
  );
});

test("an order request without a colour shows the alert and opens nothing", async ({ page, request }) => {
  const list = (await (await request.get("/api/products?collection=Bistro&brand=FERMOB")).json()) as Product[];
  const target = list.find((p) => p.colors.length > 0);
  if (!target) throw new Error("no Bistro product with colours");
  await page.goto(`/product/${target._id}`);
  await page.getByRole("combobox", { name: "Choose a colour" }).selectOption("");
  await expect(page.getByTestId("selected-color")).toHaveText("No colour selected");

  let posted = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/order-requests")) posted = true;
  });
  let opened = false;
  page.context().on("page", () => {
    opened = true;
  });
  const messages: string[] = [];
  page.on("dialog", (d) => {
    messages.push(d.message());
    void d.accept();
  });
  await page.getByRole("link", { name: /Order via WhatsApp/ }).click();
  await expect.poll(() => messages).toEqual(["Lütfen önce bir renk seçin!"]);
  await page.waitForTimeout(300);
  expect(posted).toBe(false);
  expect(opened).toBe(false);
});

test("collection names with accents and symbols round-trip through the address", async ({ page }) => {
  for (const name of ["Opéra+", "Mooon!", "Trèfle"]) {
    await page.goto("/collectionsfermob");
    await page.getByRole("link", { name: `${name} collection` }).click();
    await expect(page).toHaveURL(`/collectionsfermob/${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { level: 1, name: `${name} Collection` })).toBeVisible();
    await expect(page.locator("main ul > li").first()).toBeVisible();
  }
  // Case and accents do not matter: the catalogue's own spelling is shown.
  await page.goto("/collectionsfermob/OPERA%2B");
  await expect(page.getByRole("heading", { level: 1, name: "Opéra+ Collection" })).toBeVisible();
  await page.goto("/collectionsfermob/LUXEMBOURG");
  await expect(page.getByRole("heading", { level: 1, name: "Luxembourg Collection" })).toBeVisible();
});

test("an unknown collection says so", async ({ page }) => {
  await page.goto("/collectionsfermob/Atlantis");
  await expect(page.getByText("No products found for Atlantis.")).toBeVisible();
  await page.getByRole("link", { name: "See all collections" }).click();
  await expect(page).toHaveURL(/\/collectionsfermob$/);
});

test("OLTA catalogues: own header, 30 collections, each to /collectionsgoya/{lowercase name}", async ({ page }) => {
  await page.goto("/oltacatalogs");
  await expect(page.getByRole("heading", { level: 1, name: "Catalogues" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the shop" })).toBeVisible();
  // Outside the shared layout: no shop footer here.
  await expect(page.getByText("Join the Avlu circle")).toHaveCount(0);
  await expect(page.locator("main ul > li")).toHaveCount(30);
  await page.getByRole("link", { name: "Mistral collection" }).click();
  await expect(page).toHaveURL(/\/collectionsgoya\/mistral$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mistral Collection" })).toBeVisible();
  const firstCard = page.locator("main ul > li a").first();
  await expect(firstCard).toContainText("Ref:");
  await firstCard.click();
  await expect(page).toHaveURL(/\/product\/[a-f0-9]{24}$/);
});
