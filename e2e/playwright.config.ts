import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS } from "../scripts/ensure-chromium.mjs";

/** Browser tests run against the built store on a fresh database, in Debian's Chromium (never a downloaded browser). */
const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
// Where the server's test SMTP server saves the mails it receives (read by fixtures/mail.ts; workers inherit it).
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `avlu-e2e-mail-${port}`);

const launchOptions = { executablePath: CHROMIUM, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "./specs",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "./test-results",
  fullyParallel: false,
  workers: 2,
  // One retry everywhere (CI may not set CI): a test that passes only on retry is listed as flaky.
  retries: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: "mobile",
      testMatch: /\.mobile\.spec\.ts$/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    // E2E_SERVER_CMD lets a developer run the server from source: "node --conditions=source --import tsx server.mjs"
    command: process.env.E2E_SERVER_CMD ?? "node server.mjs",
    cwd: import.meta.dirname,
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      E2E_PORT: String(port),
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
