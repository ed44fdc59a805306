// The latency probe of bench/cold.mjs's `probe()`, in a process of its own: in the load generator's
// process its timings would include autocannon's own event-loop delay (as a health check that shares
// nothing with the shoppers would not). Started with an IPC channel and
//   node bench/probe-child.mjs <base> <everyMs> <path>...
// it asks the paths one after another until told "stop", then sends { times, hits } and exits.
import http from "node:http";

const send = process.send?.bind(process);
if (!send) throw new Error("bench/probe-child.mjs runs with an IPC channel (fork)");
const [base, every, ...paths] = process.argv.slice(2);
const everyMs = Number(every);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** @type {Record<string, number[]>} */
const times = Object.fromEntries(paths.map((p) => [p, []]));
/** @type {Record<string, number[]>} */
const hits = Object.fromEntries(paths.map((p) => [p, []]));
let running = true;

const once = (path) =>
  new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(`${base}${path}`, { agent }, (res) => {
      res.resume();
      res.on("end", () => {
        const ms = performance.now() - started;
        times[path].push(ms);
        if (res.headers["x-cache"] === "hit") hits[path].push(ms);
        resolve(undefined);
      });
    });
    req.on("error", () => resolve(undefined));
  });

const loop = (async () => {
  while (running) {
    for (const p of paths) await once(p);
    await new Promise((r) => setTimeout(r, everyMs));
  }
})();

process.on("message", async (message) => {
  if (message !== "stop") return;
  running = false;
  await loop;
  agent.destroy();
  send({ times, hits }, undefined, undefined, () => process.exit(0));
});
send("ready");
