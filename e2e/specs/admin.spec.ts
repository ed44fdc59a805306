import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { parseCsv, toCsv } from "../../apps/api/src/lib/csv.js";
import { E2E_ADMIN } from "../fixtures/accounts.mjs";
import { holdRequests } from "../fixtures/hold.js";
import { escapeRe, logIn, logInAsAdmin } from "../fixtures/session.js";
import { addToCart, createProduct, type Product, placeOrder } from "../fixtures/shop.js";
import { adminToken, bearer, PASSWORD, registerCustomer, stamp } from "../fixtures/users.js";

/** The admin area against the real server: guard, products with images and CSV, users, orders, shop settings. */

/** A small real PNG, as a shop owner's photo would be. */
async function pngFile(name: string): Promise<string> {
  const file = path.join(os.tmpdir(), `${name}-${stamp()}.png`);
  await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 94, g: 127, b: 79 } } })
    .png()
    .toFile(file);
  return file;
}

/** Two of `product` ordered by the customer `token` to pay by bank transfer. */
async function orderTwo(request: APIRequestContext, token: string, product: Product) {
  await addToCart(request, token, product, 2);
  return placeOrder(
    request,
    token,
    {
      firstName: "Selin",
      lastName: "Aydın",
      email: "selin@example.com",
      address: "Caferağa Mahallesi 12",
      city: "İstanbul",
      postalCode: "34710",
      country: "Türkiye",
      phone: "+90 532 555 03 03",
    },
    "bank-transfer",
  );
}

async function inNewSession<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

test("the admin area is for admins only, on the screen and on the server", async ({ page, request }) => {
  await page.goto("/admin/products");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fproducts$/);

  const shopper = await registerCustomer(request, "Kerem Polat");
  await logIn(page, shopper.email, PASSWORD, "/profile");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/unauthorized$/);

  for (const url of ["/api/admin/stats", "/api/admin/products", "/api/admin/users", "/api/admin/orders"]) {
    expect((await request.get(url)).status(), url).toBe(401);
    expect((await request.get(url, { headers: bearer(shopper.token) })).status(), url).toBe(403);
  }
  const put = await request.put("/api/admin/settings", {
    headers: bearer(shopper.token),
    data: { whatsappNumber: "900000000000" },
  });
  expect(put.status()).toBe(403);
  expect(((await (await request.get("/api/settings")).json()) as { whatsappNumber: string }).whatsappNumber).not.toBe(
    "900000000000",
  );
});

test("sidebar: dashboard, users, products, orders, shop, and a working logout", async ({ page }) => {
  await logInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("kpi-revenue")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByRole("img", { name: /^Revenue per day from / })).toBeVisible();
  await expect(page.getByText(/Counts Pending, Processing, Shipped, Delivered orders\./)).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Users", "Products", "Orders", "Shop"]);
  for (const [link, url, heading] of [
    ["Users", /\/admin\/users$/, "Users"],
    ["Products", /\/admin\/products$/, "Products"],
    ["Orders", /\/admin\/orders$/, "Orders"],
    ["Shop", /\/admin\/shop$/, "Shop"],
    ["Dashboard", /\/admin$/, "Dashboard"],
  ] as const) {
    await nav.getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem("userToken"))).toBeNull();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
});

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test("the same links run across the top and every screen fits", async ({ page }) => {
    await logInAsAdmin(page, "/admin/products");
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const link of ["Dashboard", "Users", "Products", "Orders", "Shop"]) {
      await expect(nav.getByRole("link", { name: link })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Add product" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await nav.getByRole("link", { name: "Orders" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test("add a product with an uploaded picture → it is in the shop; change its price → the shop shows it", async ({
  page,
}) => {
  test.slow();
  const name = `Kumsal Lounge Chair ${stamp()}`;
  const sku = `E2E-ADM-${stamp()}`;
  await logInAsAdmin(page, "/admin/products");
  await page.getByRole("link", { name: "Add product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);

  // SPEC §5: everything but the picture is required.
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Required").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "SKU", exact: true }).fill(sku);
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("Tik ve alüminyum; güneşli bahçeler için.");
  await page.getByRole("textbox", { name: "Price ($)", exact: true }).fill("12,5 TL");
  await page.getByRole("textbox", { name: "Stock", exact: true }).fill("6");
  await page.getByRole("combobox", { name: "Category", exact: true }).selectOption("Bergère");
  await page.getByRole("combobox", { name: "Brand", exact: true }).selectOption("FERMOB");
  await page.getByRole("radio", { name: "outdoor" }).check();
  await page.getByRole("textbox", { name: "Collection", exact: true }).fill("Kumsal");
  await page.getByRole("combobox", { name: "Colours", exact: true }).fill("Cactus, Honey");
  await page.getByRole("textbox", { name: "Meta title", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Meta keywords", exact: true }).fill("lounge, chair");
  await page.getByRole("textbox", { name: "Meta description", exact: true }).fill("A teak lounge chair");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Enter a price such as 1299,90 or 1299.90")).toBeVisible();
  // A Turkish decimal comma (and thousands point) is read as the owner means it (issue 14).
  await page.getByRole("textbox", { name: "Price ($)", exact: true }).fill("1.249,90");

  // The upload waits until the progress bar has been seen.
  const release = await holdRequests(page, "**/api/upload");
  await page.getByTestId("add-image-input").setInputFiles(await pngFile("chair"));
  await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  release();
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Upload progress" })).toHaveCount(0);
  await page.unroute("**/api/upload");
  const preview = page.getByTestId("add-image-preview");
  await expect(preview).toHaveAttribute("src", /^\/uploads\/images\/[a-f0-9]+\.webp$/);
  const imageUrl = (await preview.getAttribute("src")) ?? "";

  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText(`${name} was created`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/[a-f0-9]{24}\/edit$/);
  const id = /\/admin\/products\/([a-f0-9]{24})\/edit$/.exec(page.url())?.[1] ?? "";

  // The storefront: in the listing by search, and on its own page with the uploaded picture.
  await page.goto(`/collections/all?search=${encodeURIComponent(name)}`);
  const card = page.getByRole("link", { name: new RegExp(escapeRe(name)) }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText("$1,249.90");
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("$1,249.90")).toBeVisible();
  await expect(page.getByTestId("main-image").locator("img")).toHaveAttribute("src", imageUrl);

  // Edit the price (and see the blank-entry and list rules hold on the way).
  await page.goto(`/admin/products/${id}/edit`);
  const price = page.getByRole("textbox", { name: "Price ($)", exact: true });
  await expect(price).toHaveValue("1249.90");
  await expect(page.getByRole("button", { name: "Remove sizes 1" })).toBeDisabled();
  await price.fill("999,50");
  // The Turkish texts beside the default ones (issue 20, ADR 2001).
  await page.getByLabel("Açıklama (Turkish)", { exact: true }).fill("Güneşli bahçeler için katlanır şezlong.");
  await page.getByRole("textbox", { name: "Meta başlık (Turkish)" }).fill("Şezlong | Avlu");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  const turkish = await (await page.request.get(`/api/products/${id}?lang=tr`)).json();
  expect(turkish).toMatchObject({
    description: "Güneşli bahçeler için katlanır şezlong.",
    metaTitle: "Şezlong | Avlu",
  });
  await page.reload();
  await expect(page.getByLabel("Açıklama (Turkish)", { exact: true })).toHaveValue(
    "Güneşli bahçeler için katlanır şezlong.",
  );

  await page.goto(`/product/${id}`);
  await expect(page.getByText("$999.50")).toBeVisible();
  await expect(page.getByText("$1,249.90")).toHaveCount(0);

  // A required field left empty is refused with SPEC's toast and nothing changes.
  await page.goto(`/admin/products/${id}/edit`);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Failed to update product")).toBeVisible();
});

test("pictures per colour: upload, assign a colour, reorder, remove; the shop follows", async ({ page, request }) => {
  test.slow();
  const product = await createProduct(request, {
    name: `Ada Side Table ${stamp()}`,
    description: "Side table",
    price: 310,
    countInStock: 4,
    sku: `E2E-IMG-${stamp()}`,
    brand: "SIFAS",
    category: "Living Room",
    door: "indoor",
    colors: ["Cactus", "Honey"],
    images: [{ url: "/uploads/seed/drawings/table-0.svg", color: null }],
  });

  await logInAsAdmin(page, `/admin/products/${product._id}/edit`);
  const list = page.getByTestId("image-list").getByRole("listitem");
  await expect(list).toHaveCount(1);
  await page.getByLabel("Colour of the next upload").selectOption("Honey");
  await page.getByTestId("image-upload-input").setInputFiles(await pngFile("honey"));
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  await expect(list).toHaveCount(2);
  // A new colour picture goes before the drawing only when the drawing is not also the main picture.
  await expect(page.getByLabel("Picture 2 colour")).toHaveValue("Honey");
  await page.getByRole("button", { name: "Move picture 2 up" }).click();
  await expect(page.getByLabel("Picture 1 colour")).toHaveValue("Honey");
  await expect(list.first()).toContainText("Main");
  await expect(list.last()).toContainText("technical drawing");

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  const saved = (await (await request.get(`/api/products/${product._id}`)).json()) as Product;
  expect(saved.images.map((i) => i.color)).toEqual(["Honey", null]);
  expect(saved.images[0]?.url).toMatch(/^\/uploads\/images\/[a-f0-9]+\.webp$/);

  await page.goto(`/product/${product._id}`);
  // Honey has no stock yet: its swatch says it is sold out (issue 17) and still shows its picture.
  await page.getByRole("button", { name: /^Honey( \(sold out\))?$/ }).click();
  await expect(page.getByTestId("main-image").locator("img")).toHaveAttribute("src", saved.images[0]?.url ?? "");

  // Remove the drawing: the last remaining picture cannot be removed, only cleared.
  await page.goto(`/admin/products/${product._id}/edit`);
  await page.getByRole("button", { name: "Remove picture 2" }).click();
  await expect(list).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Remove picture 1" })).toBeDisabled();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  const after = (await (await request.get(`/api/products/${product._id}`)).json()) as Product;
  expect(after.images).toEqual([{ url: saved.images[0]?.url, color: "Honey" }]);

  // Only images are accepted.
  const text = path.join(os.tmpdir(), `not-an-image-${stamp()}.txt`);
  fs.writeFileSync(text, "hello");
  await page.getByTestId("image-upload-input").setInputFiles(text);
  await expect(page.getByText("Upload failed: Only image files can be uploaded")).toBeVisible();
});

test("products list: search, filters, paging, and delete with confirmation", async ({ page, request }) => {
  const token = await adminToken(request);
  const name = `Zeytin Bench ${stamp()}`;
  const product = await createProduct(request, {
    name,
    description: "Bench",
    price: 88,
    countInStock: 2,
    sku: `E2E-DEL-${stamp()}`,
    brand: "OLTA",
    category: "Garden Bench",
    door: "outdoor",
    isPublished: false,
  });

  await logInAsAdmin(page, "/admin/products");
  await expect(page.getByText(/^[\d,]+ products$/)).toBeVisible();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await page.getByRole("searchbox", { name: "Search products" }).fill(name);
  const row = page.getByTestId(`product-row-${product.sku}`);
  await expect(row).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(row).toContainText("Hidden");
  await page.getByLabel("Published").selectOption("true");
  await expect(page.getByText("No products found")).toBeVisible();
  await page.getByLabel("Published").selectOption("false");
  await page.getByRole("combobox", { name: "Brand", exact: true }).selectOption("OLTA");
  await page.getByRole("combobox", { name: "Category", exact: true }).selectOption("Garden Bench");
  await expect(row).toBeVisible();
  await page.getByRole("combobox", { name: "Brand", exact: true }).selectOption("FERMOB");
  await expect(page.getByText("No products found")).toBeVisible();
  await page.getByRole("combobox", { name: "Brand", exact: true }).selectOption("");

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toHaveText(/Are you sure you want to delete this product\?/);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`${name} was deleted`)).toBeVisible();
  await expect(page.getByText("No products found")).toBeVisible();
  expect((await request.get(`/api/products/${product._id}`, { headers: bearer(token) })).status()).toBe(404);
});

test("CSV: export → edit in a spreadsheet → preview → import → the shop shows the change", async ({
  page,
  request,
}) => {
  const sku = `E2E-CSV-${stamp()}`;
  const product = await createProduct(request, {
    name: `Çınar Dining Chair ${stamp()}`,
    description: 'Meşe, "klasik" çizgi,\nikinci satır.',
    price: 420,
    countInStock: 9,
    sku,
    brand: "SIFAS",
    category: "Dining Room",
    door: ["indoor"],
    colors: ["Honey"],
    technicalSheet: ["Meşe gövde, yağlı", "Ağırlık: 6 kg"],
    features: { Malzeme: "Meşe" },
  });

  await logInAsAdmin(page, "/admin/products");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^avlu-products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = fs.readFileSync((await download.path()) ?? "", "utf8");
  expect(exported.charCodeAt(0)).toBe(0xfeff);
  const [header = [], ...rows] = parseCsv(exported).map((r) => r.fields);
  expect(rows.length).toBeGreaterThan(300);
  const row = rows.find((r) => r[0] === sku);
  if (!row) throw new Error(`${sku} is not in the export`);
  const col = (name: string) => header.indexOf(name);
  expect(row[col("description")]).toBe('Meşe, "klasik" çizgi,\nikinci satır.');

  // The owner changes the price and the name of one product and keeps only that row.
  const newName = `Çınar Dining Chair İzmir ${stamp()}`;
  const edited = [...row];
  edited[col("price")] = "455.00";
  edited[col("name")] = newName;
  const file = path.join(os.tmpdir(), `import-${stamp()}.csv`);
  fs.writeFileSync(file, toCsv([header, edited]));

  await page.getByRole("button", { name: "Import CSV" }).click();
  await page.getByTestId("csv-import-input").setInputFiles(file);
  const report = page.getByTestId("import-report");
  await expect(report).toContainText("Preview: 1 row");
  await expect(report).toContainText("1 to update");
  await expect(report.getByRole("row", { name: new RegExp(escapeRe(sku)) })).toContainText("Changes name, price");
  // Nothing is saved by the preview.
  expect(((await (await request.get(`/api/products/${product._id}`)).json()) as Product).price).toBe(420);

  await page.getByRole("button", { name: "Apply import (1 change)" }).click();
  await expect(page.getByText("Import saved: 0 created, 1 updated, 0 unchanged")).toBeVisible();

  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
  await expect(page.getByText("$455.00")).toBeVisible();

  // The same file again changes nothing.
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Import CSV" }).click();
  await page.getByTestId("csv-import-input").setInputFiles(file);
  await expect(page.getByTestId("import-report")).toContainText("1 unchanged");
  await expect(page.getByRole("button", { name: /Apply import/ })).toBeDisabled();
  await expect(page.getByText("Nothing to change: the catalogue already matches this file.")).toBeVisible();

  // A wrong row is reported and nothing can be applied.
  const bad = [...edited];
  bad[col("brand")] = "IKEA";
  fs.writeFileSync(file, toCsv([header, bad]));
  await page.getByTestId("csv-import-input").setInputFiles(file);
  await expect(page.getByTestId("import-report")).toContainText("brand: must be one of SIFAS, OLTA, FERMOB");
  await expect(page.getByRole("button", { name: /Apply import/ })).toBeDisabled();
});

test("users: add, SPEC's alerts, change a role, delete with confirmation; admins cannot remove themselves", async ({
  page,
  request,
}) => {
  const person = await registerCustomer(request, "Ece Güneş");
  await logInAsAdmin(page, "/admin/users");

  const row = page.getByTestId(`user-row-${person.email}`);
  await expect(row).toContainText("Ece Güneş");
  await row.getByRole("combobox", { name: "Role of Ece Güneş" }).selectOption("admin");
  await expect(page.getByText("Ece Güneş is now admin")).toBeVisible();
  const users = (await (
    await request.get("/api/admin/users", { headers: bearer(await adminToken(request)) })
  ).json()) as Array<{
    email: string;
    role: string;
  }>;
  expect(users.find((u) => u.email === person.email)?.role).toBe("admin");
  // Never a password hash on the wire.
  expect(JSON.stringify(users)).not.toMatch(/password|argon2/i);

  const me = page.getByTestId(`user-row-${E2E_ADMIN.email}`);
  await expect(me.getByRole("combobox")).toBeDisabled();
  await expect(me.getByRole("button", { name: /^Delete/ })).toBeDisabled();

  // Adding: an address already in use gives SPEC's alert with the server's reason.
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Duplicate Person");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(person.email);
  await page.getByLabel("Password").fill("Another-Pass-77");
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /^Failed to add user/ })).toHaveText(
    "Failed to add user: An account with this email already exists",
  );

  const newEmail = `added.${stamp()}@example.com`;
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(newEmail);
  await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("customer");
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByText("Duplicate Person was added as customer")).toBeVisible();
  const added = page.getByTestId(`user-row-${newEmail}`);
  await expect(added).toBeVisible();

  await added.getByRole("button", { name: "Delete Duplicate Person" }).click();
  await expect(page.getByRole("alertdialog")).toHaveText(/Are you sure you want to delete this user\?/);
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted")).toBeVisible();
  await expect(added).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search users" }).fill("no-such-person-anywhere");
  await expect(page.getByText("No users found")).toBeVisible();
});

test("orders: filter, change the status and mark paid → the customer sees it on their order page", async ({
  page,
  request,
  browser,
}) => {
  // Three sessions (admin, then the customer twice) and a real order: give it room on a busy machine.
  test.slow();
  const token = await adminToken(request);
  const product = await createProduct(request, {
    name: `Liman Stool ${stamp()}`,
    description: "Stool",
    price: 150,
    countInStock: 10,
    sku: `E2E-ORD-ADM-${stamp()}`,
    brand: "FERMOB",
    category: "Pouf",
    door: "outdoor",
    colors: ["Cactus"],
  });
  const buyer = await registerCustomer(request, "Selin Aydın");
  const order = await orderTwo(request, buyer.token, product);

  await logInAsAdmin(page, "/admin/orders");
  await page.getByRole("searchbox", { name: "Search orders" }).fill(order.reference);
  const row = page.getByTestId(`order-row-${order.reference}`);
  await expect(row).toContainText("Selin Aydın");
  // 2 × 150 and the İstanbul delivery line (issue 19).
  await expect(row).toContainText("$349.00");
  await expect(row).toContainText(`2 × ${product.name}`);

  await row.getByRole("combobox", { name: `Status of ${order.reference}` }).selectOption("Shipped");
  await expect(page.getByText(`${order.reference} is now Shipped`)).toBeVisible();
  await row.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByText(`${order.reference} is marked as paid`)).toBeVisible();
  await expect(row).toContainText("Paid");

  await page.getByRole("tab", { name: "Shipped" }).click();
  await expect(row).toBeVisible();
  await page.getByRole("tab", { name: "Cancelled" }).click();
  await expect(page.getByText("No orders found")).toBeVisible();
  await page.getByRole("tab", { name: "All" }).click();

  await inNewSession(browser, async (customerPage) => {
    await logIn(customerPage, buyer.email, PASSWORD, `/order/${order._id}`);
    await expect(customerPage.getByTestId("order-status")).toHaveText("Shipped");
    await expect(customerPage.getByTestId("order-paid")).toHaveText("Paid");
  });

  // The detail page: Delivered sets the delivery date; the customer sees that too.
  await row.getByRole("link", { name: `Open ${order.reference}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  await page.getByLabel("Order status").selectOption("Delivered");
  await expect(page.getByText(`${order.reference} is now Delivered`)).toBeVisible();
  await expect(page.getByText(/^Delivered \d/)).toBeVisible();
  await inNewSession(browser, async (customerPage) => {
    await logIn(customerPage, buyer.email, PASSWORD, `/order/${order._id}`);
    await expect(customerPage.getByTestId("order-status")).toHaveText("Delivered");
  });

  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toHaveText(/Are you sure you want to delete this order\?/);
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  expect((await request.get(`/api/admin/orders/${order._id}`, { headers: bearer(token) })).status()).toBe(404);
});

test("shop: a new WhatsApp number is used by the product page at once; inbox and subscribers", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const before = (await (await request.get("/api/settings")).json()) as { whatsappNumber: string };
  const product = ((await (await request.get("/api/products?limit=1&brand=FERMOB")).json()) as Product[])[0];
  if (!product) throw new Error("no demo product");
  const number = "905559876543";

  // A visitor's message and sign-up arrive through the public API.
  const subject = `Teslimat sorusu ${stamp()}`;
  const sent = await request.post("/api/contact", {
    data: { name: "Nur Yıldız", email: "nur@example.com", subject, message: "Merhaba, Cumartesi teslimat olur mu?" },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const subscriber = `news.${stamp()}@example.com`;
  expect((await request.post("/api/subscribe", { data: { email: subscriber } })).status()).toBe(201);

  try {
    await logInAsAdmin(page, "/admin/shop");
    const field = page.getByLabel("WhatsApp number");
    await expect(field).toHaveValue(before.whatsappNumber);
    await field.fill("not-a-number");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("must be 8 to 15 digits, country code first", { exact: true })).toBeVisible();
    await field.fill(number);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Shop settings saved")).toBeVisible();
    expect(((await (await request.get("/api/settings")).json()) as { whatsappNumber: string }).whatsappNumber).toBe(
      number,
    );

    // Same tab, no reload: the storefront already has the new number.
    await page.getByRole("link", { name: "View the shop ↗" }).click();
    await page.evaluate((id) => {
      window.history.pushState({}, "", `/product/${id}`);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, product._id);
    const link = page.getByRole("link", { name: /Order via WhatsApp/ });
    await expect(link).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${number}\\?text=`));
  } finally {
    const restore = await request.put("/api/admin/settings", {
      headers: bearer(token),
      data: { whatsappNumber: before.whatsappNumber },
    });
    expect(restore.status()).toBe(200);
  }

  await page.goto("/admin/shop?tab=inbox");
  const message = page.getByTestId("contact-message").filter({ hasText: subject });
  await expect(message).toContainText("Nur Yıldız");
  await message.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByText("Marked as handled")).toBeVisible();
  await expect(page.getByTestId("contact-message").filter({ hasText: subject })).toHaveCount(0);
  await page.getByRole("tab", { name: "Handled" }).click();
  await expect(page.getByTestId("contact-message").filter({ hasText: subject })).toContainText("Handled");

  await page.getByRole("tab", { name: "Newsletter" }).click();
  await expect(page.getByRole("cell", { name: subscriber })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const csv = fs.readFileSync((await download.path()) ?? "", "utf8");
  expect(parseCsv(csv).map((r) => r.fields[0])).toContain(subscriber);
});
