// scratch: cold cases against a running server
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { catalogueFacts, percentile, probe, queryPool } from "./cold.mjs";

const [, , dataDir, dbUrl] = process.argv;
const port = 3222,
  base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  CATALOG_QUERY_BUDGET_PER_MINUTE: "0",
  ADMIN_EMAIL: "b@avlu.local",
  ADMIN_PASSWORD: "Bench-admin-2026",
  ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
};
const t0 = performance.now();
const child = spawn(process.execPath, ["--require", path.resolve("bench/eld-probe.cjs"), "apps/api/dist/server.js"], {
  env,
  stdio: ["ignore", "inherit", "inherit", "ipc"],
});
for (;;) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 50));
}
console.log(
  "startup ms",
  Math.round(performance.now() - t0),
  "rss",
  Math.round(
    Number(/VmRSS:\s+(\d+)/.exec((await import("node:fs")).readFileSync(`/proc/${child.pid}/status`, "utf8"))[1]) /
      1024,
  ),
);
const eld = (what) =>
  new Promise((res) => {
    if (what === "reset") {
      child.send("eld:reset");
      res();
    } else {
      child.once("message", (m) => res(m.eld));
      child.send("eld:read");
    }
  });
let ids;
if (dbUrl) {
  const pg = (await import("pg")).default;
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  ids = (await c.query("select id from products where is_published=1")).rows.map((r) => r.id);
  await c.end();
} else {
  const D = (await import("better-sqlite3")).default;
  const d = new D(path.join(dataDir, "avlu.db"), { readonly: true });
  ids = d
    .prepare("select id from products where is_published=1")
    .all()
    .map((r) => r.id);
  d.close();
}
const facts = await catalogueFacts(base, ids);
await fetch(`${base}/`);
for (const kind of (process.env.KINDS ?? "filter,search,deep,detail").split(",")) {
  const paths = queryPool(kind, facts, 200000, 7);
  let next = 0;
  await eld("reset");
  const pr = probe(base, ["/healthz", "/"]);
  const r = await new Promise((res, rej) =>
    autocannon(
      {
        url: base,
        connections: 50,
        duration: Number(process.env.DUR ?? 10),
        requests: [
          {
            setupRequest: (req) => {
              req.path = paths[next++];
              return req;
            },
          },
        ],
      },
      (e, r) => (e ? rej(e) : res(r)),
    ),
  );
  const t = await pr.stop();
  const l = await eld("read");
  console.log(
    kind,
    Math.round(r.requests.average),
    "req/s p50",
    r.latency.p50,
    "p99",
    r.latency.p99,
    "errors",
    r.errors + r.non2xx + r.timeouts,
    "eld p99",
    l.p99.toFixed(1),
    "healthz p99",
    percentile(t["/healthz"], 99).toFixed(1),
    "page p99",
    percentile(t["/"], 99).toFixed(1),
  );
}
console.log(
  "rss after",
  Math.round(
    Number(/VmRSS:\s+(\d+)/.exec((await import("node:fs")).readFileSync(`/proc/${child.pid}/status`, "utf8"))[1]) /
      1024,
  ),
);
child.kill("SIGTERM");
