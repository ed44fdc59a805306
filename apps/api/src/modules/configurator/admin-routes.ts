import { errorSchema } from "@avlu/contract/common";
import {
  adminConfiguratorSchema,
  configuratorCreateSchema,
  configuratorIdParamsSchema,
  configuratorSummarySchema,
  configuratorUpdateSchema,
} from "@avlu/contract/configurator";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { conflict, notFound } from "../../lib/http-error.js";
import { isId, newId, nowIso } from "../../lib/ids.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { currentUser } from "../../plugins/auth.js";
import {
  type ConfiguratorRecord,
  findById,
  insertConfigurator,
  insertVersion,
  listAll,
  slugTaken,
  updateHead,
  versionsOf,
} from "./repository.js";
import { CONFIGURATOR_NOT_FOUND, type ConfiguratorService } from "./service.js";

const summary = (r: ConfiguratorRecord) => ({
  _id: r.id,
  slug: r.slug,
  name: r.definition.name,
  brand: r.definition.brand,
  published: r.published,
  version: r.version,
  updatedAt: r.updatedAt,
});

/**
 * The owner's side (ADR 2100): every configurator with its current definition and history; a new
 * configurable product; a changed definition saved as the next version (never over an older one:
 * placed orders and requests keep the version they were priced with).
 */
export const configuratorAdminRoutes: FastifyPluginAsyncZod<{ db: Db; configurators: ConfiguratorService }> = async (
  app,
  { db, configurators },
) => {
  const tags = ["admin: configurator"];
  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

  const detail = async (id: string) => {
    const record = isId(id) ? await findById(db.kysely, id) : undefined;
    if (!record) throw notFound(CONFIGURATOR_NOT_FOUND);
    return { ...summary(record), definition: record.definition, versions: await versionsOf(db.kysely, id) };
  };

  app.get(
    "/api/admin/configurators",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: "Every configurator (admin), published or not",
        response: { 200: z.array(configuratorSummarySchema), ...errors },
      },
    },
    async () => (await listAll(db.kysely)).map(summary),
  );

  app.get(
    "/api/admin/configurators/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: "A configurator's current definition and its version history (admin)",
        params: configuratorIdParamsSchema,
        response: { 200: adminConfiguratorSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => detail(request.params.id),
  );

  app.post(
    "/api/admin/configurators",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: "Add a configurable product with its own steps, rules and prices (admin)",
        body: configuratorCreateSchema,
        response: { 201: adminConfiguratorSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { slug, published, definition } = request.body;
      const id = newId();
      const now = nowIso();
      const taken = () => conflict(`A configurator with the address name "${slug}" exists`);
      if (await slugTaken(db.kysely, slug)) throw taken();
      try {
        await db.kysely.transaction().execute(async (tx) => {
          await insertConfigurator(tx, { id, slug, published, now });
          await insertVersion(tx, { id: newId(), configuratorId: id, version: 1, definition, by: user.id, now });
        });
      } catch (err) {
        throw isUniqueViolation(err) ? taken() : err;
      }
      configurators.changed();
      return reply.code(201).send(await detail(id));
    },
  );

  app.put(
    "/api/admin/configurators/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          "Save a changed definition as the next version and/or publish or withdraw it (admin); 409 when another save came first",
        params: configuratorIdParamsSchema,
        body: configuratorUpdateSchema,
        response: { 200: adminConfiguratorSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const { id } = request.params;
      const { baseVersion, definition, published } = request.body;
      const record = isId(id) ? await findById(db.kysely, id) : undefined;
      if (!record) throw notFound(CONFIGURATOR_NOT_FOUND);
      const stale = () =>
        conflict(
          `The configurator was saved by someone else since version ${baseVersion} (now version ${record.version}); reload it and make your change again`,
        );
      if (record.version !== baseVersion) throw stale();
      const next = definition ? baseVersion + 1 : baseVersion;
      const now = nowIso();
      try {
        await db.kysely.transaction().execute(async (tx) => {
          if (definition) {
            await insertVersion(tx, { id: newId(), configuratorId: id, version: next, definition, by: user.id, now });
          }
          // A save racing this one moved the head (or took the version number): nothing of ours stays.
          if (!(await updateHead(tx, id, { from: baseVersion, to: next, published, now }))) throw stale();
        });
      } catch (err) {
        throw isUniqueViolation(err) ? stale() : err;
      }
      configurators.changed();
      return detail(id);
    },
  );
};
