import { expect, test } from "@playwright/test";

/** Newsletter sign-up on a 390 px phone. */

test("subscribing from the footer on a phone", async ({ page }) => {
  await page.goto("/");
  const field = page.locator("footer").getByRole("textbox", { name: "Email address" });
  await field.scrollIntoViewIfNeeded();
  await field.fill(`phone.${Date.now().toString(36)}@example.com`);
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/subscribe");
  await page.locator("footer").getByRole("button", { name: "Subscribe" }).tap();
  expect((await sent).status()).toBe(201);
  await expect(page.locator("footer form").getByRole("status")).toContainText("Thank you for subscribing!");
});
