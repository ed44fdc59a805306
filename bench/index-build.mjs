// The catalogue index alone in a process (issue 15, ADR 1503): builds it from DATA_DIR / DATABASE_URL
// (a database seeded by `npm run db:seed`) and prints wall and CPU time, memory and the listing file's size.
//   DATA_DIR=… node bench/index-build.mjs
// With SNAPSHOT=<file> the engine starts from that index snapshot when it is valid and writes it
// after a full read (ADR 1504): run twice to see both.
import path from "node:path";
import pino from "pino";

const dist = path.resolve(import.meta.dirname, "../apps/api/dist");
const { createDatabase } = await import(`${dist}/db/database.js`);
const { CatalogEngine } = await import(`${dist}/modules/catalog/engine/catalog-engine.js`);
const { LocalEventBus } = await import(`${dist}/lib/events.js`);

const mb = (n) => Math.round(n / 1048576);
const mem = (tag) => {
  const m = process.memoryUsage();
  console.log(
    `${tag}: rss ${mb(m.rss)} MB, heap used ${mb(m.heapUsed)} of ${mb(m.heapTotal)} MB, array buffers ${mb(m.arrayBuffers)} MB`,
  );
};

const db = createDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "./data",
  poolMax: 4,
});
mem("before");
const started = performance.now();
const cpu = process.cpuUsage();
const engine = await CatalogEngine.start({
  db,
  events: new LocalEventBus(),
  log: pino({ level: process.env.SNAPSHOT ? "info" : "warn" }),
  pollMs: 1e9,
  snapshotFile: process.env.SNAPSHOT,
});
const used = process.cpuUsage(cpu);
console.log(
  `${engine.startedFrom === "snapshot" ? "from the snapshot" : "built"} in ${Math.round(performance.now() - started)} ms (CPU ${Math.round((used.user + used.system) / 1000)} ms), ${engine.index.size} products`,
);
mem("built");
// A first start serves before the search words and the listing JSON are read; they follow (ADR 1511).
await engine.wordsRead();
console.log(`search words read ${Math.round(performance.now() - started)} ms after the start began`);
await engine.listingsRead();
console.log(`listing JSON read ${Math.round(performance.now() - started)} ms after the start began`);
await new Promise((r) => setTimeout(r, 2000));
mem("2 s later");
console.log(`listing file: ${mb(engine.index.json.bytes())} MB (page cache, not the process)`);
await engine.close();
await db.close();
