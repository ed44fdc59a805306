import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { testDialect, writeWebBuild } from "../test/helpers.js";
import { loadOnUse } from "./load-on-use.js";

const run = promisify(execFile);
const API_DIR = path.resolve(import.meta.dirname, "../..");
/** The packages a start must not load (ADR 1512, 1521); each has its own tests where it is used. */
const ON_USE = ["pdfkit", "sharp", "nodemailer", "ioredis", "pg", "@react-email/render", "prettier", "html-to-text"];

describe("loadOnUse", () => {
  it("loads nothing until first asked, then the same module every time", () => {
    const missing = loadOnUse("avlu-no-such-package");
    expect(() => missing()).toThrow(/Cannot find module 'avlu-no-such-package'/);
    const path1 = loadOnUse<typeof import("node:path")>("node:path");
    expect(path1()).toBe(path1());
    expect(path1().join("a", "b")).toBe(path.join("a", "b"));
  });
});

/**
 * A storefront build in miniature: the storefront itself is built after these tests run (`npm test`),
 * so its renderer here draws with React on the server as the real one does.
 */
const TEMPLATE = `<!doctype html><html><head><title>Default</title><!--app-head--></head>
<body><div id="root"><!--app-body--><!--/app-body--></div></body></html>`;
const resolveHere = createRequire(import.meta.url).resolve;
const RENDERER = `
import { createElement } from ${JSON.stringify(pathToFileURL(resolveHere("react")).href)};
import { renderToString } from ${JSON.stringify(pathToFileURL(resolveHere("react-dom/server")).href)};
export async function render(url) {
  const html = renderToString(createElement("main", null, "Avlu"));
  return { head: { title: "Avlu", description: "A page" }, html, served: {}, modules: [] };
}
`;

describe.runIf(testDialect() === "sqlite")("a start (ADR 1512)", () => {
  it("loads none of the PDF, image, SMTP, Redis and PostgreSQL packages of a single SQLite shop", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-start-"));
    const webDir = writeWebBuild({ "index.html": TEMPLATE, ".ssr/entry-server.js": RENDERER });
    const hook = path.join(dataDir, "report-loads.mjs");
    fs.writeFileSync(
      hook,
      `let port;
      export function initialize(data) { port = data.port; }
      export async function load(url, context, next) { port.postMessage(url); return next(url, context); }`,
    );
    // A process of its own: this one has loaded them for other tests. It starts the app as the
    // server does (storefront renderer and catalogue engine included), then names every file Node
    // loaded: those its module loader loaded (a load hook posts each address) and require()'s.
    const script = `
      import { createRequire, register } from "node:module";
      import { MessageChannel } from "node:worker_threads";
      const { port1, port2 } = new MessageChannel();
      const loaded = [];
      port1.on("message", (url) => loaded.push(decodeURIComponent(url)));
      register(${JSON.stringify(pathToFileURL(hook).href)}, { data: { port: port2 }, transferList: [port2] });
      const { buildApp } = await import("./src/app.ts");
      const { loadConfig } = await import("./src/config.ts");
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: ${JSON.stringify(dataDir)}, LOG_LEVEL: "silent",
        WEB_DIST_DIR: ${JSON.stringify(webDir)}, SEED_DEMO: "true", JWT_SECRET: "test-secret-that-is-long-enough-0123456789" });
      const app = await buildApp({ config });
      await app.ready();
      const home = await app.inject({ method: "GET", url: "/" });
      const listing = await app.inject({ method: "GET", url: "/api/products" });
      await app.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      loaded.push(...Object.keys(createRequire(import.meta.url).cache));
      port1.close();
      console.log(JSON.stringify({ status: [home.statusCode, listing.statusCode], page: home.body, loaded }));
    `;
    try {
      const { stdout } = await run(
        process.execPath,
        ["--conditions=source", "--import", "tsx", "--input-type=module", "-e", script],
        { cwd: API_DIR, env: { ...process.env, NODE_ENV: "test" } },
      );
      const { status, page, loaded } = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
        status: number[];
        page: string;
        loaded: string[];
      };
      // The home page rendered on the server, and a listing answered by the catalogue engine.
      expect(status).toEqual([200, 200]);
      expect(page).toContain("<main>Avlu</main>");
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
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  }, 60_000);
});
