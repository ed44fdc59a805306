import { expect, test } from "@playwright/test";
import { demoProducts, type Product } from "../fixtures/shop.js";

/** Product detail against the real server: pictures, magnifier, viewer, options, cart, similar products, meta. */

/** A demo-catalogue product (added before today, so never one another spec created or changes) that matches. */
async function productWith(
  request: import("@playwright/test").APIRequestContext,
  pick: (p: Product) => boolean,
): Promise<Product> {
  for await (const p of demoProducts(request)) if (pick(p)) return p;
  throw new Error("no product matches");
}

test("shows every part of the product and keeps colour, picture and packing in step", async ({ page, request }) => {
  const p = await productWith(
    request,
    (x) =>
      x.colors.length >= 2 &&
      x.packings.length >= 2 &&
      x.technicalSheet.length > 0 &&
      Object.keys(x.features).length > 0 &&
      x.images.length >= 3,
  );
  await page.goto(`/product/${p._id}`);
  await expect(page.getByRole("heading", { level: 1, name: p.name })).toBeVisible();

  // Title and description come from metaTitle / metaDescription.
  await expect(page).toHaveTitle(p.metaTitle.includes("Avlu") ? p.metaTitle : `${p.metaTitle} | Avlu`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", p.metaDescription);

  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs).toContainText("Home");
  await expect(crumbs).toContainText("Collections");
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(p.name.split(" - ")[0] as string);

  await expect(page.getByTestId("product-category")).toHaveText(p.category);
  await expect(page.getByTestId("product-category")).toHaveCSS("text-transform", "uppercase");
  if (p.design) await expect(page.getByText(`Design: ${p.design}`)).toBeVisible();
  await expect(page.getByText(`Ref: ${p.ref}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Color" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Technical Details" })).toBeVisible();
  for (const line of p.technicalSheet) await expect(page.getByText(line, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Features" })).toBeVisible();
  for (const [k, v] of Object.entries(p.features)) {
    await expect(page.locator("dt", { hasText: k })).toBeVisible();
    await expect(page.locator("dd", { hasText: v }).first()).toBeVisible();
  }
  if (p.door.includes("outdoor")) await expect(page.getByTestId("use-outdoor")).toBeVisible();
  if (p.door.includes("indoor")) await expect(page.getByTestId("use-indoor")).toBeVisible();
  await expect(page.getByRole("link", { name: p.collection.toUpperCase(), exact: true })).toHaveAttribute(
    "href",
    `/collections/${encodeURIComponent(p.collection)}`,
  );

  // Technical drawing: the last picture.
  await expect(page.getByTestId("technical-drawing")).toHaveAttribute("src", p.images.at(-1)?.url ?? "");

  // Packing: first option selected on load.
  await expect(page.getByRole("button", { name: p.packings[0], exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: p.packings[1], exact: true }).click();
  await expect(page.getByRole("button", { name: p.packings[1], exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: p.packings[0], exact: true })).toHaveAttribute("aria-pressed", "false");

  // Colour: the first is selected with its picture; thumbnails, swatches and drop-down agree.
  const main = page.getByTestId("main-image").locator("img");
  const imageOf = (c: string) => p.images.find((i) => i.color === c)?.url ?? "";
  const [c1, c2] = p.colors as [string, string];
  await expect(main).toHaveAttribute("src", imageOf(c1));
  await expect(page.getByRole("button", { name: c1, exact: true })).toHaveAttribute("aria-pressed", "true");
  const thumbs = page.getByRole("list", { name: "Colours" }).getByRole("button");
  await expect(thumbs).toHaveCount(Math.min(5, p.colors.length));
  await page.getByRole("button", { name: `Show ${c2}` }).click();
  await expect(main).toHaveAttribute("src", imageOf(c2));
  await expect(page.getByTestId("selected-color")).toHaveText(c2);
  await page.getByRole("combobox", { name: "Choose a colour" }).selectOption(c1);
  await expect(main).toHaveAttribute("src", imageOf(c1));
  await expect(page.getByRole("button", { name: c1, exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("magnifies under the pointer and opens a full-screen view on click", async ({ page, request }) => {
  const p = await productWith(request, (x) => x.images.length > 0);
  await page.goto(`/product/${p._id}`);
  const main = page.getByTestId("main-image");
  await expect(main).toBeVisible();
  await expect(page.getByTestId("magnifier-lens")).toHaveCount(0);
  const box = await main.boundingBox();
  if (!box) throw new Error("no main image box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const lens = page.getByTestId("magnifier-lens");
  await expect(lens).toBeVisible();
  // 200 %: the lens's background is twice the size of the shown picture.
  const size = await lens.evaluate((el) => getComputedStyle(el).backgroundSize);
  const [w] = size.split(" ").map((s) => Number.parseFloat(s));
  expect(Math.round(w ?? 0)).toBe(Math.round(box.width * 2));
  await page.mouse.move(box.x - 40, box.y - 40);
  await expect(lens).toHaveCount(0);

  await main.click();
  const viewer = page.getByRole("dialog", { name: /full-screen view/ });
  await expect(viewer).toBeVisible();
  await viewer.click({ position: { x: 20, y: 200 } });
  await expect(viewer).toHaveCount(0);
  await main.click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: /full-screen view/ })).toHaveCount(0);
});

test("adds the chosen colour, packing and quantity to the cart and opens the drawer", async ({ page, request }) => {
  const p = await productWith(request, (x) => x.colors.length >= 2 && x.countInStock >= 5);
  await page.goto(`/product/${p._id}`);
  const c2 = p.colors[1] as string;
  await page.getByRole("button", { name: c2, exact: true }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("3");
  const added = page.waitForResponse((r) => r.url().endsWith("/api/cart") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Add to cart" }).click();
  const res = await added;
  expect(res.status()).toBeLessThan(300);
  const body = res.request().postDataJSON() as { productId: string; color: string; packing: string; quantity: number };
  expect(body).toMatchObject({ productId: p._id, color: c2, packing: p.packings[0] ?? "1", quantity: 3 });
  const drawer = page.getByRole("dialog", { name: /Your Cart/i });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(p.name);
});

test("shows similar products that lead to their own pages", async ({ page, request }) => {
  const p = await productWith(request, (x) => x.collection !== "");
  const similar = (await (await request.get(`/api/products/similar/${p._id}`)).json()) as Array<{
    _id: string;
    name: string;
  }>;
  expect(similar.length).toBeGreaterThan(0);
  await page.goto(`/product/${p._id}`);
  const row = page.getByRole("region", { name: "You may also like" });
  await expect(row.getByRole("listitem")).toHaveCount(Math.min(8, similar.length));
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(`/product/${similar[0]?._id}`);
  await expect(page.getByRole("heading", { level: 1, name: similar[0]?.name })).toBeVisible();
});

test("an unknown product says 'Product not found.'", async ({ page }) => {
  await page.goto("/product/0123456789abcdef01234567");
  await expect(page.getByText("Product not found.")).toBeVisible();
  await page.goto("/product/not-an-id");
  await expect(page.getByText("Product not found.")).toBeVisible();
});
