import {
  cartAddSchema,
  cartConfiguredAddSchema,
  cartConfiguredRemoveSchema,
  cartConfiguredUpdateSchema,
  cartMergeSchema,
  cartQuerySchema,
  cartRemoveSchema,
  cartSchema,
  cartUpdateSchema,
} from "@avlu/contract/cart";
import { errorSchema } from "@avlu/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../lib/events.js";
import { serializeOncePerObject } from "../../lib/serialize-once.js";
import { currentUser } from "../../plugins/auth.js";
import type { ConfiguratorService } from "../configurator/service.js";
import { type Caller, CartService } from "./service.js";

/**
 * Cart routes. A signed-in caller's cart is found from the token (a userId in the query is never
 * trusted); a guest's from the server-issued guestId, which the first write hands out.
 */
export const cartRoutes: FastifyPluginAsyncZod<{
  db: Db;
  events: EventBus;
  configurators: ConfiguratorService;
}> = async (app, { db, events, configurators }) => {
  const cart = new CartService(db, events, configurators);
  const tags = ["cart"];
  const caller = async (request: { getAuth(): Promise<{ id: string } | null> }): Promise<Caller> => {
    const user = await request.getAuth();
    return user ? { id: user.id } : null;
  };
  /** The options of a cart write: its summary and body schema; it answers the cart or one of the write errors. */
  const write = <Body>(summary: string, body: Body) => ({
    schema: {
      tags,
      summary,
      body,
      response: { 200: cartSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  });

  // Who is calling is settled before the body is read: a token that is not valid is a 401, never a
  // guest. A guest's request (no Authorization header) has nothing to settle and no promise to wait on.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!request.headers.authorization) return done();
    request.getAuth().then(() => done(), done);
  });

  app.get(
    "/api/cart",
    {
      schema: {
        tags,
        summary: "The caller's cart (signed in: from the token; guest: by guestId). Unknown ids are an empty cart.",
        querystring: cartQuerySchema,
        response: { 200: cartSchema, 400: errorSchema, 401: errorSchema },
      },
      // A read is mostly the cart cache's object: its JSON is written once.
      serializerCompiler: serializeOncePerObject,
    },
    async (request) => cart.get(await caller(request), request.query.guestId),
  );

  app.post(
    "/api/cart",
    write(
      "Add a variant (product + colour + packing; the same ones add up, 409 beyond that variant's stock); a guest's first write creates their cart",
      cartAddSchema,
    ),
    async (request) => cart.add(await caller(request), request.body),
  );

  app.put("/api/cart", write("Set a line's quantity (0 removes it)", cartUpdateSchema), async (request) =>
    cart.update(await caller(request), request.body),
  );

  app.delete("/api/cart", write("Remove a line", cartRemoveSchema), async (request) =>
    cart.remove(await caller(request), request.body),
  );

  app.post(
    "/api/cart/configured",
    write(
      "Add a configured product (issue 21) as one line, priced by the server from the configurator's current version; 400 names each invalid choice",
      cartConfiguredAddSchema,
    ),
    async (request) => cart.addConfigured(await caller(request), request.body),
  );

  app.put(
    "/api/cart/configured",
    write("Set a configured line's quantity (0 removes it)", cartConfiguredUpdateSchema),
    async (request) => cart.updateConfigured(await caller(request), request.body),
  );

  app.delete("/api/cart/configured", write("Remove a configured line", cartConfiguredRemoveSchema), async (request) =>
    cart.removeConfigured(await caller(request), request.body),
  );

  app.post(
    "/api/cart/merge",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "After sign-in: fold the guest cart into the user's cart (lines add up, capped at the stock)",
        body: cartMergeSchema,
        response: { 200: cartSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => cart.merge((await currentUser(request)).id, request.body.guestId),
  );
};
