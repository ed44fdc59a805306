// API benchmark: the production server on a copy of the database, measured with autocannon,
// next to a bare node:http server answering the same bytes on the same machine (the ceiling).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { catalogueFacts, KIND_HEADERS, percentile, probe, queryPool } from "./cold.mjs";
import { eld, productIds, rssMb, startProbedServer, stopServer, untilCatalogueComplete } from "./server.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const WORK = path.join(ROOT, ".bench");
const SEED = path.join(ROOT, "apps/api/dist/cli/seed.js");
const ADMIN = { ADMIN_EMAIL: "bench@avlu.local", ADMIN_PASSWORD: "Bench-admin-2026" };

function runNode(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("exit", (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${path.basename(script)} exited ${code}`)),
    );
  });
}

/** Prepares a database: SQLite in a fresh directory, or a fresh PostgreSQL database. */
async function prepareDatabase({ dialect, products, pgUrl }) {
  const name = `${dialect}-${products}`;
  const dataDir = path.join(WORK, name);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  /** @type {Record<string, string>} */
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "warn", ...ADMIN };
  if (dialect === "postgres") {
    const dbName = `avlu_bench_${products}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  await runNode(SEED, ["--products", String(products)], env);
  return env;
}

/**
 * A bare node:http server answering every request with the given bytes: the ceiling. It runs in a
 * process of its own, like the app (in this process it would share autocannon's thread).
 */
async function bareServer(body, contentType, port, encoding) {
  const file = path.join(WORK, `bare-${port}.body`);
  fs.writeFileSync(file, body);
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const body = require("node:fs").readFileSync(${JSON.stringify(file)});
       require("node:http")
         .createServer((_req, res) => {
           res.writeHead(200, {
             "content-type": ${JSON.stringify(contentType)},
             "content-length": body.length,${encoding ? `\n             "content-encoding": ${JSON.stringify(encoding)},` : ""}
           });
           res.end(body);
         })
         .listen(${port}, "127.0.0.1", () => process.stdout.write("ready"));`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return {
    close: async () => {
      await stopServer(child);
      fs.rmSync(file, { force: true });
    },
  };
}

function load(url, { connections, duration, paths, headers }) {
  const opts = { url, connections, duration, pipelining: 1, headers };
  if (paths) {
    // Every request its own URL, in order, from the pool.
    let next = 0;
    opts.requests = [
      {
        setupRequest: (req) => {
          req.path = paths[next++ % paths.length];
          return req;
        },
      },
    ];
  }
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * Seconds of unmeasured load before every measured load, the app's and the bare server's alike: a
 * process that has just started, or has not met this kind of request yet, compiles its code for
 * it in those seconds (see measureCold). Its figures are printed beside the case's.
 */
const WARMUP_S = 3;

const COLD_KINDS = [
  ["filter (24, 2 filters + sort + facets)", "filter"],
  ["search", "search"],
  ["deep page (100-200)", "deep"],
  ["product detail", "detail"],
  ["filter in Turkish (lang=tr)", "filterTr"],
  ["filter as a browser asks it (Accept-Encoding: br)", "filterBr"],
];

/**
 * The app's answer to one URL (it must be 2xx), for the bare server to send back; asked with a
 * browser's Accept-Encoding, brotli-compressed as the app compresses one request's answer (quality 1,
 * ADR 1518), which fetch has decoded.
 */
async function sampleAnswer(base, pathAndQuery, headers = {}) {
  const res = await fetch(`${base}${pathAndQuery}`, { headers });
  if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding") === "br" ? "br" : undefined;
  return {
    body: encoding ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } }) : body,
    contentType: res.headers.get("content-type") ?? "application/json",
    encoding,
  };
}

/**
 * The same load on a bare server answering the sample's bytes (the ceiling), and the app's figures
 * next to it.
 */
async function againstBare(app, sample, barePort, pathAndQuery, opts) {
  const bare = await bareServer(sample.body, sample.contentType, barePort, sample.encoding);
  const url = `http://127.0.0.1:${barePort}${pathAndQuery}`;
  await load(url, { ...opts, duration: WARMUP_S });
  const ceiling = await load(url, opts);
  await bare.close();
  return {
    rps: app.requests.average,
    p50: app.latency.p50,
    p99: app.latency.p99,
    bareRps: ceiling.requests.average,
    ratio: app.requests.average / ceiling.requests.average,
    errors: app.errors + app.non2xx + app.timeouts,
  };
}

/** One cold case: distinct URLs under load, with the event-loop delay and two probes beside it. */
async function measureCold(base, child, kind, facts, caseOpts, barePort, seed) {
  const opts = { ...caseOpts, headers: KIND_HEADERS[kind] };
  const paths = queryPool(kind, facts, 200_000, seed);
  const sample = await sampleAnswer(base, paths[paths.length - 1], opts.headers);
  // Warm-up, not measured: WARMUP_S of the same kind of query from another seed (URLs the
  // measured pool does not hold: the response cache answers none of the case's requests; the facet
  // counts of the last 256 filters, kept by the index, may hold a filter both draw). A server that has just
  // started, or has not met this kind of query yet, compiles its code for it and sizes its heap in
  // those seconds; the case measures a server that has served for a while (issue 15, ADR 1514).
  // Its figures are printed beside the case's: what the first seconds cost.
  const warm = await load(base, {
    ...opts,
    duration: WARMUP_S,
    paths: queryPool(kind, facts, 50_000, seed + 500_000),
  });
  // The home page asked twice, so the page cache keeps it (ADR 1508): the probe then reads it from there.
  for (let k = 0; k < 2; k++) await (await fetch(`${base}/`)).text();
  child.send("eld:reset");
  const probes = await probe(base, ["/healthz", "/"]);
  const app = await load(base, { ...opts, paths });
  const probed = await probes.stop();
  const loop = await eld(child);
  return {
    ...(await againstBare(app, sample, barePort, "/", opts)),
    eldP99: loop.p99,
    healthP99: percentile(probed["/healthz"], 99),
    pageP99: percentile(probed["/"], 99),
    warmRps: warm.requests.average,
    warmP99: warm.latency.p99,
  };
}

/** One cached case: the same URL again and again, after WARMUP_S of it (its figures returned too). */
async function measure(base, pathAndQuery, opts, barePort) {
  const sample = await sampleAnswer(base, pathAndQuery);
  const warm = await load(`${base}${pathAndQuery}`, { ...opts, duration: WARMUP_S });
  const app = await load(`${base}${pathAndQuery}`, opts);
  return {
    ...(await againstBare(app, sample, barePort, pathAndQuery, opts)),
    bytes: sample.body.length,
    warmRps: warm.requests.average,
    warmP99: warm.latency.p99,
  };
}

async function casesFor(base) {
  const product = (await (await fetch(`${base}/api/products?limit=1&sortBy=popularity`)).json())[0];
  const cart = await (
    await fetch(`${base}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productId: product._id, quantity: 1, color: product.colors[0] ?? "", packing: "1" }),
    })
  ).json();
  if (!cart.guestId) throw new Error(`could not create a bench cart: ${JSON.stringify(cart)}`);
  return [
    ["product detail", `/api/products/${product._id}`],
    [
      "filter (24, 2 filters + sort)",
      "/api/products/filter?category=Table%20%26%20Chair&door=outdoor&sortBy=priceAsc&limit=24",
    ],
    ["search", "/api/products?search=luxembourg&limit=24"],
    ["best sellers", "/api/products/best-seller"],
    ["cart read", `/api/cart?guestId=${cart.guestId}`],
  ];
}

const fmt = (n, d = 0) => n.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });

/** @param {{ duration?: number, connections?: number, sizes?: number[], pgUrl?: string }} [opts] */
export async function benchApi({ duration = 10, connections = 50, sizes = [0, 100_000], pgUrl } = {}) {
  fs.mkdirSync(WORK, { recursive: true });
  const dialects = ["sqlite", ...(pgUrl ? ["postgres"] : [])];
  if (!pgUrl) console.log("PostgreSQL not reachable (set BENCH_DATABASE_URL): SQLite only.");
  const rows = [];
  const cold = [];
  const extra = [];
  let port = Number(process.env.BENCH_PORT_BASE ?? 4400);
  for (const dialect of dialects) {
    for (const products of sizes) {
      const label = `${dialect}, ${products ? `${fmt(products)} synthetic + demo` : "demo catalogue"}`;
      console.log(`\n▶ ${label}: preparing the database…`);
      const env = await prepareDatabase({ dialect, products, pgUrl });
      const { child, ms: startupMs } = await startProbedServer({
        port: ++port,
        env: { ...env, RATE_LIMIT_LOGIN_PER_MINUTE: "100000" },
        everyMs: 25,
      });
      try {
        const base = `http://127.0.0.1:${port}`;
        // A first start serves before its search words and listing JSON are read (ADR 1511): the
        // cases measure the whole index, so they begin once it is complete.
        const readyAt = performance.now();
        await untilCatalogueComplete(base);
        const completeMs = startupMs + performance.now() - readyAt;
        for (const [name, url] of await casesFor(base)) {
          process.stdout.write(`  ${name}… `);
          const r = await measure(base, url, { connections, duration }, ++port);
          console.log(
            `${fmt(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${fmt(r.ratio * 100)}% of bare ` +
              `(warm-up: ${fmt(r.warmRps)} req/s, p99 ${r.warmP99} ms)`,
          );
          rows.push({ setup: label, case: name, ...r });
        }
        const facts = await catalogueFacts(base, await productIds(env));
        for (const [name, kind] of COLD_KINDS) {
          process.stdout.write(`  cold ${name}… `);
          const r = await measureCold(base, child, kind, facts, { connections, duration }, ++port, 15_000 + port);
          console.log(
            `${fmt(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${fmt(r.ratio * 100)}% of bare; ` +
              `event loop p99 ${fmt(r.eldP99, 1)} ms, /healthz p99 ${fmt(r.healthP99, 1)} ms, cached page p99 ${fmt(r.pageP99, 1)} ms ` +
              `(warm-up: ${fmt(r.warmRps)} req/s, p99 ${r.warmP99} ms)`,
          );
          cold.push({ setup: label, case: name, ...r });
        }
        extra.push({
          setup: label,
          startupMs: Math.round(startupMs),
          completeMs: Math.round(completeMs),
          rssMb: Math.round(rssMb(child.pid)),
        });
      } finally {
        await stopServer(child);
      }
    }
  }
  console.log(
    `\nAPI at ${connections} connections, ${duration} s per case after ${WARMUP_S} s of unmeasured warm-up ` +
      "(its req/s and p99 in the last columns; bare = node:http answering the same bytes, warmed up alike):\n",
  );
  console.log(
    "| setup | case | req/s | p50 ms | p99 ms | bare req/s | ratio | errors | warm-up req/s | warm-up p99 ms |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.setup} | ${r.case} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.bareRps)} | ${fmt(r.ratio * 100)}% | ${r.errors} | ${fmt(r.warmRps)} | ${r.warmP99} |`,
    );
  }
  console.log(
    "\nCold: every request a distinct URL (never the response cache), seeded random realistic queries; " +
      "event-loop delay of the server and /healthz and cached-page latency measured during each case, " +
      `after ${WARMUP_S} s of unmeasured warm-up with other URLs of the same kind (its p99 in the last column):\n`,
  );
  console.log(
    "| setup | case | req/s | p50 ms | p99 ms | bare req/s | ratio | errors | event loop p99 ms | /healthz p99 ms | cached page p99 ms | warm-up p99 ms |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of cold) {
    console.log(
      `| ${r.setup} | ${r.case} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.bareRps)} | ${fmt(r.ratio * 100)}% | ${r.errors} | ${fmt(r.eldP99, 1)} | ${fmt(r.healthP99, 1)} | ${fmt(r.pageP99, 1)} | ${r.warmP99} |`,
    );
  }
  console.log(
    "\n| setup | start-up to /readyz (ms) | catalogue index complete (ms) | resident memory after the run (MB) |\n|---|---:|---:|---:|",
  );
  for (const e of extra) console.log(`| ${e.setup} | ${e.startupMs} | ${e.completeMs} | ${e.rssMb} |`);
  return { rows, cold, extra };
}
