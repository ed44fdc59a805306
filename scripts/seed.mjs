#!/usr/bin/env node
// `npm run db:seed -- --products N`: adds N synthetic products to the configured database (DATA_DIR or DATABASE_URL).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildApiIfNeeded, ROOT } from "./lib.mjs";

await buildApiIfNeeded();
await import(pathToFileURL(path.join(ROOT, "apps/api/dist/cli/seed.js")).href);
