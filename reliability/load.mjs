// Load: a mixed shopper workload (browse, filter, product, cart, checkout) for 60 s at 100
// connections on the demo catalogue — zero errors and a bounded p99 — on SQLite and PostgreSQL;
// then distinct catalogue queries on 20,000 products with the event loop watched (cold-load.mjs);
// the per-client query budget; then a memory soak (10 minutes, --quick: 1 minute) with the
// resident memory sampled throughout.
import { budget, coldLoad } from "./cold-load.mjs";
import {
  adminToken,
  agent,
  auditVerdict,
  checkoutBody,
  eachDialect,
  fmt,
  freshStorage,
  latencySummary,
  registerShoppers,
  request,
  Suite,
  setStock,
  sleep,
  sparkline,
  startServer,
  uid,
} from "./lib.mjs";

const CONNECTIONS = 100;
const SIGNED_IN = 40;
const LOAD_SECONDS = 60;
/**
 * p99 budget for the 60-second run: every one of 100 connections busy all the time saturates a
 * 2-core machine (which also runs the load generator), so latency is mostly queueing; a second at
 * the 99th percentile is the budget. RELIABILITY_P99_MS sets another one for other machines.
 */
const P99_BOUND_MS = Number(process.env.RELIABILITY_P99_MS ?? 1000);
const SOAK_CONNECTIONS = 50;
/** Memory after warm-up may not grow by more than this between the first and last stretch of the soak. */
const SOAK_GROWTH_LIMIT = 0.1;

export const title = `Load: ${CONNECTIONS} connections for ${LOAD_SECONDS} s (SQLite, PostgreSQL) and a memory soak`;

export async function run({ pgBase, quick }) {
  const suite = new Suite("load");
  await eachDialect(
    suite,
    pgBase,
    async (dialect) => {
      const shop = await openShop(dialect, pgBase);
      try {
        const result = await drive(shop, { connections: CONNECTIONS, seconds: LOAD_SECONDS });
        report(suite, dialect, result);
        await auditShop(suite, shop, result, `${dialect}: after the load`);
      } finally {
        await shop.close();
      }
      await coldLoad(suite, dialect, pgBase);
    },
    "PostgreSQL load run",
  );
  await budget(suite);

  const soakMinutes = quick ? 1 : 10;
  const shop = await openShop("sqlite");
  try {
    const samples = [];
    const sampler = setInterval(() => {
      try {
        samples.push(shop.server.rssMb());
      } catch {
        // the process is gone; the drive reports it
      }
    }, 5_000);
    const result = await drive(shop, { connections: SOAK_CONNECTIONS, seconds: soakMinutes * 60 });
    clearInterval(sampler);
    soakReport(suite, samples, result, soakMinutes);
    await auditShop(suite, shop, result, "soak: after the run");
  } finally {
    await shop.close();
  }
  return suite;
}

/** A store on the demo catalogue with twenty products stocked for the checkouts and forty shoppers. */
async function openShop(dialect, pgBase) {
  const storage = await freshStorage(dialect, pgBase, "load");
  const server = await startServer({ name: `load-${dialect}`, dataDir: storage.dataDir, env: storage.env });
  const base = server.url;
  const admin = await adminToken(base);
  const catalogue = (await request(base, "GET", "/api/products?limit=500")).body;
  const buyable = [];
  for (const p of catalogue.filter((x) => x.colors.length > 0).slice(0, 20)) {
    buyable.push((await request(base, "GET", `/api/products/${p._id}`)).body);
  }
  const initialStock = new Map();
  for (const p of buyable) {
    await setStock(base, admin, p._id, 1_000_000);
    initialStock.set(p._id, 1_000_000);
  }
  const shoppers = await registerShoppers(base, SIGNED_IN, { tag: `load-${dialect}` });
  const facets = (await request(base, "GET", "/api/products/filter?limit=1")).body.facets;
  return {
    inspect: storage.inspect,
    server,
    base,
    catalogue,
    buyable,
    initialStock,
    shoppers,
    filters: filterUrls(facets),
    async close() {
      await server.stop();
      await storage.drop();
    },
  };
}

/** Filter and search addresses a shopper would produce: single and combined filters, sorts and pages. */
function filterUrls(facets) {
  const values = (name) => (facets?.[name] ?? []).slice(0, 6).map((f) => f.value);
  const sorts = ["newest", "priceAsc", "priceDesc", "popularity", "nameAsc"];
  const urls = [];
  const enc = encodeURIComponent;
  for (const c of values("category")) urls.push(`/api/products/filter?category=${enc(c)}&limit=24`);
  for (const b of values("brand")) urls.push(`/api/products/filter?brand=${enc(b)}&sortBy=priceAsc&limit=24`);
  for (const c of values("color")) urls.push(`/api/products/filter?color=${enc(c)}&door=outdoor&limit=24`);
  for (const s of sorts)
    for (const page of [1, 2, 3]) urls.push(`/api/products/filter?sortBy=${s}&page=${page}&limit=24`);
  for (const q of ["bistro", "luxembourg", "teak", "lamp", "parasol", "cushion"]) {
    urls.push(`/api/products/filter?search=${q}&limit=24`);
  }
  urls.push("/api/products/filter?minPrice=100&maxPrice=900&sortBy=priceDesc&limit=24");
  return urls;
}

const HOME = ["/api/products/best-seller", "/api/products/new-arrivals", "/api/collections", "/api/settings"];

/**
 * Runs the workload on `connections` keep-alive connections (one simulated browser each) for
 * `seconds`. Signed-in browsers send their token on every call, as the storefront does.
 */
async function drive(shop, { connections, seconds }) {
  const stopAt = performance.now() + seconds * 1000;
  const latencies = { browse: [], product: [], cart: [], checkout: [] };
  const errors = [];
  const acked = [];
  let requests = 0;
  /** The slowest requests, to tell a tail from a stall. */
  const slowest = [];
  const started = performance.now();
  const noteSlow = (ms, method, url) => {
    if (slowest.length < 5 || ms > slowest[slowest.length - 1].ms) {
      slowest.push({ ms, what: `${method} ${url.split("?")[0]}`, at: (performance.now() - started) / 1000 });
      slowest.sort((x, y) => y.ms - x.ms);
      slowest.length = Math.min(slowest.length, 5);
    }
  };
  const rnd = (list) => list[Math.floor(Math.random() * list.length)];

  const browser = async (i) => {
    const a = agent(1);
    const shopper = i < SIGNED_IN ? shop.shoppers[i % shop.shoppers.length] : undefined;
    let guestId;
    let inCart = 0;
    let step = 0;
    while (performance.now() < stopAt) {
      step++;
      const roll = Math.random();
      let kind;
      let call;
      // Shoppers browse far more than they buy: a signed-in browser checks out every 40th step.
      if (shopper && inCart > 0 && step % 40 === 0) {
        kind = "checkout";
        call = ["POST", "/api/orders", checkoutBody(`load-${uid()}`)];
      } else if (roll < 0.35) {
        kind = "browse";
        call = ["GET", rnd(shop.filters)];
      } else if (roll < 0.45) {
        kind = "browse";
        call = ["GET", rnd(HOME)];
      } else if (roll < 0.7) {
        kind = "product";
        const p = rnd(shop.catalogue);
        call = ["GET", Math.random() < 0.8 ? `/api/products/${p._id}` : `/api/products/similar/${p._id}`];
      } else if (roll < 0.85) {
        kind = "cart";
        const p = rnd(shop.buyable);
        call = [
          "POST",
          "/api/cart",
          { productId: p._id, quantity: 1, color: p.colors[0], packing: p.packings?.[0] ?? "1", guestId },
        ];
      } else {
        kind = "cart";
        call = ["GET", shopper ? "/api/cart" : `/api/cart${guestId ? `?guestId=${guestId}` : ""}`];
      }
      const [method, url, body] = call;
      try {
        const res = await request(shop.base, method, url, { agent: a, token: shopper?.token, body, timeoutMs: 30_000 });
        requests++;
        latencies[kind].push(res.ms);
        noteSlow(res.ms, method, url);
        if (res.status < 200 || res.status >= 300) {
          errors.push(`${method} ${url} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          continue;
        }
        if (url === "/api/cart" && method === "POST") {
          guestId = res.body.guestId ?? guestId;
          inCart = res.body.products.length;
        }
        if (kind === "checkout") {
          acked.push(res.body);
          inCart = 0;
        }
      } catch (err) {
        requests++;
        errors.push(`${method} ${url}: ${err.code ?? err.message}`);
        await sleep(10);
      }
    }
    a.destroy();
  };

  await Promise.all(Array.from({ length: connections }, (_, i) => browser(i)));
  const elapsed = (performance.now() - started) / 1000;
  const all = Object.values(latencies).flat();
  return {
    connections,
    seconds: elapsed,
    requests,
    rps: requests / elapsed,
    errors,
    acked,
    slowest,
    overall: latencySummary(all),
    byKind: Object.fromEntries(Object.entries(latencies).map(([k, v]) => [k, latencySummary(v)])),
  };
}

function report(suite, dialect, r) {
  const kinds = Object.entries(r.byKind)
    .map(([k, s]) => `${k} ${fmt(s.count)} (p99 ${Math.round(s.p99)} ms)`)
    .join(", ");
  suite.record(
    `${dialect}: mixed shopper workload, ${r.connections} connections for ${Math.round(r.seconds)} s — zero errors, p99 ≤ ${P99_BOUND_MS} ms`,
    r.errors.length === 0 && r.overall.p99 <= P99_BOUND_MS,
    `${fmt(r.requests)} requests (${fmt(r.rps)} req/s), ${r.errors.length} errors, latency p50 ${fmt(r.overall.p50, 1)} ms, p90 ${fmt(r.overall.p90, 1)} ms, p99 ${fmt(r.overall.p99, 1)} ms, max ${Math.round(r.overall.max)} ms; ${kinds}; ${r.acked.length} orders; slowest ${r.slowest.map((x) => `${Math.round(x.ms)} ms ${x.what} at ${x.at.toFixed(1)} s`).join(", ")}${r.errors.length ? `; e.g. ${r.errors.slice(0, 3).join(" | ")}` : ""}`,
  );
}

function soakReport(suite, samples, r, minutes) {
  // The first fifth is warm-up (caches, JIT, the SQLite page cache filling); then compare the
  // average of the next fifth with the average of the last fifth.
  const fifth = Math.max(1, Math.floor(samples.length / 5));
  const avg = (xs) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  const early = avg(samples.slice(fifth, 2 * fifth));
  const late = avg(samples.slice(-fifth));
  const growth = early > 0 ? (late - early) / early : 0;
  const perMinute = [];
  const perMin = Math.max(1, Math.round(samples.length / minutes));
  for (let i = 0; i < samples.length; i += perMin) perMinute.push(Math.round(avg(samples.slice(i, i + perMin))));
  suite.log(`RSS every 5 s (MB): ${samples.map((s) => Math.round(s)).join(" ")}`);
  suite.log(
    `RSS curve ${sparkline(samples)} (${Math.round(Math.min(...samples))}–${Math.round(Math.max(...samples))} MB)`,
  );
  suite.record(
    `soak: ${minutes} min at ${r.connections} connections — memory does not grow (≤ ${SOAK_GROWTH_LIMIT * 100}% after warm-up), zero errors`,
    samples.length >= 5 && growth <= SOAK_GROWTH_LIMIT && r.errors.length === 0,
    `${fmt(r.requests)} requests (${fmt(r.rps)} req/s), ${r.errors.length} errors, p99 ${fmt(r.overall.p99, 1)} ms; RSS per minute ${perMinute.join(" → ")} MB; after warm-up ${Math.round(early)} → ${Math.round(late)} MB (${growth >= 0 ? "+" : ""}${fmt(growth * 100, 1)}%)${r.errors.length ? `; e.g. ${r.errors.slice(0, 3).join(" | ")}` : ""}`,
  );
}

async function auditShop(suite, shop, result, label) {
  const audit = await auditVerdict(suite, shop.inspect, { acked: result.acked, initialStock: shop.initialStock });
  suite.record(`${label}: every order complete, stock adds up`, audit.ok, audit.detail);
}
