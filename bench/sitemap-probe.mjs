// Where the event loop blocks while the sitemap is rebuilt after a stock change (ADR 1504), in one
// process: the index from DATA_DIR's snapshot, the seo plugin on a bare Fastify. Prints the longest
// gaps between 1 ms timers and what was running.
//   DATA_DIR=… CATALOG_INDEX_SNAPSHOT=… node bench/sitemap-probe.mjs
import path from "node:path";
import Fastify from "fastify";
import pino from "pino";

const dist = path.resolve(import.meta.dirname, "../apps/api/dist");
const { createDatabase } = await import(`${dist}/db/database.js`);
const { CatalogEngine } = await import(`${dist}/modules/catalog/engine/catalog-engine.js`);
const { CatalogService } = await import(`${dist}/modules/catalog/service.js`);
const { LocalEventBus } = await import(`${dist}/lib/events.js`);
const { seoPlugin } = await import(`${dist}/modules/seo/routes.js`);

const dataDir = process.env.DATA_DIR ?? "./data";
const db = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolMax: 4 });
const events = new LocalEventBus();
const engine = await CatalogEngine.start({
  db,
  events,
  log: pino({ level: "warn" }),
  snapshotFile: process.env.CATALOG_INDEX_SNAPSHOT ?? path.join(dataDir, "catalog-index.snapshot"),
});
const catalog = new CatalogService(db, events, engine);
const app = Fastify();
await app.register(seoPlugin, { catalog, publicUrl: "https://shop.example" });
await app.ready();

let phase = "idle";
const gaps = [];
let last = performance.now();
const timer = setInterval(() => {
  const now = performance.now();
  if (now - last > 15) gaps.push({ ms: Math.round(now - last), phase });
  last = now;
}, 1);
const ids = engine.index.ids.filter((id, s) => id && engine.index.alive.has(s));
for (let round = 0; round < 3; round++) {
  phase = "stock change";
  await db.kysely
    .updateTable("products")
    .set((eb) => ({ count_in_stock: eb("count_in_stock", "+", 1), updated_at: new Date().toISOString() }))
    .where("id", "=", ids[round])
    .execute();
  events.publish("catalog");
  await engine.fresh();
  for (const url of ["/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/products-1.xml", "/sitemaps/products-2.xml"]) {
    phase = url;
    const started = performance.now();
    const res = await app.inject({ method: "GET", url });
    console.log(round, url, res.statusCode, res.body.length, Math.round(performance.now() - started), "ms");
  }
}
clearInterval(timer);
console.log("gaps over 15 ms:", JSON.stringify(gaps));
await app.close();
await engine.close();
await db.close();
