/** True when a write failed on a unique index or constraint (PostgreSQL 23505, SQLite UNIQUE): two writers raced. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e?.message ?? "")
  );
}
