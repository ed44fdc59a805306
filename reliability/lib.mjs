// Shared pieces of the reliability suites: the built server as a child process, a small HTTP
// client with timings, fresh databases, shop set-up through the public API, and the checks every
// order-placing suite ends with (nothing lost, nothing half-written, stock adds up).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import pg from "pg";
import { answers, SERVER_ENTRY } from "../scripts/lib.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER = SERVER_ENTRY;
export const ADMIN = { email: "admin@reliability.local", password: "Reliability-admin-2026" };
export const JWT_SECRET = "reliability-suite-secret-0123456789-abcdefghij";
export const PASSWORD = "Correct-Horse-42";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const fmt = (n, d = 0) =>
  Number(n).toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
export const uid = () => randomBytes(6).toString("hex");

/* ------------------------------------------------------------------ work space and ports */

const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-reliability-"));
export const WORK_DIR = WORK;
/** A fresh directory under this run's temporary work space (removed at the end of the run). */
export function workDir(name) {
  const dir = path.join(WORK, `${name}-${uid()}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
/** The storefront build is not needed: the servers get an empty directory. */
const EMPTY_WEB = workDir("web");

const PORT_BASE = Number(process.env.RELIABILITY_PORT_BASE ?? 3120);
const PORT_COUNT = 20;
let portCursor = 0;
/** Ports cycle through RELIABILITY_PORT_BASE … +19 (3120–3139 by default); suites stop their servers before the next. */
export function nextPort() {
  const p = PORT_BASE + (portCursor % PORT_COUNT);
  portCursor++;
  return p;
}

/* ------------------------------------------------------------------ servers */

const children = new Set();
function killAll() {
  for (const c of children) {
    try {
      c.kill("SIGKILL");
    } catch {
      // already gone
    }
  }
}
process.on("exit", killAll);
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.once(sig, () => {
    killAll();
    process.exit(130);
  });
}

/** Removes this run's temporary files (databases, logs, buckets). */
export function cleanWork() {
  fs.rmSync(WORK, { recursive: true, force: true });
}

/**
 * Starts the built server (apps/api/bundle/server.js). The environment is built from scratch (nothing of the caller's
 * DATABASE_URL & co. leaks in); `env` overrides. Resolves when /readyz answers 200.
 */
/**
 * @param {{ name: string, port?: number, dataDir: string, env?: Record<string, string | undefined>,
 *   readyTimeoutMs?: number, nodeArgs?: string[], ipc?: boolean }} opts
 */
export async function startServer({
  name,
  port = nextPort(),
  dataDir,
  env = {},
  readyTimeoutMs = 90_000,
  nodeArgs = [],
  ipc = false,
}) {
  const logFile = path.join(dataDir, `${name}.log`);
  fs.mkdirSync(dataDir, { recursive: true });
  const out = fs.openSync(logFile, "a");
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, SERVER], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: EMPTY_WEB,
      LOG_LEVEL: "warn",
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The suites register many shoppers from one address; the limits themselves are tested in scale-out.
      RATE_LIMIT_LOGIN_PER_MINUTE: "100000",
      // One address stands for every shopper here; the budget itself is tested in the load suite.
      CATALOG_QUERY_BUDGET_PER_MINUTE: "0",
      ...env,
    },
    stdio: /** @type {import("node:child_process").StdioOptions} */ (["ignore", out, out, ...(ipc ? ["ipc"] : [])]),
  });
  fs.closeSync(out);
  children.add(child);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal, at: performance.now() });
    }),
  );
  const server = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    child,
    logFile,
    exited,
    startupMs: 0,
    logs: () => fs.readFileSync(logFile, "utf8"),
    /** SIGKILL, then waits for the exit. */
    async kill() {
      child.kill("SIGKILL");
      return exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const res = await exited;
      clearTimeout(timer);
      return res;
    },
    rssMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
  };
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited during start-up:\n${tail(server.logs(), 15)}`);
    }
    try {
      const res = await request(server.url, "GET", "/readyz", { timeoutMs: 2_000 });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${name} not ready after ${readyTimeoutMs} ms:\n${tail(server.logs(), 15)}`);
    }
    await sleep(25);
  }
  server.startupMs = performance.now() - started;
  return server;
}

/**
 * Runs one of the API's command-line programs (apps/api/dist/cli/<name>.js: seed, index-snapshot)
 * with `env` on top of the suites' admin account; resolves with its standard output, rejects when it
 * exits with another code than 0.
 */
export function runCli(name, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "apps/api/dist/cli", `${name}.js`), ...args], {
      env: {
        PATH: process.env.PATH,
        LOG_LEVEL: "warn",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...env,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${name} exited ${code}: ${out}`))));
  });
}

export function tail(text, lines) {
  return text.trim().split("\n").slice(-lines).join("\n");
}

/* ------------------------------------------------------------------ HTTP */

/** A keep-alive agent: one per simulated browser (maxSockets 1) or one for a pool of workers. */
export const agent = (maxSockets = 1) => new http.Agent({ keepAlive: true, maxSockets });

/**
 * One HTTP request. Resolves { status, headers, body (parsed JSON when JSON), ms }; rejects on
 * network errors (err.code ECONNREFUSED, ECONNRESET…) and after timeoutMs (err.code "TIMEOUT").
 */
export function request(base, method, urlPath, opts = {}) {
  const { body, token, headers = {}, agent: a, timeoutMs = 30_000, raw = false } = opts;
  const payload =
    body === undefined
      ? undefined
      : Buffer.isBuffer(body)
        ? body
        : Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${urlPath}`,
      {
        method,
        agent: a ?? false,
        headers: {
          ...(payload ? { "content-type": "application/json", "content-length": payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const buf = Buffer.concat(chunks);
          /** @type {any} */
          let parsed = buf;
          if (!raw) {
            const text = buf.toString("utf8");
            parsed = text;
            if (/json/.test(res.headers["content-type"] ?? "")) {
              try {
                parsed = JSON.parse(text);
              } catch {
                // keep the text
              }
            }
          }
          resolve({ status: res.statusCode, headers: res.headers, body: parsed, ms: performance.now() - started });
        });
      },
    );
    req.setTimeout(timeoutMs, () => {
      const err = /** @type {Error & { code?: string }} */ (
        new Error(`${method} ${urlPath}: no answer after ${timeoutMs} ms`)
      );
      err.code = "TIMEOUT";
      req.destroy(err);
    });
    req.on("error", (/** @type {Error & { ms?: number }} */ err) => {
      err.ms = performance.now() - started;
      reject(err);
    });
    if (payload) req.write(payload);
    req.end();
  });
}

/** request() that throws unless the status is the expected one. */
export async function expectStatus(expected, base, method, urlPath, opts) {
  const res = await request(base, method, urlPath, opts);
  const ok = Array.isArray(expected) ? expected.includes(res.status) : res.status === expected;
  if (!ok) {
    throw new Error(`${method} ${urlPath} answered ${res.status} (expected ${expected}): ${JSON.stringify(res.body)}`);
  }
  return res;
}

/* ------------------------------------------------------------------ services */

/** The PostgreSQL to create databases in, or null (with the reason printed by the caller). */
export async function postgresUrl() {
  const url =
    process.env.RELIABILITY_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const u = new URL(url);
  if (!(await answers(Number(u.port || 5432), u.hostname))) return null;
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    await c.query("select 1");
    return url;
  } catch {
    return null;
  } finally {
    await c.end().catch(() => {});
  }
}

/** Why a case that needs PostgreSQL is skipped when postgresUrl() found none. */
export const NO_POSTGRES = "no PostgreSQL answers (set RELIABILITY_DATABASE_URL or TEST_DATABASE_URL)";

export async function redisUrl() {
  const url = process.env.RELIABILITY_REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const u = new URL(url);
  return (await answers(Number(u.port || 6379), u.hostname)) ? url : null;
}

/** A fresh PostgreSQL database for one suite; drop() removes it (even with connections left). */
export async function freshPgDatabase(baseUrl, label) {
  const name = `avlu_rel_${label}_${process.pid}_${uid()}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Fresh storage for one run of a suite on `dialect`: a new data directory `<label>-<dialect>` and,
 * on PostgreSQL, a new database. `env` points a server at it (DATABASE_URL on PostgreSQL, nothing
 * on SQLite, whose file lives in the data directory); inspect() opens it for the checks; drop()
 * removes the PostgreSQL database.
 * @param {string} dialect "sqlite" or "postgres"
 * @param {string | null | undefined} pgBase
 * @param {string} label
 */
export async function freshStorage(dialect, pgBase, label) {
  const dataDir = workDir(`${label}-${dialect}`);
  const pgDb = dialect === "postgres" ? await freshPgDatabase(pgBase, label) : undefined;
  return {
    dataDir,
    /** @type {Record<string, string>} */
    env: pgDb ? { DATABASE_URL: pgDb.url } : {},
    inspect: () => inspector({ dialect, dataDir, pgUrl: pgDb?.url }),
    drop: async () => {
      await pgDb?.drop();
    },
  };
}

/**
 * Read access to a shop's database for the checks: SQLite (the file in dataDir) or PostgreSQL.
 * SQL is written with ? placeholders for both.
 */
/**
 * @typedef {{ dialect: string, all(sql: string, params?: unknown[]): Promise<any[]>, integrity(): Promise<string>, close(): Promise<void> }} Inspector
 * @param {{ dialect: string, dataDir?: string, pgUrl?: string }} opts
 * @returns {Inspector}
 */
export function inspector({ dialect, dataDir, pgUrl }) {
  if (dialect === "sqlite") {
    const db = new SQLite(path.join(/** @type {string} */ (dataDir), "avlu.db"));
    db.pragma("busy_timeout = 5000");
    return {
      dialect,
      async all(sql, params = []) {
        return db.prepare(sql).all(...params);
      },
      async integrity() {
        return String(db.pragma("integrity_check", { simple: true }));
      },
      async close() {
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: pgUrl });
  const connected = client.connect();
  return {
    dialect,
    async all(sql, params = []) {
      await connected;
      let i = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++i}`),
          params,
        )
      ).rows;
    },
    async integrity() {
      await connected;
      await client.query("select count(*) from orders");
      return "ok";
    },
    async close() {
      await connected.catch(() => {});
      await client.end().catch(() => {});
    },
  };
}

/* ------------------------------------------------------------------ shop set-up through the API */

export async function adminToken(base, opts = {}) {
  const res = await expectStatus(200, base, "POST", "/api/users/login", { body: ADMIN, ...opts });
  return res.body.token;
}

let productCounter = 0;
/** Creates a published product as the admin; `stock` units, one colour, packing "1". */
/**
 * @param {string} base
 * @param {string} token
 * @param {{ stock?: number, price?: number, name?: string }} [opts]
 */
export async function createProduct(base, token, { stock, price = 100, name } = {}) {
  productCounter++;
  const res = await expectStatus(201, base, "POST", "/api/products", {
    token,
    body: {
      name: name ?? `Reliability Chair ${productCounter} ${uid()}`,
      description: "A steel bistro chair used by the reliability suites.",
      price,
      countInStock: stock,
      sku: `REL-${uid()}`.toUpperCase(),
      brand: "FERMOB",
      category: "Table & Chair",
      door: "outdoor",
      collection: "Bistro",
      colors: "Cactus",
      images: [{ url: "/uploads/seed/products/chair-0-cactus.svg", color: "Cactus" }],
      packings: ["1"],
    },
  });
  return res.body;
}

/**
 * A product sold per colour (issue 17): `stock` maps each colour to its units (packing "1" only).
 * Answers the product with its variants.
 */
/**
 * @param {string} base
 * @param {string} token
 * @param {{ stock: Record<string, number>, price?: number }} opts
 */
export async function createVariantProduct(base, token, { stock, price = 100 }) {
  productCounter++;
  const sku = `RELV-${uid()}`.toUpperCase();
  const colors = Object.keys(stock);
  const res = await expectStatus(201, base, "POST", "/api/products", {
    token,
    body: {
      name: `Reliability Variant Chair ${productCounter} ${uid()}`,
      description: "A chair sold per colour, used by the reliability suites.",
      price,
      sku,
      brand: "FERMOB",
      category: "Table & Chair",
      door: "outdoor",
      collection: "Bistro",
      colors,
      images: [{ url: "/uploads/seed/products/chair-0-cactus.svg", color: colors[0] }],
      packings: ["1"],
      variants: colors.map((color, i) => ({ color, packing: "1", sku: `${sku}-${i}`, countInStock: stock[color] })),
    },
  });
  return res.body;
}

export async function setStock(base, token, productId, countInStock) {
  await expectStatus(200, base, "PUT", `/api/products/${productId}`, { token, body: { countInStock } });
}

/** Registers n shoppers (a few at a time); each gets its own client address when `forwardedFor` is set. */
export async function registerShoppers(base, n, { tag = "shopper", forwardedFor = false, concurrency = 8 } = {}) {
  const shoppers = new Array(n);
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const email = `${tag}-${i}-${uid()}@example.com`;
      const headers = forwardedFor ? { "x-forwarded-for": `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` } : {};
      const res = await expectStatus(201, base, "POST", "/api/users/register", {
        headers,
        body: { name: `Shopper ${i}`, email, password: PASSWORD },
      });
      shoppers[i] = { token: res.body.token, id: res.body.user._id, email, headers };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  return shoppers;
}

export function addToCart(base, shopper, product, quantity = 1, opts = {}) {
  return request(base, "POST", "/api/cart", {
    token: shopper.token,
    headers: shopper.headers,
    body: { productId: product._id, quantity, color: product.colors?.[0] ?? "", packing: "1" },
    ...opts,
  });
}

export function checkoutBody(idempotencyKey) {
  return {
    shippingAddress: {
      firstName: "Deniz",
      lastName: "Yılmaz",
      email: "deniz@example.com",
      address: "Kumbahçe Mah. 12",
      city: "Muğla",
      district: "Bodrum",
      postalCode: "48400",
      country: "Türkiye",
      phone: "+90 532 000 00 00",
    },
    paymentMethod: "bank-transfer",
    idempotencyKey,
  };
}

export function checkout(base, shopper, idempotencyKey, opts = {}) {
  return request(base, "POST", "/api/orders", {
    token: shopper.token,
    headers: shopper.headers,
    body: checkoutBody(idempotencyKey),
    ...opts,
  });
}

/**
 * Checkouts cut off without an answer (`pending`: a shopper's index → its idempotency key), sent
 * again with their key: each answers the order it made (200) or makes it now (201), never a second
 * one. Those orders go into `acked` (id → order); every other answer is returned in `other`.
 * @param {string} base
 * @param {any[]} shoppers
 * @param {Map<number, string>} pending
 * @param {Map<any, any>} acked
 */
export async function retryPending(base, shoppers, pending, acked) {
  const out = { found: 0, placed: 0, other: /** @type {{ key: string, res: any }[]} */ ([]) };
  for (const [index, key] of pending) {
    const res = await checkout(base, shoppers[index], key);
    if (res.status === 200) out.found++;
    else if (res.status === 201) out.placed++;
    else {
      out.other.push({ key, res });
      continue;
    }
    acked.set(res.body._id, res.body);
  }
  return out;
}

/* ------------------------------------------------------------------ checks */

/**
 * The end-of-suite audit of every order in the database:
 *  - every acknowledged order (answered 201/200) exists with the items and total it was answered with;
 *  - every order is complete: at least one item, total = Σ price × quantity, a status history that starts "Pending";
 *  - one order per (user, idempotency key);
 *  - for each tracked product: initial stock = current stock + units in orders that are not cancelled;
 *  - per variant (issue 17): for each tracked variant, initial = current + units of live order lines
 *    of that variant; every product's stock is the sum of its variants'; no variant below zero;
 *  - no stock anywhere below zero.
 * Returns { problems: string[], orders, lost }.
 */
/**
 * @param {Inspector} db
 * @param {{ acked?: any[], initialStock?: Map<any, any>, initialVariantStock?: Map<any, any> }} opts
 */
export async function auditOrders(db, { acked = [], initialStock = new Map(), initialVariantStock = new Map() }) {
  const problems = [];
  const orders = await db.all(
    `select o.id, o.user_id, o.total_cents, o.status, o.idempotency_key,
       c.subtotal_cents, c.delivery_fee_cents, c.assembly_cents
     from orders o left join order_charges c on c.order_id = o.id`,
  );
  const items = await db.all("select order_id, product_id, variant_id, price_cents, quantity from order_items");
  const events = await db.all("select order_id, status, at from order_events order by at");
  const itemsBy = groupBy(items, (i) => i.order_id);
  const eventsBy = groupBy(events, (e) => e.order_id);
  const byId = new Map(orders.map((o) => [o.id, o]));

  for (const o of orders) {
    const its = itemsBy.get(o.id) ?? [];
    const evs = eventsBy.get(o.id) ?? [];
    if (its.length === 0) problems.push(`order ${o.id} has no items`);
    const sum = its.reduce((s, i) => s + Number(i.price_cents) * Number(i.quantity), 0);
    // The total is the goods plus what was charged for delivery and assembly (order_charges, ADR 1901);
    // an order without charges (placed before them) is its goods alone.
    const charged = o.subtotal_cents === null ? 0 : Number(o.delivery_fee_cents) + Number(o.assembly_cents);
    if (o.subtotal_cents !== null && sum !== Number(o.subtotal_cents)) {
      problems.push(`order ${o.id}: subtotal ${o.subtotal_cents} ≠ Σ items ${sum}`);
    }
    if (sum + charged !== Number(o.total_cents)) {
      problems.push(`order ${o.id}: total ${o.total_cents} ≠ Σ items ${sum} + charges ${charged}`);
    }
    if (evs.length === 0 || evs[0].status !== "Pending") problems.push(`order ${o.id} has no "Pending" event`);
  }

  const keys = new Map();
  for (const o of orders) {
    if (!o.idempotency_key) continue;
    const k = `${o.user_id}|${o.idempotency_key}`;
    if (keys.has(k)) problems.push(`two orders for one idempotency key: ${keys.get(k)} and ${o.id}`);
    keys.set(k, o.id);
  }

  let lost = 0;
  for (const a of acked) {
    const o = byId.get(a._id);
    if (!o) {
      lost++;
      problems.push(`acknowledged order ${a._id} is missing`);
      continue;
    }
    if (Math.round(a.totalPrice * 100) !== Number(o.total_cents)) {
      problems.push(`order ${a._id}: stored total ${o.total_cents} ≠ acknowledged ${a.totalPrice}`);
    }
    const stored = (itemsBy.get(a._id) ?? []).map((i) => `${i.product_id}×${i.quantity}`).sort();
    const answered = a.orderItems.map((i) => `${i.productId}×${i.quantity}`).sort();
    if (stored.join() !== answered.join()) problems.push(`order ${a._id}: items differ from the acknowledgement`);
  }

  // Per product and per variant (issue 17): each tracked one's initial stock = its current stock +
  // its units in orders that are not cancelled; none below zero.
  const live = new Set(orders.filter((o) => o.status !== "Cancelled").map((o) => o.id));
  const levels = [
    { noun: "product", table: "products", key: "product_id", initial: initialStock },
    { noun: "variant", table: "product_variants", key: "variant_id", initial: initialVariantStock },
  ];
  for (const { noun, table, key, initial } of levels) {
    if (initial.size > 0) {
      const sold = new Map();
      for (const i of items)
        if (live.has(i.order_id) && i[key]) sold.set(i[key], (sold.get(i[key]) ?? 0) + Number(i.quantity));
      const ids = [...initial.keys()];
      const rows = await db.all(
        `select id, count_in_stock from ${table} where id in (${ids.map(() => "?").join(",")})`,
        ids,
      );
      for (const r of rows) {
        const expected = initial.get(r.id) - (sold.get(r.id) ?? 0);
        if (Number(r.count_in_stock) !== expected) {
          problems.push(`${noun} ${r.id}: stock ${r.count_in_stock}, expected ${expected} (initial − sold)`);
        }
      }
    }
    const negative = await db.all(`select id, count_in_stock from ${table} where count_in_stock < 0`);
    for (const n of negative) problems.push(`${noun} ${n.id} has negative stock ${n.count_in_stock}`);
  }
  const sums = await db.all(
    `select p.id, p.count_in_stock, coalesce((select sum(v.count_in_stock) from product_variants v where v.product_id = p.id), 0) as variants
     from products p`,
  );
  for (const r of sums) {
    if (Number(r.count_in_stock) !== Number(r.variants)) {
      problems.push(`product ${r.id}: stock ${r.count_in_stock} ≠ Σ variants ${r.variants}`);
    }
  }

  return { problems, orders: orders.length, lost };
}

/**
 * auditOrders on a database opened for it (`open`, e.g. a storage's `inspect`) and closed afterwards.
 * @param {() => Inspector} open
 * @param {{ acked?: any[], initialStock?: Map<any, any>, initialVariantStock?: Map<any, any> }} opts
 */
export async function auditStored(open, opts) {
  const db = open();
  try {
    return await auditOrders(db, opts);
  } finally {
    await db.close();
  }
}

/**
 * The audit that closes a suite: the acknowledged and lost orders count in the suite's figures, and
 * the verdict is a case's: ok when nothing is wrong, the detail "N acknowledged, N lost, N stored".
 * @param {Suite} suite
 * @param {() => Inspector} open
 * @param {{ acked: any[], initialStock: Map<any, any> }} opts
 */
export async function auditVerdict(suite, open, { acked, initialStock }) {
  const audit = await auditStored(open, { acked, initialStock });
  suite.addOrders({ acked: acked.length, lost: audit.lost });
  return {
    ok: audit.problems.length === 0,
    detail: `${acked.length} acknowledged, ${audit.lost} lost, ${audit.orders} stored${audit.problems.length ? `; ${audit.problems.slice(0, 3).join("; ")}` : ""}`,
  };
}

function groupBy(rows, key) {
  const m = new Map();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/* ------------------------------------------------------------------ figures */

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function latencySummary(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
  };
}

/**
 * One suite's record: cases with a verdict and the figures behind it. `check` never throws; a
 * case that throws is a failure with the error as its detail.
 */
export class Suite {
  constructor(name) {
    this.name = name;
    this.cases = [];
    this.ordersAcked = 0;
    this.ordersLost = 0;
    this.skipped = [];
  }

  log(...args) {
    console.log(`  [${this.name}]`, ...args);
  }

  /** Records a case: ok (boolean) and what it measured. */
  record(name, ok, detail = "") {
    this.cases.push({ name, ok, detail });
    console.log(`  ${ok ? "✔" : "✖"} ${name}${detail ? ` — ${detail}` : ""}`);
    return ok;
  }

  /** Runs fn; a thrown error is a failed case. fn returns { ok, detail } or a detail string (ok). */
  async case(name, fn) {
    const started = performance.now();
    try {
      const out = await fn();
      const secs = `${((performance.now() - started) / 1000).toFixed(1)} s`;
      if (out && typeof out === "object") return this.record(name, out.ok, `${out.detail} (${secs})`);
      return this.record(name, true, `${out ?? ""} (${secs})`);
    } catch (err) {
      return this.record(name, false, `${err instanceof Error ? err.message : err}`);
    }
  }

  skip(name, reason) {
    this.skipped.push({ name, reason });
    console.log(`  – ${name} SKIPPED: ${reason}`);
  }

  addOrders({ acked = 0, lost = 0 }) {
    this.ordersAcked += acked;
    this.ordersLost += lost;
  }
}

/**
 * Runs `fn` on SQLite, then on PostgreSQL; without PostgreSQL (no `pgBase`) the second run is
 * recorded in the suite as skipped, under `skipName`.
 * @param {Suite} suite
 * @param {string | null | undefined} pgBase
 * @param {(dialect: "sqlite" | "postgres") => Promise<unknown>} fn
 */
export async function eachDialect(suite, pgBase, fn, skipName = "PostgreSQL runs") {
  for (const dialect of /** @type {const} */ (["sqlite", "postgres"])) {
    if (dialect === "postgres" && !pgBase) {
      suite.skip(skipName, NO_POSTGRES);
      continue;
    }
    await fn(dialect);
  }
}

/** A small ASCII chart of a series (memory curves). */
export function sparkline(values) {
  const ticks = "▁▂▃▄▅▆▇█";
  const min = Math.min(...values);
  const max = Math.max(...values);
  return values.map((v) => ticks[max === min ? 0 : Math.round(((v - min) / (max - min)) * 7)]).join("");
}
