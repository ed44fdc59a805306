import { errorSchema, messageSchema } from "@avlu/contract/common";
import { orderRequestSchema } from "@avlu/contract/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.js";
import { badRequest } from "../../lib/http-error.js";
import { newId, nowIso } from "../../lib/ids.js";
import type { CatalogService } from "../catalog/service.js";
import type { Mails } from "../mail/service.js";
import { insertOrderRequest } from "./repository.js";

/** Requests one client address may record per window; a shopper comparing products stays far below it. */
export const ORDER_REQUEST_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 } as const;
export const ORDER_REQUEST_RECORDED = "Order request recorded";
/** The packing a product without a packing list is sold in (SPEC §4). */
const DEFAULT_PACKING = "1";

export const orderRequestRoutes: FastifyPluginAsyncZod<{ db: Db; catalog: CatalogService; mails: Mails }> = async (
  app,
  { db, catalog, mails },
) => {
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
        if (!wanted) throw badRequest("Invalid body: color is required for this product");
        const match = product.colors.find((c) => c.toLowerCase() === wanted);
        if (!match) throw badRequest("Invalid body: color is not one of this product's colours");
        color = match;
      } else if (request.body.color) {
        throw badRequest("Invalid body: this product has no colour options");
      }

      const packings = product.packings.length > 0 ? product.packings : [DEFAULT_PACKING];
      const packing = request.body.packing;
      if (!packing) throw badRequest("Invalid body: packing is required");
      if (!packings.includes(packing)) throw badRequest("Invalid body: packing is not one of this product's options");

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
      return reply.code(201).send({ message: ORDER_REQUEST_RECORDED });
    },
  );
};
