import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../fixtures/accessibility.js";
import { createLookalikeProduct, type Product, type Settings } from "../fixtures/shop.js";
import { stamp } from "../fixtures/users.js";

/**
 * Issue 14 at 1440 px: the cart drawer is a modal dialog for the keyboard (focus in, kept in,
 * Escape, focus back), "Add to cart" never drops the focus or hides the drawer's title under a
 * toast, the quantity says why it stops, and the WhatsApp link carries its whole message.
 */

const drawer = (page: Page) => page.getByRole("dialog", { name: "Your Cart" });

/** What has the keyboard focus: its accessible name as the test reads it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "body";
    return el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName;
  });
const focusInDrawer = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[aria-labelledby="cart-title"]')));

test("the drawer takes the focus, keeps Tab and Shift+Tab inside, and Escape gives it back", async ({ page }) => {
  await page.goto("/faq");
  const opener = page.getByRole("button", { name: "Cart" });
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole("button", { name: "Close cart" })).toBeFocused();

  // An empty cart: the close button and "Continue shopping" are all Tab reaches, both ways round.
  const seen: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInDrawer(page)).toBe(true);
    seen.push(await focused(page));
  }
  expect(seen).toEqual(["Continue shopping", "Close cart", "Continue shopping", "Close cart"]);
  await page.keyboard.press("Shift+Tab");
  expect(await focused(page)).toBe("Continue shopping");
  await page.keyboard.press("Shift+Tab");
  expect(await focused(page)).toBe("Close cart");

  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(opener).toBeFocused();
});

test("Add to cart moves the focus into the drawer, says what was added without covering its title, and gives the focus back", async ({
  page,
  request,
}) => {
  const p = await createLookalikeProduct(request, {
    name: `Ada Side Chair ${stamp()}`,
    price: 149,
    countInStock: 3,
    description: "A chair for the cart dialog test.",
    skuPrefix: "E2E-DLG",
  });
  await page.goto(`/product/${p._id}`);
  const add = page.getByRole("button", { name: "Add to cart" });
  await add.focus();
  await page.keyboard.press("Enter");
  const d = drawer(page);
  await expect(d).toBeVisible();
  await expect(d.getByRole("button", { name: "Close cart" })).toBeFocused();
  await expect(d).toHaveAccessibleDescription(`${p.name} added to your cart`);
  await expect(d.getByText(`${p.name} added to your cart`)).toBeVisible();
  await expectAccessible(page, "cart drawer with its notice");

  // Nothing lies over the drawer's title or close button (no toast: the notice is inside).
  const close = d.getByRole("button", { name: "Close cart" });
  const box = await close.boundingBox();
  if (!box) throw new Error("no close button box");
  const topmost = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label") ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(topmost).toBe("Close cart");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

  // Tab stays in the filled drawer; Escape returns to "Add to cart".
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInDrawer(page)).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(d).toBeHidden();
  await expect(add).toBeFocused();
});

test("the quantity says when it has reached the stock, on the product page and in the cart", async ({
  page,
  request,
}) => {
  const p = await createLookalikeProduct(request, {
    name: `Ada Stool ${stamp()}`,
    price: 99,
    countInStock: 2,
    description: "Two in stock.",
    skuPrefix: "E2E-LIM",
  });
  await page.goto(`/product/${p._id}`);
  const limit = page.getByTestId("stock-limit");
  await expect(limit).toBeEmpty();
  const plus = page.getByRole("button", { name: "Increase quantity" });
  await plus.click();
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
  await expect(limit).toHaveText("Only 2 in stock");
  await expect(plus).toHaveAttribute("aria-disabled", "true");
  await expect(plus).toHaveAccessibleDescription("Only 2 in stock");
  // Pressing again changes nothing, and the button keeps the focus.
  await expect(plus).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
  await expect(plus).toBeFocused();

  await page.getByRole("button", { name: "Add to cart" }).click();
  const line = drawer(page).getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("cart-line-limit")).toHaveText("Only 2 in stock");
  await expect(line.getByRole("button", { name: `Increase quantity of ${p.name}` })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await line.getByRole("button", { name: `Decrease quantity of ${p.name}` }).click();
  await expect(line.getByTestId("cart-line-quantity")).toHaveText(/1$/);
  await expect(line.getByTestId("cart-line-limit")).toBeEmpty();
});

test("the WhatsApp link's address holds the whole message (new tab and copy keep it)", async ({ page, request }) => {
  const settings = (await (await request.get("/api/settings")).json()) as Settings;
  const list = (await (await request.get("/api/products?limit=40&brand=FERMOB")).json()) as Product[];
  const summary = list.find((x) => x.colors.length >= 2 && x.countInStock > 0);
  if (!summary) throw new Error("no FERMOB product with two colours");
  const p = (await (await request.get(`/api/products/${summary._id}`)).json()) as Product;
  await page.goto(`/product/${p._id}`);
  // The page starts on the first colour and packing.
  const color = p.colors[0] as string;
  const packing = p.packings.map((x) => x.trim()).find(Boolean) ?? "1";
  const sku = p.variants.find((v) => v.color === color && v.packing === packing)?.sku;
  const link = page.getByRole("link", { name: "Order via WhatsApp" });
  // SPEC §7's message (plus the variant's SKU, issue 17), byte for byte, in the address itself (not added on click).
  const message = [
    "Merhaba, aşağıdaki ürünü sipariş etmek istiyorum:",
    "",
    `Ürün Adı: ${p.name}`,
    `Renk: ${color}`,
    `Koli: ${packing}`,
    ...(sku ? [`SKU: ${sku}`] : []),
    "",
    "Fiyat, stok ve teslimat hakkında bilgi verebilir misiniz? Teşekkürler.",
  ].join("\n");
  const href = new URL((await link.getAttribute("href")) ?? "");
  expect(href.origin).toBe("https://wa.me");
  expect(href.pathname).toBe(`/${settings.whatsappNumber.replace(/\D/g, "")}`);
  expect(href.searchParams.get("text")).toBe(message);
  await expect(link).toHaveAttribute("target", "_blank");
});
