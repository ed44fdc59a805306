// The built production server as the benchmarks run it (bench/api.mjs, bench/startup.mjs,
// bench/web.mjs): started on 127.0.0.1, ready once /readyz answers, stopped with SIGTERM; and what
// they read of it and of its database.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "..");
/** BENCH_SERVER_JS names another build's server.js: two builds measured in turns on one machine. */
export const SERVER = path.resolve(process.env.BENCH_SERVER_JS ?? path.join(ROOT, "apps/api/bundle/server.js"));
const PROBE = path.join(import.meta.dirname, "eld-probe.cjs");

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves once the server on `port` answers /readyz (asked every `everyMs`); throws if it exits first. */
export async function untilReady(child, port, everyMs) {
  for (;;) {
    if (child.exitCode !== null) throw new Error("server exited during start-up");
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(everyMs);
  }
}

/**
 * Starts `server` in production with the event-loop probe (bench/eld-probe.cjs, read with `eld`) and
 * `env` on top of this process's; `ms` is the time from spawn to ready, asked every `everyMs`. The
 * server's output is dropped unless BENCH_SERVER_STDOUT is set (e.g. to read `--trace-gc` given in
 * `nodeFlags`).
 * @param {{ server?: string, port: number, env?: Record<string, string>, nodeFlags?: string[], everyMs: number }} opts
 */
export async function startProbedServer({ server = SERVER, port, env = {}, nodeFlags = [], everyMs }) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, "--require", PROBE, server], {
    env: {
      // As `npm start` runs the server (package.json, ADR 1507): glibc's malloc with two arenas.
      MALLOC_ARENA_MAX: "2",
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      // One load generator on one address stands for many shoppers: the per-client budget of
      // uncached catalogue queries (ADR 1502) would answer it 429.
      CATALOG_QUERY_BUDGET_PER_MINUTE: "0",
    },
    stdio: ["ignore", process.env.BENCH_SERVER_STDOUT ? "inherit" : "ignore", "inherit", "ipc"],
  });
  await untilReady(child, port, everyMs);
  return { child, ms: performance.now() - started };
}

/** Stops a server (SIGTERM) and waits until it has exited. */
export async function stopServer(child) {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

/** The event-loop delay of a probed server since its last "eld:reset": { p50, p99, max } ms. */
export function eld(child) {
  return new Promise((resolve) => {
    child.once("message", (m) => resolve(m.eld));
    child.send("eld:read");
  });
}

/** A process's resident memory in MB. */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * Published product ids (a product page per distinct id) of the database `env` names: PostgreSQL at
 * DATABASE_URL, else SQLite in DATA_DIR.
 * @param {{ DATABASE_URL?: string, DATA_DIR?: string }} env
 */
export async function productIds(env) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query("select id from products where is_published = 1");
    await client.end();
    return rows.map((r) => /** @type {{ id: string }} */ (r).id);
  }
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(path.join(env.DATA_DIR ?? "./data", "avlu.db"), { readonly: true });
  const rows = /** @type {Array<{ id: string }>} */ (
    db.prepare("select id from products where is_published = 1").all()
  );
  db.close();
  return rows.map((r) => r.id);
}

/**
 * Resolves once /readyz says the catalogue index is complete: after a first start the server serves
 * while it still reads the search words and listing JSON (ADR 1511).
 */
export async function untilCatalogueComplete(base) {
  for (;;) {
    const ready = await (await fetch(`${base}/readyz`)).json();
    if (ready.catalogue !== "reading") return;
    await sleep(50);
  }
}
