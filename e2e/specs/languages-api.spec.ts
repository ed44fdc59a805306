import { expect, type Page, test } from "@playwright/test";
import { appReady } from "../fixtures/first-view.js";

/**
 * Issue 20, ADR 2011: what the API says reaches a Turkish page in Turkish (the page sends its
 * language as Accept-Language), and a SPEC page in SPEC's English. The footer's newsletter form
 * shows the server's own message in the form and in a toast.
 */

const form = (page: Page) => page.locator("footer form");

async function subscribe(page: Page, email: string, button: string) {
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/subscribe");
  await form(page).getByRole("textbox").fill(email);
  await form(page).getByRole("button", { name: button }).click();
  const res = await sent;
  expect(res.request().headers()["accept-language"]).toBe(button === "Abone ol" ? "tr" : "en");
  return res.status();
}

test("a Turkish page reads the API's answers in Turkish", async ({ page }) => {
  // Two answers, a toast and a screenshot: more than the default time on a busy shared machine.
  test.slow();
  const email = `haber.${Date.now().toString(36)}@example.com`;
  await page.goto("/tr");
  await appReady(page);
  expect(await subscribe(page, email, "Abone ol")).toBe(201);
  await expect(form(page).getByRole("status")).toHaveText(
    "Abone olduğunuz için teşekkür ederiz! Yeni koleksiyonlar ve stüdyo haberleri e-posta kutunuza gelecek.",
  );
  expect(await subscribe(page, email, "Abone ol")).toBe(409);
  const already = "Zaten listemizdesiniz — bizi takip ettiğiniz için teşekkür ederiz!";
  await expect(form(page).getByRole("status")).toHaveText(already);
  await expect(page.locator("[data-sonner-toaster]").getByText(already)).toBeVisible();
  await page.locator("footer").screenshot({ path: test.info().outputPath("tr-newsletter-409.png") });
});

test("the SPEC page reads the same answer in SPEC's English", async ({ page, request }) => {
  const email = `news.${Date.now().toString(36)}@example.com`;
  expect((await request.post("/api/subscribe", { data: { email } })).status()).toBe(201);
  await page.goto("/");
  await appReady(page);
  expect(await subscribe(page, email, "Subscribe")).toBe(409);
  await expect(form(page).getByRole("status")).toHaveText(
    "You're already on our list — thank you for staying in touch!",
  );
});
