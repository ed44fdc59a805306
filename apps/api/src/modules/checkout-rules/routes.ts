import {
  checkoutQuoteQuerySchema,
  checkoutQuoteSchema,
  checkoutRulesSchema,
  deliveryRulesInputSchema,
  deliveryRulesSchema,
  leadTimeRulesInputSchema,
  leadTimeRulesSchema,
  vatRulesInputSchema,
  vatRulesSchema,
} from "@avlu/contract/checkout";
import { errorSchema } from "@avlu/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../lib/events.js";
import { badRequest } from "../../lib/http-error.js";
import { nowIso } from "../../lib/ids.js";
import { requestLanguage } from "../../lib/messages/language.js";
import { quoteCart } from "./quote.js";
import * as repo from "./repository.js";

/**
 * The rules checkout applies (delivery zones and fees, VAT rates, lead times): read by anyone,
 * changed by admins in /admin/shop. Placed orders keep what they were charged (ADR 1901).
 */
export const checkoutRulesRoutes: FastifyPluginAsyncZod<{ db: Db; events: EventBus }> = async (app, { db, events }) => {
  const admin = { onRequest: app.requireAdmin };
  const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
  const tags = ["admin: shop"];

  app.get(
    "/api/checkout/rules",
    {
      // Shop settings: product pages show lead times, so a change drops the cached pages too.
      config: { cache: "settings" },
      schema: {
        tags: ["checkout"],
        summary: "Delivery zones and fees, free-delivery threshold, assembly, VAT rates and lead times",
        response: { 200: checkoutRulesSchema },
      },
    },
    async () => repo.getCheckoutRules(db.kysely),
  );

  app.get(
    "/api/checkout/quote",
    {
      // Who is calling is settled first: a token that is not valid is a 401, never a guest.
      onRequest: async (request) => {
        await request.getAuth();
      },
      schema: {
        tags: ["checkout"],
        summary:
          "The caller's cart priced for a destination: delivery line, total, VAT contained, lead times (signed in: from the token; guest: by guestId)",
        querystring: checkoutQuoteQuerySchema,
        response: { 200: checkoutQuoteSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await request.getAuth();
      const { guestId, country, province, assembly } = request.query;
      const owner = user ? { userId: user.id } : guestId ? { guestId } : null;
      reply.header("cache-control", "private, no-store");
      return quoteCart(db.kysely, owner, { country, province }, assembly, requestLanguage(request));
    },
  );

  app.put(
    "/api/admin/delivery",
    {
      ...admin,
      schema: {
        tags,
        summary:
          "Replace the delivery rules (admin): zones by province, one for the rest of Türkiye, one abroad; threshold; assembly",
        body: deliveryRulesInputSchema,
        response: { 200: deliveryRulesSchema, ...adminErrors },
      },
    },
    async (request) => {
      await db.kysely.transaction().execute((tx) => repo.replaceDeliveryRules(tx, request.body, nowIso()));
      events.publish("settings");
      return repo.getDeliveryRules(db.kysely);
    },
  );

  app.put(
    "/api/admin/vat",
    {
      ...admin,
      schema: {
        tags,
        summary: "Set the VAT rate (prices include it) and any category's own rate (admin)",
        body: vatRulesInputSchema,
        response: { 200: vatRulesSchema, ...adminErrors },
      },
    },
    async (request) => {
      await repo.putVatRules(
        db.kysely,
        { rate: request.body.rate, categoryRates: { ...request.body.categoryRates } as Record<string, number> },
        nowIso(),
      );
      events.publish("settings");
      return repo.getVatRules(db.kysely);
    },
  );

  app.put(
    "/api/admin/lead-times",
    {
      ...admin,
      schema: {
        tags,
        summary:
          "Set the default lead times (in stock, on order), each brand's own, and variants (by SKU) kept in stock or ordered from the maker with their own window (admin)",
        body: leadTimeRulesInputSchema,
        response: { 200: leadTimeRulesSchema, ...adminErrors },
      },
    },
    async (request) => {
      await db.kysely.transaction().execute(async (tx) => {
        // A variant rule names a variant the shop sells (ADR 1910).
        const skus = request.body.variants?.map((v) => v.sku) ?? [];
        const unknown = skus.length ? await repo.unknownSkus(tx, skus) : [];
        if (unknown.length > 0) throw badRequest(`No variant has the SKU ${unknown.slice(0, 5).join(", ")}`);
        await repo.replaceLeadTimeRules(tx, request.body);
      });
      events.publish("settings");
      return repo.getLeadTimeRules(db.kysely);
    },
  );
};
