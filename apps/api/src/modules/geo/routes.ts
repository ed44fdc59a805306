import { trGeoSchema } from "@avlu/contract/checkout";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { etagOf, ifNoneMatch } from "../../lib/etag.js";
import { trProvinces } from "./provinces.js";

/** The list changes only with a new release of the package: browsers keep it for a day. */
const GEO_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  let answer: { body: string; etag: string } | undefined;

  app.get(
    "/api/geo/tr",
    {
      schema: {
        tags: ["checkout"],
        summary: "Türkiye's 81 provinces (plate code, name) with their districts, for address forms",
        response: { 200: trGeoSchema },
      },
    },
    async (request, typedReply) => {
      // The answer is serialised once and sent as it is (it never changes while the process runs).
      const reply = typedReply as unknown as FastifyReply;
      if (!answer) {
        const body = JSON.stringify({ provinces: await trProvinces() });
        answer = { body, etag: etagOf(body) };
      }
      reply.header("cache-control", GEO_CACHE_CONTROL).header("etag", answer.etag);
      if (ifNoneMatch(request, answer.etag)) return reply.code(304).send();
      return reply.type("application/json; charset=utf-8").send(answer.body);
    },
  );
};
