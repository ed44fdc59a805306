import { expect, test } from "@playwright/test";
import { addToCart, type Product } from "../fixtures/shop.js";

/** The cart drawer on a 390 px phone. */

test("the drawer covers the phone's width and works with touch", async ({ page, request }) => {
  const list = (await (await request.get("/api/products?limit=30")).json()) as Product[];
  const p = list.find((x) => x.countInStock >= 3);
  expect(p).toBeDefined();
  if (!p) return;
  const { guestId } = await addToCart(request, null, p, 1);
  await page.addInitScript((id) => window.localStorage.setItem("guestId", id), guestId as string);

  await page.goto("/");
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.getByRole("button", { name: "Cart" }).tap();
  const d = page.getByRole("dialog", { name: "Your Cart" });
  await expect(d).toBeVisible();
  // The drawer slides in: measure once it has arrived.
  await expect
    .poll(async () => {
      const box = await d.boundingBox();
      return box && { x: Math.round(box.x), width: Math.round(box.width) };
    })
    .toEqual({ x: 0, width: 390 });
  const line = d.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await line.getByRole("button", { name: `Increase quantity of ${p.name}` }).tap();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await d.getByRole("button", { name: "Close cart" }).tap();
  await expect(d).toBeHidden();
});
