import { type APIRequestContext, expect, test } from "@playwright/test";
import { fillPlace } from "../fixtures/checkout.js";
import { logIn } from "../fixtures/session.js";
import { addToCart, createLookalikeProduct, type Product, placeOrder } from "../fixtures/shop.js";
import { adminToken, bearer, PASSWORD, registerCustomer, stamp } from "../fixtures/users.js";

/** Order screens against the real server: admin changes seen by the customer, privacy, stock running out. */

const ADDRESS = {
  firstName: "Mert",
  lastName: "Kaya",
  email: "mert.kaya@example.com",
  address: "Moda Caddesi 5",
  city: "İstanbul",
  postalCode: "34710",
  country: "Türkiye",
  phone: "+90 532 555 02 02",
};

/** A product of its own for this test (its stock is the test's alone), dressed like a demo product. */
const createTestProduct = (request: APIRequestContext, name: string, price: number, countInStock: number) =>
  createLookalikeProduct(request, {
    name,
    price,
    countInStock,
    description: "A test piece for the order screens.",
    skuPrefix: "E2E-ORD",
  });

/** An order placed through the API (the screens under test here come after it). */
async function orderOf(request: APIRequestContext, token: string, product: Product, quantity = 1) {
  await addToCart(request, token, product, quantity);
  return placeOrder(request, token, ADDRESS, "pay-on-delivery");
}

test("the customer sees the shop's changes: Paid, Shipped, the timeline, and no cancelling once shipped", async ({
  page,
  request,
}) => {
  const product = await createTestProduct(request, `Harbour Bench ${stamp()}`, 420, 4);
  const buyer = await registerCustomer(request, "Mert Kaya");
  const first = await orderOf(request, buyer.token, product, 2);
  const second = await orderOf(request, buyer.token, product, 1);

  const admin = await adminToken(request);
  for (const [id, body] of [
    [first._id, { status: "Processing" }],
    [first._id, { status: "Shipped", isPaid: true }],
  ] as const) {
    const res = await request.put(`/api/admin/orders/${id}`, { headers: bearer(admin), data: body });
    expect(res.status(), await res.text()).toBe(200);
  }

  await logIn(page, buyer.email, PASSWORD, "/orders");
  await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(2);
  // Newest first.
  await expect(rows.nth(0)).toContainText(second.reference);
  await expect(rows.nth(0).getByTestId("order-paid")).toHaveText("Pending");
  await expect(rows.nth(0).getByTestId("order-status")).toHaveText("Pending");
  await expect(rows.nth(0)).toContainText("$469.00");
  await expect(rows.nth(1)).toContainText(first.reference);
  await expect(rows.nth(1).getByTestId("order-paid")).toHaveText("Paid");
  await expect(rows.nth(1).getByTestId("order-status")).toHaveText("Shipped");
  await expect(rows.nth(1)).toContainText("$889.00");
  await expect(rows.nth(1)).toContainText(`${product.name} × 2`);

  await rows.nth(1).click();
  await expect(page.getByTestId("order-reference")).toHaveText(first.reference);
  await expect(page.getByTestId("order-status")).toHaveText("Shipped");
  const steps = page.getByTestId("timeline-step");
  await expect(steps).toHaveCount(4);
  for (const [i, reached] of ["true", "true", "true", "false"].entries()) {
    await expect(steps.nth(i)).toHaveAttribute("data-reached", reached);
  }
  await expect(page.getByText("Pay on delivery")).toBeVisible();
  await expect(page.getByTestId("order-paid")).toHaveText("Paid");
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expect(page.getByTestId("order-address")).toContainText("Moda Caddesi 5");
});

test("another customer's order is not found", async ({ page, request }) => {
  const product = await createTestProduct(request, `Quiet Stool ${stamp()}`, 99, 3);
  const owner = await registerCustomer(request, "Owner Person");
  const order = await orderOf(request, owner.token, product);
  const stranger = await registerCustomer(request, "Stranger Person");
  await logIn(page, stranger.email, PASSWORD, "/my-orders");
  await expect(page.getByText("You don't have any orders yet.")).toBeVisible();
  await page.goto(`/order/${order._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Order not found." })).toBeVisible();
  await expect(page.getByText(order.reference)).toHaveCount(0);
});

test("stock sold out between the steps: placing the order names the product and orders nothing", async ({
  page,
  request,
}) => {
  const name = `Last Parasol ${stamp()}`;
  const product = await createTestProduct(request, name, 310, 3);
  const buyer = await registerCustomer(request, "Mert Kaya");
  await addToCart(request, buyer.token, product, 2);
  await logIn(page, buyer.email, PASSWORD, "/checkout");
  await expect(page.getByTestId("summary-line")).toContainText(name);
  await page.getByLabel("Phone").fill(ADDRESS.phone);
  await page.getByLabel("Address", { exact: true }).fill(ADDRESS.address);
  await fillPlace(page, { province: ADDRESS.city, district: "Kadıköy", postalCode: ADDRESS.postalCode });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment$/);

  // Meanwhile the shop sells two of the three elsewhere.
  const res = await request.put(`/api/products/${product._id}`, {
    headers: bearer(await adminToken(request)),
    data: { countInStock: 1 },
  });
  expect(res.status()).toBe(200);

  await page.getByLabel("Pay on delivery").check();
  await page.getByRole("button", { name: "Place order" }).click();
  // Stock is per colour (issue 17): the message names it.
  await expect(page.locator("main").getByRole("alert")).toHaveText(
    `Only 1 of "${name}" in ${product.colors[0]} left in stock`,
  );
  await expect(page.getByRole("button", { name: "Update your cart" })).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId("summary-line")).toContainText("Only 1 left in stock");
  await expect(page.getByRole("button", { name: "Place order" })).toBeDisabled();
  const orders = await (await request.get("/api/orders", { headers: bearer(buyer.token) })).json();
  expect(orders).toEqual([]);
  expect(((await (await request.get(`/api/products/${product._id}`)).json()) as Product).countInStock).toBe(1);
});
