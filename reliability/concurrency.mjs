// Concurrency: 50 shoppers ordering the last 5 units at once, 20 shoppers racing for the last 3
// units of one colour while other colours sell (issue 17), and 50 submissions of one checkout (same
// idempotency key), against the built server on SQLite and on PostgreSQL.
import {
  adminToken,
  auditOrders,
  checkout,
  createProduct,
  createVariantProduct,
  eachDialect,
  expectStatus,
  freshStorage,
  registerShoppers,
  request,
  Suite,
  startServer,
  uid,
} from "./lib.mjs";

const SHOPPERS = 50;
const LAST_UNITS = 5;
const ROUNDS = 3;
const VARIANT_SHOPPERS = 20;
const VARIANT_UNITS = 3;

export async function run({ pgBase }) {
  const suite = new Suite("concurrency");
  await eachDialect(suite, pgBase, async (dialect) => {
    const storage = await freshStorage(dialect, pgBase, "concurrency");
    const server = await startServer({
      name: `concurrency-${dialect}`,
      dataDir: storage.dataDir,
      env: { SEED_DEMO: "false", ...storage.env, ...(dialect === "postgres" ? { DATABASE_POOL_MAX: "10" } : {}) },
    });
    const db = storage.inspect();
    const acked = [];
    const initialStock = new Map();
    const initialVariantStock = new Map();
    try {
      const base = server.url;
      const admin = await adminToken(base);
      const shoppers = await registerShoppers(base, SHOPPERS, { tag: `conc-${dialect}` });

      for (let round = 1; round <= ROUNDS; round++) {
        await suite.case(
          `${dialect}: ${SHOPPERS} shoppers order the last ${LAST_UNITS} units at once (round ${round})`,
          async () => {
            const product = await createProduct(base, admin, { stock: LAST_UNITS, price: 249.5 });
            initialStock.set(product._id, LAST_UNITS);
            // Everyone puts one in the cart while there are still five.
            for (const s of shoppers) await expectStatus(200, base, "POST", "/api/cart", cartBody(s, product));
            const results = await Promise.all(shoppers.map((s) => checkout(base, s, `conc-${uid()}`)));
            const created = results.filter((r) => r.status === 201);
            const soldOut = results.filter((r) => r.status === 409);
            const other = results.filter((r) => r.status !== 201 && r.status !== 409);
            for (const r of created) acked.push(r.body);
            const stock = (await expectStatus(200, base, "GET", `/api/products/${product._id}`, { token: admin })).body
              .countInStock;
            const rows = await db.all(
              "select count(distinct o.id) as orders, coalesce(sum(i.quantity), 0) as units from orders o join order_items i on i.order_id = o.id where i.product_id = ?",
              [product._id],
            );
            const messages = new Set(soldOut.map((r) => r.body?.message));
            const ok =
              created.length === LAST_UNITS &&
              soldOut.length === SHOPPERS - LAST_UNITS &&
              other.length === 0 &&
              stock === 0 &&
              Number(rows[0].orders) === LAST_UNITS &&
              Number(rows[0].units) === LAST_UNITS &&
              [...messages].every((m) => typeof m === "string" && m.length > 0);
            // The losers' carts still hold the line; empty them for the next round.
            await Promise.all(
              shoppers.map((s) =>
                request(base, "DELETE", "/api/cart", {
                  token: s.token,
                  body: { productId: product._id, color: "Cactus", packing: "1" },
                }),
              ),
            );
            return {
              ok,
              detail: `${created.length} orders, ${soldOut.length} × 409 (“${[...messages][0] ?? ""}”), ${other.length} other, stock ${stock}, stored orders ${rows[0].orders} / units ${rows[0].units}`,
            };
          },
        );
      }

      await suite.case(
        `${dialect}: ${VARIANT_SHOPPERS} shoppers race for the last ${VARIANT_UNITS} units of one colour → exactly ${VARIANT_UNITS} sell, other colours untouched`,
        async () => {
          const product = await createVariantProduct(base, admin, {
            stock: { Cactus: VARIANT_UNITS, Anthracite: 7, Honey: 4 },
          });
          initialStock.set(product._id, VARIANT_UNITS + 11);
          for (const v of product.variants) initialVariantStock.set(v._id, v.countInStock);
          const racers = shoppers.slice(0, VARIANT_SHOPPERS);
          for (const s of racers) {
            await expectStatus(200, base, "POST", "/api/cart", {
              token: s.token,
              body: { productId: product._id, quantity: 1, color: "Cactus", packing: "1" },
            });
          }
          // Two other shoppers buy other colours at the same moment.
          const others = shoppers.slice(VARIANT_SHOPPERS, VARIANT_SHOPPERS + 2);
          for (const [i, s] of others.entries()) {
            await expectStatus(200, base, "POST", "/api/cart", {
              token: s.token,
              body: { productId: product._id, quantity: 1, color: i === 0 ? "Anthracite" : "Honey", packing: "1" },
            });
          }
          const results = await Promise.all([...racers, ...others].map((s) => checkout(base, s, `var-${uid()}`)));
          const created = results.filter((r) => r.status === 201);
          const soldOut = results.filter((r) => r.status === 409);
          for (const r of created) acked.push(r.body);
          const after = (await expectStatus(200, base, "GET", `/api/products/${product._id}`, { token: admin })).body;
          const stockOf = (color) => after.variants.find((v) => v.color === color)?.countInStock;
          await Promise.all(
            racers.map((s) =>
              request(base, "DELETE", "/api/cart", {
                token: s.token,
                body: { productId: product._id, color: "Cactus", packing: "1" },
              }),
            ),
          );
          const ok =
            created.length === VARIANT_UNITS + 2 &&
            soldOut.length === VARIANT_SHOPPERS - VARIANT_UNITS &&
            stockOf("Cactus") === 0 &&
            stockOf("Anthracite") === 6 &&
            stockOf("Honey") === 3 &&
            after.countInStock === 9 &&
            soldOut.every((r) => /Cactus/.test(r.body?.message ?? ""));
          return {
            ok,
            detail: `${created.length} orders, ${soldOut.length} × 409 (“${soldOut[0]?.body?.message ?? ""}”), Cactus ${stockOf("Cactus")}, Anthracite ${stockOf("Anthracite")}, Honey ${stockOf("Honey")}, product ${after.countInStock}`,
          };
        },
      );

      await suite.case(
        `${dialect}: ${SHOPPERS} submissions of one checkout (same idempotency key) → one order`,
        async () => {
          const product = await createProduct(base, admin, { stock: 100, price: 80 });
          initialStock.set(product._id, 100);
          const shopper = shoppers[0];
          await expectStatus(200, base, "POST", "/api/cart", cartBody(shopper, product, 3));
          const key = `double-${uid()}`;
          const results = await Promise.all(Array.from({ length: SHOPPERS }, () => checkout(base, shopper, key)));
          const statuses = count(results.map((r) => r.status));
          const ids = new Set(results.filter((r) => r.status < 300).map((r) => r.body._id));
          for (const r of results) if (r.status === 201) acked.push(r.body);
          const stored = await db.all("select id from orders where user_id = ? and idempotency_key = ?", [
            shopper.id,
            key,
          ]);
          const stock = (await expectStatus(200, base, "GET", `/api/products/${product._id}`, { token: admin })).body
            .countInStock;
          const ok =
            statuses[201] === 1 &&
            statuses[200] === SHOPPERS - 1 &&
            ids.size === 1 &&
            stored.length === 1 &&
            stock === 97;
          return {
            ok,
            detail: `${fmtCounts(statuses)}, ${ids.size} distinct order id, ${stored.length} stored, stock 100 → ${stock}`,
          };
        },
      );

      await suite.case(
        `${dialect}: audit — every order complete, stock adds up per product and per variant, none negative`,
        async () => {
          const audit = await auditOrders(db, { acked, initialStock, initialVariantStock });
          suite.addOrders({ acked: acked.length, lost: audit.lost });
          return {
            ok: audit.problems.length === 0,
            detail: `${audit.orders} orders, ${acked.length} acknowledged, ${audit.lost} lost${audit.problems.length ? `; ${audit.problems.slice(0, 3).join("; ")}` : ""}`,
          };
        },
      );
    } finally {
      await db.close();
      await server.stop();
      await storage.drop();
    }
  });
  return suite;
}

function cartBody(shopper, product, quantity = 1) {
  return {
    token: shopper.token,
    body: { productId: product._id, quantity, color: product.colors[0], packing: "1" },
  };
}

function count(values) {
  const c = {};
  for (const v of values) c[v] = (c[v] ?? 0) + 1;
  return c;
}

const fmtCounts = (c) =>
  Object.entries(c)
    .map(([k, v]) => `${v} × ${k}`)
    .join(", ");

export const title = "Concurrency: last units and double submits";
