import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./database.js";
import { initial } from "./migrations/001-initial.js";
import { checkout } from "./migrations/019-checkout.js";

/** Ordered, versioned migrations; the same set runs on both dialects. Never edit one that has shipped: add the next. */
function migrationsFor(db: Db): Record<string, Migration> {
  return {
    "001-initial": initial(db.dialect),
    "019-checkout": checkout(db.dialect),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(db) };
  // Kysely looks for its bookkeeping tables in every schema; name ours so another schema's copy is not mistaken for it.
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
