// Crash: the server is killed with SIGKILL at random moments while shoppers place orders, 20 times
// per database. After each kill the database must open cleanly (SQLite integrity_check), and after
// each restart every acknowledged order must exist complete, stock must add up, and a checkout
// retried with its idempotency key must answer the order it made (or make it once).
import {
  adminToken,
  auditStored,
  checkout,
  createProduct,
  eachDialect,
  freshStorage,
  registerShoppers,
  request,
  retryPending,
  Suite,
  sleep,
  startServer,
  uid,
} from "./lib.mjs";

const KILLS = 20;
const SHOPPERS = 40;
const PRODUCTS = 5;
const INITIAL_STOCK = 1_000_000;

export const title = `Crash: SIGKILL ${KILLS} times while orders are placed (SQLite and PostgreSQL)`;

export async function run({ pgBase }) {
  const suite = new Suite("crash");
  await eachDialect(suite, pgBase, (dialect) => crashDialect(suite, dialect, pgBase));
  return suite;
}

async function crashDialect(suite, dialect, pgBase) {
  const storage = await freshStorage(dialect, pgBase, "crash");
  const env = { SEED_DEMO: "false", ...storage.env };
  const start = () => startServer({ name: `crash-${dialect}`, dataDir: storage.dataDir, env });
  let server = await start();
  const acked = new Map();
  const initialStock = new Map();
  const initialVariantStock = new Map();
  /** Checkouts sent but not answered when the server died: shopper index → idempotency key. */
  const pending = new Map();
  const figures = { killedInFlight: 0, foundOnRetry: 0, placedOnRetry: 0, restartMs: /** @type {number[]} */ ([]) };
  let lost = 0;
  let stored = 0;
  try {
    const admin = await adminToken(server.url);
    const products = [];
    for (let i = 0; i < PRODUCTS; i++) {
      const p = await createProduct(server.url, admin, { stock: INITIAL_STOCK, price: 19.9 + i * 10 });
      products.push(p);
      initialStock.set(p._id, INITIAL_STOCK);
      for (const v of p.variants) initialVariantStock.set(v._id, v.countInStock);
    }
    const shoppers = await registerShoppers(server.url, SHOPPERS, { tag: `crash-${dialect}` });

    for (let round = 1; round <= KILLS; round++) {
      const before = acked.size;
      const stopAt = { stopped: false };
      const loops = shoppers.map((s, i) => shopLoop(server.url, s, i, products, pending, acked, stopAt));
      const killAfter = 200 + Math.floor(Math.random() * 2300);
      await sleep(killAfter);
      await server.kill();
      stopAt.stopped = true;
      await Promise.all(loops);
      const inFlight = pending.size;
      figures.killedInFlight += inFlight;

      const problems = [];
      let integrity = "ok";
      if (dialect === "sqlite") {
        const db = storage.inspect();
        integrity = await db.integrity();
        const fk = await db.all("pragma foreign_key_check");
        if (fk.length) integrity = `${fk.length} foreign-key violations`;
        await db.close();
      }
      if (integrity !== "ok") problems.push(`integrity_check: ${integrity}`);
      const restartStarted = performance.now();
      server = await start();
      figures.restartMs.push(performance.now() - restartStarted);
      const retried = await resolvePending(server.url, shoppers, pending, acked, problems);
      figures.foundOnRetry += retried.found;
      figures.placedOnRetry += retried.placed;

      const audit = await auditStored(storage.inspect, {
        acked: [...acked.values()],
        initialStock,
        initialVariantStock,
      });
      problems.push(...audit.problems);
      lost = audit.lost;
      stored = audit.orders;
      suite.record(
        `${dialect}: kill ${round}/${KILLS} after ${killAfter} ms`,
        problems.length === 0,
        `${acked.size - before - retried.found - retried.placed} acknowledged in the round, ${inFlight} cut off (${retried.found} had been placed, ${retried.placed} placed on retry); ${dialect === "sqlite" ? `integrity ${integrity}; ` : ""}all ${acked.size} acknowledged present and complete, stock adds up; restart ${Math.round(figures.restartMs.at(-1) ?? 0)} ms${problems.length ? `; PROBLEMS: ${problems.slice(0, 4).join("; ")}` : ""}`,
      );
    }
    suite.addOrders({ acked: acked.size, lost });
    suite.log(
      `${dialect}: ${acked.size} orders acknowledged over ${KILLS} kills, ${lost} lost, ${stored} stored; ${figures.killedInFlight} checkouts cut off → ${figures.foundOnRetry} had been placed (200 on retry), ${figures.placedOnRetry} placed on retry (201); restart p50 ${Math.round(median(figures.restartMs))} ms`,
    );
  } catch (err) {
    suite.record(
      `${dialect}: ${KILLS} SIGKILLs during checkouts`,
      false,
      err instanceof Error ? err.message : String(err),
    );
  } finally {
    await server.stop();
    await storage.drop();
  }
}

/** One shopper: add one to three units of a random product, check out with a fresh key; until the server dies. */
async function shopLoop(base, shopper, index, products, pending, acked, stopAt) {
  while (!stopAt.stopped) {
    const product = products[Math.floor(Math.random() * products.length)];
    try {
      const add = await request(base, "POST", "/api/cart", {
        token: shopper.token,
        body: { productId: product._id, quantity: 1 + Math.floor(Math.random() * 3), color: "Cactus", packing: "1" },
      });
      if (add.status !== 200) throw new Error(`cart answered ${add.status}`);
    } catch {
      return; // the server is gone
    }
    const key = `crash-${uid()}`;
    pending.set(index, key);
    let res;
    try {
      res = await checkout(base, shopper, key);
    } catch {
      return; // cut off: stays pending, retried after the restart
    }
    pending.delete(index);
    if (res.status === 201) acked.set(res.body._id, res.body);
    else return;
  }
}

/** After a restart, every cut-off checkout is sent again with its key: the order it made, or a new one — once. */
async function resolvePending(base, shoppers, pending, acked, problems) {
  const out = await retryPending(base, shoppers, pending, acked);
  for (const { key, res } of out.other) {
    problems.push(`retry of ${key} answered ${res.status} ${JSON.stringify(res.body)}`);
  }
  pending.clear();
  return out;
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
}
