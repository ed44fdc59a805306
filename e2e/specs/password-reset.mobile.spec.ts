import { expect, test } from "@playwright/test";
import { waitForMail } from "../fixtures/mail.js";
import { registerCustomer } from "../fixtures/users.js";

/* The password reset on a phone (390 px): every step fits and works with touch. */

test("forgot password and reset on a phone", async ({ page, request }) => {
  const shopper = await registerCustomer(request, "Mert Demir");
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByRole("button", { name: "Send me a link" }).tap();
  await expect(page.getByTestId("forgot-password-sent")).toContainText("If an account exists for this address");
  const mail = await waitForMail((m) => m.to.includes(shopper.email) && /new password/i.test(m.subject));
  const link = /(http:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1] as string;

  await page.goto(link);
  const save = page.getByRole("button", { name: "Save new password" });
  await expect(save).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.getByLabel("New password", { exact: true }).fill("Phone-Reset-Pass-5");
  await page.getByLabel("Confirm new password").fill("Phone-Reset-Pass-5");
  await save.tap();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Your password has been changed. You are signed in.")).toBeVisible();
});

test("a reset link without its token says so and leads to a new one", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("alert")).toContainText("This password reset link is incomplete.");
  await page.getByRole("alert").getByRole("link", { name: "Ask for a new link" }).tap();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
