import { sql } from "kysely";
import type { Db, Q } from "../../../db/database.js";

/** One line of the change log: a product that changed, or the synonym table. */
export interface Change {
  seq: number;
  productId: string;
  kind: "product" | "synonyms";
}

/** Most log lines read at once on SQLite (the rest on the next read, at once). */
const SQLITE_PAGE = 20_000;

/**
 * Reads the change log (table catalog_changes, written by triggers) from where the index is, each
 * committed line once. Place it with `start()` BEFORE reading the products the index starts from,
 * so nothing committed in between is missed (lines read twice are harmless: a product is read again).
 */
export interface ChangeCursor {
  start(): Promise<void>;
  /** Lines committed since the last call; `more` when the call stopped early. */
  next(): Promise<{ changes: Change[]; more: boolean }>;
  /** Where the cursor is, as JSON (kept in an index snapshot, ADR 1504). */
  state(): unknown;
  /** Puts the cursor where `state()` said it was. */
  restore(state: unknown): void;
}

/** SQLite commits one writer at a time, in log order: everything up to the last line read is done. */
class SqliteCursor implements ChangeCursor {
  private last = 0;
  constructor(private readonly db: Q) {}

  async start(): Promise<void> {
    const row = await this.db
      .selectFrom("catalog_changes")
      .select((eb) => eb.fn.max("seq").as("last"))
      .executeTakeFirst();
    this.last = Number(row?.last ?? 0);
  }

  state(): unknown {
    return { last: this.last };
  }

  restore(state: unknown): void {
    this.last = Number((state as { last: number }).last);
  }

  async next(): Promise<{ changes: Change[]; more: boolean }> {
    const rows = await this.db
      .selectFrom("catalog_changes")
      .select(["seq", "product_id", "kind"])
      .where("seq", ">", this.last)
      .orderBy("seq")
      .limit(SQLITE_PAGE)
      .execute();
    if (rows.length > 0) this.last = Number(rows[rows.length - 1]?.seq);
    return {
      changes: rows.map((r) => ({ seq: Number(r.seq), productId: r.product_id, kind: r.kind })),
      more: rows.length === SQLITE_PAGE,
    };
  }
}

/**
 * PostgreSQL numbers log lines when a transaction writes them, and a long transaction (a CSV
 * import) commits its low numbers after others' higher ones. A line not seen yet is therefore
 * either numbered above the highest seen, or written by a transaction that had not finished at
 * the previous read: one still in progress then (the snapshot's xip list) or begun after it (txid
 * at or above the snapshot's xmax). Each read asks for exactly those, so it returns only new lines
 * however long another transaction elsewhere on the server stays open.
 */
class PgCursor implements ChangeCursor {
  private maxSeq = 0;
  private xmax = "0";
  private xip: string[] = [];
  constructor(private readonly db: Q) {}

  private async read(all: boolean) {
    const { rows } = await sql<{
      xmax: string;
      xip: string[];
      last: string | number | null;
      seq: string | number | null;
      product_id: string | null;
      kind: "product" | "synonyms" | null;
    }>`select s.xmax, s.xip, s.last, c.seq, c.product_id, c.kind
       from (select pg_snapshot_xmax(pg_current_snapshot())::text as xmax,
                    coalesce((select array_agg(x::text) from pg_snapshot_xip(pg_current_snapshot()) x), '{}') as xip,
                    (select max(seq) from catalog_changes) as last) s
       left join catalog_changes c on ${all ? sql`false` : sql`c.seq > ${this.maxSeq} or c.txid >= ${this.xmax}::xid8 or c.txid = any(${this.xip}::xid8[])`}
       order by c.seq`.execute(this.db);
    const first = rows[0];
    if (first) {
      this.xmax = first.xmax;
      this.xip = first.xip;
    }
    return rows;
  }

  state(): unknown {
    return { maxSeq: this.maxSeq, xmax: this.xmax, xip: this.xip };
  }

  restore(state: unknown): void {
    const s = state as { maxSeq: number; xmax: string; xip: string[] };
    this.maxSeq = Number(s.maxSeq);
    this.xmax = String(s.xmax);
    this.xip = s.xip.map(String);
  }

  async start(): Promise<void> {
    const rows = await this.read(true);
    this.maxSeq = Number(rows[0]?.last ?? 0);
  }

  async next(): Promise<{ changes: Change[]; more: boolean }> {
    const rows = await this.read(false);
    const changes: Change[] = [];
    for (const r of rows) {
      if (r.seq === null || r.product_id === null || r.kind === null) continue;
      const seq = Number(r.seq);
      if (seq > this.maxSeq) this.maxSeq = seq;
      changes.push({ seq, productId: r.product_id, kind: r.kind });
    }
    return { changes, more: false };
  }
}

export function changeCursor(db: Db): ChangeCursor {
  return db.dialect === "postgres" ? new PgCursor(db.kysely) : new SqliteCursor(db.kysely);
}

/** Lines kept in the log; an instance that falls further behind than this rebuilds its index. */
export const KEEP_CHANGES = 200_000;
/** Deleted at most per pruning step while the shop serves (a short write on SQLite). */
export const PRUNE_STEP = 20_000;

/**
 * Forgets the oldest lines, at most `step` of them (one short write while the shop serves). Returns
 * whether more are left to prune. A start, which serves nothing yet, prunes in one go (`step`
 * Infinity): a freshly seeded or imported catalogue leaves millions of lines (about twenty per
 * product: its variants and texts write their own), and 91 steps of 20,000 took 6.2 s of a first
 * start at 100,000 products on SQLite against 0.5 s for one (ADR 1503, update of 2026-11-30).
 */
export async function pruneChanges(db: Db, step = PRUNE_STEP): Promise<boolean> {
  const row = await db.kysely
    .selectFrom("catalog_changes")
    .select((eb) => [eb.fn.min("seq").as("first"), eb.fn.max("seq").as("last")])
    .executeTakeFirst();
  const first = Number(row?.first ?? 0);
  const last = Number(row?.last ?? 0);
  const until = Math.min(last - KEEP_CHANGES, first + step - 1);
  if (until < first) return false;
  // More lines go than stay: on SQLite, the ones that stay are copied (below).
  if (db.dialect === "sqlite" && until - first + 1 > last - until) await keepOnlyAfter(db.kysely, until);
  else await db.kysely.deleteFrom("catalog_changes").where("seq", "<=", until).execute();
  return until < last - KEEP_CHANGES;
}

/**
 * SQLite: the lines after `until` are copied into a table of their own, the log is emptied
 * without visiting its rows (SQLite's truncate optimisation: a DELETE with no WHERE on a table
 * with no triggers) and the copies go back with their numbers, in one write transaction. At
 * 100,000 products a seed leaves 2,000,000 lines: 0.50–0.61 s against 0.95 s for deleting
 * 1,800,000 of them one by one (ADR 1520). The copy is in the main database, through its bounded
 * page cache: a temporary table (in memory here) raised the RSS by 10–17 MB more than the DELETE.
 * AUTOINCREMENT keeps counting from the last number.
 */
async function keepOnlyAfter(db: Q, until: number): Promise<void> {
  await db.connection().execute(async (c) => {
    await sql`begin immediate`.execute(c);
    try {
      await sql`create table catalog_changes_kept as select * from catalog_changes where seq > ${until}`.execute(c);
      await sql`delete from catalog_changes`.execute(c);
      await sql`insert into catalog_changes select * from catalog_changes_kept`.execute(c);
      await sql`drop table catalog_changes_kept`.execute(c);
      await sql`commit`.execute(c);
    } catch (err) {
      // SQLite may have rolled back already (a full disk does): the error to report is the first.
      await sql`rollback`.execute(c).catch(() => {});
      throw err;
    }
  });
}

/** The log's last line (seq and product), or null when it is empty: what an index snapshot checks it against. */
export async function lastChange(db: Q): Promise<{ seq: number; productId: string } | null> {
  const row = await db
    .selectFrom("catalog_changes")
    .select(["seq", "product_id"])
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { seq: Number(row.seq), productId: row.product_id } : null;
}

/**
 * Whether the log still holds every line after `last` (the log's last line when a snapshot was
 * written) in this database: that line is still there, naming the same product — or the log was
 * empty then and nothing has been pruned since. A restored older database, another database or
 * a log pruned past the snapshot fails this.
 */
export async function logCovers(db: Q, last: { seq: number; productId: string } | null): Promise<boolean> {
  if (last === null) {
    const row = await db
      .selectFrom("catalog_changes")
      .select((eb) => eb.fn.min("seq").as("first"))
      .executeTakeFirst();
    return row?.first == null || Number(row.first) <= 1;
  }
  const row = await db
    .selectFrom("catalog_changes")
    .select("product_id")
    .where("seq", "=", last.seq)
    .executeTakeFirst();
  return row?.product_id === last.productId;
}
