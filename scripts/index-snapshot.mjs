#!/usr/bin/env node
// `npm run index:snapshot`: the catalogue index's snapshot for this build, before a restart (ADR 1510).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildApiIfNeeded, ROOT } from "./lib.mjs";

await buildApiIfNeeded();
await import(pathToFileURL(path.join(ROOT, "apps/api/dist/cli/index-snapshot.js")).href);
