#!/usr/bin/env node
// `npm start`: builds what is not built (or out of date), then serves the whole store from this one process.
import { pathToFileURL } from "node:url";
import { buildIfNeeded, SERVER_ENTRY } from "./lib.mjs";

await buildIfNeeded();
await import(pathToFileURL(SERVER_ENTRY).href);
