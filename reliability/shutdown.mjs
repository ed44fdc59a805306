// Shutdown: SIGTERM while shoppers are busy. Requests already in flight (here: checkouts whose
// body is still arriving) finish with their real answer; a request that arrives afterwards on an
// open connection gets 503, new connections are refused; the database is closed and the process
// exits 0. Then every acknowledged order is checked after a restart.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import {
  addToCart,
  adminToken,
  agent,
  auditVerdict,
  checkoutBody,
  createProduct,
  eachDialect,
  freshStorage,
  registerShoppers,
  request,
  Suite,
  sleep,
  startServer,
  uid,
} from "./lib.mjs";

const SLOW = 10;
const WORKERS = 20;

export const title = "Shutdown: SIGTERM under load (SQLite and PostgreSQL)";

export async function run({ pgBase }) {
  const suite = new Suite("shutdown");
  await eachDialect(suite, pgBase, (dialect) => shutdownDialect(suite, dialect, pgBase));
  return suite;
}

async function shutdownDialect(suite, dialect, pgBase) {
  const storage = await freshStorage(dialect, pgBase, "shutdown");
  const { dataDir } = storage;
  const env = { LOG_LEVEL: "info", ...storage.env };
  let server = await startServer({ name: `shutdown-${dialect}`, dataDir, env });
  const acked = [];
  const initialStock = new Map();
  try {
    const base = server.url;
    const admin = await adminToken(base);
    const product = await createProduct(base, admin, { stock: 1_000_000, price: 310 });
    initialStock.set(product._id, 1_000_000);
    const catalogue = (await request(base, "GET", "/api/products?limit=100")).body;
    const slowShoppers = await registerShoppers(base, SLOW, { tag: `slow-${dialect}` });
    const workers = await registerShoppers(base, WORKERS, { tag: `busy-${dialect}` });
    for (const s of slowShoppers) await addToCart(base, s, product, 2);

    // Shoppers keep browsing, filling carts and checking out, each on its own keep-alive connection.
    const load = { stop: false, sigtermAt: Number.POSITIVE_INFINITY, results: [] };
    const loops = workers.map((w) => workerLoop(base, w, product, catalogue, load, acked));
    await sleep(1_500);

    // Ten checkouts in flight: the server has read their headers (it answered "100 Continue") and
    // part of the body; the rest is still on its way.
    const slow = await Promise.all(slowShoppers.map((s) => openSlowCheckout(server.port, s)));
    await Promise.all(slow.map((s) => s.continued));
    load.sigtermAt = performance.now();
    server.child.kill("SIGTERM");
    const refused = probeNewConnections(server, server.exited);
    await sleep(300);
    // The bodies complete after SIGTERM; a second request follows on the same connection.
    for (const s of slow) s.finish();
    const slowAnswers = await Promise.all(slow.map((s) => s.answers));
    const exit = await server.exited;
    load.stop = true;
    await Promise.all(loops);
    const exitMs = exit.at - load.sigtermAt;

    const firsts = slowAnswers.map((a) => a[0]);
    const seconds = slowAnswers.map((a) => a[1]);
    for (const f of firsts) if (f?.status === 201) acked.push(f.body);
    const inFlightOk = firsts.filter((f) => f?.status === 201).length;
    const refused503 = seconds.filter((s) => s?.status === 503 && typeof s.body?.message === "string").length;
    await suite.case(
      `${dialect}: in-flight checkouts finish after SIGTERM; the next request on their connection gets 503`,
      () => ({
        ok: inFlightOk === SLOW && refused503 === SLOW,
        detail: `${inFlightOk}/${SLOW} slow checkouts answered 201, ${refused503}/${SLOW} follow-up requests answered 503 (“${seconds[0]?.body?.message ?? seconds[0]?.error ?? "?"}”)`,
      }),
    );

    const r = classify(load.results, load.sigtermAt);
    await suite.case(
      `${dialect}: shoppers under load — nothing fails before SIGTERM, after it only 503 or refused`,
      () => ({
        ok: r.failures.length === 0 && r.before > 0,
        detail: `${r.before} requests before SIGTERM (${r.before2xx} 2xx), after: ${r.after2xx} finished 2xx, ${r.after503} × 503, ${r.afterRefused} refused, ${r.afterClosedIdle} on connections closed while idle; ${r.failures.length} failures${r.failures.length ? `: ${r.failures.slice(0, 3).join("; ")}` : ""}`,
      }),
    );

    const probe = await refused;
    await suite.case(`${dialect}: new connections are refused once shutdown began`, () => ({
      ok: probe.refused > 0 && probe.accepted === 0,
      detail: `${probe.refused} new connection attempts refused, ${probe.accepted} accepted`,
    }));

    const logs = server.logs();
    const walFile = path.join(dataDir, "avlu.db-wal");
    const walBytes = fs.existsSync(walFile) ? fs.statSync(walFile).size : 0;
    await suite.case(`${dialect}: exits 0 with the database closed`, () => ({
      ok:
        exit.code === 0 &&
        exit.signal === null &&
        /stopped: in-flight requests finished, database closed/.test(logs) &&
        (dialect !== "sqlite" || walBytes === 0),
      detail: `exit code ${exit.code}${exit.signal ? ` (signal ${exit.signal})` : ""} ${Math.round(exitMs)} ms after SIGTERM; “database closed” logged: ${/database closed/.test(logs)}${dialect === "sqlite" ? `; WAL checkpointed and removed: ${walBytes === 0}` : ""}`,
    }));

    server = await startServer({ name: `shutdown-${dialect}-restart`, dataDir, env });
    const audit = await auditVerdict(suite, storage.inspect, { acked, initialStock });
    await suite.case(`${dialect}: after a restart every acknowledged order is there, complete`, () => audit);
  } finally {
    await server.stop();
    await storage.drop();
  }
}

async function workerLoop(base, shopper, product, catalogue, load, acked) {
  const a = agent(1);
  let i = 0;
  while (!load.stop) {
    i++;
    const step =
      i % 5 === 0
        ? { method: "POST", url: "/api/orders", body: checkoutBody(`shutdown-${uid()}`) }
        : i % 5 === 4
          ? {
              method: "POST",
              url: "/api/cart",
              body: { productId: product._id, quantity: 1, color: "Cactus", packing: "1" },
            }
          : i % 5 === 3
            ? { method: "GET", url: `/api/products/${catalogue[i % catalogue.length]._id}` }
            : { method: "GET", url: `/api/products/filter?sortBy=priceAsc&limit=24&page=${1 + (i % 5)}` };
    const started = performance.now();
    try {
      const res = await request(base, step.method, step.url, { agent: a, token: shopper.token, body: step.body });
      load.results.push({ started, status: res.status, path: step.url });
      if (step.url === "/api/orders" && res.status === 201) acked.push(res.body);
    } catch (err) {
      load.results.push({ started, error: err.code ?? err.message, path: step.url });
      if (err.code === "ECONNREFUSED") await sleep(50);
    }
  }
  a.destroy();
}

function classify(results, sigtermAt) {
  const r = {
    before: 0,
    before2xx: 0,
    after2xx: 0,
    after503: 0,
    afterRefused: 0,
    afterClosedIdle: 0,
    failures: /** @type {string[]} */ ([]),
  };
  for (const x of results) {
    const before = x.started < sigtermAt;
    if (before) r.before++;
    if (x.status !== undefined) {
      if (x.status >= 200 && x.status < 300) {
        if (before) r.before2xx++;
        else r.after2xx++;
      } else if (x.status === 503 && !before) r.after503++;
      else r.failures.push(`${x.path} answered ${x.status}${before ? " before SIGTERM" : ""}`);
      continue;
    }
    if (before) r.failures.push(`${x.path}: ${x.error} before SIGTERM`);
    else if (x.error === "ECONNREFUSED") r.afterRefused++;
    else if (x.error === "ECONNRESET" || x.error === "EPIPE" || /socket hang up/.test(x.error)) r.afterClosedIdle++;
    else r.failures.push(`${x.path}: ${x.error}`);
  }
  return r;
}

/** A checkout whose body arrives in two parts; after the second part, a GET follows on the same connection. */
async function openSlowCheckout(port, shopper) {
  const body = Buffer.from(JSON.stringify(checkoutBody(`slow-${uid()}`)));
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let continued;
  const continuedPromise = new Promise((r) => {
    continued = r;
  });
  const answers = readResponses(socket, 2, continued);
  socket.write(
    `POST /api/orders HTTP/1.1\r\nHost: avlu\r\nContent-Type: application/json\r\nAuthorization: Bearer ${shopper.token}\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
  );
  socket.write(body.subarray(0, 30));
  return {
    answers,
    continued: continuedPromise,
    finish() {
      socket.write(body.subarray(30));
      socket.write("GET /api/products?limit=1 HTTP/1.1\r\nHost: avlu\r\n\r\n");
    },
  };
}

/** Reads up to n HTTP/1.1 responses (Content-Length bodies) from a socket; onContinue on "100 Continue". */
function readResponses(socket, n, onContinue) {
  return new Promise((resolve) => {
    let buf = Buffer.alloc(0);
    const out = [];
    const done = () => {
      socket.destroy();
      while (out.length < n) out.push({ error: "connection closed" });
      resolve(out);
    };
    socket.on("data", (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        const end = buf.indexOf("\r\n\r\n");
        if (end < 0) return;
        const head = buf.subarray(0, end).toString("latin1");
        if (/^HTTP\/1\.1 100 /.test(head)) {
          buf = buf.subarray(end + 4);
          onContinue?.();
          continue;
        }
        const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
        if (buf.length < end + 4 + length) return;
        const text = buf.subarray(end + 4, end + 4 + length).toString("utf8");
        buf = buf.subarray(end + 4 + length);
        let parsed = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON
        }
        out.push({ status: Number(head.split(" ")[1]), body: parsed });
        if (out.length === n) return done();
      }
    });
    socket.on("error", done);
    socket.on("close", done);
  });
}

/** Once the server logged that it is shutting down, tries a new connection every 50 ms until it has exited. */
async function probeNewConnections(server, exited) {
  let over = false;
  exited.then(() => {
    over = true;
  });
  while (!over && !/"msg":"shutting down"/.test(server.logs())) await sleep(10);
  await sleep(20);
  const port = server.port;
  const counts = { refused: 0, accepted: 0 };
  while (!over) {
    const accepted = await new Promise((resolve) => {
      const s = net.connect(port, "127.0.0.1");
      s.once("connect", () => {
        s.destroy();
        resolve(true);
      });
      s.once("error", () => resolve(false));
    });
    if (over) break;
    if (accepted) counts.accepted++;
    else counts.refused++;
    await sleep(50);
  }
  return counts;
}
