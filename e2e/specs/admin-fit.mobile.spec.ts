import { expect, test } from "@playwright/test";
import { expectFits, parasolAndPoufs } from "../fixtures/admin-fit.js";
import { logInAsAdmin } from "../fixtures/session.js";

/** Issue 14 at 390 px: no admin screen is wider than the phone (tables scroll inside their cards). */

test("every admin screen fits a 390 px phone, the order page with a long name and e-mail too", async ({
  page,
  request,
}) => {
  test.slow();
  const { order } = await parasolAndPoufs(request);
  await logInAsAdmin(page, `/admin/orders/${order._id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  // Nothing cut off at the right edge: scrolled to, the buttons and prices are wholly in view.
  for (const target of [page.getByRole("button", { name: "Mark as paid" }), page.getByText("$879.00").first()]) {
    await target.scrollIntoViewIfNeeded();
    await expect(target).toBeInViewport({ ratio: 1 });
  }
  for (const path of [
    `/admin/orders/${order._id}`,
    "/admin",
    "/admin/users",
    "/admin/products",
    "/admin/products/new",
    "/admin/orders",
    "/admin/shop",
    "/admin/shop?tab=search",
    "/admin/mail",
  ]) {
    await expectFits(page, path, false);
  }
});
