import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { LocalEventBus } from "../../../lib/events.js";
import { suiteTestApp } from "../../../test/helpers.js";
import { CatalogEngine } from "./catalog-engine.js";
import { KEEP_CHANGES, PRUNE_STEP, pruneChanges } from "./changes.js";

const silent = { warn() {}, info() {}, error() {}, debug() {} } as never;

describe("pruning the change log (ADR 1503)", () => {
  const t = suiteTestApp();

  /** An empty log, then `n` lines of one product that is not in the catalogue (cheap to apply). */
  async function logOf(n: number): Promise<void> {
    await t.db.kysely.deleteFrom("catalog_changes").execute();
    await sql`with recursive c(i) as (select 1 union all select i + 1 from c where i < ${sql.lit(n)})
      insert into catalog_changes (product_id) select 'no-such-product' from c`.execute(t.db.kysely);
  }
  const lines = async () => {
    const row = await t.db.kysely
      .selectFrom("catalog_changes")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min("seq").as("first"), eb.fn.max("seq").as("last")])
      .executeTakeFirstOrThrow();
    return { n: Number(row.n), first: Number(row.first), last: Number(row.last) };
  };

  beforeEach(async () => {
    await t.db.kysely.deleteFrom("catalog_changes").execute();
  });

  it("while the shop serves, a step forgets at most PRUNE_STEP of the oldest lines and says whether more are left", async () => {
    await logOf(KEEP_CHANGES + PRUNE_STEP + 10);
    const { last } = await lines();
    expect(await pruneChanges(t.db)).toBe(true);
    expect((await lines()).n).toBe(KEEP_CHANGES + 10);
    expect(await pruneChanges(t.db)).toBe(false);
    expect(await lines()).toEqual({ n: KEEP_CHANGES, first: last - KEEP_CHANGES + 1, last });
    // Nothing beyond what is kept.
    expect(await pruneChanges(t.db)).toBe(false);
    expect((await lines()).n).toBe(KEEP_CHANGES);
  });

  it("a start prunes a log of any length down to the last KEEP_CHANGES lines (in one statement: it serves nothing yet)", async () => {
    await logOf(KEEP_CHANGES + 3 * PRUNE_STEP + 7);
    const { last } = await lines();
    const engine = await CatalogEngine.start({ db: t.db, events: new LocalEventBus(), log: silent, pollMs: 60_000 });
    try {
      expect(await lines()).toEqual({ n: KEEP_CHANGES, first: last - KEEP_CHANGES + 1, last });
    } finally {
      await engine.close();
    }
  });

  it("a start that forgets more lines than it keeps leaves the last KEEP_CHANGES as they were, numbering going on after them (ADR 1520)", async () => {
    await logOf(2 * KEEP_CHANGES + 5);
    await sql`insert into catalog_changes (product_id, kind) values ('p-1', 'product'), ('', 'synonyms'), ('p-2', 'product')`.execute(
      t.db.kysely,
    );
    const { last } = await lines();
    const kept = () =>
      t.db.kysely
        .selectFrom("catalog_changes")
        .selectAll()
        .where("seq", ">", last - KEEP_CHANGES)
        .orderBy("seq")
        .execute();
    const before = await kept();
    expect(await pruneChanges(t.db, Number.POSITIVE_INFINITY)).toBe(false);
    expect(await lines()).toEqual({ n: KEEP_CHANGES, first: last - KEEP_CHANGES + 1, last });
    expect(await kept()).toEqual(before);
    // SQLite copies the kept lines through a table of its own, gone with the transaction.
    if (t.db.dialect === "sqlite") {
      const tables = await sql<{
        name: string;
      }>`select name from sqlite_master where name like 'catalog_changes%'`.execute(t.db.kysely);
      expect(tables.rows.map((r) => r.name)).toEqual(["catalog_changes"]);
    }
    const next = await t.db.kysely
      .insertInto("catalog_changes")
      .values({ product_id: "p-3" })
      .returning("seq")
      .executeTakeFirstOrThrow();
    expect(Number(next.seq)).toBe(last + 1);
  });

  it("a start with a snapshot prunes before it checks the snapshot: one further behind than the log keeps is not used (ADR 1519)", async () => {
    const snapshotFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "avlu-prune-")), "index.snapshot");
    const start = () =>
      CatalogEngine.start({
        db: t.db,
        events: new LocalEventBus(),
        log: silent,
        pollMs: 60_000,
        snapshotFile,
        snapshotFrom: 0,
      });
    try {
      await logOf(10);
      const first = await start();
      await first.settled();
      await first.close();
      expect(first.snapshotWritten).toBe(true);
      // The snapshot's last line is among the oldest once this many more are written.
      await sql`with recursive c(i) as (select 1 union all select i + 1 from c where i < ${sql.lit(KEEP_CHANGES + 5)})
        insert into catalog_changes (product_id) select 'no-such-product' from c`.execute(t.db.kysely);
      const { last } = await lines();
      const second = await start();
      try {
        expect(second.startedFrom).toBe("database");
        expect(await lines()).toEqual({ n: KEEP_CHANGES, first: last - KEEP_CHANGES + 1, last });
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(path.dirname(snapshotFile), { recursive: true, force: true });
    }
  });

  it("a short log is left whole", async () => {
    await logOf(100);
    expect(await pruneChanges(t.db)).toBe(false);
    expect(await pruneChanges(t.db, Number.POSITIVE_INFINITY)).toBe(false);
    expect((await lines()).n).toBe(100);
  });
});
