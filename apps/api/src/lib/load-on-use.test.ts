import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { testDialect } from "../test/helpers.js";
import { loadOnUse } from "./load-on-use.js";

const run = promisify(execFile);
const API_DIR = path.resolve(import.meta.dirname, "../..");
/** The packages a start must not load (ADR 1512); each has its own tests where it is used. */
const ON_USE = ["pdfkit", "sharp", "nodemailer", "ioredis", "pg"];

describe("loadOnUse", () => {
  it("loads nothing until first asked, then the same module every time", () => {
    const missing = loadOnUse("avlu-no-such-package");
    expect(() => missing()).toThrow(/Cannot find module 'avlu-no-such-package'/);
    const path1 = loadOnUse<typeof import("node:path")>("node:path");
    expect(path1()).toBe(path1());
    expect(path1().join("a", "b")).toBe(path.join("a", "b"));
  });
});

describe.runIf(testDialect() === "sqlite")("a start (ADR 1512)", () => {
  it("loads none of the PDF, image, SMTP, Redis and PostgreSQL packages of a single SQLite shop", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-start-"));
    // A process of its own: this one has loaded them for other tests. It starts the app as the
    // server does (storefront renderer and catalogue engine included), then names every file Node
    // loaded: those its module loader loaded (a load hook posts each address) and require()'s.
    const script = `
      import { createRequire, register } from "node:module";
      import { MessageChannel } from "node:worker_threads";
      const { port1, port2 } = new MessageChannel();
      const loaded = [];
      port1.on("message", (url) => loaded.push(decodeURIComponent(url)));
      register("data:text/javascript," + encodeURIComponent(
        "let port; export function initialize(data) { port = data.port; }" +
        "export async function load(url, context, next) { port.postMessage(url); return next(url, context); }"),
        { data: { port: port2 }, transferList: [port2] });
      const { buildApp } = await import("./src/app.ts");
      const { loadConfig } = await import("./src/config.ts");
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: ${JSON.stringify(dataDir)}, LOG_LEVEL: "silent",
        SEED_DEMO: "true", JWT_SECRET: "test-secret-that-is-long-enough-0123456789" });
      const app = await buildApp({ config });
      await app.ready();
      const home = await app.inject({ method: "GET", url: "/" });
      await app.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      loaded.push(...Object.keys(createRequire(import.meta.url).cache));
      port1.close();
      console.log(JSON.stringify({ status: home.statusCode, loaded }));
    `;
    try {
      const { stdout } = await run(
        process.execPath,
        ["--conditions=source", "--import", "tsx", "--input-type=module", "-e", script],
        { cwd: API_DIR, env: { ...process.env, NODE_ENV: "test" } },
      );
      const { status, loaded } = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
        status: number;
        loaded: string[];
      };
      expect(status).toBe(200);
      // What the start does load is seen (the check would see nothing otherwise)…
      for (const name of ["better-sqlite3", "fastify", "react-dom"]) {
        expect(loaded.some((file) => file.includes(`/node_modules/${name}/`))).toBe(true);
      }
      // …and none of these.
      for (const name of ON_USE) {
        expect(loaded.filter((file) => file.includes(`/node_modules/${name}/`))).toEqual([]);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
