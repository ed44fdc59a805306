// Small helpers shared by the repository scripts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleApi } from "./bundle-api.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Runs a command from the repository root, inheriting output; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: "inherit", ...opts });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${cmd} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/** True when an output is missing or older than any input. */
export function isStale(outputs, inputs) {
  const out = outputs.map((o) => {
    try {
      return fs.statSync(path.join(ROOT, o)).mtimeMs;
    } catch {
      return 0;
    }
  });
  const oldestOut = Math.min(...out);
  if (oldestOut === 0) return true;
  return inputs.some((i) => newestMtime(path.join(ROOT, i)) > oldestOut);
}

const SHARED_INPUTS = [
  "packages/contract/src",
  "packages/contract/package.json",
  "tsconfig.base.json",
  "package-lock.json",
];

/** The production server: the API's bundle (ADR 1521), built by buildApiIfNeeded. */
export const SERVER_ENTRY = path.join(ROOT, "apps/api/bundle/server.js");

const API_OUTPUTS = ["apps/api/dist/server.js", "packages/contract/dist/catalog.js", "apps/api/bundle/server.js"];

/** Builds the API (with the contract) and its bundle when they are missing or out of date. */
export async function buildApiIfNeeded() {
  if (isStale(API_OUTPUTS, [...SHARED_INPUTS, "apps/api/src", "apps/api/tsconfig.json", "scripts/bundle-api.mjs"])) {
    console.log("Building the API…");
    await run("npx", ["tsc", "-b", "apps/api"]);
    await bundleApi();
    // tsc -b leaves outputs untouched when nothing changed; mark them as fresh for the next check.
    const now = new Date();
    for (const f of API_OUTPUTS) fs.utimesSync(path.join(ROOT, f), now, now);
  }
}

/** Builds the API (with the contract) and the SPA when they are missing or out of date. */
export async function buildIfNeeded() {
  await buildApiIfNeeded();
  if (
    isStale(
      ["apps/web/dist/index.html"],
      [...SHARED_INPUTS, "apps/web/src", "apps/web/public", "apps/web/index.html", "apps/web/vite.config.ts"],
    )
  ) {
    console.log("Building the storefront…");
    await run("npm", ["run", "build", "-w", "@avlu/web"]);
  }
}

/** True when something accepts TCP connections on host:port. */
export function answers(port, host = "127.0.0.1", timeoutMs = 1_500) {
  return new Promise((resolve) => {
    const s = net.connect(port, host);
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.once("connect", () => done(true));
    s.once("error", () => done(false));
    s.setTimeout(timeoutMs, () => done(false));
  });
}
