// Database outage: PostgreSQL is reached through a TCP proxy this suite controls (the machine's
// PostgreSQL is never touched). The proxy is cut — first as if PostgreSQL were stopped (connections
// reset, new ones refused), then as if the network dropped everything (a partition: nothing
// answers, nothing is refused) — and restored. During the outage requests must fail fast with 503
// and a clear message and /readyz must say so; afterwards the same process must serve again, and
// no order may be half-written or lost.
import net from "node:net";
import {
  adminToken,
  auditStored,
  checkout,
  createProduct,
  freshPgDatabase,
  inspector,
  latencySummary,
  NO_POSTGRES,
  nextPort,
  registerShoppers,
  request,
  retryPending,
  Suite,
  sleep,
  startServer,
  uid,
  workDir,
} from "./lib.mjs";

const SHOPPERS = 20;
const BEFORE_MS = 3_000;
const OUTAGE_MS = 8_000;
const AFTER_MS = 6_000;
/** "Fast": the pool gives up connecting after 3 s and on a silent query after 5 s (apps/api/src/db/database.ts). */
const FAIL_FAST_MS = 6_000;

export const title = "Database outage: PostgreSQL stopped, then unreachable, then back (through a TCP proxy)";

export async function run({ pgBase }) {
  const suite = new Suite("outage");
  if (!pgBase) {
    suite.skip("database outage", NO_POSTGRES);
    return suite;
  }
  for (const mode of ["stopped", "unreachable"]) await outage(suite, pgBase, mode);
  return suite;
}

async function outage(suite, pgBase, mode) {
  const pgDb = await freshPgDatabase(pgBase, "outage");
  const target = new URL(pgDb.url);
  const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxyPort = nextPort();
  await proxy.listen(proxyPort);
  const viaProxy = new URL(pgDb.url);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxyPort);
  const dataDir = workDir(`outage-${mode}`);
  const server = await startServer({
    name: `outage-${mode}`,
    dataDir,
    env: { SEED_DEMO: "false", DATABASE_URL: viaProxy.toString(), LOG_LEVEL: "error" },
  });
  const acked = new Map();
  const initialStock = new Map();
  const pending = new Map();
  try {
    const base = server.url;
    const admin = await adminToken(base);
    const product = await createProduct(base, admin, { stock: 1_000_000, price: 45 });
    initialStock.set(product._id, 1_000_000);
    const shoppers = await registerShoppers(base, SHOPPERS, { tag: `outage-${mode}` });

    const t0 = performance.now();
    const clock = { cutAt: Number.POSITIVE_INFINITY, restoredAt: Number.POSITIVE_INFINITY, stop: false };
    const log = [];
    const ready = [];
    const loops = shoppers.map((s, i) => shopLoop(base, s, i, product, clock, log, pending, acked));
    const readiness = (async () => {
      while (!clock.stop) {
        const at = performance.now();
        try {
          const res = await request(base, "GET", "/readyz", { timeoutMs: 10_000 });
          ready.push({ at, status: res.status, body: res.body, ms: res.ms });
        } catch (err) {
          ready.push({ at, status: 0, error: err.code, ms: performance.now() - at });
        }
        await sleep(100);
      }
    })();

    await sleep(BEFORE_MS);
    clock.cutAt = performance.now();
    proxy.cut(mode === "stopped" ? "refuse" : "blackhole");
    await sleep(OUTAGE_MS);
    clock.restoredAt = performance.now();
    await proxy.restore();
    await sleep(AFTER_MS);
    clock.stop = true;
    await Promise.all([...loops, readiness]);

    const during = log.filter((r) => r.started >= clock.cutAt && r.started < clock.restoredAt);
    const outageAnswers = during.filter((r) => r.status !== undefined);
    const unavailable = outageAnswers.filter((r) => r.status === 503);
    const wrong = during.filter(
      (r) =>
        r.error ||
        (r.status !== 503 && r.status >= 500) ||
        (r.status === 503 && !/database cannot be reached/.test(r.body?.message ?? "")),
    );
    const lat = latencySummary(during.map((r) => r.ms));
    const sample = unavailable[0]?.body?.message ?? "";
    await suite.case(`${mode}: requests during the outage fail fast with 503 and a clear message`, () => ({
      ok: unavailable.length > 0 && wrong.length === 0 && lat.max <= FAIL_FAST_MS,
      detail: `${during.length} requests: ${unavailable.length} × 503, others ${histogram(outageAnswers.filter((r) => r.status !== 503))}, ${wrong.length} wrong; latency p50 ${Math.round(lat.p50)} ms, max ${Math.round(lat.max)} ms; “${sample}”${wrong.length ? `; e.g. ${JSON.stringify(wrong[0]).slice(0, 200)}` : ""}`,
    }));

    const firstDown = ready.find((r) => r.at >= clock.cutAt && r.status !== 200);
    // Checks asked and answered within the outage, once the first one had time to notice it.
    const downAnswers = ready.filter((r) => r.at >= clock.cutAt + 3_000 && r.at + r.ms < clock.restoredAt);
    const readyOk =
      firstDown &&
      downAnswers.length > 0 &&
      downAnswers.every((r) => r.status === 503 && r.body?.status === "unavailable" && r.ms <= 3_000);
    await suite.case(`${mode}: /readyz reports the outage`, () => ({
      ok: Boolean(readyOk),
      detail: firstDown
        ? `first 503 ${Math.round(firstDown.at + firstDown.ms - clock.cutAt)} ms after the cut (“${firstDown.body?.message ?? firstDown.error}”), slowest /readyz during the outage ${Math.round(Math.max(0, ...downAnswers.map((r) => r.ms)))} ms`
        : "never reported",
    }));

    const backReady = ready.find((r) => r.at >= clock.restoredAt && r.status === 200);
    const firstOrder = log.find((r) => r.started >= clock.restoredAt && r.path === "/api/orders" && r.status === 201);
    const tailEnd = log.filter((r) => r.started >= clock.restoredAt + AFTER_MS - 2_000);
    const tailOk = tailEnd.length > 0 && tailEnd.every((r) => r.status >= 200 && r.status < 300);
    const samePid = server.child.exitCode === null && server.child.signalCode === null;
    await suite.case(`${mode}: the same process serves again once the database is back`, () => ({
      ok: Boolean(backReady && firstOrder) && tailOk && samePid,
      detail: `/readyz ready ${backReady ? Math.round(backReady.at + backReady.ms - clock.restoredAt) : "never"} ms after the restore, first order placed after ${firstOrder ? Math.round(firstOrder.started + firstOrder.ms - clock.restoredAt) : "never"} ms; last 2 s: ${tailEnd.length} requests, all 2xx: ${tailOk}; process never restarted: ${samePid}`,
    }));

    // Checkouts left without an answer are sent again with their key: one order each, never two.
    const { found, placed, other } = await retryPending(base, shoppers, pending, acked);
    const problems = other
      .filter(({ res }) => !(res.status === 400 && /cart is empty/i.test(res.body?.message ?? "")))
      .map(({ key, res }) => `retry of ${key}: ${res.status} ${JSON.stringify(res.body)}`);
    const audit = await auditStored(() => inspector({ dialect: "postgres", pgUrl: pgDb.url }), {
      acked: [...acked.values()],
      initialStock,
    });
    suite.addOrders({ acked: acked.size, lost: audit.lost });
    await suite.case(`${mode}: no order half-written or lost; stock adds up`, () => ({
      ok: audit.problems.length === 0 && problems.length === 0,
      detail: `${acked.size} orders acknowledged (${pending.size} retried after the outage: ${found} had been placed, ${placed} placed then), ${audit.orders} stored, ${audit.lost} lost${[...problems, ...audit.problems].length ? `; ${[...problems, ...audit.problems].slice(0, 3).join("; ")}` : ""}`,
    }));
    suite.log(
      `${mode}: ${log.length} requests in ${Math.round((performance.now() - t0) / 1000)} s, ${log.filter((r) => r.started < clock.cutAt).length} before the cut`,
    );
  } finally {
    await server.stop();
    await proxy.close();
    await pgDb.drop();
  }
}

function histogram(entries) {
  const counts = new Map();
  for (const e of entries) {
    const k = `${e.status} ${e.path}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts.size ? [...counts].map(([k, v]) => `${v} × ${k}`).join(", ") : "none";
}

/** One shopper: put something in the cart, look at it, check out with a fresh key; again and again. */
async function shopLoop(base, shopper, index, product, clock, log, pending, acked) {
  while (!clock.stop) {
    const steps = [
      {
        method: "POST",
        path: "/api/cart",
        body: { productId: product._id, quantity: 1, color: "Cactus", packing: "1" },
      },
      { method: "GET", path: "/api/cart" },
      { method: "POST", path: "/api/orders", key: pending.get(index) ?? `outage-${uid()}` },
    ];
    for (const step of steps) {
      if (clock.stop) return;
      const started = performance.now();
      const entry = { started, path: step.path };
      if (step.path === "/api/orders") pending.set(index, step.key);
      try {
        const res =
          step.path === "/api/orders"
            ? await checkout(base, shopper, step.key)
            : await request(base, step.method, step.path, { token: shopper.token, body: step.body });
        Object.assign(entry, { status: res.status, body: res.body, ms: res.ms });
        if (step.path === "/api/orders" && res.status < 300) {
          acked.set(res.body._id, res.body);
          pending.delete(index);
        } else if (step.path === "/api/orders" && res.status === 400) {
          pending.delete(index);
        }
      } catch (err) {
        Object.assign(entry, { error: err.code ?? err.message, ms: performance.now() - started });
      }
      log.push(entry);
      if (entry.status === 503) await sleep(200); // a client backing off, as Retry-After asks
    }
  }
}

/**
 * A TCP proxy to PostgreSQL that can fail like the real thing:
 *  - cut("refuse"): every connection reset, the port closed (PostgreSQL stopped);
 *  - cut("blackhole"): connections stay open but nothing passes, new ones are accepted and hang (a
 *    network partition). Bytes are held, not dropped, as TCP would retransmit them; a side that
 *    closes meanwhile is closed on the other side only when the network is back.
 */
/**
 * @typedef {{ client: net.Socket, upstream: net.Socket | undefined, held: { up: Buffer[], down: Buffer[] },
 *   closed: { client: boolean, upstream: boolean }, pendingConnect?: (() => void) | undefined }} ProxyPair
 */
class TcpProxy {
  constructor(target) {
    this.target = target;
    this.mode = "up";
    /** @type {Set<ProxyPair>} */
    this.pairs = new Set();
    /** @type {net.Server | undefined} */
    this.server = undefined;
    this.port = 0;
  }

  listen(port) {
    this.port = port;
    const server = net.createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve(undefined));
    });
  }

  accept(client) {
    /** @type {ProxyPair} */
    const pair = {
      client,
      upstream: undefined,
      held: { up: [], down: [] },
      closed: { client: false, upstream: false },
    };
    this.pairs.add(pair);
    const connectUpstream = () => {
      const upstream = net.connect(this.target.port, this.target.host);
      pair.upstream = upstream;
      upstream.on("data", (d) => this.forward(pair, "down", d));
      upstream.on("error", () => {});
      upstream.on("close", () => {
        pair.closed.upstream = true;
        if (this.mode !== "blackhole") client.destroy();
      });
    };
    client.on("data", (d) => this.forward(pair, "up", d));
    client.on("error", () => {});
    client.on("close", () => {
      pair.closed.client = true;
      if (this.mode !== "blackhole") {
        pair.upstream?.destroy();
        this.pairs.delete(pair);
      }
    });
    if (this.mode === "blackhole") pair.pendingConnect = connectUpstream;
    else connectUpstream();
  }

  forward(pair, direction, data) {
    if (this.mode === "blackhole" || !pair.upstream) {
      pair.held[direction].push(data);
      return;
    }
    (direction === "up" ? pair.upstream : pair.client).write(data);
  }

  cut(kind) {
    if (kind === "refuse") {
      this.mode = "refuse";
      this.server?.close();
      for (const p of this.pairs) {
        p.client.resetAndDestroy?.() ?? p.client.destroy();
        p.upstream?.destroy();
      }
      this.pairs.clear();
    } else {
      this.mode = "blackhole";
    }
  }

  async restore() {
    if (this.mode === "refuse") {
      this.mode = "up";
      await this.listen(this.port);
      return;
    }
    this.mode = "up";
    for (const p of this.pairs) {
      if (p.closed.client) {
        p.upstream?.destroy();
        this.pairs.delete(p);
        continue;
      }
      if (p.closed.upstream) {
        p.client.destroy();
        this.pairs.delete(p);
        continue;
      }
      if (p.pendingConnect) {
        p.pendingConnect();
        p.pendingConnect = undefined;
      }
      for (const d of p.held.up.splice(0)) p.upstream?.write(d);
      for (const d of p.held.down.splice(0)) p.client.write(d);
    }
  }

  async close() {
    for (const p of this.pairs) {
      p.client.destroy();
      p.upstream?.destroy();
    }
    this.pairs.clear();
    await new Promise((r) => (this.server?.listening ? this.server.close(r) : r(undefined)));
  }
}
