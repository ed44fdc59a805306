import { expect, test } from "@playwright/test";
import { appReady } from "../fixtures/first-view.js";
import { expectNoKeys } from "../fixtures/message-keys.js";
import { logInAsAdmin } from "../fixtures/session.js";

/**
 * Issue 20: the admin stays in English (its texts in the English-only catalogue part `admin`). A
 * Turkish visitor's browser is in Turkish when it opens /admin from the Turkish shop: the admin
 * shows its English texts — never message keys — and the shop is Turkish again on the way back.
 */

test("from the Turkish shop, the admin opens in English and the shop is Turkish again on the way back", async ({
  page,
}) => {
  await logInAsAdmin(page, "/tr");
  await appReady(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");

  await page.getByRole("link", { name: "Yönetim Paneli" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" })).toBeVisible();
  await expect(page.getByText("Figures as of")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectNoKeys(page);
  await page.screenshot({ path: test.info().outputPath("admin-from-tr.png") });

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add a user" })).toBeVisible();
  await expectNoKeys(page);

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/tr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("link", { name: "Yönetim Paneli" })).toBeVisible();
});
