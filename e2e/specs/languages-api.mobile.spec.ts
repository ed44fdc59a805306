import { expect, test } from "@playwright/test";
import { appReady } from "../fixtures/first-view.js";

/** ADR 2011 at 390 px: the server's answer to the footer's sign-up, in Turkish on a Turkish page. */
test("the newsletter's answer is Turkish on a Turkish page", async ({ page }) => {
  const email = `mobil.${Date.now().toString(36)}@example.com`;
  await page.goto("/tr");
  await appReady(page);
  const form = page.locator("footer form");
  await form.getByRole("textbox").fill(email);
  await form.getByRole("button", { name: "Abone ol" }).click();
  await expect(form.getByRole("status")).toHaveText(/^Abone olduğunuz için teşekkür ederiz!/);
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("tr-newsletter-mobile.png") });
});
