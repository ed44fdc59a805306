import { expect, test } from "@playwright/test";
import { fillLogin, fillRegister, storage } from "../fixtures/session.js";
import { PASSWORD, registerCustomer, uniqueEmail } from "../fixtures/users.js";

/** Account screens against the real server: register, login with redirect, logout, profile, lost sessions, roles. */

const SESSION_EXPIRED = "Your session has expired. Please log in again.";

test("register: passwords must match; the new account is signed in and its profile is real", async ({ page }) => {
  const email = uniqueEmail("register");
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();

  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();

  await fillRegister(page, "Elif Şahin", email, "Another-Horse-42");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storage(page, "userToken")).toBeTruthy();
  expect(JSON.parse((await storage(page, "userInfo")) ?? "{}")).toMatchObject({ name: "Elif Şahin", email });
  expect(await storage(page, "userId")).toMatch(/^[a-f0-9]{24}$/);

  await page.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Elif Şahin" })).toBeVisible();
  await expect(page.getByTestId("profile-email")).toHaveText(email);
  await expect(page.getByText("You don't have any orders yet.")).toBeVisible();
});

test("register: the server's message is shown for an e-mail already in use", async ({ page, request }) => {
  const existing = await registerCustomer(request);
  await page.goto("/register");
  await fillRegister(page, "Someone Else", existing.email);
  await expect(page.getByRole("alert")).toHaveText("An account with this email already exists");
  expect(await storage(page, "userToken")).toBeNull();
});

test("login: a guarded page sends a visitor to /login and back there after signing in", async ({ page, request }) => {
  const account = await registerCustomer(request);
  await page.goto("/my-orders");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();

  await fillLogin(page, account.email, "Wrong-Horse-42");
  await expect(page.getByRole("alert")).toHaveText("Login failed, please check your credentials.");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-orders$/);

  await fillLogin(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
  await expect(page.getByText("You don't have any orders yet.")).toBeVisible();
});

test("login: a redirect to another site is ignored", async ({ page, request }) => {
  const account = await registerCustomer(request);
  await page.goto("/login?redirect=https%3A%2F%2Fevil.example%2Fsteal");
  await fillLogin(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await page.goto("/login?redirect=%2F%2Fevil.example");
  // Signed in already: /login forwards to the (safe) target at once.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test("logout clears the session and goes to /login; guarded pages are closed again", async ({ page, request }) => {
  const account = await registerCustomer(request);
  await page.goto("/login?redirect=%2Fprofile");
  await fillLogin(page, account.email, PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: `Hello, ${account.name}` })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  for (const key of ["userToken", "userInfo", "userId", "guestId"]) expect(await storage(page, key), key).toBeNull();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
});

test("an invalid token logs the shopper out cleanly with a toast", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    window.localStorage.setItem("userToken", "not.a.valid-token");
    window.localStorage.setItem("userId", "0123456789abcdef01234567");
    window.localStorage.setItem(
      "userInfo",
      JSON.stringify({
        _id: "0123456789abcdef01234567",
        name: "Old Session",
        email: "old.session@example.com",
        role: "customer",
        createdAt: "2026-01-01T00:00:00.000Z",
      }),
    );
  });
  await page.goto("/profile");
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?redirect=%2Fprofile)?$/);
  expect(await storage(page, "userToken")).toBeNull();
  expect(await storage(page, "userInfo")).toBeNull();
});

test("a token revoked elsewhere (password changed) logs out on the next call", async ({ page, request }) => {
  const account = await registerCustomer(request);
  await page.goto("/login?redirect=%2Fprofile");
  await fillLogin(page, account.email, PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: `Hello, ${account.name}` })).toBeVisible();

  // Another device changes the password: every earlier token stops working.
  const res = await request.put("/api/users/profile", {
    headers: { authorization: `Bearer ${account.token}` },
    data: { currentPassword: PASSWORD, password: "Brand-New-Horse-7" },
  });
  expect(res.status()).toBe(200);

  await page.goto("/my-orders");
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await storage(page, "userToken")).toBeNull();
});

test("profile: the name and the password can be changed", async ({ page, request }) => {
  const account = await registerCustomer(request, "Can Demir");
  await page.goto("/login?redirect=%2Fprofile");
  await fillLogin(page, account.email, PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Can Demir" })).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("Can Demirci");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name was saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Can Demirci" })).toBeVisible();

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("Brand-New-Horse-7");
  await page.getByLabel("Confirm new password").fill("Brand-New-Horse-8");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("Brand-New-Horse-7");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed")).toBeVisible();

  // The session goes on with its fresh token; the new password is the one that works.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Can Demirci" })).toBeVisible();
  const login = await request.post("/api/users/login", {
    data: { email: account.email, password: "Brand-New-Horse-7" },
  });
  expect(login.status()).toBe(200);
});

test("a customer on an admin page lands on /unauthorized", async ({ page, request }) => {
  const account = await registerCustomer(request);
  await page.goto("/login");
  await fillLogin(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole("heading", { level: 1, name: "This page is not open to your account" })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${account.email}`)).toBeVisible();
  await page.getByRole("link", { name: "Back to the shop" }).click();
  await expect(page).toHaveURL(/\/$/);
});
