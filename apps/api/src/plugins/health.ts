import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/database.js";

/**
 * /healthz: the process answers. /readyz: it can serve shoppers (the database answers); `catalogue`
 * says whether the catalogue index is whole or, after a first start, still reading the search
 * words and listing JSON while it serves (ADR 1511).
 */
export const healthPlugin = fp<{ db: Db; catalogue: () => "complete" | "reading" }>(
  async (app: FastifyInstance, { db, catalogue }) => {
    app.get("/healthz", { schema: { hide: true }, logLevel: "warn" }, async () => ({ status: "ok" }));
    app.get("/readyz", { schema: { hide: true }, logLevel: "warn" }, async (_request, reply) => {
      try {
        await db.ping();
        return { status: "ready", database: db.dialect, catalogue: catalogue() };
      } catch {
        return reply.code(503).send({ status: "unavailable", message: "The database cannot be reached" });
      }
    });
  },
);
