// Load suite, catalogue under distinct queries (issue 15, ADR 1500/1502): 50 connections of
// never-repeated filter, search, deep-page and product URLs on 20,000 products, with the server's
// event-loop delay, /healthz and a cached answer measured beside them and price changes made
// during the load; then the per-client query budget: a loop of made-up queries is answered 429
// while shoppers browsing at human pace never are.
import path from "node:path";
import autocannon from "autocannon";
import { catalogueFacts, percentile, probe, queryPool } from "../bench/cold.mjs";
import { adminToken, fmt, freshStorage, ROOT, request, runCli, sleep, startServer, workDir } from "./lib.mjs";

const PRODUCTS = Number(process.env.RELIABILITY_COLD_PRODUCTS ?? 20_000);
const CONNECTIONS = 50;
const SECONDS = 30;
/** Event-loop delay and /healthz budgets during the cold load (issue 15: 20 ms); RELIABILITY_ELD_MS for other machines. */
const ELD_BOUND_MS = Number(process.env.RELIABILITY_ELD_MS ?? 20);
const PROBE = path.join(ROOT, "bench/eld-probe.cjs");
function eld(child, what) {
  if (what === "reset") return child.send("eld:reset");
  return new Promise((resolve) => {
    child.once("message", (m) => resolve(m.eld));
    child.send("eld:read");
  });
}

/** Mixed distinct URLs: a quarter each of filters, searches, deep pages and product pages. */
function mixedPool(facts, count) {
  const kinds = ["filter", "search", "deep", "detail"].map((k, i) => queryPool(k, facts, count / 4, 1_500 + i));
  return Array.from({ length: count }, (_, i) => kinds[i % 4][Math.floor(i / 4)]);
}

export async function coldLoad(suite, dialect, pgBase) {
  const storage = await freshStorage(dialect, pgBase, "cold");
  const { dataDir, env } = storage;
  try {
    await runCli("seed", ["--products", String(PRODUCTS)], { DATA_DIR: dataDir, ...env });
    const server = await startServer({
      name: `cold-${dialect}`,
      dataDir,
      env,
      nodeArgs: ["--require", PROBE],
      ipc: true,
    });
    try {
      const base = server.url;
      // A first start serves before the search words and listing JSON are in (ADR 1511); this case is
      // about the whole index, so it begins once /readyz says so.
      while ((await request(base, "GET", "/readyz")).body.catalogue === "reading") await sleep(50);
      const ids = [];
      for (let page = 1; page <= 5; page++) {
        const res = await request(base, "GET", `/api/products/filter?limit=1000&page=${page}`);
        ids.push(...res.body.products.map((p) => p._id));
      }
      const facts = await catalogueFacts(base, ids);
      const paths = mixedPool(facts, 400_000);
      await request(base, "GET", "/api/products/best-seller");
      const token = await adminToken(base);
      const watched = ids[0];

      eld(server.child, "reset");
      const probes = await probe(base, ["/healthz", "/api/products/best-seller"]);
      // Price changes during the load: each must be in the next detail and listing read.
      const staleReads = [];
      let writes = 0;
      let writing = true;
      const writer = (async () => {
        while (writing) {
          await sleep(2_000);
          const price = 100 + (++writes % 50);
          const put = await request(base, "PUT", `/api/products/${watched}`, { token, body: { price } });
          if (put.status !== 200) staleReads.push(`PUT → ${put.status}`);
          const detail = await request(base, "GET", `/api/products/${watched}?timestamp=w${writes}`);
          const listed = await request(
            base,
            "GET",
            `/api/products/filter?search=${encodeURIComponent(detail.body.sku)}&timestamp=w${writes}`,
          );
          if (detail.body.price !== price) staleReads.push(`detail ${detail.body.price} ≠ ${price}`);
          const inList = listed.body.products?.find((p) => p._id === watched);
          if (inList?.price !== price) staleReads.push(`listing ${inList?.price} ≠ ${price}`);
        }
      })();
      let next = 0;
      const result = await new Promise((resolve, reject) =>
        autocannon(
          {
            url: base,
            connections: CONNECTIONS,
            duration: SECONDS,
            requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
          },
          (err, r) => (err ? reject(err) : resolve(r)),
        ),
      );
      writing = false;
      await writer;
      const times = await probes.stop();
      const loop = await eld(server.child, "read");
      const errors = result.errors + result.timeouts + result.non2xx;
      const health = percentile([...times["/healthz"]], 99);
      // Every price change (one each 2 s) drops the cached answers: the next ask is computed in the
      // queue of cold queries. The bound is for the answers the cache gave; the others are counted.
      const best = "/api/products/best-seller";
      const cached = percentile([...times.hits[best]], 99);
      const computed = times[best].length - times.hits[best].length;
      suite.record(
        `${dialect}: ${CONNECTIONS} connections of distinct catalogue queries on ${fmt(PRODUCTS)} products for ${SECONDS} s — zero errors`,
        errors === 0,
        `${fmt(result.requests.total)} requests (${fmt(result.requests.average)} req/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors`,
      );
      suite.record(
        `${dialect}: the event loop stays free during the cold load — delay p99, /healthz p99 and a cached answer p99 ≤ ${ELD_BOUND_MS} ms`,
        loop.p99 <= ELD_BOUND_MS && health <= ELD_BOUND_MS && cached <= ELD_BOUND_MS,
        `event-loop delay p50 ${fmt(loop.p50, 1)} ms, p99 ${fmt(loop.p99, 1)} ms, max ${fmt(loop.max, 1)} ms; /healthz p99 ${fmt(health, 1)} ms (${times["/healthz"].length} probes); cached best sellers p99 ${fmt(cached, 1)} ms (${times.hits[best].length} answered by the cache; ${computed} computed after a change, p99 of all ${fmt(percentile([...times[best]], 99), 1)} ms)`,
      );
      suite.record(
        `${dialect}: a price changed during the load is in the very next detail and listing read`,
        writes > 0 && staleReads.length === 0,
        `${writes} changes, ${staleReads.length} stale reads${staleReads.length ? `: ${staleReads.slice(0, 3).join("; ")}` : ""}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await storage.drop();
  }
}

const BUDGET_PER_MINUTE = 300;
const BUDGET_SECONDS = 20;
/** What one address may be answered in the run: the whole budget at once, then its refill (a token bucket, ADR 1502). */
const BUDGET_ANSWERS = BUDGET_PER_MINUTE + (BUDGET_PER_MINUTE * BUDGET_SECONDS) / 60;

/** The budget on (its default), behind a proxy: shoppers each at their own address, one of them looping. */
export async function budget(suite) {
  const dataDir = workDir("budget");
  const server = await startServer({
    name: "budget",
    dataDir,
    env: { CATALOG_QUERY_BUDGET_PER_MINUTE: String(BUDGET_PER_MINUTE), TRUST_PROXY: "1" },
  });
  try {
    const base = server.url;
    const facts = await catalogueFacts(base, []);
    const stopAt = performance.now() + BUDGET_SECONDS * 1_000;
    const shopperStatuses = [];
    // Twenty shoppers each open a new listing every 1.5 s (faster than people read one).
    const shoppers = Array.from({ length: 20 }, async (_, i) => {
      const urls = queryPool(i % 2 ? "filter" : "search", facts, 100, 2_000 + i);
      for (let k = 0; performance.now() < stopAt; k++) {
        const res = await request(base, "GET", urls[k % urls.length], {
          headers: { "x-forwarded-for": `10.20.0.${i + 1}` },
        });
        shopperStatuses.push(res.status);
        await sleep(1_500);
      }
    });
    // One address sends made-up queries as fast as it can for the same 20 s.
    const loopStatuses = { ok: 0, refused: 0, other: 0 };
    const loopUrls = queryPool("filter", facts, 50_000, 3_000);
    const looper = (async () => {
      for (let k = 0; performance.now() < stopAt; k++) {
        const res = await request(base, "GET", loopUrls[k % loopUrls.length], {
          headers: { "x-forwarded-for": "10.30.0.1" },
        });
        if (res.status === 200) loopStatuses.ok++;
        else if (res.status === 429 && res.headers["retry-after"]) loopStatuses.refused++;
        else loopStatuses.other++;
      }
    })();
    await Promise.all([...shoppers, looper]);
    const shopperRefused = shopperStatuses.filter((s) => s === 429).length;
    suite.record(
      "budget: a loop of made-up catalogue queries from one address is answered 429 past its budget; shoppers browsing meanwhile never are",
      shopperRefused === 0 &&
        shopperStatuses.every((s) => s === 200) &&
        loopStatuses.refused > 0 &&
        loopStatuses.ok <= BUDGET_ANSWERS + 20 &&
        loopStatuses.other === 0,
      `loop: ${loopStatuses.ok} answered, ${fmt(loopStatuses.refused)} refused with Retry-After; 20 shoppers: ${shopperStatuses.length} listings, ${shopperRefused} refused`,
    );
  } finally {
    await server.stop();
  }
}
