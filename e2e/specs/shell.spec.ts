import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { startSignedIn, storage } from "../fixtures/session.js";
import { expectBrandLinks, params } from "../fixtures/shell.js";
import type { Settings } from "../fixtures/shop.js";
import { adminSession, registerCustomer } from "../fixtures/users.js";

/** The storefront frame on every shared-layout page, at 1440 px, against the real server. */

/** Starts the page signed in as a new customer or as the shop's admin. */
async function signIn(page: Page, request: APIRequestContext, as: "customer" | "admin") {
  const auth = as === "admin" ? await adminSession(request) : (await registerCustomer(request, "Selin Kaya")).auth;
  await startSignedIn(page, auth);
}

const headerRow = (page: Page) => page.getByRole("banner").locator(":scope > div").nth(1);

test("header: logo home, padding 48 px shrinking to 16 px while scrolling down, back on the way up", async ({
  page,
}) => {
  await page.goto("/collections/all");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Avlu home" })).toBeVisible();
  await expect(header.getByRole("img", { name: "Avlu" })).toHaveAttribute("width", "152");
  const padding = () => headerRow(page).evaluate((el) => getComputedStyle(el).paddingTop);
  await expect.poll(padding).toBe("48px");
  expect(await headerRow(page).evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.3s");

  await page.mouse.move(700, 600);
  await page.mouse.wheel(0, 500);
  await expect(header).toHaveAttribute("data-shrunk", "true");
  await expect.poll(padding).toBe("16px");
  await page.mouse.wheel(0, -120);
  await expect(header).toHaveAttribute("data-shrunk", "false");
  await expect.poll(padding).toBe("48px");

  await header.getByRole("link", { name: "Avlu home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("top bar: semi-transparent, fully opaque on hover", async ({ page }) => {
  await page.goto("/faq");
  const header = page.getByRole("banner");
  const alpha = () =>
    header.evaluate((el) => {
      const m = getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? [];
      return m.length === 4 ? Number(m[3]) : 1;
    });
  await page.mouse.move(700, 700);
  await expect.poll(alpha).toBeLessThan(1);
  await header.hover();
  await expect.poll(alpha).toBe(1);
});

test("Products mega-menu opens on hover: Indoor, Outdoor and the featured grid link to the listing", async ({
  page,
}) => {
  await page.goto("/");
  const panel = page.locator("#menu-products");
  await expect(panel).toBeHidden();
  await page.getByRole("button", { name: "Products" }).hover();
  await expect(panel).toBeVisible();
  for (const name of ["Living Room", "Bedroom", "Dining Room"]) {
    await expect(panel.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      `/collections/all?${new URLSearchParams({ category: name, door: "Indoor" })}`,
    );
  }
  for (const name of ["Bench", "Bergère", "Sofa & Couch", "Table & Chair", "Lamp", "Accessories", "Pouf", "Swing"]) {
    await expect(panel.getByRole("link", { name, exact: true }).first()).toBeVisible();
  }
  const featured = panel.getByRole("link", { name: /Cushion/ });
  await expect(featured).toHaveAttribute("href", "/collections/all?category=Cushion&door=Outdoor");
  await expect(featured.getByRole("img")).toHaveJSProperty("complete", true);

  // The menu's "Bench" is the catalogue's Garden Bench.
  await panel.getByRole("link", { name: "Bench", exact: true }).click();
  await expect(page).toHaveURL(/\/collections\/all\?/);
  await expect.poll(() => params(page)).toEqual({ category: "Garden Bench", door: "Outdoor" });
  await expect(panel).toBeHidden();

  await page.getByRole("button", { name: "Products" }).hover();
  await panel.getByRole("link", { name: "Indoor", exact: true }).click();
  await expect.poll(() => params(page)).toEqual({ door: "Indoor" });
});

test("menus are reachable by keyboard: Enter/ArrowDown open, Escape closes back to the button", async ({ page }) => {
  await page.goto("/faq");
  const products = page.getByRole("button", { name: "Products" });
  await products.focus();
  await page.keyboard.press("Enter");
  await expect(products).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#menu-products")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(products).toHaveAttribute("aria-expanded", "false");
  await expect(products).toBeFocused();

  await page.keyboard.press("ArrowDown");
  await expect(page.locator("#menu-products").getByRole("link", { name: "Indoor", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(products).toBeFocused();

  const brands = page.getByRole("button", { name: "Brands" });
  await page.keyboard.press("Tab");
  await expect(brands).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const fermob = page.locator("#menu-brands").getByRole("link", { name: "Fermob", exact: true });
  await expect(fermob).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/collections\/all\?brand=FERMOB$/);
});

test("Brands menu opens on hover and links each brand", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Brands" }).hover();
  const panel = page.locator("#menu-brands");
  await expect(panel).toBeVisible();
  await expectBrandLinks(panel);
  await panel.getByRole("link", { name: "Olta", exact: true }).click();
  await expect.poll(() => params(page)).toEqual({ brand: "OLTA" });
  // The new page closed the menu; the pointer leaves the header and comes back, as a shopper's does.
  await expect(panel).toBeHidden();
  await page.mouse.move(700, 800);
  // Leaving the menu closes it after a short delay.
  await page.getByRole("button", { name: "Brands" }).hover();
  await expect(panel).toBeVisible();
  await page.mouse.move(700, 800);
  await expect(panel).toBeHidden();
});

test("account icon: /login for visitors, /profile when signed in; no Admin Panel for customers", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, request, "customer");
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/profile");
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("admins also see an Admin Panel link to /admin", async ({ page, request }) => {
  await signIn(page, request, "admin");
  await page.goto("/");
  const admin = page.getByRole("link", { name: "Admin Panel" });
  await expect(admin).toBeVisible();
  await admin.click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("social, contact icons and the phone come from /api/settings", async ({ page, request }) => {
  const settings = (await (await request.get("/api/settings")).json()) as Settings;
  await page.goto("/");
  const header = page.getByRole("banner");
  for (const [key, label] of [
    ["instagram", "Instagram"],
    ["facebook", "Facebook"],
    ["pinterest", "Pinterest"],
    ["youtube", "YouTube"],
  ] as const) {
    await expect(header.getByRole("link", { name: label })).toHaveAttribute("href", settings.social[key]);
    await expect(page.locator("footer").getByRole("link", { name: label })).toHaveAttribute(
      "href",
      settings.social[key],
    );
  }
  const tel = `tel:${settings.phone.replace(/[^+0-9]/g, "")}`;
  await expect(header.getByRole("link", { name: `Call us: ${settings.phone}` })).toHaveAttribute("href", tel);
  await expect(header.getByRole("link", { name: `E-mail: ${settings.contactEmail}` })).toHaveAttribute(
    "href",
    `mailto:${settings.contactEmail}`,
  );
  await expect(header.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/${settings.whatsappNumber}`,
  );
  const footerPhone = page.locator("footer").getByRole("link", { name: settings.phone });
  await expect(footerPhone).toHaveAttribute("href", tel);
});

test("footer: company and support links lead to real pages", async ({ page }) => {
  // From the home page, then from footer to footer as a reader would (every page carries it). Six
  // home loads, each with its hero films, and a smooth scroll down and up for each link outlasted
  // the timeout on a loaded CI machine; where the links lead depends on neither.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  for (const [name, path] of [
    ["FAQ", "/faq"],
    ["Shipping & Returns", "/shipping-returns"],
    ["Careers", "/careers"],
    ["About Us", "/aboutus"],
    ["Privacy Policy", "/privacy"],
    ["Contact Us", "/ContactUs"],
  ] as const) {
    const link = page.locator("footer").getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("href", path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/page (was )?not found|404/i)).toHaveCount(0);
  }
});

test("icon-only controls carry accessible names and the skip link reaches the page", async ({ page }) => {
  await page.goto("/faq");
  for (const name of ["Search", "Cart"]) await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Account" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});

test("a signed-in shopper logs out from the header, on any page", async ({ page, request }) => {
  const shopper = await registerCustomer(request, "Header Logout");
  await startSignedIn(page, shopper.auth);
  await page.goto("/collections/all");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page, "userToken")).toBeNull();
  await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
});
