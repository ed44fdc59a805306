import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../fixtures/accounts.mjs";

/*
 * Script payloads stored through the real API — product texts, a shopper's name, an order's
 * address, a contact message, a search term — are shown as text on every screen that shows them.
 * Each payload carries a data-xss attribute: the test fails if any dialog opens or any element
 * with that attribute (or a javascript: link) appears in the page.
 */

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** Findable in searches; the rest of each text is the attack. */
const TAG = `xss${stamp}`;
const IMG = `<img src=x onerror=alert(1) data-xss="img">`;
const SCRIPT = `"><script data-xss="script">alert(2)</script>`;
const SVG = `<svg onload=alert(3) data-xss="svg"><a href="javascript:alert(4)" data-xss="link">x</a></svg>`;
const LINK = `javascript:alert(5)//`;

const PRODUCT_NAME = `${TAG} ${IMG} Chair`;
const DESCRIPTION = `Sturdy. ${SCRIPT} ${LINK}`;
const SHEET_LINE = `Frame: ${SVG}`;
const FEATURE_NAME = `Finish ${IMG.replace("img", "img2")}`;
const FEATURE_VALUE = `Matt ${SCRIPT.replace('script"', 'script2"')}`;
const CUSTOMER_NAME = `Eve ${IMG} ${TAG}`;
const ADDRESS = `Moda Cad. ${SCRIPT}`;
const CONTACT_SUBJECT = `Question ${SVG}`;
const CONTACT_MESSAGE = `Hello ${IMG} ${SCRIPT}`;
const SEARCH = `<img src=x onerror=alert(6) data-xss="search">`;
const PASSWORD = "Correct-Horse-42";

interface Setup {
  productId: string;
  orderId: string;
  customer: { token: string; user: { _id: string; name: string; email: string; role: string } };
  admin: { token: string; user: { _id: string; name: string; email: string; role: string } };
  subscriber: string;
}

let setup: Promise<Setup> | undefined;

async function createData(request: APIRequestContext): Promise<Setup> {
  const adminRes = await request.post("/api/users/login", { data: E2E_ADMIN });
  expect(adminRes.status()).toBe(200);
  const admin = (await adminRes.json()) as Setup["admin"];
  const auth = { authorization: `Bearer ${admin.token}` };

  const demo = (
    (await (await request.get("/api/products?limit=1")).json()) as Array<{
      images: Array<{ url: string; color: string | null }>;
    }>
  )[0];
  const created = await request.post("/api/products", {
    headers: auth,
    data: {
      name: PRODUCT_NAME,
      description: DESCRIPTION,
      price: 321,
      countInStock: 20,
      sku: `XSS-${stamp}`,
      brand: "FERMOB",
      category: "Table & Chair",
      door: "outdoor",
      collection: "Bistro",
      colors: "Cactus",
      sizes: ["Medium"],
      images: [{ url: demo?.images[0]?.url ?? "/uploads/seed/products/chair-0-cactus.svg", color: "Cactus" }],
      technicalSheet: [SHEET_LINE],
      features: { [FEATURE_NAME]: FEATURE_VALUE },
      metaTitle: `${TAG} ${SCRIPT}`,
      altText: `${TAG} ${IMG}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { _id: string })._id;

  // javascript: and data: addresses are refused where the shop stores links and pictures.
  for (const [url, data] of [
    [`/api/products/${productId}`, { images: [{ url: "javascript:alert(1)", color: null }] }],
    [`/api/products/${productId}`, { imageUrl: "data:text/html,<script>alert(1)</script>" }],
    ["/api/admin/settings", { social: { instagram: "javascript:alert(1)" } }],
  ] as const) {
    expect((await request.put(url, { headers: auth, data })).status(), JSON.stringify(data)).toBe(400);
  }

  const reg = await request.post("/api/users/register", {
    data: { name: CUSTOMER_NAME, email: `eve.${stamp}@example.com`, password: PASSWORD },
  });
  expect(reg.status()).toBe(201);
  const customer = (await reg.json()) as Setup["customer"];
  const bearer = { authorization: `Bearer ${customer.token}` };
  const line = { productId, color: "Cactus", packing: "1" };
  expect((await request.post("/api/cart", { headers: bearer, data: { ...line, quantity: 1 } })).status()).toBe(200);
  const order = await request.post("/api/orders", {
    headers: bearer,
    data: {
      paymentMethod: "bank-transfer",
      shippingAddress: {
        firstName: `Eve ${IMG}`,
        lastName: `Hacker ${SCRIPT}`,
        email: `eve.${stamp}@example.com`,
        // The province is one of the list's names since issue 19 (an unknown one is a 400), so the
        // SVG rides in the street address.
        address: `${ADDRESS} ${SVG}`,
        city: "İstanbul",
        postalCode: "34710",
        country: "Türkiye",
        phone: "+90 555 000 00 00",
      },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = ((await order.json()) as { _id: string })._id;
  // Something in the cart again for the drawer.
  expect((await request.post("/api/cart", { headers: bearer, data: { ...line, quantity: 2 } })).status()).toBe(200);

  const contact = await request.post("/api/contact", {
    data: {
      name: CUSTOMER_NAME,
      email: `eve.${stamp}@example.com`,
      subject: CONTACT_SUBJECT,
      message: CONTACT_MESSAGE,
    },
  });
  expect(contact.status()).toBe(201);
  // A newsletter address cannot carry markup; the strangest valid one is shown as text.
  expect((await request.post("/api/subscribe", { data: { email: `<img src=x>@example.com` } })).status()).toBe(400);
  const subscriber = `o'neil+${TAG}@example.com`;
  expect((await request.post("/api/subscribe", { data: { email: subscriber } })).status()).toBe(201);

  return { productId, orderId, customer, admin, subscriber };
}

const data = (request: APIRequestContext) => {
  setup ??= createData(request);
  return setup;
};

/** Collects dialogs for the whole test; any dialog fails it. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function signIn(page: Page, session: Setup["customer"] | Setup["admin"]) {
  await page.addInitScript((s) => {
    window.localStorage.setItem("userToken", s.token);
    window.localStorage.setItem("userInfo", JSON.stringify(s.user));
    window.localStorage.setItem("userId", s.user._id);
  }, session);
}

/** The payload text is on screen as text, and nothing it carries became part of the page. */
async function expectShownAsText(page: Page, text: string, dialogs: string[]) {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await expectNothingInjected(page, dialogs);
}

async function expectNothingInjected(page: Page, dialogs: string[]) {
  await expect(page.locator("[data-xss]")).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i], [src^="javascript:" i], iframe[srcdoc]')).toHaveCount(0);
  const inlineHandlers = await page.evaluate(
    () =>
      [...document.querySelectorAll("*")].filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name))).length,
  );
  expect(inlineHandlers).toBe(0);
  expect(dialogs).toEqual([]);
}

test("the product page shows name, description, technical sheet and features as text", async ({ page, request }) => {
  const d = await data(request);
  const dialogs = watchDialogs(page);
  await page.goto(`/product/${d.productId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PRODUCT_NAME);
  await expectShownAsText(page, DESCRIPTION, dialogs);
  await expectShownAsText(page, SHEET_LINE, dialogs);
  await expectShownAsText(page, FEATURE_NAME, dialogs);
  await expectShownAsText(page, FEATURE_VALUE, dialogs);
  // The server-rendered head escapes it too (title, description, JSON-LD).
  const html = await (await request.get(`/product/${d.productId}`)).text();
  for (const raw of [IMG, "<script data-xss", "<svg onload", 'data-xss="img">']) expect(html).not.toContain(raw);
  expect(html).toMatch(/&(#60|lt);script data-xss/);
  expect(await page.title()).toContain(TAG);
});

test("listing cards and search results show the name and the search term as text", async ({ page, request }) => {
  await data(request);
  const dialogs = watchDialogs(page);
  await page.goto(`/collections/all?search=${encodeURIComponent(TAG)}`);
  await expect(page.getByText(PRODUCT_NAME).first()).toBeVisible();
  await expectNothingInjected(page, dialogs);

  await page.goto(`/collections/all?search=${encodeURIComponent(SEARCH)}`);
  await expectShownAsText(page, SEARCH, dialogs);
  // Typed into the header search, too.
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const field = page.getByRole("textbox", { name: "Search products" });
  await field.fill(`${SCRIPT}`);
  await field.press("Enter");
  await expectShownAsText(page, SCRIPT, dialogs);
});

test("the cart drawer, profile, my orders and the order page show the texts as text", async ({ page, request }) => {
  const d = await data(request);
  const dialogs = watchDialogs(page);
  await signIn(page, d.customer);
  await page.goto("/");
  await page.getByRole("button", { name: "Cart" }).click();
  const drawer = page.getByRole("dialog", { name: "Your Cart" });
  await expect(drawer.getByText(PRODUCT_NAME)).toBeVisible();
  await expectNothingInjected(page, dialogs);

  await page.goto("/profile");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(CUSTOMER_NAME);
  await expectNothingInjected(page, dialogs);

  await page.goto("/my-orders");
  await expectShownAsText(page, PRODUCT_NAME, dialogs);

  await page.goto(`/order/${d.orderId}`);
  await expectShownAsText(page, PRODUCT_NAME, dialogs);
  await expectShownAsText(page, ADDRESS, dialogs);
});

test("admin screens: products, users, orders, dashboard, inbox and subscribers show the texts as text", async ({
  page,
  request,
}) => {
  const d = await data(request);
  const dialogs = watchDialogs(page);
  await signIn(page, d.admin);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNothingInjected(page, dialogs);

  await page.goto("/admin/products");
  await page.getByLabel("Search products").fill(TAG);
  await expectShownAsText(page, PRODUCT_NAME, dialogs);

  await page.goto(`/admin/products/${d.productId}/edit`);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(PRODUCT_NAME);
  await expectNothingInjected(page, dialogs);

  await page.goto("/admin/users");
  await expectShownAsText(page, CUSTOMER_NAME, dialogs);

  await page.goto("/admin/orders");
  await expectShownAsText(page, CUSTOMER_NAME, dialogs);
  await page.goto(`/admin/orders/${d.orderId}`);
  await expectShownAsText(page, ADDRESS, dialogs);
  await expectShownAsText(page, PRODUCT_NAME, dialogs);

  await page.goto("/admin/shop?tab=inbox");
  await expectShownAsText(page, CONTACT_SUBJECT, dialogs);
  await expectShownAsText(page, CONTACT_MESSAGE, dialogs);
  await page.getByRole("tab", { name: "Newsletter" }).click();
  await expectShownAsText(page, d.subscriber, dialogs);
});
