import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/database.js";

/** /healthz: the process answers. /readyz: it can serve shoppers (the database answers). */
export const healthPlugin = fp<{ db: Db }>(async (app: FastifyInstance, { db }) => {
  app.get("/healthz", { schema: { hide: true }, logLevel: "warn" }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true }, logLevel: "warn" }, async (_request, reply) => {
    try {
      await db.ping();
      return { status: "ready", database: db.dialect };
    } catch {
      return reply.code(503).send({ status: "unavailable", message: "The database cannot be reached" });
    }
  });
});
