// Web benchmark: Lighthouse (mobile preset, simulated throttling) driving Debian's Chromium against
// the production build on the demo catalogue.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_FLAGS } from "../scripts/ensure-chromium.mjs";
import { SERVER, stopServer, untilReady } from "./server.mjs";

/** BENCH_WEB_PAGES=configurator,home measures only those pages. */
const ONLY = process.env.BENCH_WEB_PAGES?.split(",").map((p) => p.trim());
/** BENCH_WEB_PORT: where the shop under test listens (default 4390), so that benches on one machine do not collide. */
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4390);

async function startServer(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-bench-web-"));
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "bench@avlu.local",
      ADMIN_PASSWORD: "Bench-admin-2026",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await untilReady(child, port, 50);
  return {
    stop: async () => {
      await stopServer(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** The body size of a URL as the server sends it gzipped (what "JavaScript, gzip" means in issue 7). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        let n = 0;
        res.on("data", (chunk) => {
          n += chunk.length;
        });
        res.on("end", () => resolve(n));
      })
      .on("error", reject);
  });
}

function summarise(lhr) {
  const audits = lhr.audits;
  const requests = audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    /** JavaScript as transferred (gzip, with each response's headers) */
    jsBytes: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    /** JavaScript gzipped without headers: measured once per page, for the median run */
    jsGzip: 0,
    scriptUrls: scripts.map((r) => r.url),
    totalBytes: Math.round(audits["total-byte-weight"]?.numericValue ?? 0),
    failing: Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs)
      .map((ref) => audits[ref.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "notApplicable",
      )
      .map((a) => a.id),
  };
}

export async function benchWeb({ port = PORT, runs = 3 } = {}) {
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    const product = (await (await fetch(`${base}/api/products?limit=1&sortBy=popularity`)).json())[0];
    const pages = [
      ["home", "/"],
      ["listing", "/collections/all"],
      ["collections", "/collectionsfermob"],
      ["product", `/product/${product._id}`],
      ["configurator", "/olta/configure?size=d220&fabric=acrylic&volant=scalloped&accessories=cover"],
      // The Turkish pages carry their own message parts (issue 20): they must hold the same figures.
      ["tr-home", "/tr"],
      ["tr-product", `/tr/product/${product._id}`],
    ].filter(([name]) => !ONLY || ONLY.includes(name));
    const rows = [];
    for (const [name, url] of pages) {
      // Lighthouse scores move between runs on a shared machine: report the median run by performance.
      const results = [];
      // A shop that is running has rendered its pages before (ADR 0010): measure that, not the first visitor after a restart.
      await (await fetch(`${base}${url}`)).text();
      for (let i = 0; i < runs; i++) {
        const r = await lighthouse(`${base}${url}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!r) throw new Error(`Lighthouse gave no result for ${url}`);
        results.push(summarise(r.lhr));
      }
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)];
      median.jsGzip = (await Promise.all(median.scriptUrls.map(gzipBytes))).reduce((a, b) => a + b, 0);
      console.log(
        `  ${name}: performance ${median.performance}, LCP ${median.lcpMs} ms, CLS ${median.cls}, TBT ${median.tbtMs} ms, JS ${kb(median.jsGzip)} gzip`,
      );
      rows.push({ name, url, ...median });
    }
    console.log(`\nLighthouse ${runs}× per page (median by performance), mobile preset, ${os.cpus().length} cores:\n`);
    console.log("| page | perf | a11y | best practices | SEO | LCP | CLS | TBT | JS gzip | JS transferred | bytes |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.cls} | ${r.tbtMs} ms | ${kb(r.jsGzip)} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} |`,
      );
    }
    const failing = [...new Set(rows.flatMap((r) => r.failing))];
    if (failing.length) console.log(`\nAudits below 0.9 on some page: ${failing.join(", ")}`);
    return rows;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
