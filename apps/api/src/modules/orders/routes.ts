import { errorSchema, idParamsSchema, messageSchema } from "@avlu/contract/common";
import {
  adminOrderPageSchema,
  adminOrderQuerySchema,
  adminOrderUpdateSchema,
  guestKeyQuerySchema,
  orderClaimConfirmSchema,
  orderClaimRequestSchema,
  orderClaimResultSchema,
  orderCreateSchema,
  orderListSchema,
  orderSchema,
  placedOrderSchema,
} from "@avlu/contract/orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../lib/events.js";
import { badRequest } from "../../lib/http-error.js";
import { EN } from "../../lib/messages/catalogue-en.js";
import { messageFor, msg } from "../../lib/messages/message.js";
import { currentUser } from "../../plugins/auth.js";
import type { Mails } from "../mail/service.js";
import { confirmClaim, offerClaim } from "./claims.js";
import { privateLink } from "./guest.js";
import { sendOrderPdf } from "./pdf.js";
import { type CatalogChanges, OrderService } from "./service.js";

export const NO_CART_OWNER = EN["orders.noCartOwner"];

/** The idempotency key: the body's, else the Idempotency-Key header's (8 to 100 characters). */
function idempotencyKey(bodyKey: string | undefined, header: string | string[] | undefined): string | null {
  if (bodyKey) return bodyKey;
  if (header === undefined) return null;
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? "";
  if (value.length < 8 || value.length > 100) {
    throw badRequest(msg("orders.idempotencyKey"));
  }
  return value;
}

export const orderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  events: EventBus;
  mails: Mails;
  catalog: CatalogChanges;
}> = async (app, { db, events, mails, catalog }) => {
  const orders = new OrderService(db, events, mails, catalog);
  const tags = ["orders"];
  const signedIn = { onRequest: app.requireUser };

  app.post(
    "/api/orders",
    {
      // Who is calling is settled first: a token that is not valid is a 401, never a guest.
      onRequest: async (request) => {
        await request.getAuth();
      },
      schema: {
        tags,
        summary:
          "Place an order from the caller's cart (signed in: from the token; guest: by guestId, answering the private link). Prices, delivery, VAT and stock from the database; the same idempotency key answers the same order",
        body: orderCreateSchema,
        response: {
          200: placedOrderSchema,
          201: placedOrderSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await request.getAuth();
      const key = idempotencyKey(request.body.idempotencyKey, request.headers["idempotency-key"]);
      const { guestId } = request.body;
      if (!user && !guestId) throw badRequest(msg("orders.noCartOwner"));
      const owner = user ? { user } : { guestId: guestId as string };
      const { order, created, guestKey } = await orders.create(owner, request.body, key, request.mailContext());
      const body = guestKey ? { ...order, privateLink: privateLink(order._id, guestKey) } : order;
      return reply.code(created ? 201 : 200).send(body);
    },
  );

  app.get(
    "/api/orders",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's orders, newest first",
        response: { 200: orderListSchema, 401: errorSchema },
      },
    },
    async (request) => orders.listOwn((await currentUser(request)).id),
  );

  app.get(
    "/api/orders/:id",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "One order (its owner or an admin; anyone else gets 404)",
        params: idParamsSchema,
        response: { 200: orderSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => orders.getVisible(await currentUser(request), request.params.id),
  );

  app.get(
    "/api/orders/:id/pdf",
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The order's PDF: proforma invoice while unpaid, order summary once paid (its owner or an admin; anyone else 404)",
        params: idParamsSchema,
        response: {
          200: z.string().describe("application/pdf (binary), attachment named after the order reference"),
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await orders.getVisible(await currentUser(request), request.params.id);
      return sendOrderPdf(db.kysely, order, reply);
    },
  );

  app.delete(
    "/api/orders/:id",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Cancel the caller's own order while Pending or Processing (the stock goes back)",
        params: idParamsSchema,
        response: { 200: orderSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => orders.cancelOwn(await currentUser(request), request.params.id, request.mailContext()),
  );

  /* ---------------------------------------------------------------- claiming guest orders (ADR 1909) */

  const claimTags = ["orders: claims"];
  // A shopper asks rarely; this keeps a script from filling a mailbox.
  const claimLimit = app.rateLimit({
    max: 5,
    timeWindow: 60 * 60_000,
    groupId: "order-claims",
    keyGenerator: (request) => `claim:${request.headers.authorization ?? request.ip}`,
  } as Parameters<typeof app.rateLimit>[0]);
  app.post(
    "/api/orders/claims",
    {
      ...signedIn,
      preHandler: [claimLimit],
      schema: {
        tags: claimTags,
        summary:
          "Mail the account's address a single-use link that adds the orders placed as a guest with it (the same answer whether there are any)",
        body: orderClaimRequestSchema,
        response: { 202: messageSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await offerClaim(db, mails, await currentUser(request), request.mailContext(), true);
      return reply.code(202).send({ message: messageFor(request, msg("orders.claimRequested")) });
    },
  );

  app.post(
    "/api/orders/claims/confirm",
    {
      ...signedIn,
      preHandler: [claimLimit],
      schema: {
        tags: claimTags,
        summary:
          "Follow the mailed link: the guest orders of the account's e-mail join the account (the link's own account only, once, before it expires)",
        body: orderClaimConfirmSchema,
        response: { 200: orderClaimResultSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const claimed = await confirmClaim(db, await currentUser(request), request.body.token);
      return {
        claimed,
        message: messageFor(
          request,
          claimed === 1 ? msg("orders.claimedOne") : msg("orders.claimedMany", { count: claimed }),
        ),
      };
    },
  );

  /* ---------------------------------------------------------------- guest orders by private link */

  const guestTags = ["orders: guests"];
  app.get(
    "/api/guest-orders/:id",
    {
      schema: {
        tags: guestTags,
        summary: "A guest order by its private link's key (a wrong or missing key is 404)",
        params: idParamsSchema,
        querystring: guestKeyQuerySchema,
        response: { 200: orderSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return orders.getByKey(request.params.id, request.query.key);
    },
  );

  app.get(
    "/api/guest-orders/:id/pdf",
    {
      schema: {
        tags: guestTags,
        summary: "A guest order's PDF by its private link's key (a wrong or missing key is 404)",
        params: idParamsSchema,
        querystring: guestKeyQuerySchema,
        response: {
          200: z.string().describe("application/pdf (binary), attachment named after the order reference"),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) =>
      sendOrderPdf(db.kysely, await orders.getByKey(request.params.id, request.query.key), reply),
  );

  app.delete(
    "/api/guest-orders/:id",
    {
      schema: {
        tags: guestTags,
        summary: "Cancel a guest order by its private link's key while Pending or Processing (the stock goes back)",
        params: idParamsSchema,
        querystring: guestKeyQuerySchema,
        response: { 200: orderSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => orders.cancelOwn({ key: request.query.key }, request.params.id, request.mailContext()),
  );

  /* ---------------------------------------------------------------- admin */

  const adminTags = ["admin: orders"];
  const admin = { onRequest: app.requireAdmin };
  const adminErrors = { 401: errorSchema, 403: errorSchema };

  app.get(
    "/api/admin/orders",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "Orders, newest first: filter by status, search by reference, name or e-mail, paged (admin)",
        querystring: adminOrderQuerySchema,
        response: { 200: adminOrderPageSchema, 400: errorSchema, ...adminErrors },
      },
    },
    async (request) => orders.adminList(request.query),
  );

  app.get(
    "/api/admin/orders/:id",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "One order (admin)",
        params: idParamsSchema,
        response: { 200: orderSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => orders.adminGet(request.params.id),
  );

  app.put(
    "/api/admin/orders/:id",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "Change status and/or payment (admin); Delivered sets isDelivered, Cancelled puts the stock back",
        params: idParamsSchema,
        body: adminOrderUpdateSchema,
        response: { 200: orderSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request) => orders.adminUpdate(request.params.id, request.body, request.mailContext()),
  );

  app.delete(
    "/api/admin/orders/:id",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "Delete an order (admin); units still held for it go back on the shelf",
        params: idParamsSchema,
        response: { 200: messageSchema, 404: errorSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      await orders.adminDelete(request.params.id);
      return { message: "Order deleted" };
    },
  );
};
