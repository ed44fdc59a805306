/**
 * The worker thread of OffThreadReader (sqlite-reader.ts): its own read-only connection to the
 * shop's SQLite file (WAL: it reads the last commit while the main thread writes) runs the
 * queries it is sent, one at a time, and posts their rows back.
 */
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import { withStatementCache } from "./statement-cache.js";

export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}
export type ReadReply = { id: number; rows: unknown[] } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error("sqlite-read-worker runs as a worker thread");
const { file } = workerData as { file: string };
const raw = new SQLite(file, { readonly: true, fileMustExist: true });
raw.pragma("busy_timeout = 5000");
// A small page cache of its own: what it reads (the index's product rows) is read once, in order.
raw.pragma("cache_size = -4096");
const db = withStatementCache(raw, 64);

port.on("message", (req: ReadRequest) => {
  let reply: ReadReply;
  try {
    reply = { id: req.id, rows: db.prepare(req.sql).all(...req.parameters) };
  } catch (err) {
    reply = { id: req.id, error: (err as Error).message };
  }
  port.postMessage(reply);
});
