import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { fillGuestAddress } from "../fixtures/checkout.js";
import { waitForMail } from "../fixtures/mail.js";
import { createLookalikeProduct, type Product } from "../fixtures/shop.js";
import { stamp, uniqueEmail } from "../fixtures/users.js";

/**
 * Issue 19 (ADR 1908): a visitor orders without an account. Cart → "Continue as guest" → the same
 * form → payment → the confirmation shows the private link (also mailed) → the link opens the order
 * in another browser, which can cancel it; a wrong key is the 404 page. The key is kept in no
 * browser storage, sent in no Referer and cached nowhere.
 */

const createTestProduct = (request: APIRequestContext, name: string, countInStock: number) =>
  createLookalikeProduct(
    request,
    { name, price: 240, countInStock, description: "A test piece for the guest checkout.", skuPrefix: "E2E-GUEST" },
    { looksLike: (p) => p.colors.length >= 1 && p.images.some((i) => i.color === p.colors[0]) },
  );

const stockOf = async (request: APIRequestContext, id: string) =>
  ((await (await request.get(`/api/products/${id}`)).json()) as Product).countInStock;

/** Everything this browser keeps in its storages, as text. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage } }));

/** Adds the product on its page (the real button) and waits for the cart drawer to show it. */
async function addOnItsPage(page: Page, product: Product) {
  await page.goto(`/product/${product._id}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("dialog", { name: "Your Cart" }).getByTestId("cart-line")).toHaveCount(1);
}

/**
 * From the product's page to the guest form, filled for `guest`, with "Create an account with this
 * e-mail" ticked, the password typed and `confirm` as its confirmation; then "Continue to payment".
 */
async function guestAskingForAccount(
  page: Page,
  product: Product,
  guest: Parameters<typeof fillGuestAddress>[1],
  confirm: string,
) {
  await addOnItsPage(page, product);
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await fillGuestAddress(page, guest);
  await page.getByLabel("Create an account with this e-mail").check();
  await page.getByLabel("Password", { exact: true }).fill("Correct-Horse-42");
  await page.getByLabel("Confirm password").fill(confirm);
  await page.getByRole("button", { name: "Continue to payment" }).click();
}

async function guestCheckout(page: Page, product: Product, email: string) {
  await addOnItsPage(page, product);
  await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // Sign-in stays offered beside the guest order.
  await expect(page.getByRole("link", { name: "Log in" }).last()).toHaveAttribute(
    "href",
    "/login?redirect=%2Fcheckout",
  );
  await expect(page.getByRole("link", { name: "Create an account" }).last()).toHaveAttribute(
    "href",
    "/register?redirect=%2Fcheckout",
  );
  await page.screenshot({ path: test.info().outputPath("guest-choice-1440.png"), fullPage: true });
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await fillGuestAddress(page, {
    firstName: "Şule",
    lastName: "Güneş",
    email,
    phone: "+90 532 555 19 19",
    address: "Moda Caddesi 19",
    province: "İstanbul",
    district: "Kadıköy",
    postalCode: "34710",
  });
  await expect(page.getByTestId("charges-delivery")).toHaveText("$49.00");
  await expect(page.getByTestId("summary-total")).toHaveText("$289.00");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByLabel("Bank transfer").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
}

test("guest checkout: private link on the confirmation and by mail, opened elsewhere, cancelled; a wrong key is 404", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow(); // two browsers, a mail and a cancellation
  const product = await createTestProduct(request, `Guest Bistro Table ${stamp()}`, 4);
  const email = uniqueEmail("guest");
  await guestCheckout(page, product, email);

  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Şule" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("guest-confirmation-1440.png"), fullPage: true });
  const reference = (await page.getByTestId("confirmation-reference").textContent()) ?? "";
  expect(reference).toMatch(/^AVL-[A-Z2-9]{8}$/);
  const link = (await page.getByTestId("private-link").textContent()) ?? "";
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/order\/[a-f0-9]{24}\?key=[\w-]{43}$/);
  const key = new URL(link).searchParams.get("key") as string;
  const orderId = new URL(link).pathname.split("/").pop() as string;
  // No "My orders" for a guest; the proforma downloads with the key.
  await expect(page.getByRole("main").getByRole("link", { name: "My orders", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Proforma invoice (PDF)" })).toBeVisible();
  expect(await stockOf(request, product._id)).toBe(3);

  // The key is kept in no storage of this browser (only the history entry of the confirmation).
  expect(await storedText(page)).not.toContain(key);

  // The same link in the confirmation mail.
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.includes(reference));
  expect(mail.text).toContain(link);

  // Another browser (no account, no storage) opens the order with the link alone.
  const other = await browser.newContext();
  const guest = await other.newPage();
  const referers: string[] = [];
  guest.on("request", (r) => {
    const referer = r.headers().referer;
    if (referer) referers.push(referer);
  });
  const opened = await guest.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(guest.getByTestId("order-reference")).toHaveText(reference);
  await expect(guest.getByTestId("order-status")).toHaveText("Pending");
  await expect(guest.getByTestId("order-address")).toContainText("Moda Caddesi 19");
  await guest.screenshot({ path: testInfo.outputPath("guest-order-1440.png"), fullPage: true });
  await guest.getByRole("button", { name: "Cancel order" }).click();
  const dialog = guest.getByRole("dialog", { name: "Cancel this order?" });
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(guest.getByText(`Order ${reference} was cancelled`)).toBeVisible();
  await expect(guest.getByTestId("order-status")).toHaveText("Cancelled");
  await expect(guest.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  expect(await stockOf(request, product._id)).toBe(4);
  // Leaving the page by a link: still no Referer carries the key.
  await guest.getByRole("link", { name: "Continue shopping" }).click();
  await expect(guest).toHaveURL(/\/collections\/all$/);
  await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
  expect(referers.filter((r) => r.includes(key))).toEqual([]);
  expect(await storedText(guest)).not.toContain(key);

  // A wrong key, or an empty one: the 404 page, with a 404 status.
  for (const bad of [`/order/${orderId}?key=${"A".repeat(43)}`, `/order/${orderId}?key=`]) {
    const res = await guest.goto(bad);
    expect(res?.status(), bad).toBe(404);
    await expect(guest.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(guest.getByText(reference)).toHaveCount(0);
  }
  // Without a key the order page is the account's: a visitor is asked to log in.
  await guest.goto(`/order/${orderId}`);
  await expect(guest).toHaveURL(/\/login\?redirect=/);
  await other.close();
});

test("a guest may create an account with the order's e-mail: the order is then in My orders", async ({
  page,
  request,
}) => {
  test.slow();
  const product = await createTestProduct(request, `Guest Lounge Chair ${stamp()}`, 3);
  const email = uniqueEmail("newacct");
  await guestAskingForAccount(
    page,
    product,
    {
      firstName: "Kerem",
      lastName: "Öztürk",
      email,
      phone: "+90 532 555 20 20",
      address: "Kordon Boyu 3",
      province: "İzmir",
      district: "Konak",
      postalCode: "35210",
    },
    "Correct-Horse-41",
  );
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm password").fill("Correct-Horse-42");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment$/);
  // Signed in now, with the guest cart merged into the account's.
  expect(await page.evaluate(() => window.localStorage.getItem("userToken"))).toBeTruthy();
  await page.getByLabel("Pay on delivery").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByTestId("private-link")).toHaveCount(0);
  const reference = (await page.getByTestId("confirmation-reference").textContent()) ?? "";
  await page.getByRole("main").getByRole("link", { name: "My orders", exact: true }).click();
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await expect(page.getByTestId("order-row")).toContainText(reference);
});

test("an e-mail that already has an account is refused with the way to log in", async ({ page, request }) => {
  const product = await createTestProduct(request, `Guest Side Table ${stamp()}`, 2);
  const email = uniqueEmail("taken");
  const taken = await request.post("/api/users/register", {
    data: { name: "Taken Person", email, password: "Correct-Horse-42" },
  });
  expect(taken.status()).toBe(201);
  await guestAskingForAccount(
    page,
    product,
    {
      firstName: "Taken",
      lastName: "Person",
      email,
      phone: "+90 532 555 21 21",
      address: "Atatürk Bulvarı 1",
      province: "Ankara",
      district: "Çankaya",
      postalCode: "06420",
    },
    "Correct-Horse-42",
  );
  await expect(page.getByRole("alert")).toHaveText("An account with this email already exists");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    "/login?redirect=%2Fcheckout",
  );
});
