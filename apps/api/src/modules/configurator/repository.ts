import type { ConfiguratorDefinition } from "@avlu/contract/configurator-model";
import type { Q } from "../../db/database.js";

/** A configurator with its current version. */
export interface ConfiguratorRecord {
  id: string;
  slug: string;
  published: boolean;
  version: number;
  /** The id of the current version's row (kept on order lines and requests). */
  versionId: string;
  definition: ConfiguratorDefinition;
  /** When the current version was saved. */
  updatedAt: string;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

function current(db: Q) {
  return db
    .selectFrom("configurators as c")
    .innerJoin("configurator_versions as v", (j) =>
      j.onRef("v.configurator_id", "=", "c.id").onRef("v.version", "=", "c.current_version"),
    )
    .select([
      "c.id",
      "c.slug",
      "c.published",
      "c.current_version",
      "v.id as version_id",
      "v.definition",
      "v.created_at",
    ]);
}

type CurrentRow = {
  id: string;
  slug: string;
  published: number;
  current_version: number;
  version_id: string;
  definition: string;
  created_at: unknown;
};

function toRecord(r: CurrentRow): ConfiguratorRecord {
  return {
    id: r.id,
    slug: r.slug,
    published: r.published === 1,
    version: r.current_version,
    versionId: r.version_id,
    // Saved only after passing the definition schema (admin routes) or frozen in a migration.
    definition: JSON.parse(r.definition) as ConfiguratorDefinition,
    updatedAt: iso(r.created_at),
  };
}

export async function findBySlug(db: Q, slug: string): Promise<ConfiguratorRecord | undefined> {
  const row = await current(db).where("c.slug", "=", slug).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function findById(db: Q, id: string): Promise<ConfiguratorRecord | undefined> {
  const row = await current(db).where("c.id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function listAll(db: Q): Promise<ConfiguratorRecord[]> {
  const rows = await current(db).orderBy("c.created_at").orderBy("c.id").execute();
  return rows.map(toRecord);
}

/** Names of the configurators among `ids` (current version), for lists that mix products and configurators. */
export async function namesOf(db: Q, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await current(db).where("c.id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, toRecord(r).definition.name]));
}

export async function versionsOf(db: Q, id: string) {
  const rows = await db
    .selectFrom("configurator_versions as v")
    .leftJoin("users as u", "u.id", "v.created_by")
    .select(["v.version", "v.created_at", "u.name"])
    .where("v.configurator_id", "=", id)
    .orderBy("v.version", "desc")
    .execute();
  return rows.map((r) => ({ version: r.version, createdAt: iso(r.created_at), createdBy: r.name ?? "" }));
}

export async function slugTaken(db: Q, slug: string): Promise<boolean> {
  return !!(await db.selectFrom("configurators").select("id").where("slug", "=", slug).executeTakeFirst());
}

export async function insertConfigurator(
  db: Q,
  row: { id: string; slug: string; published: boolean; now: string },
): Promise<void> {
  await db
    .insertInto("configurators")
    .values({
      id: row.id,
      slug: row.slug,
      published: row.published ? 1 : 0,
      current_version: 1,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function insertVersion(
  db: Q,
  row: {
    id: string;
    configuratorId: string;
    version: number;
    definition: ConfiguratorDefinition;
    by: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto("configurator_versions")
    .values({
      id: row.id,
      configurator_id: row.configuratorId,
      version: row.version,
      definition: JSON.stringify(row.definition),
      created_at: row.now,
      created_by: row.by,
    })
    .execute();
}

/**
 * Moves a configurator from `from` to `to` (and/or sets its published flag) only if its current
 * version is still `from`: false when someone else saved in between.
 */
export async function updateHead(
  db: Q,
  id: string,
  change: { from: number; to: number; published?: boolean; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable("configurators")
    .set({
      current_version: change.to,
      updated_at: change.now,
      ...(change.published === undefined ? {} : { published: change.published ? 1 : 0 }),
    })
    .where("id", "=", id)
    .where("current_version", "=", change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
