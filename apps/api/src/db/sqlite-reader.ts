import { Worker } from "node:worker_threads";
import type { ReadReply, ReadRequest } from "./sqlite-read-worker.js";

const WORKER_TS = new URL("./sqlite-read-worker.ts", import.meta.url).href;

/** After this long without a query the worker ends: a quiet shop keeps no second heap. */
const IDLE_MS = 1_000;
/**
 * The worker thread's nice value on Linux: it gives way to the main thread (0), which answers the
 * shop's requests (ADR 1507, update of 2026-11-30, late).
 */
export const READ_WORKER_NICE = 10;

interface Waiting {
  resolve(rows: unknown[]): void;
  reject(err: Error): void;
}

/**
 * Long read-only SQLite queries off the event loop (issue 15, ADR 1507): better-sqlite3 runs a query
 * on the thread that calls it, so reading the catalogue index's 100,000 products held the main
 * thread for seconds. Here a worker thread with its own read-only connection runs them, and the
 * main thread goes on (filing the previous page into the index, answering requests). The worker
 * starts on the first query and ends after IDLE_MS without one; a worker that dies fails the
 * queries it held, and the next query starts a new one.
 */
export class OffThreadReader {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private idle: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly idleMs = IDLE_MS,
  ) {}

  all<R>(sql: string, parameters: readonly unknown[]): Promise<R[]> {
    if (this.closed) return Promise.reject(new Error("the database is closed"));
    clearTimeout(this.idle);
    const worker = this.worker ?? this.start();
    worker.ref();
    const id = this.nextId++;
    return new Promise<R[]>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      worker.postMessage({ id, sql, parameters } satisfies ReadRequest);
    });
  }

  /** Ends the worker (waiting queries fail). */
  async close(): Promise<void> {
    this.closed = true;
    await this.stop(new Error("the database is closed"));
  }

  private start(): Worker {
    const workerData = { file: this.file, nice: READ_WORKER_NICE };
    const worker = import.meta.url.endsWith(".ts")
      ? // Under tsx (npm run dev, the tests) the worker is TypeScript too. Node 20 does not pass
        // --import loaders on to workers (nodejs/node#47747): the worker registers tsx itself.
        new Worker(
          `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_TS)}); });`,
          { eval: true, workerData },
        )
      : new Worker(new URL("./sqlite-read-worker.js", import.meta.url), { workerData });
    worker.on("message", (reply: ReadReply) => {
      const w = this.waiting.get(reply.id);
      if (!w) return;
      this.waiting.delete(reply.id);
      if ("error" in reply) w.reject(new Error(reply.error));
      else w.resolve(reply.rows);
      if (this.waiting.size === 0) this.rest();
    });
    const fail = (err: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the SQLite read worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  /** Nothing waiting: the process may exit, and the worker ends if nothing comes for idleMs. */
  private rest(): void {
    this.worker?.unref();
    clearTimeout(this.idle);
    this.idle = setTimeout(() => void this.stop(new Error("the SQLite read worker was ended")), this.idleMs);
    this.idle.unref();
  }

  private async stop(reason: Error): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    for (const w of this.waiting.values()) w.reject(reason);
    this.waiting.clear();
    await worker.terminate();
  }
}
