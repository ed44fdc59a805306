#!/usr/bin/env node
// `npm run dev`: the API with reload on :3000 and the Vite dev server (proxying /api and /uploads) on :5173.
import { spawn } from "node:child_process";
import { ROOT } from "./lib.mjs";

const children = [
  spawn("node", ["--conditions=source", "--import", "tsx", "--watch", "apps/api/src/server.ts"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { NODE_ENV: "development", ...process.env },
  }),
  spawn("npx", ["vite", "--config", "apps/web/vite.config.ts", "apps/web"], { cwd: ROOT, stdio: "inherit" }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", stop);
console.log("API on http://localhost:3000, storefront with hot reload on http://localhost:5173");
