/**
 * After a bulk load into PostgreSQL (`npm run db:seed -- --products N`), as its manual advises
 * ("Populating a Database"): `vacuum (analyze)` of every table of the schema — planner statistics,
 * hint bits and the visibility map, which the catalogue index's first full read would otherwise
 * meet without (ADR 1515). On a connection of its own, outside any transaction (vacuum cannot run
 * in one) and outside the app's pool, which drops a query that runs longer than 5 s.
 */
export async function vacuumAnalyse(databaseUrl: string, schema?: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({
    connectionString: databaseUrl,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select quote_ident(tablename) as name from pg_tables where schemaname = current_schema() order by tablename",
    );
    if (rows.length > 0) await client.query(`vacuum (analyze) ${rows.map((r) => r.name).join(", ")}`);
  } finally {
    await client.end();
  }
}
