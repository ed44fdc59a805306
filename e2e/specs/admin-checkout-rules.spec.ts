import { expect, test } from "@playwright/test";
import { logInAsAdmin } from "../fixtures/session.js";
import { adminToken, bearer } from "../fixtures/users.js";

type Zone = { id: string; name: string; kind: string; provinces: string[]; fee: number; onRequest: boolean };
type Rules = {
  delivery: { zones: Zone[]; freeDeliveryThreshold: number | null; assembly: { available: boolean; price: number } };
  vat: { rate: number; categoryRates: Record<string, number> };
  leadTimes: unknown;
};

/** The rules as the admin cards send them back (a zone's id is the server's). */
const deliveryInput = (d: Rules["delivery"]) => ({
  ...d,
  zones: d.zones.map(({ id: _id, ...zone }) => zone),
});

test("the owner saves each checkout rules card as it is, then with a change, and the shop uses it", async ({
  page,
  request,
}) => {
  const before = (await (await request.get("/api/checkout/rules")).json()) as Rules;
  const token = await adminToken(request);
  try {
    await logInAsAdmin(page, "/admin/shop?tab=checkout");
    // Saved untouched: each card sends exactly what its rules' schema takes.
    await page.getByRole("button", { name: "Save delivery rules" }).click();
    await expect(page.getByText("Delivery rules saved")).toBeVisible();
    await page.getByRole("button", { name: "Save VAT rates" }).click();
    await expect(page.getByText("VAT rates saved")).toBeVisible();
    await page.getByRole("button", { name: "Save lead times" }).click();
    await expect(page.getByText("Lead times saved")).toBeVisible();

    // A new fee for the first zone reaches the rules the checkout reads.
    const fee = page.locator("#zone-0-fee");
    await fee.fill("123,50");
    await page.getByRole("button", { name: "Save delivery rules" }).click();
    await expect(page.getByText("Delivery rules saved").last()).toBeVisible();
    await expect
      .poll(async () => ((await (await request.get("/api/checkout/rules")).json()) as Rules).delivery.zones[0]?.fee)
      .toBe(123.5);
    await page.reload();
    await expect(page.locator("#zone-0-fee")).toHaveValue("123.5");
  } finally {
    const restore = await request.put("/api/admin/delivery", {
      headers: bearer(token),
      data: deliveryInput(before.delivery),
    });
    expect(restore.status(), await restore.text()).toBe(200);
  }
});
