import type { Product } from "@avlu/contract/catalog";
import type { Order } from "@avlu/contract/orders";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestApp, TEST_ADDRESS, updateOrder } from "../test/helpers.js";
import type { Db } from "./database.js";
import { migrateToLatest, migrationsFor, pendingMigrations } from "./migrate.js";

const now = "2026-11-01T10:00:00.000Z";
const ids = { chair: "a".repeat(24), lamp: "b".repeat(24), user: "c".repeat(24), order: "d".repeat(24) };

/** A shop as the release before variants left it: the schema without 017, products with one stock figure, an order. */
async function olderRelease(db: Db): Promise<void> {
  const before = Object.keys(migrationsFor(db)).filter((name) => name !== "017-variants");
  await migrateToLatest(db, undefined, before);
  const k = db.kysely;
  const product = (id: string, sku: string, name: string, stock: number, packings: string[]) => ({
    id,
    name,
    name_key: name.toLowerCase(),
    description: "An older product.",
    price_cents: 14_900,
    category: "Table & Chair",
    brand: "FERMOB",
    sku,
    ref: sku,
    design: "",
    collection: "Bistro",
    collection_key: "bistro",
    count_in_stock: stock,
    packings: JSON.stringify(packings),
    technical_sheet: "[]",
    features: "{}",
    meta_title: "",
    meta_description: "",
    meta_keywords: "[]",
    is_featured: 0,
    is_published: 1,
    rating: 0,
    num_reviews: 0,
    alt_text: "",
    search_text: name.toLowerCase(),
    units_sold: 0,
    created_at: now,
    updated_at: now,
  });
  await k
    .insertInto("products")
    .values([
      product(ids.chair, "OLD-CHAIR", "Old Bistro Chair", 12, ["1", "2"]),
      product(ids.lamp, "OLD-LAMP", "Old Lamp", 4, []),
    ])
    .execute();
  await k
    .insertInto("product_colors")
    .values([
      { product_id: ids.chair, position: 0, color: "Cactus", color_key: "cactus" },
      { product_id: ids.chair, position: 1, color: "Cotton white", color_key: "cotton white" },
    ])
    .execute();
  await k.insertInto("product_doors").values({ product_id: ids.chair, door: "outdoor" }).execute();
  await k
    .insertInto("product_categories")
    .values({ product_id: ids.chair, position: 0, category: "Table & Chair" })
    .execute();
  await k
    .insertInto("users")
    .values({
      id: ids.user,
      name: "Old",
      email: "old@example.com",
      password_hash: "x",
      role: "customer",
      created_at: now,
      updated_at: now,
    })
    .execute();
  await sql`insert into orders (id, reference, user_id, user_name, user_email, shipping_address, payment_method,
      total_cents, status, is_paid, is_delivered, created_at, updated_at)
    values (${ids.order}, 'AVL-OLD001', ${ids.user}, 'Old', 'old@example.com', ${JSON.stringify(TEST_ADDRESS)},
      'bank-transfer', 29800, 'Pending', 0, 0,
      ${now}, ${now})`.execute(k);
  await sql`insert into order_items (id, order_id, position, product_id, name, price_cents, quantity, image, color, packing)
    values (${"e".repeat(24)}, ${ids.order}, 0, ${ids.chair}, 'Old Bistro Chair', 14900, 2, '', 'Cotton white', '1')`.execute(
    k,
  );
  await sql`insert into order_events (id, order_id, status, at) values (${"f".repeat(24)}, ${ids.order}, 'Pending', ${now})`.execute(
    k,
  );
}

describe("pendingMigrations (npm run index:snapshot asks it, ADR 1510)", () => {
  it("names every migration of a new database, those an older release lacks, and none once migrated", async () => {
    const seen: string[][] = [];
    const t = await createTestApp({
      prepare: async (db) => {
        seen.push(await pendingMigrations(db));
        await olderRelease(db);
        seen.push(await pendingMigrations(db));
      },
    });
    try {
      expect(seen[0]).toEqual(Object.keys(migrationsFor(t.db)));
      expect(seen[1]).toEqual(["017-variants"]);
      expect(await pendingMigrations(t.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe("migration 017-variants on a database made by the release before it", () => {
  it("makes one variant per colour × packing, keeps the stock in full on the first, links order lines, and logs it", async () => {
    const logged: Array<{ message: string; details: object }> = [];
    const t = await createTestApp({
      prepare: async (db) => {
        await olderRelease(db);
        await migrateToLatest(db, (message, details) => logged.push({ message, details }));
      },
    });
    try {
      expect(logged).toHaveLength(1);
      expect(logged[0]?.message).toMatch(/2 products became 5 variants/);
      expect(logged[0]?.details).toMatchObject({
        products: 2,
        variants: 5,
        stockOnFirst: 1,
        orderLines: 1,
        orderLinesWithoutVariant: 0,
      });

      const chair = (await t.request({ method: "GET", url: `/api/products/${ids.chair}` })).json<Product>();
      expect(chair.countInStock).toBe(12);
      expect(chair.price).toBe(149);
      expect(chair.variants.map((v) => [v.color, v.packing, v.sku, v.price, v.countInStock])).toEqual([
        ["Cactus", "1", "OLD-CHAIR-CACTUS-P1", 149, 12],
        ["Cactus", "2", "OLD-CHAIR-CACTUS-P2", 298, 0],
        ["Cotton white", "1", "OLD-CHAIR-COTTONWHITE-P1", 149, 0],
        ["Cotton white", "2", "OLD-CHAIR-COTTONWHITE-P2", 298, 0],
      ]);
      const lamp = (await t.request({ method: "GET", url: `/api/products/${ids.lamp}` })).json<Product>();
      expect(lamp.variants).toEqual([
        { _id: expect.any(String), color: "", packing: "1", sku: "OLD-LAMP", price: 149, countInStock: 4 },
      ]);

      // The old order line found its variant; cancelling it puts the units back there.
      const admin = await t.adminToken();
      const got = await t.request({ method: "GET", url: `/api/admin/orders/${ids.order}`, token: admin });
      expect(got.statusCode, got.body).toBe(200);
      const order = got.json<Order>();
      expect(order.orderItems[0]?.sku).toBe("OLD-CHAIR-COTTONWHITE-P1");
      const res = await updateOrder(t, ids.order, { status: "Cancelled" });
      expect(res.statusCode, res.body).toBe(200);
      const after = (await t.request({ method: "GET", url: `/api/products/${ids.chair}` })).json<Product>();
      expect(after.variants.find((v) => v.color === "Cotton white" && v.packing === "1")?.countInStock).toBe(2);
      expect(after.countInStock).toBe(14);
    } finally {
      await t.close();
    }
  });
});
