#!/usr/bin/env node
// `npm run bench`: API load benchmark (and the web benchmark) on the production build.
//   --quick      3 s per case, demo catalogue only
//   --api-only / --web-only
// PostgreSQL runs too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set or a server answers on 127.0.0.1:5432.
import { answers, buildIfNeeded } from "./lib.mjs";

const args = new Set(process.argv.slice(2));
const quick = args.has("--quick");

await buildIfNeeded();
const pgUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  ((await answers(5432)) ? "postgres://postgres@127.0.0.1:5432/test" : undefined);

const startedAt = new Date().toISOString();
console.log(`Avlu benchmark, ${startedAt}, ${(await import("node:os")).cpus().length} cores`);
if (!args.has("--web-only")) {
  const { benchApi } = await import("../bench/api.mjs");
  await benchApi({ duration: quick ? 3 : 10, sizes: quick ? [0] : [0, 100_000], pgUrl: quick ? undefined : pgUrl });
}
if (!args.has("--api-only")) {
  const { benchWeb } = await import("../bench/web.mjs");
  await benchWeb();
}
