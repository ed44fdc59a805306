import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialect } from "../test/helpers.js";
import { createDatabase, type Db } from "./database.js";
import { OffThreadReader, READ_WORKER_NICE } from "./sqlite-reader.js";

// The worker reads a SQLite file; on PostgreSQL readLong() is the server's (api-postgres runs the catalogue tests).
const onSqlite = testDialect() === "sqlite";

/** Each of this process's threads by id, with its nice value (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceValues(): Map<string, number> {
  return new Map(
    fs.readdirSync("/proc/self/task").flatMap((tid): Array<[string, number]> => {
      try {
        const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
        // Fields after the command name, which ends with the last ")": state is field 3, nice field 19.
        return [[tid, Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])]];
      } catch {
        return []; // the thread ended meanwhile
      }
    }),
  );
}

/** A query that keeps SQLite busy for a while: counts to n through a recursive CTE. */
const countTo = (n: number) =>
  `with recursive c(i) as (select 1 union all select i + 1 from c where i < ${n}) select count(*) as n from c`;

describe.runIf(onSqlite)("long SQLite reads off the event loop (ADR 1507)", () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-reader-"));
    file = path.join(dir, "avlu.db");
    const db = new SQLite(file);
    db.pragma("journal_mode = WAL");
    db.exec("create table t (id integer primary key, name text not null)");
    db.close();
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads what the main connection has committed, as rows with their columns", async () => {
    const writer = new SQLite(file);
    const reader = new OffThreadReader(file);
    try {
      writer.prepare("insert into t (id, name) values (?, ?)").run(1, "Honey");
      expect(await reader.all("select id, name from t where id = ?", [1])).toEqual([{ id: 1, name: "Honey" }]);
      // Each query sees the last commit, also one made after the worker's previous query.
      writer.prepare("insert into t (id, name) values (?, ?)").run(2, "Luxembourg");
      expect(await reader.all("select count(*) as n from t", [])).toEqual([{ n: 2 }]);
    } finally {
      await reader.close();
      writer.close();
    }
  });

  it("hands blobs over as views of one moved buffer, with their bytes; nulls and other columns as they are", async () => {
    const reader = new OffThreadReader(file);
    try {
      const rows = await reader.all<{ id: number; a: Uint8Array | null; b: Uint8Array | null; s: string }>(
        `select 1 as id, cast('{"ş":1}' as blob) as a, null as b, 'x' as s
         union all select 2, null, cast('[]' as blob), 'y'
         union all select 3, cast('' as blob), x'00ff', 'z'`,
        [],
      );
      expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
      const text = (v: Uint8Array | null) => (v === null ? null : new TextDecoder().decode(v));
      expect(rows.map((r) => [text(r.a), r.s])).toEqual([
        ['{"ş":1}', "x"],
        [null, "y"],
        ["", "z"],
      ]);
      // The first row's blob columns share one buffer; a blob where the first row had none is copied as it is.
      expect(rows[0]?.a).toBeInstanceOf(Uint8Array);
      expect(rows[2]?.a?.buffer).toBe(rows[0]?.a?.buffer);
      expect(text(rows[1]?.b ?? null)).toBe("[]");
      expect([...(rows[2]?.b ?? [])]).toEqual([0, 255]);
    } finally {
      await reader.close();
    }
  });

  it("keeps the event loop turning while a long query runs", async () => {
    const reader = new OffThreadReader(file);
    try {
      await reader.all("select 1", []); // the worker is up: what follows measures the query, not the start
      const inPlace = new SQLite(file);
      let started = performance.now();
      inPlace.prepare(countTo(3_000_000)).get();
      const queryMs = performance.now() - started;
      inPlace.close();

      const delay = monitorEventLoopDelay({ resolution: 1 });
      let turns = 0;
      const ticker = setInterval(() => turns++, 1);
      delay.enable();
      started = performance.now();
      expect(await reader.all(countTo(3_000_000), [])).toEqual([{ n: 3_000_000 }]);
      const offThreadMs = performance.now() - started;
      delay.disable();
      clearInterval(ticker);
      // The same query run in place would have held the loop for all of queryMs.
      expect(queryMs).toBeGreaterThan(50);
      expect(delay.max / 1e6).toBeLessThan(Math.max(queryMs, offThreadMs) / 2);
      expect(turns).toBeGreaterThan(5);
    } finally {
      await reader.close();
    }
  });

  it.runIf(fs.existsSync("/proc/thread-self"))(
    "its thread gives way to the main thread: a higher nice value of its own (Linux)",
    async () => {
      const reader = new OffThreadReader(file);
      try {
        const before = threadNiceValues();
        await reader.all("select count(*) as n from t", []);
        // The threads that came with the reader (an earlier test's worker may still be ending meanwhile).
        const added = [...threadNiceValues()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
        expect(added.filter((n) => n === READ_WORKER_NICE)).toHaveLength(1);
        // The process's other threads, the main one among them, keep theirs.
        expect(os.getPriority()).toBe(0);
      } finally {
        await reader.close();
      }
    },
  );

  it("a bad query fails with SQLite's message and the reader goes on", async () => {
    const reader = new OffThreadReader(file);
    try {
      await expect(reader.all("select nope from t", [])).rejects.toThrow(/no such column: nope/);
      await expect(reader.all("select count(*) as n from t", [])).resolves.toEqual([{ n: 0 }]);
    } finally {
      await reader.close();
    }
  });

  it("cannot write: its connection is read-only", async () => {
    const reader = new OffThreadReader(file);
    try {
      await expect(reader.all("insert into t (id, name) values (9, 'x') returning id", [])).rejects.toThrow(/readonly/);
    } finally {
      await reader.close();
    }
  });

  it("queries sent together are answered each with its own rows", async () => {
    const writer = new SQLite(file);
    const insert = writer.prepare("insert into t (id, name) values (?, ?)");
    for (let i = 1; i <= 50; i++) insert.run(i, `p${i}`);
    writer.close();
    const reader = new OffThreadReader(file);
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, k) => reader.all<{ name: string }>("select name from t where id = ?", [k + 1])),
      );
      expect(answers.map((rows) => rows[0]?.name)).toEqual(Array.from({ length: 50 }, (_, k) => `p${k + 1}`));
    } finally {
      await reader.close();
    }
  });

  it("ends its worker when idle and starts a new one for the next query", async () => {
    const reader = new OffThreadReader(file, 50);
    try {
      await reader.all("select 1", []);
      await new Promise((r) => setTimeout(r, 300));
      expect(await reader.all("select 2 as n", [])).toEqual([{ n: 2 }]);
    } finally {
      await reader.close();
    }
  });

  it("after close, queries fail and the one still running is failed", async () => {
    const reader = new OffThreadReader(file);
    await reader.all("select 1", []);
    const running = reader.all(countTo(20_000_000), []).then(
      () => "answered",
      (err: Error) => err.message,
    );
    await reader.close();
    expect(await running).toMatch(/closed/);
    await expect(reader.all("select 1", [])).rejects.toThrow(/closed/);
  });

  it("a database file that does not exist fails the query, and the next one tries again", async () => {
    const missing = path.join(dir, "missing.db");
    const reader = new OffThreadReader(missing);
    try {
      await expect(reader.all("select 1", [])).rejects.toThrow();
      fs.copyFileSync(file, missing);
      expect(await reader.all("select 3 as n", [])).toEqual([{ n: 3 }]);
    } finally {
      await reader.close();
    }
  });
});

describe.runIf(onSqlite)("Db.readLong on SQLite", () => {
  let dir: string;
  let db: Db;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-readlong-"));
  });

  afterEach(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("runs a Kysely query on the worker for a database file and gives the same rows as in place", async () => {
    db = createDatabase({ dataDir: dir });
    await sql`create table t (id integer primary key, name text not null)`.execute(db.kysely);
    await db.kysely
      .insertInto("t" as never)
      .values([
        { id: 1, name: "a" },
        { id: 2, name: "b" },
      ] as never)
      .execute();
    const query = sql<{ id: number; name: string }>`select id, name from t order by id`.compile(db.kysely);
    expect(await db.readLong(query)).toEqual((await db.kysely.executeQuery(query)).rows);
  });

  it("runs in place for an in-memory database (a worker could not see it)", async () => {
    db = createDatabase({ dataDir: dir, sqliteFile: ":memory:" });
    await sql`create table t (id integer primary key)`.execute(db.kysely);
    await sql`insert into t (id) values (7)`.execute(db.kysely);
    expect(await db.readLong(sql`select id from t`.compile(db.kysely))).toEqual([{ id: 7 }]);
  });
});
