import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createTestApp, type TestApp, testDialect } from "../test/helpers.js";
import { vacuumAnalyse } from "./vacuum.js";

describe.skipIf(testDialect() !== "postgres")("vacuumAnalyse (after a bulk load, ADR 1515)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("vacuums and analyses every table of the schema", async () => {
    await createProduct(t);
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.db.kysely)).rows[0]?.s as string;
    const stats = async () =>
      (
        await sql<{ relname: string; last_vacuum: Date | null; last_analyze: Date | null }>`
          select relname, last_vacuum, last_analyze from pg_stat_user_tables where schemaname = ${schema}`.execute(
          t.db.kysely,
        )
      ).rows;
    expect((await stats()).filter((r) => r.last_vacuum !== null)).toEqual([]);

    await vacuumAnalyse(process.env.TEST_DATABASE_URL as string, schema);

    const after = await stats();
    expect(after.map((r) => r.relname)).toContain("products");
    expect(after.filter((r) => r.last_vacuum === null || r.last_analyze === null)).toEqual([]);
    // The planner now knows the products table's size.
    const { rows } = await sql<{ n: number }>`select reltuples::int as n from pg_class
      where oid = ${`${schema}.products`}::regclass`.execute(t.db.kysely);
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});
