import { expect, test } from "@playwright/test";
import { fillPlace } from "../fixtures/checkout.js";
import { logIn } from "../fixtures/session.js";
import { addToCart, createLookalikeProduct } from "../fixtures/shop.js";
import { bearer, PASSWORD, registerCustomer, stamp } from "../fixtures/users.js";

/**
 * Issue 19 (ADR 1904): a signed-in shopper's saved addresses at checkout. The default fills the
 * form, another can be chosen, the order goes to the chosen one; a new address is saved on request.
 */

const HOME = {
  label: "Ev",
  firstName: "Deniz",
  lastName: "Arslan",
  phone: "+90 532 555 24 24",
  country: "Türkiye",
  city: "İzmir",
  district: "Karşıyaka",
  address: "Cemal Gürsel Caddesi 24",
  postalCode: "35540",
};
const WORK = {
  ...HOME,
  label: "İş",
  city: "Ankara",
  district: "Çankaya",
  address: "Tunalı Hilmi 7",
  postalCode: "06680",
};

test("saved addresses are offered at checkout: the default fills the form, the chosen one is ordered to, a new one is saved", async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = await registerCustomer(request, "Deniz Arslan");
  for (const a of [HOME, WORK]) {
    const res = await request.post("/api/addresses", { headers: bearer(shopper.token), data: a });
    expect(res.status(), await res.text()).toBe(201);
  }
  const product = await createLookalikeProduct(request, {
    name: `Address Lantern ${stamp()}`,
    price: 60,
    countInStock: 5,
    description: "A test piece for saved addresses.",
    skuPrefix: "E2E-ADDR",
  });
  await addToCart(request, shopper.token, product, 1);
  await logIn(page, shopper.email, PASSWORD, "/checkout");

  const saved = page.getByTestId("saved-addresses");
  await expect(saved.getByRole("radio")).toHaveCount(3);
  await expect(saved.getByLabel(/^Ev · Default/)).toBeChecked();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(HOME.address);
  await expect(page.getByLabel("Province")).toHaveValue("İzmir");
  await expect(page.getByLabel("District")).toHaveValue("Karşıyaka");
  await expect(page.getByLabel("Postal code")).toHaveValue(HOME.postalCode);
  await expect(page.getByTestId("charges-delivery")).toHaveText("$89.00");

  // The work address: the form and the delivery line follow.
  await saved.getByLabel(/^İş/).check();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(WORK.address);
  await expect(page.getByLabel("Province")).toHaveValue("Ankara");
  await page.screenshot({ path: test.info().outputPath("saved-address-checkout-1440.png"), fullPage: true });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByTestId("payment-address")).toContainText("Tunalı Hilmi 7, 06680 Çankaya / Ankara, Türkiye");
  await page.getByLabel("Pay on delivery").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole("main")).toContainText("Tunalı Hilmi 7");

  // A new address, saved to the profile on request.
  await addToCart(request, shopper.token, product, 1);
  await page.goto("/checkout");
  await saved.getByLabel("A new address").check();
  await page.getByLabel("Address", { exact: true }).fill("Atatürk Caddesi 99");
  await fillPlace(page, { province: "Bursa", district: "Osmangazi", postalCode: "16010" });
  await page.getByLabel("Save this address to my profile").check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const list = (await (await request.get("/api/addresses", { headers: bearer(shopper.token) })).json()) as Array<{
    address: string;
    city: string;
  }>;
  expect(list.map((a) => a.address).sort()).toEqual(["Atatürk Caddesi 99", HOME.address, WORK.address].sort());
  expect(list.find((a) => a.address === "Atatürk Caddesi 99")?.city).toBe("Bursa");
});
