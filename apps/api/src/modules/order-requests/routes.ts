import { errorSchema, messageSchema } from "@avlu/contract/common";
import { configuredOrderRequestSchema } from "@avlu/contract/configurator";
import { configuratorPagePath } from "@avlu/contract/configurator-model";
import { orderRequestSchema } from "@avlu/contract/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.js";
import { badRequest } from "../../lib/http-error.js";
import { newId, nowIso } from "../../lib/ids.js";
import { EN } from "../../lib/messages/catalogue-en.js";
import { messageFor, msg } from "../../lib/messages/message.js";
import type { CatalogService } from "../catalog/service.js";
import type { ConfiguratorService } from "../configurator/service.js";
import type { Mails } from "../mail/service.js";
import { insertOrderRequest } from "./repository.js";

/** Requests one client address may record per window; a shopper comparing products stays far below it. */
export const ORDER_REQUEST_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 } as const;
export const ORDER_REQUEST_RECORDED = EN["requests.recorded"];
/** The packing a product without a packing list is sold in (SPEC §4). */
const DEFAULT_PACKING = "1";

export const orderRequestRoutes: FastifyPluginAsyncZod<{
  db: Db;
  catalog: CatalogService;
  configurators: ConfiguratorService;
  mails: Mails;
}> = async (app, { db, catalog, configurators, mails }) => {
  const perAddress = app.rateLimit({ ...ORDER_REQUEST_RATE_LIMIT, groupId: "order-requests" });

  app.post(
    "/api/order-requests",
    {
      preHandler: [perAddress],
      schema: {
        tags: ["site"],
        summary: "Record that a shopper opened a WhatsApp or e-mail order request for a product (open to guests)",
        body: orderRequestSchema,
        response: { 201: messageSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { productId, channel } = request.body;
      // Published products only: a visitor cannot ask for what the shop does not show.
      const product = await catalog.get(productId, false);

      let color = "";
      if (product.colors.length > 0) {
        const wanted = request.body.color.toLowerCase();
        if (!wanted) throw badRequest(msg("requests.colourRequired"));
        const match = product.colors.find((c) => c.toLowerCase() === wanted);
        if (!match) throw badRequest(msg("requests.colourNotOffered"));
        color = match;
      } else if (request.body.color) {
        throw badRequest(msg("cart.noColours"));
      }

      const packings = product.packings.length > 0 ? product.packings : [DEFAULT_PACKING];
      const packing = request.body.packing;
      if (!packing) throw badRequest(msg("requests.packingRequired"));
      if (!packings.includes(packing)) throw badRequest(msg("requests.packingNotOffered"));

      const row = {
        id: newId(),
        productId: product._id,
        productName: product.name,
        color,
        packing,
        channel,
        createdAt: nowIso(),
      };
      await db.kysely.transaction().execute(async (tx) => {
        await insertOrderRequest(tx, row);
        await mails.orderRequest(
          tx,
          {
            productId: row.productId,
            productName: row.productName,
            color,
            packing,
            channel,
            requestedAt: row.createdAt,
          },
          request.mailContext(),
        );
      });
      mails.notify();
      return reply.code(201).send({ message: messageFor(request, msg("requests.recorded")) });
    },
  );

  app.post(
    "/api/order-requests/configured",
    {
      preHandler: [perAddress],
      schema: {
        tags: ["site"],
        summary:
          "Record a WhatsApp or e-mail order request for a configured product, with its choices and server price (open to guests); 400 names each invalid choice",
        body: configuredOrderRequestSchema,
        response: { 201: messageSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { channel } = request.body;
      const record = await configurators.published(request.body.configurator);
      // The page sends what it shows, already corrected: anything else is a tampered or stale request.
      const evaluation = configurators.evaluate(record, request.body.configuration, "strict");
      const ctx = request.mailContext();
      const link = `${ctx.baseUrl}${configuratorPagePath(record.slug)}?${evaluation.query}`;
      const name = record.definition.name;
      const row = {
        id: newId(),
        // The configurator's id groups its requests on the dashboard like a product's.
        productId: record.id,
        productName: name,
        color: "",
        packing: "",
        channel,
        createdAt: nowIso(),
        configuration: JSON.stringify({
          configuratorId: record.id,
          slug: record.slug,
          version: record.version,
          versionId: record.versionId,
          name,
          query: evaluation.query,
          configuration: evaluation.configuration,
          summary: evaluation.summary,
          quote: evaluation.quote,
        }),
      };
      await db.kysely.transaction().execute(async (tx) => {
        await insertOrderRequest(tx, row);
        await mails.orderRequest(
          tx,
          {
            productId: record.id,
            productName: name,
            color: "",
            packing: "",
            channel,
            requestedAt: row.createdAt,
            configuration: {
              lines: evaluation.summary.map((l): [string, string] => [l.label, l.value]),
              groups: evaluation.quote.groups,
              totalCents: evaluation.quote.totalCents,
              link,
            },
          },
          ctx,
        );
      });
      mails.notify();
      return reply.code(201).send({ message: messageFor(request, msg("requests.recorded")) });
    },
  );
};
