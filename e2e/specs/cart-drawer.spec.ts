import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { startSignedIn } from "../fixtures/session.js";
import { addToCart, type Cart, type Product } from "../fixtures/shop.js";
import { registerCustomer } from "../fixtures/users.js";

/** The cart drawer against the real cart API: empty, filled (change, remove, checkout), and failures. */

const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function inStock(request: APIRequestContext, count: number): Promise<Product[]> {
  const list = (await (await request.get("/api/products?limit=60&sortBy=priceAsc")).json()) as Product[];
  const picked = list.filter((p) => p.countInStock >= 5).slice(0, count);
  expect(picked).toHaveLength(count);
  return picked;
}

/** A guest cart made through the API; the page finds it by the guestId in local storage. */
async function guestCart(page: Page, request: APIRequestContext): Promise<{ guestId: string; products: Product[] }> {
  const products = await inStock(request, 2);
  const [a, b] = products as [Product, Product];
  const { guestId } = await addToCart(request, null, a, 2);
  expect(guestId).toMatch(/^[a-f0-9]{32}$/);
  await addToCart(request, null, b, 1, guestId);
  await page.addInitScript((id) => window.localStorage.setItem("guestId", id), guestId as string);
  return { guestId: guestId as string, products };
}

const drawer = (page: Page) => page.getByRole("dialog", { name: "Your Cart" });

test("empty for a new visitor: no cart request, nothing to check out, the backdrop closes it", async ({ page }) => {
  const cartCalls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/cart") cartCalls.push(r.url());
  });
  await page.goto("/");
  await expect(page.getByTestId("cart-count")).toBeHidden();
  await page.getByRole("button", { name: "Cart" }).click();
  const d = drawer(page);
  await expect(d).toBeVisible();
  await expect(d.getByRole("heading", { name: "Your Cart" })).toBeVisible();
  await expect(d.getByText("Your cart is empty")).toBeVisible();
  await expect(d.getByTestId("cart-total")).toHaveText("$0.00");
  await expect(d.getByRole("button", { name: "Checkout" })).toBeDisabled();
  expect(cartCalls).toEqual([]);

  // 400 px wide (450 from 1024 px), entering from the right over a dimmed backdrop: its right edge
  // is read once it has slid in (on a loaded machine it was measured mid-way, at 1,890 px).
  await expect
    .poll(async () => {
      const b = await d.boundingBox();
      return (b?.x ?? 0) + (b?.width ?? 0);
    })
    .toBe(1440);
  const box = await d.boundingBox();
  expect(box?.width).toBe(450);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(1440);
  await page.mouse.click(200, 450);
  await expect(d).toBeHidden();
});

test("filled: lines, live count, quantity change, removal and the total follow the server", async ({
  page,
  request,
}) => {
  const { guestId, products } = await guestCart(page, request);
  const [a, b] = products as [Product, Product];
  await page.goto("/");
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  await page.getByRole("button", { name: "Cart" }).click();
  const d = drawer(page);
  await expect(d.getByTestId("cart-line")).toHaveCount(2);
  const server = (await (await request.get(`/api/cart?guestId=${guestId}`)).json()) as Cart;
  await expect(d.getByTestId("cart-total")).toHaveText(money(server.totalPrice));
  const lineA = d.getByTestId("cart-line").filter({ hasText: a.name });
  await expect(lineA.getByRole("img", { name: a.name })).toBeVisible();
  await expect(lineA.getByTestId("cart-line-quantity")).toHaveText(/2$/);
  if (a.colors[0]) await expect(lineA.getByText(`${a.colors[0]} · Packing 1`)).toBeVisible();
  await expect(d.getByRole("button", { name: "Checkout" })).toBeEnabled();

  await lineA.getByRole("button", { name: `Increase quantity of ${a.name}` }).click();
  await expect(lineA.getByTestId("cart-line-quantity")).toHaveText(/3$/);
  await expect(page.getByTestId("cart-count")).toHaveText("4");
  const afterIncrease = (await (await request.get(`/api/cart?guestId=${guestId}`)).json()) as Cart;
  expect(afterIncrease.products.find((l) => l.productId === a._id)?.quantity).toBe(3);
  await expect(d.getByTestId("cart-total")).toHaveText(money(afterIncrease.totalPrice));

  await lineA.getByRole("button", { name: `Decrease quantity of ${a.name}` }).click();
  await expect(lineA.getByTestId("cart-line-quantity")).toHaveText(/2$/);

  await d.getByRole("button", { name: `Remove ${b.name}` }).click();
  await expect(d.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  const afterRemove = (await (await request.get(`/api/cart?guestId=${guestId}`)).json()) as Cart;
  expect(afterRemove.products.map((l) => l.productId)).toEqual([a._id]);
  await expect(d.getByTestId("cart-total")).toHaveText(money(afterRemove.totalPrice));

  // Checkout: a visitor chooses between a guest order and an account (issue 19).
  await d.getByRole("button", { name: "Checkout" }).click();
  await expect(d).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("button", { name: "Continue as guest" })).toBeVisible();
});

test("the cart is fetched again each time the drawer opens", async ({ page, request }) => {
  const { guestId, products } = await guestCart(page, request);
  await page.goto("/faq");
  await page.getByRole("button", { name: "Cart" }).click();
  await expect(drawer(page).getByTestId("cart-line")).toHaveCount(2);
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Cart" })).toBeFocused();

  // Another tab empties the cart meanwhile.
  for (const p of products) {
    const res = await request.delete("/api/cart", {
      data: { productId: p._id, color: p.colors[0] ?? "", packing: "1", guestId },
    });
    expect(res.status()).toBe(200);
  }
  const reload = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/cart" && r.request().method() === "GET",
  );
  await page.getByRole("button", { name: "Cart" }).click();
  expect(new URL((await reload).url()).searchParams.get("guestId")).toBe(guestId);
  await expect(drawer(page).getByText("Your cart is empty")).toBeVisible();
});

test("a signed-in shopper's cart is found by userId and token", async ({ page, request }) => {
  const shopper = await registerCustomer(request, "Mert Aydın");
  const [p] = (await inStock(request, 1)) as [Product];
  await addToCart(request, shopper.token, p, 1);
  await startSignedIn(page, shopper.auth);
  await page.goto("/");
  await page.getByRole("button", { name: "Cart" }).click();
  await expect(drawer(page).getByTestId("cart-line")).toHaveCount(1);
  await expect(drawer(page).getByText(p?.name ?? "")).toBeVisible();
});

test("a cart the server refuses shows 'Failed to load cart.' in red, an empty cart and $0.00", async ({ page }) => {
  // A corrupted guestId in storage: the real API answers 400.
  await page.addInitScript(() => window.localStorage.setItem("guestId", "x".repeat(100)));
  await page.goto("/");
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/cart");
  await page.getByRole("button", { name: "Cart" }).click();
  expect((await refused).status()).toBe(400);
  const d = drawer(page);
  const alert = d.getByRole("alert");
  await expect(alert).toHaveText("Failed to load cart.");
  expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(180, 35, 24)");
  await expect(d.getByTestId("cart-line")).toHaveCount(0);
  await expect(d.getByTestId("cart-total")).toHaveText("$0.00");
  await expect(d.getByRole("button", { name: "Checkout" })).toBeDisabled();
});

test("a network failure shows the same error, and Try again recovers", async ({ page, request }) => {
  await guestCart(page, request);
  await page.goto("/aboutus");
  await page.route("**/api/cart?**", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Cart" }).click();
  await expect(drawer(page).getByRole("alert")).toHaveText("Failed to load cart.");
  await page.unroute("**/api/cart?**");
  await drawer(page).getByRole("button", { name: "Try again" }).click();
  await expect(drawer(page).getByTestId("cart-line")).toHaveCount(2);
});
