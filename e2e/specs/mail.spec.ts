import { expect, test } from "@playwright/test";
import { fillPlace } from "../fixtures/checkout.js";
import { waitForMail } from "../fixtures/mail.js";
import { logInAsAdmin, startSignedIn } from "../fixtures/session.js";
import { addToCart, createLookalikeProduct, type Settings } from "../fixtures/shop.js";
import { bearer, PASSWORD, registerCustomer, stamp } from "../fixtures/users.js";
import { baseURL } from "../playwright.config.js";

/*
 * Mail through the real screens, server and SMTP: the mails arrive at the test SMTP server that
 * server.mjs runs, and are read from there like a mailbox.
 */

const NEW_PASSWORD = "Fresh-Garden-Chair-9";

test("forgot password → the mail → reset → signed in, every older session ended", async ({ page, request }) => {
  const shopper = await registerCustomer(request, "Selin Kaya");

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText("Please enter your email")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByTestId("forgot-password-sent")).toContainText("If an account exists for this address");

  const mail = await waitForMail((m) => m.to.includes(shopper.email) && /new password/i.test(m.subject));
  expect(mail.subject).toBe("Choose a new password for your Avlu account");
  const link = /(http:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link?.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);
  expect(mail.html).toContain(link);

  await page.goto(link as string);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill("Something-else-1");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();

  await expect(page.getByText("Your password has been changed. You are signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(shopper.email)).toBeVisible();
  // The session from before the reset no longer works; the new password does, the old one not.
  expect((await request.get("/api/users/profile", { headers: bearer(shopper.token) })).status()).toBe(401);
  const login = (password: string) => request.post("/api/users/login", { data: { email: shopper.email, password } });
  expect((await login(NEW_PASSWORD)).status()).toBe(200);
  expect((await login(PASSWORD)).status()).toBe(401);
  // And the shopper is told by mail.
  await waitForMail((m) => m.to.includes(shopper.email) && m.subject === "Your Avlu password was changed");

  // The link works once.
  await page.goto(link as string);
  await page.getByLabel("New password", { exact: true }).fill("Third-Password-77");
  await page.getByLabel("Confirm new password").fill("Third-Password-77");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toContainText("This password reset link has already been used.");
  await page.getByRole("alert").getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("a placed order's confirmation mail: lines, total, IBAN and reference; the admin sees it in /admin/mail", async ({
  page,
  request,
  browser,
}) => {
  const name = `Riviera Armchair ${stamp()}`;
  const product = await createLookalikeProduct(request, {
    name,
    price: 245,
    countInStock: 10,
    description: "A test piece for the order mail.",
    skuPrefix: "MAIL",
  });
  const settings = (await (await request.get("/api/settings")).json()) as Settings;
  const shopper = await registerCustomer(request, "Ayşe Yılmaz");
  await addToCart(request, shopper.token, product, 2);
  await startSignedIn(page, shopper.auth);

  await page.goto("/checkout");
  await page.getByLabel("Phone").fill("+90 532 555 01 01");
  await page.getByLabel("Address", { exact: true }).fill("Bağdat Caddesi 10");
  await fillPlace(page, { province: "İstanbul", district: "Kadıköy", postalCode: "34728" });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByLabel("Bank transfer").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const reference = (await page.getByTestId("confirmation-reference").textContent()) ?? "";

  const mail = await waitForMail((m) => m.to.includes(shopper.email) && m.subject.includes(reference));
  expect(mail.subject).toBe(`Your Avlu order ${reference}`);
  for (const part of [mail.html, mail.text]) {
    expect(part).toContain(name);
    expect(part).toContain("$490.00");
    expect(part).toContain(settings.iban);
    expect(part).toContain(reference);
  }
  await waitForMail((m) => m.to.includes(settings.orderEmails[0]) && m.subject.startsWith(`New order ${reference}`));

  // The admin (in a browser of their own) finds it in the outbox and reads it as sent, in a sandboxed frame.
  const adminContext = await browser.newContext();
  page = await adminContext.newPage();
  await logInAsAdmin(page, "/admin/mail");
  await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
  await page.getByRole("link", { name: `Your Avlu order ${reference}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Your Avlu order ${reference}` })).toBeVisible();
  await expect(page.getByTestId("mail-delivery")).toContainText("Sent");
  await expect(page.getByTestId("mail-preview")).toHaveAttribute("sandbox", "");
  const frame = page.frameLocator("[data-testid=mail-preview]");
  await expect(frame.getByText(name)).toBeVisible();
  await expect(frame.getByText(settings.iban)).toBeVisible();
  await page.getByRole("tab", { name: "Text" }).click();
  await expect(page.getByText(/Reference to quote\s+AVL-/)).toBeVisible();

  // Sent again: a copy arrives.
  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByText("A new copy of the mail is queued")).toBeVisible();
  await adminContext.close();
});

test("the admin switches a shop notification off in /admin/shop and sends a test mail from /admin/mail", async ({
  page,
  request,
}) => {
  await logInAsAdmin(page, "/admin/shop");
  const contact = page.getByLabel("Contact messages");
  await expect(contact).toBeChecked();
  await contact.uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Shop settings saved")).toBeVisible();
  const saved = (await (await request.get("/api/settings")).json()) as Settings;
  expect(saved.notifications.contactMessage).toBe(false);
  await contact.check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect
    .poll(async () => ((await (await request.get("/api/settings")).json()) as Settings).notifications.contactMessage)
    .toBe(true);

  await page.getByRole("link", { name: "Open the outbox" }).click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
  const address = `owner.${stamp()}@example.com`;
  await page.getByLabel("Send the test mail to").fill(address);
  await page.getByRole("button", { name: "Send a test mail" }).click();
  await expect(page.getByText(`Test mail queued for ${address}`)).toBeVisible();
  const mail = await waitForMail((m) => m.to.includes(address));
  expect(mail.subject).toBe("Test mail from Avlu");
  await page.getByRole("tab", { name: /^Sent/ }).click();
  await expect(page.getByTestId("mail-row").filter({ hasText: address })).toBeVisible();
});
