import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./database.js";
import { initial } from "./migrations/001-initial.js";
import { catalogIndex } from "./migrations/015-catalog-index.js";
import { mail } from "./migrations/018-mail.js";
import { checkout } from "./migrations/019-checkout.js";
import { orderCharges } from "./migrations/019-order-charges.js";
import { configurator } from "./migrations/021-configurator.js";

/** Ordered, versioned migrations; the same set runs on both dialects. Never edit one that has shipped: add the next. */
function migrationsFor(db: Db): Record<string, Migration> {
  return {
    "001-initial": initial(db.dialect),
    "015-catalog-index": catalogIndex(db.dialect),
    "018-mail": mail(db.dialect),
    "019-checkout": checkout(db.dialect),
    "019-order-charges": orderCharges(db.dialect),
    "021-configurator": configurator(db.dialect),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(db) };
  // Kysely looks for its bookkeeping tables in every schema; name ours so another schema's copy is not mistaken for it.
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    // Migrations are numbered by the issue that added them and are independent of each other; a
    // database that already has a later one (e.g. 018) still gets an earlier one added after it (015).
    allowUnorderedMigrations: true,
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
