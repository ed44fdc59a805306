import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { DialectName } from "../database.js";
import { OLTA_CLASSIC_DEFINITION, OLTA_CLASSIC_SLUG } from "./021-olta-classic.js";

/** 24 hex characters like every other id (seconds, then random): a frozen copy, migrations never change. */
function migrationId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, "0");
  return `${seconds}${randomBytes(8).toString("hex")}`;
}

/**
 * Issue 21: the product configurator as data (ADR 2100). A configurator is a slug and a published
 * flag; what it offers and costs lives in immutable versions (the definition as JSON), each save a
 * new one, so a price change never alters what was requested or ordered before it. Order requests
 * may carry a configuration (its snapshot: choices, words and prices at that moment). The OLTA
 * Classic parasol of SPEC is the first configurator, on every shop (the /olta page is not demo data).
 */
export function configurator(dialect: DialectName) {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it is at their step
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("configurators")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("current_version", "integer", (c) => c.notNull())
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("configurator_versions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("configurator_id", "text", (c) => c.notNull().references("configurators.id").onDelete("cascade"))
        .addColumn("version", "integer", (c) => c.notNull().check(sql`version > 0`))
        /** JSON: the whole definition (steps, options, rules, prices in euro cents, exchange rate) */
        .addColumn("definition", "text", (c) => c.notNull())
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addUniqueConstraint("configurator_versions_uq", ["configurator_id", "version"])
        .execute();

      /** JSON snapshot of a configured request; null for a product's colour/packing request. */
      await db.schema.alterTable("order_requests").addColumn("configuration", "text").execute();

      const now = new Date().toISOString();
      const id = migrationId();
      await db
        .insertInto("configurators")
        .values({ id, slug: OLTA_CLASSIC_SLUG, published: 1, current_version: 1, created_at: now, updated_at: now })
        .execute();
      await db
        .insertInto("configurator_versions")
        .values({
          id: migrationId(),
          configurator_id: id,
          version: 1,
          definition: JSON.stringify(OLTA_CLASSIC_DEFINITION),
          created_at: now,
          created_by: null,
        })
        .execute();
    },
  };
}
