import { type APIRequestContext, expect, test } from "@playwright/test";
import { waitForMail } from "../fixtures/mail.js";
import { fillRegister, logIn } from "../fixtures/session.js";
import { addToCart, createLookalikeProduct, type Order } from "../fixtures/shop.js";
import { PASSWORD, registerCustomer, stamp, uniqueEmail } from "../fixtures/users.js";

/**
 * Issue 19 (ADR 1909): orders placed as a guest join an account with the same e-mail once the
 * address is confirmed by a mailed link; before that My orders shows nothing of them. The link
 * works once, and only in its own account.
 */

const ADDRESS = {
  firstName: "Nazlı",
  lastName: "Erdoğan",
  phone: "+90 532 555 23 23",
  address: "Bağdat Caddesi 23",
  city: "İstanbul",
  district: "Kadıköy",
  postalCode: "34728",
  country: "Türkiye",
};

/** A guest order placed through the API (the guest screens are guest-checkout.spec.ts). */
async function guestOrder(request: APIRequestContext, email: string): Promise<Order> {
  const product = await createLookalikeProduct(request, {
    name: `Claimed Planter ${stamp()}`,
    price: 75,
    countInStock: 3,
    description: "A test piece for claiming guest orders.",
    skuPrefix: "E2E-CLAIM",
  });
  const cart = await addToCart(request, null, product, 1);
  const res = await request.post("/api/orders", {
    data: { shippingAddress: { ...ADDRESS, email }, paymentMethod: "bank-transfer", guestId: cart.guestId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Order;
}

test("register with a guest order's e-mail → the mailed link → the order is in My orders; the link works once, in that account only", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail("claim");
  const order = await guestOrder(request, email);

  // Registering with the same e-mail: nothing shown yet, a link is on its way.
  await page.goto("/register?redirect=%2Fmy-orders");
  await fillRegister(page, "Nazlı Erdoğan", email);
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText("You don't have any orders yet.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ordered as a guest?" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("my-orders-unconfirmed-1440.png"), fullPage: true });

  const mail = await waitForMail((m) => m.to.includes(email) && /guest orders/i.test(m.subject));
  const link = /(http:\/\/\S+\/my-orders\/claim\?token=[\w-]+)/.exec(mail.text)?.[1] as string;
  expect(link).toBeTruthy();

  // Someone else's account cannot use it.
  const stranger = await registerCustomer(request, "Başka Biri");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, stranger.email, PASSWORD, "/my-orders");
  await otherPage.goto(link);
  await expect(otherPage.getByRole("alert")).toHaveText(
    "This link is not valid for this account. Please ask for a new one from My orders.",
  );
  await otherPage.goto("/my-orders");
  await expect(otherPage.getByText("You don't have any orders yet.")).toBeVisible();
  await other.close();

  // Its own account: the order joins My orders, and the address with the token leaves the history.
  await page.goto(link);
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole("status").filter({ hasText: "added to your account" })).toHaveText(
    "1 order placed as a guest was added to your account",
  );
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(order.reference);
  await page.screenshot({ path: testInfo.outputPath("my-orders-claimed-1440.png"), fullPage: true });
  await rows.first().click();
  await expect(page.getByTestId("order-reference")).toHaveText(order.reference);

  // Once only.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(
    "This link has already been used. Please ask for a new one from My orders.",
  );
});

test("asking for a link from My orders answers the same text, with or without guest orders", async ({
  page,
  request,
}) => {
  const shopper = await registerCustomer(request, "Ece Soylu");
  await logIn(page, shopper.email, PASSWORD, "/my-orders");
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "on its way" })).toHaveText(
    "If orders were placed as a guest with your e-mail, a link to add them to your account is on its way to it.",
  );
});
