// First: libraries read NODE_ENV when they load.
import "./production-default.js";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { boundHeapGrowth } from "./lib/memory.js";

/** Starts the store: one process serving the API, uploads and the storefront. */
async function main(): Promise<void> {
  boundHeapGrowth();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = performance.now();
  const app = await buildApp({ config });
  if (config.databaseUrl && !config.jwtSecret) {
    app.log.warn(
      "JWT_SECRET is not set: sessions are signed with DATA_DIR/jwt-secret of this instance. Set the same JWT_SECRET on every instance that serves this database.",
    );
  }

  if (config.mail.smtpUrl && !config.publicUrl && config.env === "production") {
    app.log.warn(
      "PUBLIC_URL is not set: links in mails (password reset included) take their host from each request. Set PUBLIC_URL to the shop's public address.",
    );
  }

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish (new ones get 503), close the database, exit 0.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down");
    await app.close();
    app.log.info("stopped: in-flight requests finished, database closed");
  });

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  app.log.info(
    { startupMs: Math.round(performance.now() - started) },
    `Avlu is ready on http://${shown}:${config.port} (${config.databaseUrl ? "PostgreSQL" : "SQLite"} database)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
