import { expect, type Page, test } from "@playwright/test";
import { appReady } from "../fixtures/first-view.js";
import { logInAsAdmin } from "../fixtures/session.js";

/** Clicks the card of a choice (the radio or checkbox inside a label), as a shopper does. */
const choose = (page: Page, name: RegExp | string) =>
  page
    .locator("label")
    .filter({ has: page.getByRole(typeof name === "string" ? "checkbox" : "radio", { name }) })
    .click();
const total = (page: Page) => page.getByTestId("price-total");
const side = (page: Page) => page.getByTestId("preview-side");

test("the parasol page's button opens the configurator; step by step, the preview and the server's price follow", async ({
  page,
}) => {
  await page.goto("/olta");
  await page.getByRole("link", { name: "Parasol configurator" }).click();
  await expect(page).toHaveURL(
    /\/olta\/configure\?size=d200&frame=anthracite&fabric=polyester&fabric-colour=cotton-white&volant=none&fastening=base$/,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Configure your OLTA Classic" })).toBeVisible();
  await expect(total(page)).toHaveText("644.00€");
  await expect(page.getByTestId("price-parasol")).toContainText("445.00€");
  await expect(page.getByTestId("price-parasol")).toContainText("RRP incl. VAT, excl. base");
  await expect(page.getByTestId("price-base")).toContainText("199.00€");
  await expect(page.getByTestId("price-status")).toHaveAttribute("data-status", "checked");
  const before = await side(page).screenshot();

  await choose(page, /^Round Ø220cm/);
  await expect(side(page)).toHaveAttribute("data-size", "220");
  await expect(side(page)).toContainText("Ø 220 cm");
  await expect(side(page)).toContainText("Pole Ø 30 mm");
  await expect(total(page)).toHaveText("694.00€");
  // A wall bracket is offered only with the smaller canopy.
  await expect(page.getByRole("radio", { name: /^Wall\/balcony bracket/ })).toBeDisabled();

  await choose(page, /^Red ochre/);
  await expect(side(page)).toHaveAttribute("data-frame", "#A5482E");
  await choose(page, /^Acrylic 300 g\/m²/);
  await expect(page.getByTestId("step-fabric")).toContainText("UPF 80");
  await choose(page, /^Deep blue$/);
  await expect(side(page)).toHaveAttribute("data-fabric", "#1F2A44");
  await choose(page, /^Scalloped volant/);
  await expect(side(page)).toHaveAttribute("data-edge", "scalloped");
  await expect(side(page).getByTestId("volant")).toBeVisible();
  await choose(page, /^Ground socket/);
  await expect(side(page)).toHaveAttribute("data-mount", "socket");
  await choose(page, "Protective cover with zip and rod");
  // Extra base plates need the base with weights.
  await expect(page.getByRole("button", { name: "One Extra base plate 12.5 kg more" })).toBeDisabled();
  await page.getByRole("button", { name: "One Fiberglass rib (spare part) more" }).click();
  await page.getByRole("button", { name: "One Fiberglass rib (spare part) more" }).click();

  // 495 + 35 + 110 + 95 (parasol) + 89 (socket) + 55 + 2 × 19 (extras)
  await expect(total(page)).toHaveText("917.00€");
  await expect(page.getByTestId("price-parasol")).toContainText("735.00€");
  await expect(page.getByTestId("price-base")).toContainText("89.00€");
  await expect(page.getByTestId("price-extras")).toContainText("93.00€");
  await expect(page.getByTestId("price-shop-currency")).toHaveText("In the cart: $994.95 (1 € = 1.0850 $)");
  await expect(page.getByTestId("price-status")).toHaveAttribute("data-status", "checked");
  await expect(page.getByTestId("price-announcement")).toHaveText("Total 917.00€, RRP incl. VAT.");
  const after = await side(page).screenshot();
  expect(after.equals(before)).toBe(false);
  await test.info().attach("preview before", { body: before, contentType: "image/png" });
  await test.info().attach("preview after", { body: after, contentType: "image/png" });

  const url =
    "/olta/configure?size=d220&frame=red-ochre&fabric=acrylic&fabric-colour=deep-blue&volant=scalloped&fastening=ground-socket&accessories=cover.rib*2";
  await expect(page).toHaveURL(url);
  // Reload: the address is the whole configuration.
  await page.reload();
  await expect(total(page)).toHaveText("917.00€");
  await expect(page.getByRole("radio", { name: /^Deep blue$/ })).toBeChecked();
  await expect(page.getByRole("spinbutton", { name: "Fiberglass rib (spare part)" })).toHaveValue("2");
  await expect(page.getByTestId("configuration-lines")).toContainText("Fiberglass rib (spare part) × 2");
});

test("a shared link with invalid choices opens the nearest parasol with a note, never an error", async ({ page }) => {
  await page.goto(
    "/olta/configure?size=d220&fastening=wall-bracket&fabric=polyester&fabric-colour=deep-blue&volant=frilly",
  );
  const notes = page.getByTestId("link-notes");
  await expect(notes).toContainText("Your link had choices we could not use");
  await expect(notes).toContainText(
    "Fastening: Wall/balcony bracket is offered only with Shape and size: Round Ø200cm; Base with weights, 50 kg is chosen instead.",
  );
  await expect(notes).toContainText('Volant: "frilly" is not an option; Without volant is chosen instead.');
  await expect(notes).toContainText("Fabric colour: Deep blue is not offered in Polyester 180 g/m²");
  await expect(page).toHaveURL(/fastening=base/);
  await expect(page.getByRole("radio", { name: /^Base with weights, 50 kg/ })).toBeChecked();
  await page.getByRole("button", { name: "Dismiss the note" }).click();
  await expect(notes).toHaveCount(0);
});

test("the configurator arrives server-rendered with its title, choices and price", async ({ request }) => {
  const res = await request.get("/olta/configure?size=d220&volant=straight");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("<title>Parasol configurator — OLTA Classic | Avlu</title>");
  expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:');
  expect(html).toMatch(/Configure your OLTA Classic/);
  expect(html).toMatch(/data-testid="price-total"[^>]*>769\.00€/);
  expect(html).toContain('data-size="220"');
  expect((await request.get("/configure/no-such-parasol")).status()).toBe(404);
});

test("keyboard: arrow keys move through a radio group and the new total is announced", async ({ page }) => {
  await page.goto("/olta/configure");
  await appReady(page);
  await page.getByRole("radio", { name: /^Round Ø200cm/ }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /^Round Ø220cm/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Round Ø220cm/ })).toBeFocused();
  await expect(page.getByTestId("price-announcement")).toHaveText("Total 694.00€, RRP incl. VAT.");
});

test("Order via WhatsApp and via mail carry the configuration line by line, the total and the link, and are recorded", async ({
  page,
  context,
  baseURL,
}) => {
  await context.route(/^https:\/\/(wa\.me|mail\.google\.com)\//, (route) => route.fulfill({ body: "ok" }));
  const query =
    "size=d220&frame=anthracite&fabric=acrylic&fabric-colour=red-ochre&volant=straight&fastening=table&accessories=lighting";
  await page.goto(`/olta/configure?${query}`);
  await appReady(page);
  const whatsapp = page.getByRole("link", { name: "Order via WhatsApp" });
  const href = (await whatsapp.getAttribute("href")) ?? "";
  const text = decodeURIComponent(new URL(href).searchParams.get("text") ?? "");
  expect(text).toBe(
    [
      "Merhaba, aşağıdaki ürünü sipariş etmek istiyorum:",
      "",
      "Ürün Adı: OLTA Classic",
      "Şekil ve boyut: Yuvarlak Ø220cm",
      "Çerçeve rengi: Anthracite",
      "Kumaş kalitesi: Akrilik 300 g/m²",
      "Kumaş rengi: Red ochre",
      "Volan: Düz volan, 20 cm",
      "Sabitleme: Masa montajı",
      "Aksesuar ve yedek parçalar: Şarj edilebilir LED aydınlatma",
      "Ürün fiyatı: 680,00 €",
      "Taban ve montaj: 129,00 €",
      "Aksesuar ve yedek parça: 129,00 €",
      "Toplam: 938,00 € (KDV dahil tavsiye edilen satış fiyatı)",
      `Yapılandırma: ${baseURL}/olta/configure?${query}`,
      "",
      "Fiyat, stok ve teslimat hakkında bilgi verebilir misiniz? Teşekkürler.",
    ].join("\n"),
  );
  const recorded = page.waitForResponse((r) => r.url().endsWith("/api/order-requests/configured"));
  const popup = page.waitForEvent("popup");
  await whatsapp.click();
  expect((await recorded).status()).toBe(201);
  await (await popup).close();

  const mail = new URL((await page.getByRole("link", { name: "Order via mail" }).getAttribute("href")) ?? "");
  expect(mail.searchParams.get("su")).toBe("Sipariş Talebi: OLTA Classic");
  const body = mail.searchParams.get("body") ?? "";
  expect(
    body.startsWith(
      "Merhaba,\n\nAşağıdaki ürün için sipariş talebinde bulunmak istiyorum:\n\nÜrün Adı: OLTA Classic\n",
    ),
  ).toBe(true);
  expect(body).toContain("Toplam: 938,00 € (KDV dahil tavsiye edilen satış fiyatı)");
  expect(body).toContain(`Yapılandırma: ${baseURL}/olta/configure?${query}`);
});

test("the owner changes a price in /admin/configurator: saved as a new version, shoppers see it at once", async ({
  page,
}) => {
  // Reached from the Products screen (the sidebar keeps SPEC's five links).
  await logInAsAdmin(page, "/admin/products");
  await page.getByRole("link", { name: "Parasol configurator" }).click();
  await expect(page).toHaveURL(/\/admin\/configurator$/);
  await expect(page.getByRole("heading", { level: 1, name: "Configurator" })).toBeVisible();
  await expect(page.getByText(/^Version \d+$/).first()).toBeVisible();
  const price = page.getByRole("textbox", { name: "Gear joint, nickel-plated brass (spare part): price (€)" });
  await expect(price).toHaveValue("69.00");
  await price.fill("72.50");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save as new version" }).click();
  await expect(page.getByText(/^Saved as version \d+$/)).toBeVisible();
  await expect(page.getByTestId("configurator-versions").locator("li")).not.toHaveCount(1);

  await page.goto("/olta/configure?accessories=gear-joint");
  await expect(page.getByTestId("step-accessories")).toContainText("+72.50€ each");
  await expect(page.getByTestId("price-extras")).toContainText("72.50€");
});
