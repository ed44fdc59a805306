import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseCsv, toCsv } from "../../apps/api/src/lib/csv.js";
import { escapeRe, logInAsAdmin } from "../fixtures/session.js";
import type { Product } from "../fixtures/shop.js";
import { adminToken, bearer, stamp } from "../fixtures/users.js";
import { createVariantChair } from "../fixtures/variants.js";

/** Issue 17 at 1440 px: colours as variants on the product page, the admin's variant grid and the per-variant CSV. */

test("product page: a sold-out colour is marked but selectable, a low colour says Only N left, price and texts follow the variant", async ({
  page,
  request,
}) => {
  const chair = await createVariantChair(request);
  const [stocked, low, soldOut] = chair.colors as [string, string, string];
  await page.goto(`/product/${chair._id}`);
  await expect(page.getByRole("heading", { level: 1, name: chair.name })).toBeVisible();

  // The first colour is chosen: in stock, one piece.
  await expect(page.getByTestId("stock-line")).toHaveText("In stock");
  await expect(page.getByTestId("product-price")).toContainText("$150.00");

  // The sold-out colour's swatch is marked, and still shows its picture when chosen.
  const swatch = page.getByRole("button", { name: `${soldOut} (sold out)` });
  await expect(swatch.getByTestId("swatch-sold-out")).toBeVisible();
  await swatch.click();
  await expect(page.getByTestId("selected-color")).toContainText(`${soldOut} · Sold out`);
  await expect(page.getByRole("button", { name: `Sold out in ${soldOut}` })).toBeDisabled();
  await expect(page.getByTestId("stock-line")).toContainText(`Sold out in ${soldOut}`);

  // The low colour: "Only 2 left"; its box of 2 does not exist (no stock was ever set, but it exists) → sold out.
  await page.getByRole("button", { name: low, exact: true }).click();
  await expect(page.getByTestId("stock-line")).toHaveText("Only 2 left");
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeEnabled();

  // A box of 2 costs two pieces, and the WhatsApp text carries the variant's SKU.
  await page.getByRole("button", { name: stocked, exact: true }).click();
  await page.getByRole("button", { name: "2", exact: true }).click();
  await expect(page.getByTestId("product-price")).toContainText("$300.00");
  await expect(page.getByTestId("product-price")).toContainText("per box of 2");
  await expect(page.getByTestId("packing-note")).toContainText("2 pieces per box");
  const sku = chair.variants.find((v) => v.color === stocked && v.packing === "2")?.sku ?? "";
  const href = await page.getByRole("link", { name: "Order via WhatsApp" }).getAttribute("href");
  const text = decodeURIComponent(new URL(href ?? "").searchParams.get("text") ?? "");
  expect(text).toContain(`Ürün Adı: ${chair.name}`);
  expect(text).toContain(`Renk: ${stocked}`);
  expect(text).toContain("Koli: 2");
  expect(text).toContain(`SKU: ${sku}`);

  // Adding the box puts its price in the cart.
  await page.getByRole("button", { name: "Add to cart" }).click();
  const drawer = page.getByRole("dialog", { name: "Your Cart" });
  await expect(drawer).toContainText("Packing 2 (box of 2)");
  await expect(drawer).toContainText("$300.00");
});

test("admin variant grid: stock per colour × packing, set stock for all, saved exactly", async ({ page, request }) => {
  const chair = await createVariantChair(request);
  const [, low] = chair.colors as [string, string, string];
  await logInAsAdmin(page, `/admin/products/${chair._id}/edit`);
  const grid = page.getByTestId("variant-grid");
  await expect(grid.getByTestId("variant-row")).toHaveCount(6);
  await expect(page.getByTestId("variant-summary")).toHaveText("6 variants · 3 sold out");

  await grid.getByRole("textbox", { name: `Stock of ${low}, packing 1` }).fill("7");
  await grid.getByRole("textbox", { name: `Price of ${low}, packing 2` }).fill("279.00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();

  const saved = (await (await request.get(`/api/products/${chair._id}`)).json()) as Product;
  const v = (color: string, packing: string) => saved.variants.find((x) => x.color === color && x.packing === packing);
  expect(v(low, "1")?.countInStock).toBe(7);
  expect(v(low, "2")?.price).toBe(279);
  expect(saved.countInStock).toBe(12 + 4 + 7);

  // Set stock for all.
  await page.getByLabel("Set stock for all").fill("3");
  await page.getByRole("button", { name: "Apply to 6 variants" }).click();
  await expect(page.getByTestId("variant-summary")).toHaveText("6 variants · 0 sold out");
  await page.getByRole("button", { name: "Save changes" }).click();
  // The first save's notice may still be showing on a slow machine: read the saved product instead.
  const stocks = async () =>
    ((await (await request.get(`/api/products/${chair._id}`)).json()) as Product).variants.map((x) => x.countInStock);
  await expect.poll(stocks).toEqual([3, 3, 3, 3, 3, 3]);
  await expect(page.getByText("Product updated successfully").last()).toBeVisible();
  const all = (await (await request.get(`/api/products/${chair._id}`)).json()) as Product;

  // The products list tells how many colours are sold out.
  await request.put(`/api/products/${chair._id}`, {
    headers: bearer(await adminToken(request)),
    data: { variants: all.variants.map((x, i) => ({ ...x, _id: x._id, countInStock: i < 2 ? 0 : x.countInStock })) },
  });
  await page.goto(`/admin/products?search=${encodeURIComponent(chair.sku)}`);
  await expect(page.getByTestId("colors-sold-out")).toHaveText("1 of 3 colours sold out");
});

test("CSV round trip per variant: export, change one colour's stock, preview names the variant, import, twice changes nothing", async ({
  page,
  request,
}) => {
  const chair = await createVariantChair(request);
  const [stocked] = chair.colors as [string, string, string];
  const variant = chair.variants.find((v) => v.color === stocked && v.packing === "1");
  if (!variant) throw new Error("no variant");
  await logInAsAdmin(page, "/admin/products");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const exported = fs.readFileSync((await download.path()) ?? "", "utf8");
  const [header = [], ...rows] = parseCsv(exported).map((r) => r.fields);
  const col = (name: string) => header.indexOf(name);
  expect(col("countInStock")).toBe(-1);
  const mine = rows.filter((r) => r[col("sku")] === chair.sku);
  expect(mine).toHaveLength(6);
  const edited = mine.map((r) => {
    const copy = [...r];
    if (copy[col("variantSku")] === variant.sku) copy[col("variantStock")] = "21";
    return copy;
  });
  const file = path.join(os.tmpdir(), `variants-${stamp()}.csv`);
  fs.writeFileSync(file, toCsv([header, ...edited]));

  await page.getByRole("button", { name: "Import CSV" }).click();
  await page.getByTestId("csv-import-input").setInputFiles(file);
  const report = page.getByTestId("import-report");
  await expect(report).toContainText("1 to update");
  await expect(report.getByRole("row", { name: new RegExp(escapeRe(chair.sku)) })).toContainText(
    `variant ${variant.sku}: stock 12 → 21`,
  );
  await page.getByRole("button", { name: "Apply import (1 change)" }).click();
  await expect(page.getByText("Import saved: 0 created, 1 updated, 0 unchanged")).toBeVisible();
  const saved = (await (await request.get(`/api/products/${chair._id}`)).json()) as Product;
  expect(saved.variants.find((v) => v._id === variant._id)?.countInStock).toBe(21);

  await page.getByTestId("csv-import-input").setInputFiles(file);
  await expect(page.getByTestId("import-report")).toContainText("1 unchanged");
  await expect(page.getByRole("button", { name: /Apply import/ })).toBeDisabled();
});
