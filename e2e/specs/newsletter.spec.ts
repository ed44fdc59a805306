import { expect, type Page, test } from "@playwright/test";
import { adminToken } from "../fixtures/users.js";

/** The footer newsletter sign-up really subscribes (POST /api/subscribe). */

const SUBSCRIBED = "Thank you for subscribing! New collections and studio news will come to your inbox.";
const ALREADY = "You're already on our list — thank you for staying in touch!";

const form = (page: Page) => page.locator("footer form");
const emailField = (page: Page) => page.locator("footer").getByRole("textbox", { name: "Email address" });

test("a new address is subscribed (201), thanked in the form and in a top-right toast", async ({ page, request }) => {
  const email = `news.${Date.now().toString(36)}@example.com`;
  await page.goto("/");
  await expect(emailField(page)).toHaveAttribute("type", "email");
  await expect(emailField(page)).toHaveAttribute("required", "");
  await emailField(page).fill(email.toUpperCase());
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/subscribe");
  await form(page).getByRole("button", { name: "Subscribe" }).click();
  expect((await sent).status()).toBe(201);
  await expect(form(page).getByRole("status")).toHaveText(SUBSCRIBED);
  await expect(emailField(page)).toHaveValue("");

  const toaster = page.locator("[data-sonner-toaster]");
  await expect(toaster).toHaveAttribute("data-y-position", "top");
  await expect(toaster).toHaveAttribute("data-x-position", "right");
  await expect(toaster.getByText(SUBSCRIBED)).toBeVisible();

  // The shop owner sees the new subscriber, stored in lower case.
  const token = await adminToken(request);
  const list = await request.get(`/api/admin/subscribers?search=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status()).toBe(200);
  const body = (await list.json()) as { subscribers: Array<{ email: string }> };
  expect(body.subscribers.map((s) => s.email)).toEqual([email]);
});

test("an address already on the list gets the friendly 409 message", async ({ page, request }) => {
  const email = `again.${Date.now().toString(36)}@example.com`;
  expect((await request.post("/api/subscribe", { data: { email } })).status()).toBe(201);
  await page.goto("/faq");
  await emailField(page).fill(email);
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/subscribe");
  await emailField(page).press("Enter");
  expect((await sent).status()).toBe(409);
  await expect(form(page).getByRole("status")).toHaveText(ALREADY);
  await expect(page.locator("[data-sonner-toaster]").getByText(ALREADY)).toBeVisible();
});

test("an address the server finds invalid shows its 400 message; an empty one is not sent at all", async ({ page }) => {
  let requests = 0;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/subscribe") requests += 1;
  });
  await page.goto("/aboutus");
  await form(page).getByRole("button", { name: "Subscribe" }).click();
  expect(await emailField(page).evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
  expect(requests).toBe(0);

  // The browser accepts "name@localhost"; the shop does not.
  await emailField(page).fill("name@localhost");
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/subscribe");
  await form(page).getByRole("button", { name: "Subscribe" }).click();
  expect((await sent).status()).toBe(400);
  await expect(form(page).getByRole("alert")).toContainText("Please enter a valid email address");
  await expect(emailField(page)).toHaveAttribute("aria-invalid", "true");
});
