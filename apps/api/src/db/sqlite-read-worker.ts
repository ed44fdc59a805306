/**
 * The worker thread of OffThreadReader (sqlite-reader.ts): its own read-only connection to the
 * shop's SQLite file (WAL: it reads the last commit while the main thread writes) runs the
 * queries it is sent, one at a time, and posts their rows back.
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
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
const { file, nice } = workerData as { file: string; nice: number };
lowerThisThreadsPriority(nice);
const raw = new SQLite(file, { readonly: true, fileMustExist: true });
raw.pragma("busy_timeout = 5000");
// A small page cache of its own: what it reads (the index's product rows) is read once, in order.
raw.pragma("cache_size = -4096");
const db = withStatementCache(raw, 64);

port.on("message", (req: ReadRequest) => {
  let reply: ReadReply;
  let moved: ArrayBuffer[] = [];
  try {
    const rows = db.prepare(req.sql).all(...req.parameters);
    moved = packBlobs(rows as Array<Record<string, unknown>>);
    reply = { id: req.id, rows };
  } catch (err) {
    reply = { id: req.id, error: (err as Error).message };
  }
  port.postMessage(reply, moved);
});

/**
 * Puts the answer's blobs (the catalogue index's listing JSON, 160 MB at 100,000 products) into
 * one ArrayBuffer that is moved to the main thread, not copied: each blob becomes a Uint8Array
 * view of it. Posted as they are, each would be copied twice over (ADR 1507). The columns are
 * those holding a blob in the first row; a blob elsewhere is posted as it is (copied).
 */
function packBlobs(rows: Array<Record<string, unknown>>): ArrayBuffer[] {
  const first = rows[0] ?? {};
  const keys = Object.keys(first).filter((key) => first[key] instanceof Uint8Array);
  if (keys.length === 0) return [];
  let total = 0;
  for (const row of rows) for (const key of keys) if (row[key] instanceof Uint8Array) total += row[key].byteLength;
  const buffer = new ArrayBuffer(total);
  const bytes = new Uint8Array(buffer);
  let at = 0;
  for (const row of rows) {
    for (const key of keys) {
      const blob = row[key];
      if (!(blob instanceof Uint8Array)) continue;
      bytes.set(blob, at);
      row[key] = new Uint8Array(buffer, at, blob.byteLength);
      at += blob.byteLength;
    }
  }
  return [buffer];
}

/**
 * The worker gives way to the main thread when both want a core (ADR 1507, update of 2026-11-30,
 * late): on two cores its reads (a first start's search words and listing JSON, ADR 1511) took turns
 * with the answers to the shop's requests, and a request or health check waited out the turn. Linux
 * gives each thread a nice value of its own (`setpriority` on the thread's id, which
 * /proc/thread-self names); raising one's own needs no privilege. Elsewhere the thread keeps the
 * process's priority.
 */
function lowerThisThreadsPriority(nice: number): void {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // No /proc (not Linux): nothing to do.
  }
}
