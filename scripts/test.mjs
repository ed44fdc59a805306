#!/usr/bin/env node
// `npm test`: lint, import boundaries (dependency-cruiser), decision records, type-check, unit + API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set)
// + component tests, a production build, then the browser tests in Debian's Chromium.
// `--only e2e` runs just the browser tests (after building).
import { ensureChromium } from "./ensure-chromium.mjs";
import { buildIfNeeded, run } from "./lib.mjs";

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;

/** @type {Array<[string, () => unknown]>} */
const steps = [
  ["lint", () => run("npx", ["biome", "check", "."])],
  ["import boundaries", () => run("npm", ["run", "lint:boundaries", "--silent"])],
  ["decision records", () => run("node", ["scripts/check-decisions.mjs"])],
  ["type-check", () => run("npm", ["run", "typecheck", "--silent"])],
  ["unit, API and component tests", () => run("npx", ["vitest", "run"])],
  ["build", () => buildIfNeeded()],
  [
    "browser tests",
    async () => {
      const chromium = ensureChromium();
      await run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
        env: { ...process.env, CHROMIUM_PATH: chromium },
      });
    },
  ],
];

const selected = only === "e2e" ? steps.filter(([name]) => name === "build" || name === "browser tests") : steps;
const started = Date.now();
for (const [name, fn] of selected) {
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  try {
    await fn();
  } catch (err) {
    console.error(`\n✖ ${name} failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
