import { expect, test } from "@playwright/test";
import { appReady } from "../fixtures/first-view.js";
import { expectNoKeys } from "../fixtures/message-keys.js";
import { logInAsAdmin } from "../fixtures/session.js";

/** Issue 20 at 390 px: the Turkish mobile menu's admin link opens the admin in English. */
test("the Turkish mobile menu opens the admin in English", async ({ page }) => {
  await logInAsAdmin(page, "/tr");
  await appReady(page);
  await page.getByRole("button", { name: "Menü" }).click();
  await page.getByRole("dialog", { name: "Menü" }).getByRole("link", { name: "Yönetim Paneli" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectNoKeys(page);
  await page.screenshot({ path: test.info().outputPath("admin-from-tr-mobile.png") });
});
