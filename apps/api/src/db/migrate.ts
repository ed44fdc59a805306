import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./database.js";
import { initial } from "./migrations/001-initial.js";
import { catalogIndex } from "./migrations/015-catalog-index.js";
import { type VariantsMigrationReport, variants } from "./migrations/017-variants.js";
import { mail } from "./migrations/018-mail.js";
import { checkout } from "./migrations/019-checkout.js";
import { orderCharges } from "./migrations/019-order-charges.js";
import { variantLeadTimes } from "./migrations/019-variant-lead-times.js";
import { configurator } from "./migrations/021-configurator.js";
import { configuredLines } from "./migrations/021-configured-lines.js";
import { catalogueTexts } from "./migrations/022-catalogue-texts.js";
import { slotOrderIndex } from "./migrations/023-slot-order-index.js";

/** What migrations tell the start-up log about the data they changed. */
export type MigrationLog = (message: string, details: object) => void;

/** Ordered, versioned migrations; the same set runs on both dialects. Never edit one that has shipped: add the next. */
export function migrationsFor(db: Db, log: MigrationLog = () => {}): Record<string, Migration> {
  return {
    "001-initial": initial(db.dialect),
    "015-catalog-index": catalogIndex(db.dialect),
    "017-variants": variants(db.dialect, (r: VariantsMigrationReport) =>
      log(
        `017-variants: ${r.products} products became ${r.variants} variants (one per colour × packing); ` +
          `${r.stockOnFirst} products with stock keep it in full on their first variant (the others start at 0); ` +
          `${r.orderLines - r.orderLinesWithoutVariant} of ${r.orderLines} order lines linked to their variant`,
        r,
      ),
    ),
    "018-mail": mail(db.dialect),
    "019-checkout": checkout(db.dialect),
    "019-order-charges": orderCharges(db.dialect),
    "019-variant-lead-times": variantLeadTimes(db.dialect),
    "021-configurator": configurator(db.dialect),
    "021-configured-lines": configuredLines(db.dialect),
    "022-catalogue-texts": catalogueTexts(db.dialect),
    "023-slot-order-index": slotOrderIndex,
  };
}

function migratorFor(db: Db, migrations: Record<string, Migration>): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // Kysely looks for its bookkeeping tables in every schema; name ours so another schema's copy is not mistaken for it.
  return new Migrator({
    db: db.kysely,
    provider,
    // Migrations are numbered by the issue that added them and are independent of each other; a
    // database that already has a later one (e.g. 018) still gets an earlier one added after it (015).
    allowUnorderedMigrations: true,
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
}

/** The migrations of this build the database has not had yet (all of them for a new database). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const infos = await migratorFor(db, migrationsFor(db)).getMigrations();
  return infos.filter((m) => !m.executedAt).map((m) => m.name);
}

/**
 * Runs every pending migration (or only those named in `only`: tests build a database as an
 * older release left it). `log` hears what data migrations did.
 */
export async function migrateToLatest(db: Db, log?: MigrationLog, only?: readonly string[]): Promise<void> {
  const all = migrationsFor(db, log);
  const chosen = only ? Object.fromEntries(Object.entries(all).filter(([name]) => only.includes(name))) : all;
  const { error, results } = await migratorFor(db, chosen).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
