import path from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { ConfigError, loadConfig } from "../config.js";
import { bootstrap } from "../db/bootstrap.js";
import { createDatabase } from "../db/database.js";
import { seedSyntheticProducts } from "../db/seed/demo.js";
import { vacuumAnalyse } from "../db/vacuum.js";
import { LocalStorage } from "../modules/uploads/storage.js";

/**
 * `npm run db:seed -- --products N`: prepares the configured database (migrations, admin, demo
 * catalogue) and adds N synthetic products for benchmarks.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { products: { type: "string", default: "0" } } });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
    console.error("--products must be a whole number between 0 and 1,000,000");
    process.exit(2);
  }
  const config = loadConfig();
  const db = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
  const storage = new LocalStorage(path.join(config.dataDir, "uploads"));
  const log = pino({ level: config.logLevel === "info" ? "warn" : config.logLevel });
  try {
    await bootstrap(db, config, storage, log);
    if (count > 0) {
      const started = performance.now();
      await seedSyntheticProducts(db, storage, count);
      console.log(`Added ${count} products in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      if (config.databaseUrl) {
        // Where autovacuum is on it would do this within a minute or so; it is off on some servers,
        // this project's benchmark machine among them (ADR 1515).
        const vacuumed = performance.now();
        await vacuumAnalyse(config.databaseUrl);
        console.log(`Vacuumed and analysed in ${((performance.now() - vacuumed) / 1000).toFixed(1)} s.`);
      }
    }
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
