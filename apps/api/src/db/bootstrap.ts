import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import { newId, nowIso } from "../lib/ids.js";
import { hashPassword } from "../lib/password.js";
import type { Storage } from "../modules/uploads/storage.js";
import type { Db } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { seedDemoCatalogue } from "./seed/demo.js";

export const DEFAULT_ADMIN_EMAIL = "admin@avlu.local";
const CREDENTIALS_FILE = "admin-credentials.txt";
const SECRET_FILE = "jwt-secret";

/** JWT_SECRET, else a secret generated once and kept in the data directory so tokens survive restarts. */
export function loadJwtSecret(config: Pick<Config, "jwtSecret" | "dataDir">): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The admin account. With ADMIN_EMAIL/ADMIN_PASSWORD it is created when missing (and made admin
 * again if it was demoted); without them, a first start with no admin generates a random
 * password, prints it once and writes it to DATA_DIR/admin-credentials.txt. Never a fixed password.
 */
async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const now = nowIso();
  if (config.adminEmail && config.adminPassword) {
    const existing = await db.kysely
      .selectFrom("users")
      .select(["id", "role"])
      .where("email", "=", config.adminEmail)
      .executeTakeFirst();
    if (!existing) {
      await db.kysely
        .insertInto("users")
        .values({
          id: newId(),
          name: "Admin",
          email: config.adminEmail,
          password_hash: await hashPassword(config.adminPassword),
          role: "admin",
          created_at: now,
          updated_at: now,
        })
        .execute();
      log.info({ email: config.adminEmail }, "admin account created from ADMIN_EMAIL");
    } else if (existing.role !== "admin") {
      await db.kysely
        .updateTable("users")
        .set({ role: "admin", updated_at: now })
        .where("id", "=", existing.id)
        .execute();
      log.warn({ email: config.adminEmail }, "ADMIN_EMAIL account was not an admin; role restored");
    }
    return;
  }
  const anyAdmin = await db.kysely.selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirst();
  if (anyAdmin) return;
  const password = randomBytes(12).toString("base64url");
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  await db.kysely
    .insertInto("users")
    .values({
      id: newId(),
      name: "Admin",
      email,
      password_hash: await hashPassword(password),
      role: "admin",
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("email").doUpdateSet({ role: "admin", updated_at: now }))
    .execute();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, CREDENTIALS_FILE);
  fs.writeFileSync(
    file,
    `Avlu admin account (generated on first start; change the password under /profile)\nemail: ${email}\npassword: ${password}\n`,
    { mode: 0o600 },
  );
  // Printed once, on purpose: this is how the owner learns the first password.
  log.warn(`\n  Admin account created: ${email} / ${password}\n  (also written to ${file})\n`);
}

/** Serialises start-up work (migrations, seeding) between several processes on one PostgreSQL. */
async function withStartupLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (db.dialect !== "postgres") return fn();
  const { sql } = await import("kysely");
  return db.kysely.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(7260451)`.execute(conn);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(7260451)`.execute(conn);
    }
  });
}

export async function bootstrap(db: Db, config: Config, storage: Storage, log: FastifyBaseLogger): Promise<void> {
  await withStartupLock(db, async () => {
    await migrateToLatest(db, (message, details) => log.info(details, message));
    await ensureAdmin(db, config, log);
    if (config.seedDemo) {
      const seeded = await seedDemoCatalogue(db, storage);
      if (seeded > 0) log.info({ products: seeded }, "demo catalogue loaded");
    }
  });
}
