#!/usr/bin/env node
// `npm start`: builds what is not built (or out of date), then serves the whole store from this one process.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfNeeded, ROOT } from "./lib.mjs";

await buildIfNeeded();
await import(pathToFileURL(path.join(ROOT, "apps/api/dist/server.js")).href);
