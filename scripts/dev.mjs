#!/usr/bin/env node
// `npm run dev`: one server on :3000 (PORT) with reload: the API, and the storefront from its sources
// through Vite in middleware mode, rendered on the server as in production (hot updates in the
// browser), so a hydration mismatch shows in development too (ADR 1640).
import { spawn } from "node:child_process";
import { ROOT } from "./lib.mjs";

const child = spawn(
  "node",
  // Only the API's own files restart the server; Vite reloads the storefront's.
  [
    "--conditions=source",
    "--import",
    "tsx",
    "--watch-path=apps/api/src",
    "--watch-path=packages/contract/src",
    "--watch-preserve-output",
    "apps/api/src/server.ts",
  ],
  { cwd: ROOT, stdio: "inherit", env: { NODE_ENV: "development", WEB_DEV: "true", ...process.env } },
);
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => process.exit(code ?? 0));
console.log(`Storefront (rendered on the server) and API on http://localhost:${process.env.PORT ?? 3000}`);
