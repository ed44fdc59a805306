import { parseArgs } from "node:util";
import pino from "pino";
import { ConfigError, loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { migrateToLatest, pendingMigrations } from "../db/migrate.js";
import { LocalEventBus } from "../lib/events.js";
import { CatalogEngine, SNAPSHOT_FROM } from "../modules/catalog/engine/catalog-engine.js";

/**
 * `npm run index:snapshot` (ADR 1510): writes the catalogue index's snapshot for this build, from
 * the configured database (DATA_DIR or DATABASE_URL, CATALOG_INDEX_SNAPSHOT), so that the next start
 * of this build reads it instead of every product. Run it after a deploy's `npm run build` and
 * before the restart, while the running version still serves; the server applies the changes made
 * in between from the change log when it starts. A build with migrations the database has not had
 * writes nothing (the running version would serve on a schema it was not written for) unless
 * `--migrate` asks for them to be applied first.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { migrate: { type: "boolean", default: false } } });
  const config = loadConfig();
  const file = config.catalogIndexSnapshot;
  if (!file) {
    console.error("CATALOG_INDEX_SNAPSHOT=off: the server keeps no snapshot, so there is none to write.");
    process.exit(2);
  }
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 4 });
  const log = pino({ level: config.logLevel === "info" ? "warn" : config.logLevel });
  try {
    const pending = await pendingMigrations(db);
    if (pending.length > 0 && !values.migrate) {
      console.error(
        `The database lacks this build's migrations ${pending.join(", ")}: no snapshot written. The server's start ` +
          "applies them and then reads every product; `npm run index:snapshot -- --migrate` applies them now instead.",
      );
      process.exitCode = 3;
      return;
    }
    await migrateToLatest(db, (message, details) => log.info(details, message));
    const started = performance.now();
    const result = await CatalogEngine.prepareSnapshot({ db, events: new LocalEventBus(), log, snapshotFile: file });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const products = result.products.toLocaleString("en");
    if (result.written) console.log(`Wrote ${file}: ${products} products, in ${seconds} s.`);
    else if (result.startedFrom === "snapshot") console.log(`${file} is already this build's (${products} products).`);
    else if (result.products < SNAPSHOT_FROM) {
      console.log(`${products} products: a catalogue this small is read at start in milliseconds; no snapshot.`);
    } else {
      console.error(`${file} could not be written (the warning above says why).`);
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
