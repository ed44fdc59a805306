import type SQLite from "better-sqlite3";

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles SQL on each prepare(): a fifth
 * of a cart read went to compiling (CPU profile, ADR 0008). The shop runs a few hundred distinct
 * SQL texts, so compiled statements are kept by text, the least recently used dropped past `max`.
 * Statements run synchronously one at a time (no streaming), so sharing one is safe.
 */
export function withStatementCache(
  db: SQLite.Database,
  max = 1_000,
): { prepare(sql: string): SQLite.Statement; close(): void } {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = db.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}
