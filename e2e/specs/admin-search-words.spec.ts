import { expect, test } from "@playwright/test";
import { expectAccessible } from "../fixtures/accessibility.js";
import { logInAsAdmin } from "../fixtures/session.js";
import { createLookalikeProduct } from "../fixtures/shop.js";
import { adminToken, bearer, stamp } from "../fixtures/users.js";

/**
 * Issue 14: the owner extends the search words in /admin/shop (Search words), and the shop's search
 * finds products by a word added there at once.
 */

test("a synonym added in the admin makes a search find the products", async ({ page, request }) => {
  const token = await adminToken(request);
  const before = (await (await request.get("/api/admin/search-synonyms", { headers: bearer(token) })).json()) as {
    groups: string[][];
  };
  const s = stamp();
  const word = `sedir${s}`;
  const product = await createLookalikeProduct(request, {
    name: `Ada Daybed ${s}`,
    price: 990,
    countInStock: 2,
    description: "A daybed for the search words test.",
    skuPrefix: "E2E-SYN",
  });
  try {
    // Before: the new word finds nothing.
    await page.goto(`/collections/all?search=${word}`);
    await expect(page.getByText("Ürün bulunamadı")).toBeVisible();

    await logInAsAdmin(page, "/admin/shop");
    await page.getByRole("tab", { name: "Search words" }).click();
    await expect(page).toHaveURL(/\/admin\/shop\?tab=search$/);
    const groups = page.getByRole("list", { name: "Search word groups" }).getByRole("listitem");
    await expect(groups).toHaveCount(before.groups.length);
    await expectAccessible(page, "admin search words");

    // A group of one word is refused on the spot, and nothing is saved.
    await page.getByRole("button", { name: "Add group" }).click();
    const fresh = page.getByRole("textbox", { name: `Search words, group ${before.groups.length + 1}` });
    await expect(fresh).toBeFocused();
    await fresh.fill(word);
    await page.getByRole("button", { name: "Save search words" }).click();
    await expect(page.getByText("Give at least two words or phrases, separated by commas")).toBeVisible();
    await expect(fresh).toHaveAttribute("aria-invalid", "true");

    await fresh.fill(`${word}, daybed`);
    await page.getByRole("button", { name: "Save search words" }).click();
    await expect(page.getByText("Search words saved")).toBeVisible();
    const after = (await (await request.get("/api/admin/search-synonyms", { headers: bearer(token) })).json()) as {
      groups: string[][];
    };
    expect(after.groups).toContainEqual([word, "daybed"]);

    // The filter box finds the group again.
    await page.getByRole("searchbox", { name: "Find a search word" }).fill(word);
    await expect(groups).toHaveCount(1);

    // The storefront's search now finds the product by the new word.
    await page.goto(`/collections/all?search=${word}`);
    await expect(page.getByRole("link", { name: new RegExp(product.name) }).first()).toBeVisible();

    // Removing the group takes it out of the search again.
    await page.goto("/admin/shop?tab=search");
    await page.getByRole("searchbox", { name: "Find a search word" }).fill(word);
    await groups
      .first()
      .getByRole("button", { name: /^Remove group/ })
      .click();
    await page.getByRole("button", { name: "Save search words" }).click();
    await expect(page.getByText("Search words saved")).toBeVisible();
    await page.goto(`/collections/all?search=${word}`);
    await expect(page.getByText("Ürün bulunamadı")).toBeVisible();
  } finally {
    await request.put("/api/admin/search-synonyms", { headers: bearer(token), data: before });
  }
});
