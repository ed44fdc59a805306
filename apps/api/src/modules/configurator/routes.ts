import { errorSchema } from "@avlu/contract/common";
import {
  configuratorSchema,
  configuratorSlugParamsSchema,
  quoteAnswerSchema,
  quoteRequestSchema,
} from "@avlu/contract/configurator";
import { fromPrices } from "@avlu/contract/configurator-price";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../lib/messages/language.js";
import type { ConfiguratorService } from "./service.js";

/** The shoppers' side of the configurator (issue 21, ADR 2103): its definition, and pricing a configuration. */
export const configuratorRoutes: FastifyPluginAsyncZod<{ configurators: ConfiguratorService }> = async (
  app,
  { configurators },
) => {
  const tags = ["configurator"];

  app.get(
    "/api/configurators/:slug",
    {
      config: { cache: "configurator" },
      schema: {
        tags,
        summary: "A configurable product's definition: steps, options, allowed combinations, prices (euro cents)",
        params: configuratorSlugParamsSchema,
        response: { 200: configuratorSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const record = await configurators.published(request.params.slug);
      return {
        _id: record.id,
        slug: record.slug,
        version: record.version,
        updatedAt: record.updatedAt,
        definition: record.definition,
        fromCents: fromPrices(record.definition),
      };
    },
  );

  app.post(
    "/api/configurators/:slug/quote",
    {
      schema: {
        tags,
        summary:
          "Validate and price a configuration on the server. strict (default): 400 naming each invalid choice; correct: the nearest valid configuration with notes",
        params: configuratorSlugParamsSchema,
        body: quoteRequestSchema,
        response: { 200: quoteAnswerSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const record = await configurators.published(request.params.slug);
      const result = configurators.evaluate(
        record,
        request.body.configuration,
        request.body.mode,
        requestLanguage(request),
      );
      return {
        slug: record.slug,
        version: record.version,
        configuration: result.configuration,
        query: result.query,
        notes: result.notes,
        quote: result.quote,
        summary: result.summary,
      };
    },
  );
};
