import { expect, test } from "@playwright/test";
import { createLookalikeProduct } from "../fixtures/shop.js";
import { adminToken, stamp } from "../fixtures/users.js";

const cleanup: Array<() => Promise<unknown>> = [];
test.afterEach(async () => {
  for (const undo of cleanup.splice(0)) await undo();
});

/**
 * SPEC §8: a picture that fails to load is replaced by the default image everywhere — also on a
 * server-rendered page, whose pictures load (and fail) before the app's code is there to hear it.
 */
test("a picture that fails to load shows the default image on the listing and the product page", async ({
  page,
  request,
}) => {
  const name = `Broken Picture Pouf ${stamp()}`;
  const product = await createLookalikeProduct(
    request,
    { name, price: 99, countInStock: 3, description: "A pouf.", skuPrefix: "PIC" },
    { looksLike: (p) => p.colors.length >= 1, packings: ["1"] },
  );
  const color = product.colors[0] as string;
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  // The broken picture must not stay in the shared catalogue: other specs read every page's console.
  cleanup.push(() => request.delete(`/api/products/${product._id}`, { headers }));
  const res = await request.put(`/api/products/${product._id}`, {
    headers,
    data: { images: [{ url: "/uploads/images/0000000000000000deadbeef.webp", color }] },
  });
  expect(res.status(), await res.text()).toBe(200);

  const isPlaceholder = (img: import("@playwright/test").Locator) =>
    expect
      .poll(() => img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, w: el.naturalWidth })))
      .toMatchObject({ src: expect.stringMatching(/placeholder-400\.svg$/), w: expect.any(Number) });

  await page.goto(`/collections/all?search=${encodeURIComponent(name)}`);
  const card = page.getByRole("article").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await isPlaceholder(card.getByRole("img", { name }).first());

  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.outerHTML),
      ),
    )
    .toEqual([]);
});
