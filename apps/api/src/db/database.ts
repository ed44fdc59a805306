import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from "kysely";
import type * as pg from "pg";
import { loadOnUse } from "../lib/load-on-use.js";
import type { Database } from "./schema.js";
import { OffThreadReader } from "./sqlite-reader.js";
import { withStatementCache } from "./statement-cache.js";

export type DialectName = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the tables live in (undefined for SQLite). */
  pgSchema?: string;
  /** Checks the database answers (for /readyz). */
  ping(): Promise<void>;
  /**
   * A long read-only query (the catalogue index's reads), run where it does not hold up the event
   * loop (ADR 1507): on SQLite by a worker thread with its own connection (in place for an in-memory
   * database), on PostgreSQL by the server, in a transaction without JIT. It sees the last commit.
   * Blob columns come back as Uint8Arrays (from the worker: views of one moved buffer).
   */
  readLong<R>(query: CompiledQuery): Promise<R[]>;
  close(): Promise<void>;
}

export type Tx = Transaction<Database>;
/** A query target: the database or an open transaction. */
export type Q = Kysely<Database> | Tx;

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  pgSchema?: string;
  /** SQLite file name inside dataDir, or ":memory:". */
  sqliteFile?: string;
}

const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** The PostgreSQL client, loaded only when DATABASE_URL names PostgreSQL (ADR 1512). */
const loadPg = loadOnUse<typeof pg>("pg");

/** pg type parsers so PostgreSQL reads back what SQLite does: ISO timestamps and plain numbers. */
function pgTypes(types: typeof pg.types): pg.CustomTypesConfig {
  const parseDate = types.getTypeParser(PG_TIMESTAMPTZ);
  return {
    getTypeParser: ((oid: number, format?: "text" | "binary") => {
      if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) {
        return (v: string) => (parseDate(v) as Date).toISOString();
      }
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (v: string) => Number(v);
      return types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig["getTypeParser"],
  };
}

/**
 * PostgreSQL outage handling (ADR 0202): a request never waits long on a database that is gone.
 * Opening a connection gives up after CONNECT_TIMEOUT_MS, a query that gets no answer after
 * QUERY_TIMEOUT_MS opens the breaker (see createPgPool), and /readyz gives up after PING_TIMEOUT_MS. Waiting for a
 * free pooled connection (a busy, healthy database) may take up to POOL_WAIT_MS. All of these
 * surface as connection errors, which the error handler answers with 503.
 */
export const PG_TIMEOUTS = {
  CONNECT_TIMEOUT_MS: 3_000,
  POOL_WAIT_MS: 10_000,
  QUERY_TIMEOUT_MS: 5_000,
  PING_TIMEOUT_MS: 2_000,
  /** PostgreSQL ends a session left inside a transaction this long (e.g. by a client cut off mid-order), releasing its locks. */
  IDLE_IN_TRANSACTION_MS: 15_000,
} as const;

/** The database cannot serve this request now (unreachable, or every connection busy): a 503. */
export class DatabaseUnavailableError extends Error {
  readonly code = "DB_UNAVAILABLE";
}

/** Connect errors that mean the server cannot be reached at all (not merely busy). */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
function isUnreachable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof e?.code === "string" && UNREACHABLE_CODES.has(e.code)) return true;
  return (
    typeof e?.message === "string" && /timeout expired|due to connection timeout|Connection terminated/.test(e.message)
  );
}

/** Ends a pg client's socket: its pending query fails with "Connection terminated" and the pool drops it. */
function destroyClient(client: pg.Client): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

function createPgPool(opts: DatabaseOptions): PgPool {
  const { Client, Pool, types } = loadPg();
  /** A pg client that gives up opening its connection after CONNECT_TIMEOUT_MS. */
  class ShortConnectClient extends Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: PG_TIMEOUTS.CONNECT_TIMEOUT_MS });
    }
  }
  const pool = new Pool({
    connectionString: opts.databaseUrl,
    max: opts.poolMax ?? 10,
    types: pgTypes(types),
    // The pool's own timeout would cover both opening a connection and queueing for one; queueing
    // gets the longer POOL_WAIT_MS below, opening a connection the short one (set on the client).
    Client: ShortConnectClient,
    connectionTimeoutMillis: 0,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    idle_in_transaction_session_timeout: PG_TIMEOUTS.IDLE_IN_TRANSACTION_MS,
    ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});

  const clients = new Set<pg.Client>();

  /**
   * The breaker: once the database has proved unreachable (a connection refused or timed out, a
   * query left without an answer), every pooled connection is dropped, requests waiting for one
   * are failed, and new requests fail at once with a 503 instead of each waiting out its own
   * timeouts. One request at a time is let through as a probe; the first that connects closes it.
   */
  let open = false;
  let probing = false;
  const waiters = new Set<(err: Error) => void>();
  function trip(reason: string, cause?: unknown): DatabaseUnavailableError {
    open = true;
    const err = new DatabaseUnavailableError(reason, cause === undefined ? undefined : { cause });
    for (const c of clients) destroyClient(c);
    for (const fail of waiters) fail(err);
    waiters.clear();
    return err;
  }

  pool.on("connect", (client) => {
    clients.add(client);
    client.on("end", () => clients.delete(client));
    // A connection that breaks while a request holds it (between two queries of a transaction) emits
    // "error"; without a listener that would end the process. The request's next query fails instead.
    client.on("error", () => {});
    // A query without an answer (network cut, server frozen) drops its connection instead of waiting
    // forever. Waiting for the start-up lock (another instance migrating or seeding) is not a hang.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise && !(typeof args[0] === "string" && args[0].includes("pg_advisory_lock"))) {
        const timer = setTimeout(
          () => trip(`PostgreSQL did not answer a query within ${PG_TIMEOUTS.QUERY_TIMEOUT_MS} ms`),
          PG_TIMEOUTS.QUERY_TIMEOUT_MS,
        );
        const clear = () => clearTimeout(timer);
        result.then(clear, clear);
      }
      return result;
    };
  });
  pool.on("remove", (client) => clients.delete(client));

  // Kysely sees this facade: connections come through the breaker, and a wait for a busy pool is bounded.
  const facade: PgPool = {
    async connect() {
      if (open && probing) throw new DatabaseUnavailableError("PostgreSQL cannot be reached (checking again)");
      const probe = open;
      if (probe) probing = true;
      let timer: NodeJS.Timeout | undefined;
      let fail: ((err: Error) => void) | undefined;
      const acquiring = pool.connect();
      try {
        const client = await Promise.race([
          acquiring,
          new Promise<never>((_, reject) => {
            fail = reject;
            waiters.add(reject);
            timer = setTimeout(
              () => reject(new DatabaseUnavailableError("every database connection stayed busy")),
              PG_TIMEOUTS.POOL_WAIT_MS,
            );
          }),
        ]);
        if (probe) open = false;
        return client;
      } catch (err) {
        if (err instanceof DatabaseUnavailableError) {
          // Gave up waiting (busy pool, or the breaker opened): a connection handed over later goes straight back.
          acquiring.then(
            (c) => c.release(),
            () => {},
          );
          throw err;
        }
        if (isUnreachable(err)) throw trip(`cannot connect to PostgreSQL: ${(err as Error).message}`, err);
        throw err;
      } finally {
        clearTimeout(timer);
        if (fail) waiters.delete(fail);
        if (probe) probing = false;
      }
    },
    end: () => pool.end(),
  };
  return facade;
}

/** What Kysely and ping() use of the pool. */
interface PgPool {
  connect(): Promise<pg.PoolClient>;
  end(): Promise<void>;
}

export function createDatabase(opts: DatabaseOptions): Db {
  if (opts.databaseUrl) {
    const pool = createPgPool(opts);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      dialect: "postgres",
      pgSchema: opts.pgSchema ?? "public",
      /** Gets a connection and runs `select 1`, all within PING_TIMEOUT_MS. */
      async ping() {
        let timedOut = false;
        const check = (async () => {
          const c = await pool.connect();
          if (timedOut) {
            c.release();
            return;
          }
          try {
            await c.query("select 1");
            c.release();
          } catch (err) {
            // A connection that failed the check is dropped, not handed to the next request.
            c.release(err as Error);
            throw err;
          }
        })();
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            check,
            new Promise((_, reject) => {
              timer = setTimeout(() => {
                timedOut = true;
                reject(new Error("Connection terminated: the database did not answer in time"));
              }, PG_TIMEOUTS.PING_TIMEOUT_MS);
            }),
          ]);
        } finally {
          clearTimeout(timer);
          check.catch(() => {});
        }
      },
      readLong: (query) =>
        kysely.transaction().execute(async (tx) => {
          // PostgreSQL's JIT compiled the index's query for each page (its estimate is large: ten
          // subqueries per row): 2 s of compiling for 0.3 s of work, 194 s of start-up at 100,000
          // products (ADR 1503).
          await sql`set local jit = off`.execute(tx);
          // The index's read joins each relation, aggregated over a page of products, by id (ADR
          // 1515). Where the statistics put a page at one product, a nested loop ran each
          // aggregate once per product: 1.2 s for a page of 1,000 instead of 30 ms. Merge and hash
          // joins cost the same whatever the estimate.
          await sql`set local enable_nestloop = off`.execute(tx);
          return (await tx.executeQuery(query)).rows as never[];
        }),
      close: () => kysely.destroy(),
    };
  }

  const file = opts.sqliteFile ?? "avlu.db";
  if (file !== ":memory:") fs.mkdirSync(opts.dataDir, { recursive: true });
  const sqlitePath = file === ":memory:" ? file : path.join(opts.dataDir, file);
  const sqlite = new SQLite(sqlitePath);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // 16 MiB page cache and in-memory temp tables. Listings are answered by the in-memory index (ADR 1500);
  // what still reads SQLite reads by key (product pages, carts, orders). ADR 1503.
  sqlite.pragma("cache_size = -16384");
  sqlite.pragma("temp_store = MEMORY");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const reader = file === ":memory:" ? undefined : new OffThreadReader(sqlitePath);
  return {
    kysely,
    dialect: "sqlite",
    async ping() {
      sqlite.prepare("select 1").get();
    },
    readLong: async (query) =>
      reader ? reader.all(query.sql, query.parameters) : ((await kysely.executeQuery(query)).rows as never[]),
    async close() {
      await reader?.close();
      await kysely.destroy();
    },
  };
}
