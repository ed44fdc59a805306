// Start-up and memory of the production server on an existing database (issue 15, ADR 1503):
//   node bench/startup.mjs --runs 3 [--cold 5] [--port 4600]
// with DATA_DIR (and DATABASE_URL for PostgreSQL) naming a database seeded by `npm run db:seed`.
// Per run: ms from spawn to /readyz, to the whole catalogue index read (`completeMs`, ADR 1511), RSS
// a second after that, and (with --cold S) the cold cases of
// bench/cold.mjs for S seconds each at 50 connections (--kinds filter,filterTr,…: which), then RSS again. Prints each run and the medians.
// BENCH_NODE_FLAGS adds flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (a profile
// of the start and the cold cases; NODE_OPTIONS does not allow --cpu-prof).
// --after-start S: from the moment /readyz answers, S seconds of distinct filter, search and product
// requests (50 connections) with the event loop's delay and /healthz's latency: what shoppers meet
// while a first start still reads the search words and listing JSON (ADR 1511).
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { catalogueFacts, KIND_HEADERS, KINDS, percentile, probe, queryPool } from "./cold.mjs";
import {
  eld,
  productIds,
  rssMb,
  SERVER,
  sleep,
  startProbedServer,
  stopServer,
  untilCatalogueComplete,
} from "./server.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    cold: { type: "string", default: "0" },
    port: { type: "string", default: process.env.BENCH_PORT_BASE ?? "4600" },
    sitemap: { type: "string", default: "0" },
    "after-start": { type: "string", default: "0" },
    kinds: { type: "string", default: "filter,search,deep,detail" },
  },
});
const kinds = values.kinds.split(",");
const unknownKind = kinds.find((kind) => !KINDS.includes(kind));
if (unknownKind) throw new Error(`--kinds: no cold case "${unknownKind}" (${KINDS.join(", ")})`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load1 = () => os.loadavg()[0].toFixed(1);

function cold(base, paths, duration, headers = {}) {
  let next = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: 50,
        duration,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );
}

/** A stock change of one product, as an order would write it. */
async function stockChange(id) {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query("update products set count_in_stock = count_in_stock + 1, updated_at = now() where id = $1", [
      id,
    ]);
    await client.end();
    return;
  }
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(path.join(process.env.DATA_DIR ?? "./data", "avlu.db"));
  db.prepare("update products set count_in_stock = count_in_stock + 1, updated_at = ? where id = ?").run(
    new Date().toISOString(),
    id,
  );
  db.close();
}

async function sitemapRounds(child, base, ids, rounds) {
  const out = [];
  for (let k = 0; k < rounds; k++) {
    await stockChange(ids[k % ids.length]);
    await sleep(1500); // the change log is read every 400 ms
    child.send("eld:reset");
    const started = performance.now();
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const f of files) await (await fetch(`${base}/sitemaps/${f}`)).text();
    const ms = performance.now() - started;
    const { max } = await eld(child);
    // The same time without sitemap requests: on a loaded machine the delay is partly the scheduler's.
    child.send("eld:reset");
    await sleep(ms);
    const idle = await eld(child);
    out.push({ ms: Math.round(ms), eldMax: Math.round(max), idleEldMax: Math.round(idle.max), files: files.length });
  }
  return out;
}

const runs = Number(values.runs);
const coldSeconds = Number(values.cold);
const port = Number(values.port);
const sitemap = Number(values.sitemap);
const afterStart = Number(values["after-start"]);
const ids = coldSeconds > 0 || sitemap > 0 || afterStart > 0 ? await productIds(process.env) : [];

/** Distinct filter, search and product requests from the moment the server is ready. */
async function rightAfterStart(child, base, run, seconds) {
  child.send("eld:reset");
  const facts = await catalogueFacts(base, ids);
  const pools = ["filter", "search", "detail"].map((kind, k) => queryPool(kind, facts, 60_000, 25_000 + 10 * run + k));
  const mixed = (pools[0] ?? []).map((_, i) => pools[i % 3][i]);
  const health = await probe(base, ["/healthz"]);
  const out = await cold(base, mixed, seconds);
  const times = await health.stop();
  const delay = await eld(child);
  return {
    afterStartReqs: Math.round(out.requests.average),
    afterStartP99: out.latency.p99,
    afterStartErrors: out.non2xx + out.errors,
    afterStartEldP99: Math.round(delay.p99 * 10) / 10,
    afterStartEldMax: Math.round(delay.max),
    afterStartHealthzP99: Math.round(percentile(times["/healthz"], 99) * 10) / 10,
  };
}
const results = [];
for (let run = 0; run < runs; run++) {
  const loadBefore = load1();
  const { child, ms } = await startProbedServer({
    server: process.env.SERVER_JS ?? SERVER,
    port,
    env: { LOG_LEVEL: "warn" },
    nodeFlags: (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean),
    everyMs: 20,
  });
  try {
    const readyAt = performance.now();
    const r = { startupMs: Math.round(ms), load: loadBefore };
    if (afterStart > 0) Object.assign(r, await rightAfterStart(child, `http://127.0.0.1:${port}`, run, afterStart));
    await untilCatalogueComplete(`http://127.0.0.1:${port}`);
    r.completeMs = Math.round(ms + performance.now() - readyAt);
    await sleep(1000);
    r.rssStart = Math.round(rssMb(child.pid));
    if (coldSeconds > 0) {
      const base = `http://127.0.0.1:${port}`;
      const facts = await catalogueFacts(base, ids);
      // A kind named twice (a warm-up, then the measure) draws other URLs the second time: never a cached answer.
      for (const [k, kind] of kinds.entries()) {
        const pool = queryPool(kind, facts, 200_000, 15_000 + run + 1_000 * k);
        const out = await cold(base, pool, coldSeconds, KIND_HEADERS[kind]);
        r[kind] = Math.round(out.requests.average);
        r[`${kind}P99`] = out.latency.p99;
        if (out.non2xx + out.errors > 0) r[`${kind}Errors`] = out.non2xx + out.errors;
      }
      r.rssAfter = Math.round(rssMb(child.pid));
    }
    if (sitemap > 0) {
      const rounds = await sitemapRounds(child, `http://127.0.0.1:${port}`, ids, sitemap);
      r.sitemapMs = median(rounds.map((x) => x.ms));
      r.sitemapEldMax = Math.max(...rounds.map((x) => x.eldMax));
      r.idleEldMax = Math.max(...rounds.map((x) => x.idleEldMax));
      r.sitemapRounds = rounds;
    }
    r.loadAfter = load1();
    console.log(JSON.stringify(r));
    results.push(r);
  } finally {
    await stopServer(child);
  }
}
const keys = Object.keys(results[0] ?? {}).filter((k) => typeof results[0][k] === "number");
console.log(
  `median of ${runs}: ${JSON.stringify(Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])))}` +
    `, load ${results.map((r) => `${r.load}→${r.loadAfter}`).join(", ")}`,
);
