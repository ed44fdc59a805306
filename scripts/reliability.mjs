#!/usr/bin/env node
// `npm run test:reliability`: the long reliability suites against the BUILT server
// (apps/api/bundle/server.js), run as real child processes on fresh databases.
//
//   --only a,b     run only these suites (concurrency, crash, shutdown, outage, load, scale-out, mail, snapshot)
//   --quick        1-minute memory soak instead of 10 minutes (during development)
//   --no-build     use apps/api/dist and apps/api/bundle as they are
//
// PostgreSQL: RELIABILITY_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
// (a fresh database per suite, dropped afterwards). Redis: RELIABILITY_REDIS_URL, else TEST_REDIS_URL, else
// redis://127.0.0.1:6379. Cases that need a missing service are SKIPPED and listed with the reason.
// Servers listen on RELIABILITY_PORT_BASE … +19 (default 3120–3139).
import os from "node:os";
import { buildApiIfNeeded } from "./lib.mjs";

const SUITES = ["concurrency", "crash", "shutdown", "outage", "load", "scale-out", "mail", "snapshot"];

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const onlyArg = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const only = onlyArg ? onlyArg.split(",").map((s) => s.trim()) : SUITES;
const unknown = only.filter((s) => !SUITES.includes(s));
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(", ")}. Suites: ${SUITES.join(", ")}`);
  process.exit(2);
}

if (!args.includes("--no-build")) await buildApiIfNeeded();
const lib = await import("../reliability/lib.mjs");

const started = new Date();
const pgBase = await lib.postgresUrl();
const redis = await lib.redisUrl();
console.log(
  `Avlu reliability suites — ${started.toISOString()}, ${os.cpus().length} cores, Node ${process.version}\n` +
    `PostgreSQL: ${pgBase ? new URL(pgBase).host : "not reachable (PostgreSQL cases skipped)"}; ` +
    `Redis: ${redis ? new URL(redis).host : "not reachable (Redis cases skipped)"}` +
    `${quick ? "; --quick (1-minute soak)" : ""}`,
);

const results = [];
for (const name of only) {
  const mod = await import(`../reliability/${name}.mjs`);
  console.log(`\n▶ ${name}: ${mod.title}`);
  const t = performance.now();
  try {
    const suite = await mod.run({ pgBase, redis, quick });
    suite.seconds = (performance.now() - t) / 1000;
    suite.loadAvg = os.loadavg()[0];
    results.push(suite);
  } catch (err) {
    console.error(`✖ ${name} could not run: ${err instanceof Error ? err.stack : err}`);
    results.push({
      name,
      cases: [{ name: "suite ran to the end", ok: false, detail: String(err) }],
      skipped: [],
      ordersAcked: 0,
      ordersLost: 0,
      seconds: (performance.now() - t) / 1000,
      loadAvg: os.loadavg()[0],
    });
  }
}

const total = (f) => results.reduce((s, r) => s + f(r), 0);
const cases = total((r) => r.cases.length);
const failures = total((r) => r.cases.filter((c) => !c.ok).length);
const skipped = total((r) => r.skipped.length);
const acked = total((r) => r.ordersAcked);
const lost = total((r) => r.ordersLost);

console.log(`\nSummary (${started.toISOString().slice(0, 10)}, ${os.cpus().length} cores):\n`);
console.log("| suite | cases | failures | skipped | orders acknowledged | orders lost | time | machine load |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.cases.length} | ${r.cases.filter((c) => !c.ok).length} | ${r.skipped.length} | ${r.ordersAcked} | ${r.ordersLost} | ${Math.round(r.seconds)} s | ${r.loadAvg.toFixed(1)} |`,
  );
}
console.log(`| **total** | **${cases}** | **${failures}** | **${skipped}** | **${acked}** | **${lost}** | | |`);
console.log(
  "\n(machine load: the 1-minute load average when the suite ended; other work on the machine slows the suites)",
);
for (const r of results) {
  for (const c of r.cases.filter((x) => !x.ok)) console.log(`\n✖ ${r.name}: ${c.name}\n  ${c.detail}`);
  for (const s of r.skipped) console.log(`\n– ${r.name}: ${s.name} skipped: ${s.reason}`);
}

if (failures === 0 && lost === 0) lib.cleanWork();
else console.log(`\nServer logs and databases of this run are kept for inspection in ${lib.WORK_DIR}`);
console.log(
  `\n${failures === 0 && lost === 0 ? "All reliability cases passed" : "Reliability FAILED"}: ${cases} cases, ${failures} failures, ${skipped} skipped, orders lost ${lost}.`,
);
process.exit(failures === 0 && lost === 0 ? 0 : 1);
