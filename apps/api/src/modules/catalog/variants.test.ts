import type { ImportReport } from "@avlu/contract/admin";
import type { Cart } from "@avlu/contract/cart";
import type { FilterResult, Product } from "@avlu/contract/catalog";
import type { Order } from "@avlu/contract/orders";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "../../lib/csv.js";
import { createProduct, placeOrder, productBody, suiteTestApp } from "../../test/helpers.js";

/** Issue 17: every colour × packing is a variant with its own SKU, stock and price (both databases). */
describe("product variants", () => {
  const t = suiteTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = await t.adminToken();
  });

  let n = 0;
  const sku = () => `VAR-${Date.now().toString(36)}-${++n}`;
  /** A chair in three colours × packings 1 and 2 with explicit variants. */
  const chair = async (stock: Record<string, number> = {}, extra: Record<string, unknown> = {}) => {
    const base = sku();
    const colors = ["Cactus", "Anthracite", "Cotton white"];
    return createProduct(t, {
      sku: base,
      price: 100,
      colors,
      packings: ["1", "2"],
      countInStock: undefined,
      variants: colors.flatMap((color) =>
        ["1", "2"].map((packing) => ({
          color,
          packing,
          sku: `${base}-${color.replace(/\s/g, "")}-${packing}`,
          countInStock: stock[`${color}/${packing}`] ?? 0,
        })),
      ),
      ...extra,
    });
  };
  const variantOf = (p: Product, color: string, packing = "1") => {
    const v = p.variants.find((x) => x.color === color && x.packing === packing);
    if (!v) throw new Error(`no variant ${color}/${packing}`);
    return v;
  };
  // The admin's read: the same shape as the answer to a write (with the texts per language, ADR 2001).
  const getProduct = async (id: string) =>
    (await t.request({ method: "GET", url: `/api/admin/products/${id}`, token: admin })).json<Product>();
  const put = (id: string, payload: Record<string, unknown>, token: string | undefined = admin) =>
    t.request({ method: "PUT", url: `/api/products/${id}`, token, payload });
  const post = (payload: Record<string, unknown>, token: string | undefined = admin) =>
    t.request({ method: "POST", url: "/api/products", token, payload });
  const addToCart = (token: string, productId: string, color: string, quantity: number, packing = "1") =>
    t.request({ method: "POST", url: "/api/cart", token, payload: { productId, color, packing, quantity } });

  describe("product answers and writes", () => {
    it("answers variants, stock as their sum and price as the lowest; a packing costs pieces × the unit price", async () => {
      const p = await chair({ "Cactus/1": 4, "Anthracite/2": 3 });
      expect(p.variants).toHaveLength(6);
      expect(p.countInStock).toBe(7);
      expect(p.unitPrice).toBe(100);
      expect(p.price).toBe(100);
      expect(variantOf(p, "Cactus", "2").price).toBe(200);
      expect(Object.keys(p.variants[0] ?? {}).sort()).toEqual([
        "_id",
        "color",
        "countInStock",
        "packing",
        "price",
        "sku",
      ]);
      // Listings carry the same variants.
      const list = await t.request({ method: "GET", url: `/api/products/filter?search=${p.sku}` });
      const found = list.json<FilterResult>().products.find((x) => x._id === p._id);
      expect(found?.variants).toEqual(p.variants);
      expect(found?.countInStock).toBe(7);
    });

    it("a variant's own price wins, and the product price is the lowest variant price", async () => {
      const p = await chair({}, {});
      const variants = p.variants.map((v) => ({
        _id: v._id,
        color: v.color,
        packing: v.packing,
        sku: v.sku,
        countInStock: v.countInStock,
        ...(v.color === "Anthracite" && v.packing === "1" ? { price: 89.5 } : {}),
      }));
      const res = await put(p._id, { variants });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json<Product>();
      expect(after.price).toBe(89.5);
      expect(variantOf(after, "Anthracite").price).toBe(89.5);
      expect(variantOf(after, "Cactus", "2").price).toBe(200);
      // Ids are kept for the same colour × packing.
      expect(after.variants.map((v) => v._id)).toEqual(p.variants.map((v) => v._id));
    });

    it("without variants: one variant per colour × packing, countInStock alone on the first (legacy semantics)", async () => {
      const res = await post(productBody({ countInStock: 9, colors: "Cactus, Honey", packings: ["1", "4"] }));
      expect(res.statusCode, res.body).toBe(201);
      const p = res.json<Product>();
      expect(p.variants.map((v) => [v.color, v.packing, v.countInStock])).toEqual([
        ["Cactus", "1", 9],
        ["Cactus", "4", 0],
        ["Honey", "1", 0],
        ["Honey", "4", 0],
      ]);
      expect(new Set(p.variants.map((v) => v.sku)).size).toBe(4);
      expect(variantOf(p, "Honey", "4").price).toBeCloseTo(p.unitPrice * 4, 2);
      // A PUT with countInStock alone makes it the whole stock, on the first variant.
      const put1 = await put(p._id, { countInStock: 5 });
      expect(put1.json<Product>().variants.map((v) => v.countInStock)).toEqual([5, 0, 0, 0]);
      // A new colour adds its variants (stock 0), the others keep theirs.
      const put2 = await put(p._id, { colors: ["Cactus", "Honey", "Liquorice"] });
      const after = put2.json<Product>();
      expect(after.variants).toHaveLength(6);
      expect(variantOf(after, "Cactus").countInStock).toBe(5);
      expect(variantOf(after, "Liquorice").countInStock).toBe(0);
      expect(variantOf(after, "Cactus")._id).toBe(variantOf(p, "Cactus")._id);
    });

    it("a product without colours has one variant carrying the product's SKU", async () => {
      const body = productBody({ colors: [], packings: [], images: [], countInStock: 3 });
      const p = (await post(body)).json<Product>();
      expect(p.variants).toEqual([
        { _id: expect.any(String), color: "", packing: "1", sku: body.sku, price: 129.9, countInStock: 3 },
      ]);
    });

    it("refuses a duplicate SKU, negative or fractional stock and a colour not offered (400, nothing changes)", async () => {
      const p = await chair({ "Cactus/1": 2 });
      const base = p.variants.map((v) => ({
        color: v.color,
        packing: v.packing,
        sku: v.sku,
        countInStock: v.countInStock,
      }));
      const cases: Array<[Array<Record<string, unknown>>, RegExp]> = [
        [base.map((v, i) => (i === 1 ? { ...v, sku: base[0]?.sku } : v)), /SKU .* appears twice/],
        [base.map((v, i) => (i === 0 ? { ...v, countInStock: -1 } : v)), /must not be negative/],
        [base.map((v, i) => (i === 0 ? { ...v, countInStock: 1.5 } : v)), /whole number/],
        [[...base, { color: "Honey", packing: "1", sku: sku(), countInStock: 1 }], /colour "Honey" is not one of/],
        [[...base, { color: "Cactus", packing: "6", sku: sku(), countInStock: 1 }], /packing "6" is not one of/],
        [[...base, { ...base[0], sku: sku() }], /appears twice in variants/],
        [[], /at least one variant/],
      ];
      for (const [variants, message] of cases) {
        const res = await put(p._id, { variants });
        expect(res.statusCode, JSON.stringify(variants)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      // A SKU another product's variant has.
      const other = await chair();
      const res = await put(p._id, {
        variants: base.map((v, i) => (i === 0 ? { ...v, sku: other.variants[0]?.sku } : v)),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/already used by/);
      expect(await getProduct(p._id)).toEqual(p);
      // POST too.
      const created = await post(
        productBody({ colors: ["Cactus"], packings: [], variants: [{ color: "Honey", sku: sku(), countInStock: 1 }] }),
      );
      expect(created.statusCode).toBe(400);
    });

    it("only admins write variants", async () => {
      const p = await chair();
      const customer = await t.registerCustomer();
      expect((await put(p._id, { variants: [] }, "")).statusCode).toBe(401);
      expect((await put(p._id, { variants: [] }, customer.token)).statusCode).toBe(403);
    });

    it("listing colour facets and filter count colours with variants; inStock means a variant in stock", async () => {
      const base = sku();
      const p = await createProduct(t, {
        sku: base,
        collection: `Facet ${base}`,
        colors: ["Cactus", "Honey"],
        packings: [],
        countInStock: undefined,
        variants: [{ color: "Cactus", sku: `${base}-C`, countInStock: 0 }],
      });
      const q = `collection=${encodeURIComponent(`Facet ${base}`)}`;
      const all = (await t.request({ method: "GET", url: `/api/products/filter?${q}` })).json<FilterResult>();
      expect(all.facets.color.map((c) => c.value)).toEqual(["Cactus"]);
      const honey = (
        await t.request({ method: "GET", url: `/api/products/filter?${q}&color=Honey` })
      ).json<FilterResult>();
      expect(honey.total).toBe(0);
      const inStock = (
        await t.request({ method: "GET", url: `/api/products/filter?${q}&inStock=true` })
      ).json<FilterResult>();
      expect(inStock.total).toBe(0);
      await put(p._id, { variants: [{ color: "Cactus", sku: `${base}-C`, countInStock: 1 }] });
      const later = (
        await t.request({ method: "GET", url: `/api/products/filter?${q}&inStock=true` })
      ).json<FilterResult>();
      expect(later.total).toBe(1);
    });
  });

  describe("cart and orders per variant", () => {
    it("409 names product and colour for a sold-out colour while another colour sells; the order line keeps the SKU", async () => {
      const p = await chair({ "Cactus/1": 5, "Cactus/2": 1 });
      const c = await t.registerCustomer();
      const soldOut = await addToCart(c.token, p._id, "Anthracite", 1);
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json().message).toBe(`"${p.name}" in Anthracite is out of stock`);
      const tooMany = await addToCart(c.token, p._id, "Cactus", 6);
      expect(tooMany.json().message).toBe(`Only 5 of "${p.name}" in Cactus left in stock`);
      expect((await addToCart(c.token, p._id, "Cactus", 2)).statusCode).toBe(200);
      const cart = (await addToCart(c.token, p._id, "Cactus", 1, "2")).json<Cart>();
      expect(cart.products.map((l) => [l.color, l.packing, l.sku, l.price, l.countInStock])).toEqual([
        ["Cactus", "1", variantOf(p, "Cactus").sku, 100, 5],
        ["Cactus", "2", variantOf(p, "Cactus", "2").sku, 200, 1],
      ]);
      expect(cart.totalPrice).toBe(400);
      const res = await placeOrder(t, c.token);
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json<Order>();
      expect(order.orderItems.map((i) => [i.sku, i.quantity, i.price])).toEqual([
        [variantOf(p, "Cactus").sku, 2, 100],
        [variantOf(p, "Cactus", "2").sku, 1, 200],
      ]);
      expect(order.totalPrice).toBe(400 + 49); // the lines, plus the İstanbul delivery line (issue 19)
      const after = await getProduct(p._id);
      expect(variantOf(after, "Cactus").countInStock).toBe(3);
      expect(variantOf(after, "Cactus", "2").countInStock).toBe(0);
      expect(after.countInStock).toBe(3);

      // Cancelling puts the units back on the same variants.
      const cancel = await t.request({ method: "DELETE", url: `/api/orders/${order._id}`, token: c.token });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const restored = await getProduct(p._id);
      expect(restored.variants.map((v) => v.countInStock)).toEqual(p.variants.map((v) => v.countInStock));
    });

    it("placing an order re-checks each variant: 409 naming the colour, nothing changes", async () => {
      const p = await chair({ "Honey/1": 0, "Cactus/1": 2 }, { colors: ["Cactus", "Anthracite", "Cotton white"] });
      const a = await t.registerCustomer();
      const b = await t.registerCustomer();
      await addToCart(a.token, p._id, "Cactus", 2);
      await addToCart(b.token, p._id, "Cactus", 2);
      expect((await placeOrder(t, a.token)).statusCode).toBe(201);
      const res = await placeOrder(t, b.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`"${p.name}" in Cactus is out of stock`);
      expect((await getProduct(p._id)).countInStock).toBe(0);
    });

    it("20 shoppers race for the last 3 units of one colour: exactly 3 sell, other colours untouched", async () => {
      const p = await chair({ "Cactus/1": 3, "Anthracite/1": 7, "Cotton white/2": 4 });
      const customers = await Promise.all(Array.from({ length: 20 }, () => t.registerCustomer()));
      for (const c of customers) expect((await addToCart(c.token, p._id, "Cactus", 1)).statusCode).toBe(200);
      const results = await Promise.all(customers.map((c) => placeOrder(t, c.token)));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((s) => s === 201)).toHaveLength(3);
      expect(codes.filter((s) => s === 409)).toHaveLength(17);
      const after = await getProduct(p._id);
      expect(variantOf(after, "Cactus").countInStock).toBe(0);
      expect(variantOf(after, "Anthracite").countInStock).toBe(7);
      expect(variantOf(after, "Cotton white", "2").countInStock).toBe(4);
      expect(after.countInStock).toBe(11);
      const sold = await t.db.kysely
        .selectFrom("order_items")
        .select((eb) => eb.fn.sum<number>("quantity").as("q"))
        .where("variant_id", "=", variantOf(p, "Cactus")._id)
        .executeTakeFirstOrThrow();
      expect(Number(sold.q)).toBe(3);
    });

    it("a stock edit from a form opened before orders is applied as a difference, and refused below what was ordered", async () => {
      const p = await chair({ "Cactus/1": 5 });
      const c = await t.registerCustomer();
      await addToCart(c.token, p._id, "Cactus", 3);
      expect((await placeOrder(t, c.token)).statusCode).toBe(201);
      const seen = p.variants.map((v) => ({
        _id: v._id,
        color: v.color,
        packing: v.packing,
        sku: v.sku,
        countInStock: v.countInStock,
        stockSeen: v.countInStock,
      }));
      // The owner saw 5 and adds 2 → 7 - 3 ordered since = 4.
      const plus = await put(p._id, { variants: seen.map((v, i) => (i === 0 ? { ...v, countInStock: 7 } : v)) });
      expect(plus.statusCode, plus.body).toBe(200);
      expect(variantOf(plus.json<Product>(), "Cactus").countInStock).toBe(4);
      // The owner saw 5 and sets 1 (-4): only 4 are there now... 4 - 4 = 0 is fine; setting 0 (-5) is below.
      const below = await put(p._id, { variants: seen.map((v, i) => (i === 0 ? { ...v, countInStock: 0 } : v)) });
      expect(below.statusCode).toBe(409);
      expect(below.json().message).toMatch(/orders placed since the form was opened/);
      expect(variantOf(await getProduct(p._id), "Cactus").countInStock).toBe(4);
    });
  });

  describe("CSV per variant (ADR 1702)", () => {
    const exportRows = async () => {
      const res = await t.request({ method: "GET", url: "/api/admin/products/export.csv", token: admin });
      expect(res.statusCode).toBe(200);
      const [header = [], ...rows] = parseCsv(res.body).map((r) => r.fields);
      return { header, rows };
    };
    const importCsv = (csv: string, dryRun = false) =>
      t.request({
        method: "POST",
        url: `/api/admin/products/import${dryRun ? "?dryRun=true" : ""}`,
        token: admin,
        payload: { csv },
      });

    it("exports one row per variant and imports a changed stock by variant SKU; the same file twice changes nothing", async () => {
      const p = await chair({ "Cactus/1": 4, "Honey/1": 0 });
      const { header, rows } = await exportRows();
      const col = (c: string) => header.indexOf(c);
      const mine = rows.filter((r) => r[col("sku")] === p.sku);
      expect(mine.map((r) => [r[col("variantColor")], r[col("variantPacking")], r[col("variantStock")]])).toEqual(
        p.variants.map((v) => [v.color, v.packing, String(v.countInStock)]),
      );
      const target = variantOf(p, "Anthracite", "2");
      const edited = mine.map((r, i) => {
        const copy = [...r];
        if (copy[col("variantSku")] === target.sku) {
          copy[col("variantStock")] = "6";
          copy[col("variantPrice")] = "180.00";
        }
        // Later rows of a product may leave its columns empty.
        if (i > 0) copy[col("description")] = "";
        return copy;
      });
      const csv = toCsv([header, ...edited]);
      const preview = (await importCsv(csv, true)).json<ImportReport>();
      expect(preview).toMatchObject({ updated: 1, failed: 0 });
      expect(preview.rows[0]?.changes).toEqual([
        "countInStock",
        `variant ${target.sku}: price 200.00 (pieces × price) → 180.00, stock 0 → 6`,
      ]);
      expect((await importCsv(csv)).json<ImportReport>()).toMatchObject({ applied: true, updated: 1 });
      const after = await getProduct(p._id);
      expect(variantOf(after, "Anthracite", "2")).toMatchObject({ _id: target._id, countInStock: 6, price: 180 });
      expect(after.countInStock).toBe(10);
      expect((await importCsv(csv)).json<ImportReport>()).toMatchObject({ updated: 0, unchanged: 1 });
    });

    it("refuses a variant SKU of another product, contradicting rows, and countInStock beside variant columns", async () => {
      const a = await chair({ "Cactus/1": 1 });
      const b = await chair();
      const { header, rows } = await exportRows();
      const col = (c: string) => header.indexOf(c);
      const mine = rows.filter((r) => r[col("sku")] === a.sku);
      const stolen = mine.map((r, i) =>
        i === 0 ? Object.assign([...r], { [col("variantSku")]: b.variants[0]?.sku }) : r,
      );
      const res1 = (await importCsv(toCsv([header, ...stolen]), true)).json<ImportReport>();
      expect(res1.rows[0]?.errors.join(" ")).toMatch(/belongs to/);
      const contradicting = mine.map((r, i) =>
        i === 1 ? Object.assign([...r], { [col("name")]: "Another name" }) : r,
      );
      const res2 = (await importCsv(toCsv([header, ...contradicting]), true)).json<ImportReport>();
      expect(res2.rows[0]?.errors.join(" ")).toMatch(/name differs from line/);
      const res3 = await importCsv(toCsv([[...header, "countInStock"], ...mine.map((r) => [...r, "1"])]), true);
      expect(res3.statusCode).toBe(400);
      expect(res3.json().message).toMatch(/variantStock/);
      expect(await getProduct(a._id)).toEqual(a);
    });
  });

  describe("settings and dashboard", () => {
    it("the low-stock threshold is a shop setting; the dashboard lists low stock per variant", async () => {
      const settings = await t.request({ method: "GET", url: "/api/settings" });
      expect(settings.json().lowStockThreshold).toBe(5);
      const res = await t.request({
        method: "PUT",
        url: "/api/admin/settings",
        token: admin,
        payload: { lowStockThreshold: 2 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const nine = {
        "Cactus/1": 9,
        "Cactus/2": 9,
        "Anthracite/1": 9,
        "Anthracite/2": 9,
        "Cotton white/1": 9,
        "Cotton white/2": 9,
      };
      const p = await chair(nine);
      const stats = async () => (await t.request({ method: "GET", url: "/api/admin/stats", token: admin })).json();
      const before = await stats();
      expect(before.lowStock.threshold).toBe(2);
      const variants = p.variants.map((v) => ({
        color: v.color,
        packing: v.packing,
        sku: v.sku,
        countInStock: v.color === "Cactus" && v.packing === "1" ? 2 : 9,
      }));
      expect((await put(p._id, { variants })).statusCode).toBe(200);
      const after = await stats();
      // One more variant at or under 2, though the product has 47 units.
      expect(after.products.lowStock).toBe(before.products.lowStock + 1);
      for (const x of after.lowStock.products) {
        expect(x).toEqual(
          expect.objectContaining({
            variantId: expect.any(String),
            color: expect.any(String),
            packing: expect.any(String),
          }),
        );
        expect(x.countInStock).toBeLessThanOrEqual(2);
      }
      await t.request({ method: "PUT", url: "/api/admin/settings", token: admin, payload: { lowStockThreshold: 5 } });
    });
  });
});
