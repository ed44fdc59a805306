import { expect, test } from "@playwright/test";
import { expectFits, parasolAndPoufs } from "../fixtures/admin-fit.js";
import { logInAsAdmin } from "../fixtures/session.js";

/**
 * Issue 14 at 1440 px: every admin screen fits the window, and the orders table fits its card
 * (status drop-down and actions in view); the items column names each product with its quantity.
 */

test("every admin screen fits at 1440 px, the orders table fits its card, and its items say what was ordered", async ({
  page,
  request,
}) => {
  test.slow();
  const { order, names } = await parasolAndPoufs(request);
  await logInAsAdmin(page, "/admin/orders");
  const row = page.getByTestId(`order-row-${order.reference}`);
  await expect(row).toContainText(`1 × ${names[0]}, 3 × ${names[1]}`);
  await expect(row.getByRole("combobox", { name: `Status of ${order.reference}` })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole("button", { name: `Delete ${order.reference}` })).toBeInViewport({ ratio: 1 });

  for (const path of [
    "/admin",
    "/admin/users",
    "/admin/products",
    "/admin/products/new",
    "/admin/orders",
    `/admin/orders/${order._id}`,
    "/admin/shop",
    "/admin/shop?tab=inbox",
    "/admin/shop?tab=subscribers",
    "/admin/shop?tab=search",
    "/admin/mail",
  ]) {
    await expectFits(page, path, true);
  }
});

test("the delete confirmation is a modal dialog: focus on Cancel, Tab kept inside, Escape gives the focus back", async ({
  page,
  request,
}) => {
  const { order } = await parasolAndPoufs(request);
  await logInAsAdmin(page, "/admin/orders");
  const remove = page.getByRole("button", { name: `Delete ${order.reference}` });
  await remove.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="alertdialog"]')))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page.getByTestId(`order-row-${order.reference}`)).toBeVisible();
});
