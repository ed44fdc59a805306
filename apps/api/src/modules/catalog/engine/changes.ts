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
 * import) commits its low numbers after others' higher ones. So the cursor follows transaction ids:
 * every transaction older than the snapshot's xmin has finished, so each read asks for the lines of
 * transactions from the previous read's xmin on, and drops those it has already seen.
 */
class PgCursor implements ChangeCursor {
  private xmin = "0";
  /** Lines already returned whose transaction may still be at or after xmin: seq → txid. */
  private seen = new Map<number, bigint>();
  constructor(private readonly db: Q) {}

  async start(): Promise<void> {
    const row = await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(
      this.db,
    );
    this.xmin = row.rows[0]?.xmin ?? "0";
    this.seen.clear();
  }

  async next(): Promise<{ changes: Change[]; more: boolean }> {
    const { rows } = await sql<{
      xmin: string;
      seq: string | number | null;
      product_id: string | null;
      kind: "product" | "synonyms" | null;
      txid: string | null;
    }>`select s.xmin, c.seq, c.product_id, c.kind, c.txid::text as txid
       from (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin) s
       left join catalog_changes c on c.txid >= ${this.xmin}::xid8
       order by c.seq`.execute(this.db);
    const changes: Change[] = [];
    for (const r of rows) {
      if (r.seq === null || r.product_id === null || r.kind === null || r.txid === null) continue;
      const seq = Number(r.seq);
      if (this.seen.has(seq)) continue;
      this.seen.set(seq, BigInt(r.txid));
      changes.push({ seq, productId: r.product_id, kind: r.kind });
    }
    const xmin = rows[0]?.xmin ?? this.xmin;
    this.xmin = xmin;
    const floor = BigInt(xmin);
    for (const [seq, txid] of this.seen) if (txid < floor) this.seen.delete(seq);
    return { changes, more: false };
  }
}

export function changeCursor(db: Db): ChangeCursor {
  return db.dialect === "postgres" ? new PgCursor(db.kysely) : new SqliteCursor(db.kysely);
}

/** Lines kept in the log; an instance that falls further behind than this rebuilds its index. */
export const KEEP_CHANGES = 200_000;
/** Deleted at most per pruning step (a short write on SQLite). */
const PRUNE_STEP = 20_000;

/** Forgets the oldest lines, a step at a time. Returns whether more are left to prune. */
export async function pruneChanges(db: Q): Promise<boolean> {
  const row = await db
    .selectFrom("catalog_changes")
    .select((eb) => [eb.fn.min("seq").as("first"), eb.fn.max("seq").as("last")])
    .executeTakeFirst();
  const first = Number(row?.first ?? 0);
  const last = Number(row?.last ?? 0);
  const until = Math.min(last - KEEP_CHANGES, first + PRUNE_STEP);
  if (until < first) return false;
  await db.deleteFrom("catalog_changes").where("seq", "<=", until).execute();
  return until < last - KEEP_CHANGES;
}
