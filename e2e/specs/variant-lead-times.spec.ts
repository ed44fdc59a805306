import { expect, test } from "@playwright/test";
import { fillGuestAddress } from "../fixtures/checkout.js";
import { logInAsAdmin } from "../fixtures/session.js";
import { adminToken, bearer, stamp, uniqueEmail } from "../fixtures/users.js";
import { createVariantChair } from "../fixtures/variants.js";

/**
 * Issue 19 (ADR 1910): lead times per variant. The owner marks one colour of a chair as ordered
 * from the maker with its own window in /admin/shop; the product page shows the window of the
 * colour chosen, and an order mixing both shows both, at checkout and on the confirmation.
 */

const DEFAULT_PAIR = {
  inStock: { min: 2, max: 5, unit: "business-days" },
  onOrder: { min: 4, max: 6, unit: "weeks" },
};

test("a variant on order: set by the owner, shown on the product page, at checkout and on the order", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const chair = await createVariantChair(request, `Lead Time Chair ${stamp()}`);
  const [stocked, onOrder] = chair.colors;
  const onOrderSku = chair.variants.find((v) => v.color === onOrder && v.packing === "1")?.sku as string;
  try {
    // 1. The owner: /admin/shop → Delivery, VAT and lead times → a variant with its own lead time.
    await logInAsAdmin(page, "/admin/shop?tab=checkout");
    const card = page.getByRole("form", { name: "Lead times" });
    await card.getByRole("button", { name: "Add a variant" }).click();
    const row = card.getByTestId("variant-lead-times");
    await row.getByLabel("SKU").last().fill(onOrderSku);
    await row.getByLabel("Availability").last().selectOption("on-order");
    await row.getByLabel("Its own window (else the brand's)").last().check();
    await row.getByLabel("Window from").last().fill("8");
    await row.getByLabel("Window to").last().fill("10");
    await row.getByLabel("Window unit").last().selectOption("weeks");
    await page.screenshot({ path: testInfo.outputPath("admin-variant-lead-times-1440.png"), fullPage: true });
    await card.getByRole("button", { name: "Save lead times" }).click();
    await expect(page.getByText("Lead times saved")).toBeVisible();
    const rules = await (await request.get("/api/checkout/rules")).json();
    expect(rules.leadTimes.variants).toContainEqual({
      sku: onOrderSku,
      availability: "on-order",
      window: { min: 8, max: 10, unit: "weeks" },
    });

    // 2. A shopper: the product page follows the colour chosen.
    const shopperContext = await browser.newContext();
    const shopper = await shopperContext.newPage();
    await shopper.goto(`/product/${chair._id}`);
    const lead = shopper.getByTestId("product-lead-time");
    await shopper.getByRole("button", { name: stocked, exact: true }).click();
    await expect(lead).toHaveText("Expected delivery: in stock, 2–5 business days");
    await shopper.getByRole("button", { name: "Add to cart" }).click();
    await expect(shopper.getByRole("dialog", { name: "Your Cart" }).getByTestId("cart-line")).toHaveCount(1);
    await shopper.keyboard.press("Escape");
    await shopper.getByRole("button", { name: onOrder, exact: true }).click();
    await expect(lead).toHaveText("Expected delivery: on order, 8–10 weeks");
    await shopper.getByRole("button", { name: "Add to cart" }).click();
    await expect(shopper.getByRole("dialog", { name: "Your Cart" }).getByTestId("cart-line")).toHaveCount(2);

    // 3. Checkout as a guest: both windows; the order keeps them.
    await shopper.goto("/checkout");
    await shopper.getByRole("button", { name: "Continue as guest" }).click();
    const summaryLead = shopper.getByRole("main").getByTestId("lead-times").first();
    await expect(summaryLead).toContainText("In stock: 2–5 business days");
    await expect(summaryLead).toContainText("On order: 8–10 weeks");
    await fillGuestAddress(shopper, {
      firstName: "Selin",
      lastName: "Aydın",
      email: uniqueEmail("leadtime"),
      phone: "+90 532 555 25 25",
      address: "Kordon Boyu 25",
      province: "İzmir",
      district: "Konak",
      postalCode: "35250",
    });
    await shopper.getByRole("button", { name: "Continue to payment" }).click();
    await shopper.getByLabel("Pay on delivery").check();
    await shopper.getByRole("button", { name: "Place order" }).click();
    await expect(shopper).toHaveURL(/\/order-confirmation$/);
    const orderLead = shopper.getByRole("main").getByTestId("lead-times").first();
    await expect(orderLead).toContainText("In stock: 2–5 business days");
    await expect(orderLead).toContainText("On order: 8–10 weeks");
    await shopper.screenshot({ path: testInfo.outputPath("order-both-lead-times-1440.png"), fullPage: true });
    await shopperContext.close();
  } finally {
    // The lead-time rules are the shop's: put them back for the other specs.
    await request.put("/api/admin/lead-times", {
      headers: bearer(await adminToken(request)),
      data: { default: DEFAULT_PAIR, brands: [], variants: [] },
    });
  }
});
