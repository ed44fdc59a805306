import { expect, test } from "@playwright/test";
import { holdRequests } from "../fixtures/hold.js";
import { adminToken } from "../fixtures/users.js";

/** Information pages, the contact form (really sent and stored) and the OLTA parasol page. */

test("the contact form sends, shows the success message for 5 seconds and stores the message", async ({
  page,
  request,
}) => {
  await page.goto("/ContactUs");
  await expect(page.getByRole("heading", { level: 1, name: "Bize Ulaşın" })).toBeVisible();
  await expect(page.getByTestId("opening-hours")).toContainText("Mon–Fri 09:00–18:00");
  await expect(page.getByTestId("opening-hours")).toContainText("Sat 10:00–16:00");
  await expect(page.getByTestId("opening-hours")).toContainText("Sun closed");
  await expect(page.getByText("Tüm mesajlara 24 saat içinde yanıt veriyoruz.")).toBeVisible();
  await expect(page.getByRole("main").getByText("Bağdat Caddesi No: 312")).toBeVisible();

  // Every field is required: the browser keeps an incomplete form from being sent.
  await page.getByRole("button", { name: "Mesajı Gönder" }).click();
  await expect(page.getByLabel("Adınız Soyadınız")).toHaveJSProperty("validity.valueMissing", true);

  const subject = `Teslimat sorusu ${Date.now()}`;
  await page.getByLabel("Adınız Soyadınız").fill("Deniz Kaya");
  await page.getByLabel("E-posta Adresiniz").fill("deniz.kaya@example.com");
  await page.getByLabel("Konu").fill(subject);
  await page.getByLabel("Mesajınız").fill("Merhaba, Bistro sandalyeler Ankara'ya kaç günde gelir?");

  // The request waits until the submitting state has been seen.
  const release = await holdRequests(page, "**/api/contact");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
  await page.getByRole("button", { name: "Mesajı Gönder" }).click();
  await expect(page.getByRole("button", { name: "Gönderiliyor..." })).toBeDisabled();
  release();
  expect((await sent).status()).toBe(201);
  const success = page.getByText("Mesajınız bize ulaştı. En geç 24 saat içinde size dönüş yapacağız.");
  await expect(success).toBeVisible();
  await expect(page.getByLabel("Konu")).toHaveValue("");
  await page.waitForTimeout(3500);
  await expect(success).toBeVisible();
  await expect(success).toBeHidden({ timeout: 3000 });

  // The shop sees it in the admin inbox.
  const token = await adminToken(request);
  const inbox = await request.get("/api/admin/contact-messages", { headers: { authorization: `Bearer ${token}` } });
  expect(inbox.ok()).toBe(true);
  expect(JSON.stringify(await inbox.json())).toContain(subject);
});

test("the contact form prefills the subject from a link", async ({ page }) => {
  await page.goto(`/ContactUs?subject=${encodeURIComponent("OLTA Classic: product brochure")}`);
  await expect(page.getByLabel("Konu")).toHaveValue("OLTA Classic: product brochure");
});

test("the information pages have real content and titles", async ({ page }) => {
  const pages: Array<[string, string, string]> = [
    ["/aboutus", "A courtyard for every home", "Our partner brands"],
    ["/privacy", "Privacy Policy", "Your rights"],
    ["/faq", "Frequently Asked Questions", "What does “Choose Packing” mean?"],
    ["/shipping-returns", "Shipping & Returns", "What cannot be returned"],
    ["/careers", "Work with us", "How to apply"],
  ];
  for (const [path, heading, section] of pages) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(section).first()).toBeVisible();
    await expect(page).toHaveTitle(/\| Avlu$/);
  }
  // The FAQ answers open and close.
  await page.goto("/faq");
  const question = page.getByText("How do I order?");
  await question.click();
  await expect(page.getByText(/send us an order request with/)).toBeVisible();
});

test("the OLTA parasol page shows the model, both tabs, its option blocks and the way to the configurator", async ({
  page,
}) => {
  await page.goto("/olta");
  await expect(page.getByRole("heading", { level: 1, name: "OLTA Classic" })).toBeVisible();
  await expect(page.getByText("The classic parasol since 1931")).toBeVisible();
  await expect(page.getByText("from 445.00€, RRP incl. VAT, excl. base").first()).toBeVisible();
  await expect(page.getByText("3D", { exact: true })).toBeVisible();
  for (const feature of [
    "Pole Ø 30 mm",
    "Nickel-plated brass gear joint",
    "Break-proof fiberglass ribs",
    "Tiltable to 90°",
    "Round frame roof",
  ]) {
    await expect(page.getByText(feature).first()).toBeVisible();
  }
  for (const block of ["Places of use", "Fastening types", "Accessories and spare parts"]) {
    await expect(page.getByRole("heading", { name: block })).toBeVisible();
  }

  await page.getByRole("tab", { name: "Technical data" }).click();
  await expect(page.getByRole("tab", { name: "Technical data" })).toHaveAttribute("aria-selected", "true");
  const table = page.getByRole("tabpanel").getByRole("table");
  await expect(table).toContainText("Canopy diameter");
  await expect(table).toContainText("220 cm");
  await expect(table).toContainText("Ø 30 mm");
  await page.getByRole("tab", { name: "Description" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Since 1931");

  // SPEC's blocks on shape, frame colour, fabric qualities and volant open the configurator with that choice.
  for (const block of ["Shape", "Frame colour", "Fabric qualities", "Volant"]) {
    await expect(page.getByRole("heading", { name: block, exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: /Acrylic 300 g\/m²/ }).click();
  await expect(page).toHaveURL(/\/olta\/configure\?.*fabric=acrylic/);
  await expect(page.getByRole("radio", { name: /^Acrylic 300 g\/m²/ })).toBeChecked();
  await page.goto("/olta");
  await expect(page.getByRole("link", { name: "Parasol configurator" })).toHaveAttribute("href", "/olta/configure");

  // Brochure, film and manual are requested through the contact form.
  await page.goto("/olta");
  await page.getByRole("link", { name: "Product brochure" }).click();
  await expect(page.getByLabel("Konu")).toHaveValue("OLTA Classic: product brochure");
});
