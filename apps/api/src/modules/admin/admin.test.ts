import type { ContactMessagePage, ImportReport, Stats, SubscriberPage } from "@avlu/contract/admin";
import { PRODUCT_CSV_EXPORT_COLUMNS, STATS_DAYS } from "@avlu/contract/admin";
import type { Product } from "@avlu/contract/catalog";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { BOM, parseCsv, toCsv } from "../../lib/csv.js";
import { newId } from "../../lib/ids.js";
import { createProduct, createTestApp, rawJsonBody, suiteTestApp, type TestApp } from "../../test/helpers.js";

const DAY = 24 * 60 * 60 * 1000;

describe("admin API", () => {
  const t = suiteTestApp();
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    admin = await t.adminToken();
    customer = (await t.registerCustomer({ name: "Deniz Kaya" })).token;
  });

  const get = (url: string, token?: string) => t.request({ method: "GET", url, token });
  const importCsv = (csv: string, opts: { dryRun?: boolean; token?: string } = {}) =>
    t.request({
      method: "POST",
      url: `/api/admin/products/import${opts.dryRun ? "?dryRun=true" : ""}`,
      token: opts.token ?? admin,
      payload: { csv },
    });
  const product = async (id: string) => (await get(`/api/products/${id}`, admin)).json<Product>();
  const putMessage = (id: string, payload: Record<string, unknown>, token = admin) =>
    t.request({ method: "PUT", url: `/api/admin/contact-messages/${id}`, token, payload });

  async function insertOrder(
    app: TestApp,
    o: {
      status: string;
      cents: number;
      paid?: boolean;
      at: Date;
      userName?: string;
      quantities?: number[];
    },
  ) {
    const id = newId();
    const at = o.at.toISOString();
    await app.db.kysely
      .insertInto("orders")
      .values({
        id,
        reference: `AVL-${id.slice(-8).toUpperCase()}`,
        user_id: null,
        user_name: o.userName ?? "Ayşe Yılmaz",
        user_email: "ayse@example.com",
        shipping_address: "{}",
        payment_method: "bank-transfer",
        total_cents: o.cents,
        status: o.status,
        is_paid: o.paid ? 1 : 0,
        paid_at: o.paid ? at : null,
        is_delivered: o.status === "Delivered" ? 1 : 0,
        delivered_at: o.status === "Delivered" ? at : null,
        idempotency_key: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const quantities = o.quantities ?? [1];
    await app.db.kysely
      .insertInto("order_items")
      .values(
        quantities.map((quantity, position) => ({
          id: newId(),
          order_id: id,
          position,
          product_id: newId(),
          name: `Item ${position}`,
          price_cents: 100,
          quantity,
          image: "",
          color: "",
          packing: "1",
        })),
      )
      .execute();
    return id;
  }

  describe("permissions", () => {
    const routes: Array<{ method: "GET" | "POST" | "PUT"; url: string; payload?: Record<string, unknown> }> = [
      { method: "GET", url: "/api/admin/stats" },
      { method: "GET", url: "/api/admin/products/export.csv" },
      { method: "POST", url: "/api/admin/products/import", payload: { csv: "sku,name\nX-1,Hacked" } },
      { method: "POST", url: "/api/admin/products/import?dryRun=true", payload: { csv: "sku,name\nX-1,Hacked" } },
      { method: "GET", url: "/api/admin/contact-messages" },
      { method: "PUT", url: `/api/admin/contact-messages/${newId()}`, payload: { handled: true } },
      { method: "GET", url: "/api/admin/subscribers" },
      { method: "GET", url: "/api/admin/subscribers/export.csv" },
    ];

    it("answers 401 to visitors and to a bad token, 403 to customers, on every admin route", async () => {
      for (const r of routes) {
        const visitor = await t.request({ ...r });
        expect(visitor.statusCode, `visitor ${r.method} ${r.url}`).toBe(401);
        expect(visitor.json().message).toEqual(expect.any(String));
        const forged = await t.request({ ...r, token: "not.a.token" });
        expect(forged.statusCode, `bad token ${r.method} ${r.url}`).toBe(401);
        const shopper = await t.request({ ...r, token: customer });
        expect(shopper.statusCode, `customer ${r.method} ${r.url}`).toBe(403);
        expect(shopper.json()).toEqual({ message: "Admin access required" });
      }
    });

    it("checks the caller before reading the body: a customer's malformed import is still a 403", async () => {
      const res = await t.request({
        method: "POST",
        url: "/api/admin/products/import",
        token: customer,
        ...rawJsonBody("{not json"),
      });
      expect(res.statusCode).toBe(403);
    });

    it("changes nothing when a customer tries to import or mark a message handled", async () => {
      const p = await createProduct(t, { sku: "PERM-1", name: "Permission Chair" });
      const res = await importCsv("sku,name\nPERM-1,Hacked\nPERM-NEW,New", { token: customer });
      expect(res.statusCode).toBe(403);
      expect((await product(p._id)).name).toBe("Permission Chair");
      const created = await t.db.kysely.selectFrom("products").select("id").where("sku", "=", "PERM-NEW").execute();
      expect(created).toHaveLength(0);

      const id = newId();
      await t.db.kysely
        .insertInto("contact_messages")
        .values({
          id,
          name: "A",
          email: "a@example.com",
          subject: "S",
          message: "M",
          handled: 0,
          created_at: "2026-01-01T00:00:00.000Z",
        })
        .execute();
      const put = await putMessage(id, { handled: true }, customer);
      expect(put.statusCode).toBe(403);
      const row = await t.db.kysely
        .selectFrom("contact_messages")
        .select("handled")
        .where("id", "=", id)
        .executeTakeFirst();
      expect(row?.handled).toBe(0);
      await t.db.kysely.deleteFrom("contact_messages").where("id", "=", id).execute();
    });
  });

  describe("GET /api/admin/stats", () => {
    /** The dashboard as an admin of `s` reads it (200). */
    const readStats = async (s: TestApp, token: string) => {
      const res = await s.request({ method: "GET", url: "/api/admin/stats", token });
      expect(res.statusCode).toBe(200);
      return res.json<Stats>();
    };

    it("answers zeros and a full 30-day chart for a shop without orders", async () => {
      const s = await createTestApp();
      try {
        const stats = await readStats(s, await s.adminToken());
        expect(stats.revenue).toEqual({
          total: 0,
          paid: 0,
          vat: 0,
          net: 0,
          orders: 0,
          cancelled: 0,
          cancelledOrders: 0,
          countedStatuses: ["Pending", "Processing", "Shipped", "Delivered"],
        });
        expect(stats.orders).toEqual({
          total: 0,
          byStatus: { Pending: 0, Processing: 0, Shipped: 0, Delivered: 0, Cancelled: 0 },
        });
        expect(stats.products.total).toBe(0);
        expect(stats.users).toEqual({ total: 1, admins: 1, customers: 0 });
        expect(stats.revenueByDay).toHaveLength(STATS_DAYS);
        expect(stats.revenueByDay.every((d) => d.revenue === 0 && d.orders === 0)).toBe(true);
        expect(stats.revenueByDay.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
        expect(stats.topRequested).toEqual([]);
        expect(stats.latestOrders).toEqual([]);
        expect(stats.lowStock.products).toEqual([]);
      } finally {
        await s.close();
      }
    });

    it("adds up revenue, orders by status, products, users, low stock, requests and the latest orders", async () => {
      const s = await createTestApp();
      try {
        const token = await s.adminToken();
        await s.registerCustomer();
        await s.registerCustomer();
        const now = Date.now();
        const today = new Date(now);
        const yesterday = new Date(now - DAY);
        const ins = (o: Parameters<typeof insertOrder>[1]) => insertOrder(s, o);
        await ins({ status: "Pending", cents: 10_050, at: today, quantities: [2, 1] });
        await ins({ status: "Delivered", cents: 20_000, paid: true, at: yesterday });
        await ins({ status: "Shipped", cents: 5_025, paid: true, at: yesterday });
        await ins({ status: "Cancelled", cents: 99_999, at: today });
        const old = await ins({ status: "Delivered", cents: 1_001, paid: true, at: new Date(now - 40 * DAY) });

        // One colour, one packing: one variant each (low stock is counted per variant).
        const one = { colors: ["Cactus"], packings: ["1"] };
        const chair = await createProduct(s, { sku: "ST-CHAIR", name: "Stock Chair", countInStock: 0, ...one });
        const lamp = await createProduct(s, {
          sku: "ST-LAMP",
          name: "Stock Lamp",
          countInStock: 5,
          isPublished: false,
          ...one,
        });
        await createProduct(s, { sku: "ST-SOFA", name: "Stock Sofa", countInStock: 50, ...one });

        const request = (productId: string, name: string, channel: string, at: Date) =>
          s.db.kysely
            .insertInto("order_requests")
            .values({
              id: newId(),
              product_id: productId,
              product_name: name,
              color: "",
              packing: "1",
              channel,
              created_at: at.toISOString(),
            })
            .execute();
        await request(lamp._id, "Stock Lamp", "whatsapp", today);
        await request(lamp._id, "Stock Lamp", "mail", yesterday);
        await request(lamp._id, "Stock Lamp", "whatsapp", yesterday);
        // Ties are broken by the most recent request.
        await request(chair._id, "Stock Chair", "mail", new Date(now - 2 * 60 * 60 * 1000));
        const gone = newId();
        await request(gone, "Retired Bench", "whatsapp", new Date(now - 60 * 60 * 1000));
        await request(chair._id, "Stock Chair", "mail", new Date(now - 45 * DAY));
        await s.db.kysely
          .insertInto("contact_messages")
          .values([
            {
              id: newId(),
              name: "A",
              email: "a@example.com",
              subject: "S",
              message: "M",
              handled: 0,
              created_at: today.toISOString(),
            },
            {
              id: newId(),
              name: "B",
              email: "b@example.com",
              subject: "S",
              message: "M",
              handled: 1,
              created_at: today.toISOString(),
            },
          ])
          .execute();
        await s.db.kysely
          .insertInto("subscribers")
          .values({ id: newId(), email: "n@example.com", created_at: today.toISOString() })
          .execute();

        const stats = await readStats(s, token);
        // Revenue: every status but Cancelled, old orders included; cancelled apart.
        expect(stats.revenue).toMatchObject({
          total: 360.76,
          paid: 260.26,
          orders: 4,
          cancelled: 999.99,
          cancelledOrders: 1,
        });
        expect(stats.orders).toEqual({
          total: 5,
          byStatus: { Pending: 1, Processing: 0, Shipped: 1, Delivered: 2, Cancelled: 1 },
        });
        expect(stats.products).toEqual({ total: 3, published: 2, unpublished: 1, outOfStock: 1, lowStock: 2 });
        expect(stats.users).toEqual({ total: 3, admins: 1, customers: 2 });
        expect(stats.contact).toEqual({ unhandled: 1 });
        expect(stats.subscribers).toEqual({ total: 1 });
        expect(stats.lowStock.threshold).toBe(5);
        expect(stats.lowStock.products.map((p) => [p.sku, p.countInStock, p.isPublished])).toEqual([
          ["ST-CHAIR", 0, true],
          ["ST-LAMP", 5, false],
        ]);
        expect(stats.lowStock.products[0]?.image).toMatch(/^\/uploads\//);

        // Chart: 30 days, the last two carry today's and yesterday's non-cancelled orders.
        expect(stats.revenueByDay).toHaveLength(30);
        expect(stats.revenueByDay.at(-1)).toEqual({
          date: today.toISOString().slice(0, 10),
          revenue: 100.5,
          net: 100.5, // written straight to the table: no VAT stored with it
          orders: 1,
        });
        expect(stats.revenueByDay.at(-2)).toEqual({
          date: yesterday.toISOString().slice(0, 10),
          revenue: 250.25,
          net: 250.25,
          orders: 2,
        });
        expect(stats.revenueByDay.reduce((n, d) => n + d.orders, 0)).toBe(3);

        // Most requested in the last 30 days, with channels; a deleted product keeps its recorded name.
        expect(stats.topRequested.map((r) => [r.name, r.requests, r.whatsapp, r.mail, r.exists])).toEqual([
          ["Stock Lamp", 3, 2, 1, true],
          ["Retired Bench", 1, 1, 0, false],
          ["Stock Chair", 1, 0, 1, true],
        ]);

        expect(stats.latestOrders).toHaveLength(5);
        expect(stats.latestOrders.at(-1)?._id).toBe(old);
        const pending = stats.latestOrders.find((o) => o.status === "Pending");
        expect(pending).toMatchObject({ totalPrice: 100.5, itemCount: 3, isPaid: false, userName: "Ayşe Yılmaz" });
        expect(pending?.reference).toMatch(/^AVL-/);
      } finally {
        await s.close();
      }
    });
  });

  describe("products CSV", () => {
    let sezlong: Product;
    let bench: Product;

    beforeAll(async () => {
      sezlong = await createProduct(t, {
        sku: "CSV-ŞEZ-01",
        name: "Şezlong İğneada",
        description: 'Güneşli bahçeler için; "klasik" çizgi,\nikinci satır ÖÇÜ öçü ıi.',
        price: 1299.9,
        countInStock: 7,
        brand: "SIFAS",
        category: "Garden Bench",
        categories: ["Garden Bench", "Bergère"],
        door: ["indoor", "outdoor"],
        collection: "Bahçe",
        colors: ["Cactus", "Cotton white"],
        sizes: ["Small", "Large"],
        images: [
          { url: "/uploads/seed/products/sez-cactus.svg", color: "Cactus" },
          { url: "/uploads/seed/products/sez-white.svg", color: "Cotton white" },
          { url: "/uploads/seed/drawings/sez.svg", color: null },
        ],
        packings: ["1", "2"],
        technicalSheet: ["Alüminyum gövde, toz boya", "Ağırlık: 12 kg"],
        features: { Malzeme: "Alüminyum, tik", "Oturma yüksekliği": "42 cm" },
        metaTitle: "Şezlong",
        metaDescription: "Bahçe şezlongu",
        metaKeywords: "şezlong, bahçe",
        altText: "Yeşil şezlong",
        isFeatured: true,
      });
      bench = await createProduct(t, { sku: "CSV-BENCH-02", name: "Garden Bench Two", price: 450 });
    });

    const exportCsv = async () => {
      const res = await get("/api/admin/products/export.csv", admin);
      expect(res.statusCode).toBe(200);
      return res;
    };
    const recordsOf = (body: string) => parseCsv(body).map((r) => r.fields);
    const rowFor = (body: string, sku: string) => {
      const [header, ...rows] = recordsOf(body);
      const row = rows.find((r) => r[0] === sku);
      if (!header || !row) throw new Error(`no row for ${sku}`);
      return Object.fromEntries(header.map((h, i) => [h, row[i] ?? ""]));
    };

    it("exports every product as UTF-8 CSV with a BOM, the header, quoted fields and comma lists", async () => {
      const res = await exportCsv();
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename="avlu-products-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.body.startsWith(BOM)).toBe(true);
      const [header, ...rows] = recordsOf(res.body);
      expect(header).toEqual([...PRODUCT_CSV_EXPORT_COLUMNS]);
      // One row per variant (ADR 1702).
      const count = await t.db.kysely
        .selectFrom("product_variants")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(rows).toHaveLength(Number(count.n));
      // Ordered by SKU.
      const skus = rows.map((r) => r[0] ?? "");
      expect(skus).toEqual([...skus].sort());
      expect(rowFor(res.body, "CSV-ŞEZ-01")).toEqual({
        sku: "CSV-ŞEZ-01",
        name: "Şezlong İğneada",
        description: 'Güneşli bahçeler için; "klasik" çizgi,\nikinci satır ÖÇÜ öçü ıi.',
        price: "1299.90",
        brand: "SIFAS",
        categories: "Garden Bench, Bergère",
        door: "indoor, outdoor",
        collection: "Bahçe",
        ref: "CSV-ŞEZ-01",
        design: "",
        colors: "Cactus, Cotton white",
        sizes: "Small, Large",
        packings: "1, 2",
        images:
          "Cactus | /uploads/seed/products/sez-cactus.svg\nCotton white | /uploads/seed/products/sez-white.svg\n/uploads/seed/drawings/sez.svg",
        technicalSheet: "Alüminyum gövde, toz boya\nAğırlık: 12 kg",
        features: "Malzeme: Alüminyum, tik\nOturma yüksekliği: 42 cm",
        metaTitle: "Şezlong",
        metaDescription: "Bahçe şezlongu",
        metaKeywords: "şezlong, bahçe",
        altText: "Yeşil şezlong",
        isFeatured: "true",
        isPublished: "true",
        // No text written per language (ADR 2001): empty columns.
        description_en: "",
        description_tr: "",
        technicalSheet_en: "",
        technicalSheet_tr: "",
        features_en: "",
        features_tr: "",
        metaTitle_en: "",
        metaTitle_tr: "",
        metaDescription_en: "",
        metaDescription_tr: "",
        // The first variant: the whole stock a product saved without variants has (ADR 1700).
        variantSku: "CSV-ŞEZ-01-CACTUS-P1",
        variantColor: "Cactus",
        variantPacking: "1",
        variantPrice: "",
        variantStock: "7",
      });
      // The raw text quotes the field with quotes, a comma and a line break.
      expect(res.body).toContain('"Güneşli bahçeler için; ""klasik"" çizgi,\nikinci satır ÖÇÜ öçü ıi."');
    });

    it("re-importing an unchanged export changes nothing (quotes, newlines and Turkish letters round-trip)", async () => {
      const before = await product(sezlong._id);
      const csv = (await exportCsv()).body;
      const preview = await importCsv(csv, { dryRun: true });
      expect(preview.statusCode).toBe(200);
      const report = preview.json<ImportReport>();
      expect(report).toMatchObject({ dryRun: true, applied: false, created: 0, updated: 0, failed: 0, rows: [] });
      expect(report.unchanged).toBe(report.total);
      const applied = await importCsv(csv);
      expect(applied.statusCode).toBe(200);
      expect(applied.json<ImportReport>()).toMatchObject({ applied: true, updated: 0, created: 0, failed: 0 });
      const after = await product(sezlong._id);
      expect(after).toEqual(before);
    });

    it("writes formula-like cells as text (CSV injection) and reads them back exactly", async () => {
      const risky = await createProduct(t, {
        sku: "CSV-FORMULA-01",
        name: '=HYPERLINK("http://evil.example","Click")',
        description: "+1 strong frame\n- weatherproof",
        design: "@designer",
        ref: "'=already quoted",
        features: { Weight: "-3 kg" },
      });
      const before = await product(risky._id);
      const csv = (await exportCsv()).body;
      const row = recordsOf(csv).find((r) => r[0] === "CSV-FORMULA-01") ?? [];
      expect(row).toContain(`'=HYPERLINK("http://evil.example","Click")`);
      expect(row).toContain("'+1 strong frame\n- weatherproof");
      expect(row).toContain("'@designer");
      expect(row).toContain("''=already quoted");
      expect(row.every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);
      const report = (await importCsv(csv, { dryRun: true })).json<ImportReport>();
      expect(report).toMatchObject({ created: 0, updated: 0, failed: 0 });
      await importCsv(csv);
      expect(await product(risky._id)).toEqual(before);
      await t.request({ method: "DELETE", url: `/api/products/${risky._id}`, token: admin });
    });

    it("previews an edited file without saving, then applies it; the same file again changes nothing", async () => {
      const rows = recordsOf((await exportCsv()).body);
      const header = rows[0] ?? [];
      const col = (name: string) => header.indexOf(name);
      const edited = rows.map((r, i) => {
        if (i === 0 || r[0] !== "CSV-BENCH-02") return r;
        const copy = [...r];
        copy[col("price")] = "475.50";
        copy[col("name")] = "Garden Bench Çiçek";
        copy[col("technicalSheet")] = 'Line one, with comma\nLine "two"';
        copy[col("colors")] = "Honey, Rosemary";
        // One row per variant: its colour follows (Cactus → Honey, Anthracite → Rosemary).
        copy[col("variantColor")] = copy[col("variantColor")] === "Cactus" ? "Honey" : "Rosemary";
        return copy;
      });
      const csv = toCsv(edited);

      const preview = await importCsv(csv, { dryRun: true });
      expect(preview.statusCode).toBe(200);
      const report = preview.json<ImportReport>();
      expect(report).toMatchObject({ dryRun: true, applied: false, updated: 1, created: 0, failed: 0 });
      expect(report.rows).toEqual([
        {
          line: expect.any(Number),
          sku: "CSV-BENCH-02",
          name: "Garden Bench Çiçek",
          action: "update",
          changes: [
            "name",
            "price",
            "colors",
            "technicalSheet",
            ...bench.variants.map(
              (v) =>
                `variant ${v.sku}: ${v.color}/${v.packing} → ${v.color === "Cactus" ? "Honey" : "Rosemary"}/${v.packing}`,
            ),
          ],
          errors: [],
        },
      ]);
      expect((await product(bench._id)).price).toBe(450);

      const applied = await importCsv(csv);
      expect(applied.statusCode).toBe(200);
      expect(applied.json<ImportReport>()).toMatchObject({ applied: true, updated: 1 });
      const after = await product(bench._id);
      expect(after).toMatchObject({
        name: "Garden Bench Çiçek",
        price: 475.5,
        colors: ["Honey", "Rosemary"],
        technicalSheet: ["Line one, with comma", 'Line "two"'],
      });
      // Searchable under its new name on the storefront.
      const found = await get("/api/products?search=cicek");
      expect(found.json<Product[]>().map((p) => p._id)).toContain(bench._id);

      const again = await importCsv(csv);
      expect(again.json<ImportReport>()).toMatchObject({ applied: true, updated: 0, created: 0, failed: 0 });
      expect((await product(bench._id)).updatedAt).toBe(after.updatedAt);
    });

    it("creates products whose SKU is new, with SPEC §5 defaults, from a partial file", async () => {
      const csv = [
        "sku,name,description,price,countInStock,brand,categories,door,colors",
        'CSV-NEW-1,Yeni Masa,"Katlanır, bahçe masası",89.9,3,fermob,Table & Chair,outdoor,"Cactus, Honey"',
      ].join("\n");
      const preview = await importCsv(csv, { dryRun: true });
      expect(preview.json<ImportReport>().rows[0]).toMatchObject({ sku: "CSV-NEW-1", action: "create", errors: [] });
      expect(await t.db.kysely.selectFrom("products").select("id").where("sku", "=", "CSV-NEW-1").execute()).toEqual(
        [],
      );
      const res = await importCsv(csv);
      expect(res.statusCode).toBe(200);
      expect(res.json<ImportReport>()).toMatchObject({ created: 1, applied: true });
      const row = await t.db.kysely
        .selectFrom("products")
        .select("id")
        .where("sku", "=", "CSV-NEW-1")
        .executeTakeFirstOrThrow();
      expect(await product(row.id)).toMatchObject({
        name: "Yeni Masa",
        description: "Katlanır, bahçe masası",
        price: 89.9,
        countInStock: 3,
        brand: "FERMOB",
        category: "Table & Chair",
        door: ["outdoor"],
        colors: ["Cactus", "Honey"],
        isFeatured: false,
        isPublished: true,
        rating: 0,
        numReviews: 0,
      });
      expect((await importCsv(csv)).json<ImportReport>()).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    });

    it("only touches the columns the file has", async () => {
      const before = await product(sezlong._id);
      const res = await importCsv("sku,countInStock\nCSV-ŞEZ-01,12\n");
      expect(res.json<ImportReport>().rows).toEqual([
        expect.objectContaining({
          action: "update",
          changes: ["countInStock", "variant CSV-ŞEZ-01-CACTUS-P1: stock 7 → 12"],
        }),
      ]);
      const after = await product(sezlong._id);
      expect(after).toEqual({
        ...before,
        countInStock: 12,
        variants: before.variants.map((v, i) => (i === 0 ? { ...v, countInStock: 12 } : v)),
        updatedAt: after.updatedAt,
      });
    });

    it("reads semicolon-separated files with decimal commas (Turkish spreadsheets) and raw text/csv bodies", async () => {
      const csv = `${BOM}sku;price;isFeatured\r\nCSV-BENCH-02;"1.234,5";TRUE\r\n`;
      const res = await t.request({
        method: "POST",
        url: "/api/admin/products/import",
        token: admin,
        headers: { "content-type": "text/csv; charset=utf-8" },
        payload: csv,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<ImportReport>()).toMatchObject({ updated: 1, applied: true });
      expect(await product(bench._id)).toMatchObject({ price: 1234.5, isFeatured: true });
    });

    it("refuses a file with a bad header, bad CSV, no rows or not UTF-8 with a 400", async () => {
      const cases: Array<[string, RegExp]> = [
        ["sku,name,colour\nX,Y,Z", /Unknown column "colour" in the header\. Columns are: sku, name/],
        ["name,price\nChair,10", /must have a "sku" column/],
        ["sku,name,Name\nA,B,C", /Column "name" appears twice/],
        ["sku,name\n", /header but no products/],
        ['sku,name\nA,"unclosed\n', /not valid CSV\. Line 2: a quoted field is never closed/],
        ["sku,name\nA,B\uFFFD", /not UTF-8/],
        ["\n\n", /The file is empty/],
      ];
      for (const [csv, message] of cases) {
        for (const dryRun of [true, false]) {
          const res = await importCsv(csv, { dryRun });
          expect(res.statusCode, csv).toBe(400);
          expect(res.json().message).toMatch(message);
        }
      }
      const empty = await importCsv("");
      expect(empty.statusCode).toBe(400);
      const unknownParam = await t.request({
        method: "POST",
        url: "/api/admin/products/import?mode=apply",
        token: admin,
        payload: { csv: "sku\nA" },
      });
      expect(unknownParam.statusCode).toBe(400);
    });

    it("reports per-row errors: unknown brand or category, bad price and stock, duplicate SKUs, missing fields", async () => {
      const csv = [
        "sku,name,description,price,countInStock,brand,categories,door",
        "ERR-1,Chair,Desc,10,1,IKEA,Table & Chair,outdoor",
        "ERR-2,Chair,Desc,10,1,FERMOB,Kitchen,outdoor",
        "ERR-3,Chair,Desc,12.5.0,1,FERMOB,Pouf,outdoor",
        "ERR-4,Chair,Desc,10,-2,FERMOB,Pouf,outdoor",
        "ERR-5,Chair,Desc,10,1,FERMOB,Pouf,outdoor",
        "ERR-5,Chair again,Desc,10,1,FERMOB,Pouf,outdoor",
        "ERR-6,,Desc,10,1,FERMOB,Pouf,garage",
        ",Chair,Desc,10,1,FERMOB,Pouf,outdoor",
        "ERR-7,Chair,Desc,10.999,1,FERMOB,Pouf,outdoor",
        "ERR-8,Chair,Desc",
        "OK-1,Fine Chair,Desc,10,1,FERMOB,Pouf,outdoor",
      ].join("\n");
      const res = await importCsv(csv, { dryRun: true });
      expect(res.statusCode).toBe(200);
      const report = res.json<ImportReport>();
      expect(report).toMatchObject({ total: 11, failed: 10, created: 1, applied: false });
      const errorsOf = (line: number) => report.rows.find((r) => r.line === line)?.errors.join(" | ");
      expect(errorsOf(2)).toBe("brand: must be one of SIFAS, OLTA, FERMOB");
      expect(errorsOf(3)).toMatch(/^categories: "Kitchen" must be one of Living Room, /);
      expect(errorsOf(4)).toBe("price: must be a number");
      expect(errorsOf(5)).toBe("countInStock: must be a whole number");
      expect(errorsOf(6)).toBe('SKU "ERR-5" appears more than once in the file (lines 6, 7)');
      expect(errorsOf(7)).toBe('SKU "ERR-5" appears more than once in the file (lines 6, 7)');
      expect(errorsOf(8)).toMatch(/name: .*\| door: "garage" must be indoor or outdoor/);
      expect(errorsOf(9)).toBe("sku: is required");
      expect(errorsOf(10)).toBe("price: must have at most 2 decimals");
      expect(errorsOf(11)).toBe("The row has 3 fields but the header has 8");
      expect(report.rows.find((r) => r.line === 12)).toMatchObject({ action: "create", sku: "OK-1" });
    });

    it("applies nothing when one row is wrong: the whole import is rolled back (422 with the report)", async () => {
      const before = await product(sezlong._id);
      const csv = [
        "sku,name,price",
        "CSV-ŞEZ-01,Şezlong Renamed,1500", // valid on its own
        "CSV-BENCH-02,Bench,not-a-price", // invalid
        "CSV-NEW-2,Brand New,10", // a new product missing its required fields
      ].join("\n");
      const res = await importCsv(csv);
      expect(res.statusCode).toBe(422);
      const body = res.json<{ message: string; report: ImportReport }>();
      expect(body.message).toBe("Import not applied: 2 rows have errors. Nothing was changed.");
      expect(body.report).toMatchObject({ applied: false, dryRun: false, updated: 1, failed: 2 });
      expect(body.report.rows.find((r) => r.sku === "CSV-NEW-2")?.errors).toEqual([
        'No product has SKU "CSV-NEW-2"; creating one needs the columns description, countInStock, brand, categories, door',
      ]);
      expect(await product(sezlong._id)).toEqual(before);
      expect(await t.db.kysely.selectFrom("products").select("id").where("sku", "=", "CSV-NEW-2").execute()).toEqual(
        [],
      );
    });

    it("rolls back the rows already written when a write fails half-way (one transaction)", async () => {
      const before = await product(sezlong._id);
      // The database refuses the second row's update, after the first row has been written.
      if (t.dialect === "postgres") {
        await sql`create function refuse_boom() returns trigger language plpgsql as $$ begin if new.name = 'Boom' then raise exception 'boom'; end if; return new; end $$`.execute(
          t.db.kysely,
        );
        await sql`create trigger refuse_boom before update on products for each row execute function refuse_boom()`.execute(
          t.db.kysely,
        );
      } else {
        await sql`create trigger refuse_boom before update on products when new.name = 'Boom' begin select raise(abort, 'boom'); end`.execute(
          t.db.kysely,
        );
      }
      try {
        const res = await importCsv("sku,name\nCSV-ŞEZ-01,Written Then Rolled Back\nCSV-BENCH-02,Boom\n");
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ message: "Internal server error" });
      } finally {
        await sql`drop trigger refuse_boom${t.dialect === "postgres" ? sql` on products` : sql``}`.execute(t.db.kysely);
        if (t.dialect === "postgres") await sql`drop function refuse_boom()`.execute(t.db.kysely);
      }
      expect(await product(sezlong._id)).toEqual(before);
      expect((await product(bench._id)).name).not.toBe("Boom");
    });

    it("re-reads the catalogue when applying: a SKU created after the preview is updated, never duplicated", async () => {
      const csv = "sku,name,description,price,countInStock,brand,categories,door\nRACE-1,Race,D,1,1,OLTA,Pouf,indoor";
      const preview = await importCsv(csv, { dryRun: true });
      expect(preview.json<ImportReport>().rows[0]?.action).toBe("create");
      await createProduct(t, { sku: "RACE-1", name: "Won the race" });
      const res = await importCsv(csv);
      expect(res.statusCode).toBe(200);
      expect(res.json<ImportReport>()).toMatchObject({ updated: 1, created: 0 });
    });
  });

  describe("contact inbox", () => {
    const ids: string[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 3; i++) {
        const id = newId();
        ids.push(id);
        await t.db.kysely
          .insertInto("contact_messages")
          .values({
            id,
            name: `Ayşe ${i}`,
            email: `ayse${i}@example.com`,
            subject: `Teslimat ${i}`,
            message: "Merhaba, şezlong ne zaman gelir?",
            handled: i === 2 ? 1 : 0,
            created_at: new Date(Date.UTC(2026, 0, 10 + i)).toISOString(),
          })
          .execute();
      }
    });

    it("lists open messages first, newest first, with the open count", async () => {
      const res = await get("/api/admin/contact-messages", admin);
      expect(res.statusCode).toBe(200);
      const page = res.json<ContactMessagePage>();
      expect(page.messages.map((m) => [m.name, m.handled])).toEqual([
        ["Ayşe 1", false],
        ["Ayşe 0", false],
        ["Ayşe 2", true],
      ]);
      expect(page).toMatchObject({ total: 3, unhandled: 2, page: 1, pages: 1, limit: 50 });
      expect(page.messages[0]).toEqual({
        _id: ids[1],
        name: "Ayşe 1",
        email: "ayse1@example.com",
        subject: "Teslimat 1",
        message: "Merhaba, şezlong ne zaman gelir?",
        handled: false,
        createdAt: "2026-01-11T00:00:00.000Z",
      });
    });

    it("filters by handled and pages", async () => {
      const open = (await get("/api/admin/contact-messages?handled=false", admin)).json<ContactMessagePage>();
      expect(open.messages.map((m) => m.name)).toEqual(["Ayşe 1", "Ayşe 0"]);
      expect(open).toMatchObject({ total: 2, unhandled: 2 });
      const done = (await get("/api/admin/contact-messages?handled=true", admin)).json<ContactMessagePage>();
      expect(done.messages.map((m) => m.name)).toEqual(["Ayşe 2"]);
      const p2 = (await get("/api/admin/contact-messages?limit=2&page=2", admin)).json<ContactMessagePage>();
      expect(p2).toMatchObject({ total: 3, pages: 2, page: 2 });
      expect(p2.messages.map((m) => m.name)).toEqual(["Ayşe 2"]);
    });

    it("marks a message handled and open again", async () => {
      const put = (handled: unknown) => putMessage(ids[0] as string, { handled });
      const res = await put(true);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: ids[0], handled: true });
      expect((await get("/api/admin/contact-messages", admin)).json<ContactMessagePage>().unhandled).toBe(1);
      expect((await put(false)).json().handled).toBe(false);
      expect((await get("/api/admin/contact-messages", admin)).json<ContactMessagePage>().unhandled).toBe(2);
    });

    it("answers 404 for unknown or malformed ids and 400 for bad bodies and queries", async () => {
      for (const id of [newId(), "not-an-id"]) {
        const res = await putMessage(id, { handled: true });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: "Message not found" });
      }
      for (const payload of [{}, { handled: "yes" }, { handled: true, message: "x" }]) {
        const res = await putMessage(ids[0] as string, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      for (const q of ["handled=maybe", "page=0", "limit=500", "sort=name"]) {
        expect((await get(`/api/admin/contact-messages?${q}`, admin)).statusCode, q).toBe(400);
      }
    });
  });

  describe("newsletter subscribers", () => {
    beforeAll(async () => {
      const emails = ["zeynep@example.com", "ali@example.com", "=cmd@example.com", "mehmet@ornek.com.tr"];
      await t.db.kysely
        .insertInto("subscribers")
        .values(
          emails.map((email, i) => ({
            id: newId(),
            email,
            created_at: new Date(Date.UTC(2026, 1, 1 + i)).toISOString(),
          })),
        )
        .execute();
    });

    it("lists subscribers newest first, searches and pages", async () => {
      const all = (await get("/api/admin/subscribers", admin)).json<SubscriberPage>();
      expect(all.subscribers.map((s) => s.email)).toEqual([
        "mehmet@ornek.com.tr",
        "=cmd@example.com",
        "ali@example.com",
        "zeynep@example.com",
      ]);
      expect(all).toMatchObject({ total: 4, page: 1, pages: 1 });
      const found = (await get("/api/admin/subscribers?search=ORNEK", admin)).json<SubscriberPage>();
      expect(found.subscribers.map((s) => s.email)).toEqual(["mehmet@ornek.com.tr"]);
      const none = (await get("/api/admin/subscribers?search=%25", admin)).json<SubscriberPage>();
      expect(none.total).toBe(0);
      const p2 = (await get("/api/admin/subscribers?limit=3&page=2", admin)).json<SubscriberPage>();
      expect(p2).toMatchObject({ total: 4, pages: 2 });
      expect(p2.subscribers.map((s) => s.email)).toEqual(["zeynep@example.com"]);
      expect((await get("/api/admin/subscribers?page=x", admin)).statusCode).toBe(400);
    });

    it("exports every subscriber as CSV, oldest first, escaping cells a spreadsheet would run", async () => {
      const res = await get("/api/admin/subscribers/export.csv", admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/filename="avlu-subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(res.body.startsWith(BOM)).toBe(true);
      expect(parseCsv(res.body).map((r) => r.fields)).toEqual([
        ["email", "subscribedAt"],
        ["zeynep@example.com", "2026-02-01T00:00:00.000Z"],
        ["ali@example.com", "2026-02-02T00:00:00.000Z"],
        ["'=cmd@example.com", "2026-02-03T00:00:00.000Z"],
        ["mehmet@ornek.com.tr", "2026-02-04T00:00:00.000Z"],
      ]);
    });
  });
});
