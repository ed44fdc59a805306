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

    // A new zone (a province no other test orders to: the specs run two at a time on one shop)
    // reaches the rules the checkout reads, and the card shows it after a reload.
    const n = before.delivery.zones.length;
    await page.getByRole("button", { name: "Add a zone" }).click();
    await page.locator(`#zone-${n}-name`).fill("E2E Hakkari");
    await page.locator(`#zone-${n}-provinces`).selectOption(["30"]);
    await page.locator(`#zone-${n}-fee`).fill("123,50");
    await page.getByRole("button", { name: "Save delivery rules" }).click();
    await expect(page.getByText("Delivery rules saved").last()).toBeVisible();
    await expect
      .poll(async () => {
        const rules = (await (await request.get("/api/checkout/rules")).json()) as Rules;
        const zone = rules.delivery.zones.find((z) => z.name === "E2E Hakkari");
        return zone && { provinces: zone.provinces, fee: zone.fee };
      })
      .toEqual({ provinces: ["30"], fee: 123.5 });
    await page.reload();
    await expect(page.locator(`#zone-${n}-name`)).toHaveValue("E2E Hakkari");
    await expect(page.locator(`#zone-${n}-fee`)).toHaveValue("123.5");
  } finally {
    const restore = await request.put("/api/admin/delivery", {
      headers: bearer(token),
      data: deliveryInput(before.delivery),
    });
    expect(restore.status(), await restore.text()).toBe(200);
  }
});
