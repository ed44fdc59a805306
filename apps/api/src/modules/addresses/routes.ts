import {
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  type SavedAddressInput,
  savedAddressInputSchema,
  savedAddressListSchema,
  savedAddressSchema,
} from "@avlu/contract/checkout";
import { errorSchema, idParamsSchema, messageSchema } from "@avlu/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db, Tx } from "../../db/database.js";
import { conflict, notFound } from "../../lib/http-error.js";
import { isId, newId, nowIso } from "../../lib/ids.js";
import { messageFor, msg } from "../../lib/messages/message.js";
import { currentUser } from "../../plugins/auth.js";
import { normaliseAddress } from "../geo/address.js";
import * as repo from "./repository.js";

const ADDRESS_NOT_FOUND = msg("address.notFound");

/**
 * A signed-in shopper's saved delivery addresses (ADR 1904). Each belongs to one account: any
 * other caller gets the same 404 as for an address that does not exist. There is always exactly
 * one default while the shopper has addresses.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["addresses"];
  const signedIn = { onRequest: app.requireUser };

  /** One write at a time per shopper (the default flag and the limit stay right under concurrency). */
  const forUser = <T>(userId: string, fn: (tx: Tx) => Promise<T>) =>
    db.kysely.transaction().execute(async (tx) => {
      if (db.dialect === "postgres") {
        await tx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
      }
      return fn(tx);
    });

  const checked = async (input: SavedAddressInput): Promise<SavedAddressInput> =>
    (await normaliseAddress(input)).address;

  const load = async (userId: string, id: string): Promise<SavedAddress> => {
    const row = await repo.findOwn(db.kysely, userId, id);
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return repo.toSavedAddress(row);
  };

  app.get(
    "/api/addresses",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's saved addresses, the default first",
        response: { 200: savedAddressListSchema, 401: errorSchema },
      },
    },
    async (request) => repo.listAddresses(db.kysely, (await currentUser(request)).id),
  );

  app.post(
    "/api/addresses",
    {
      ...signedIn,
      schema: {
        tags,
        summary: `Save an address (Türkiye: province and district from the list, postal code of the province; at most ${MAX_SAVED_ADDRESSES})`,
        body: savedAddressInputSchema,
        response: { 201: savedAddressSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const input = await checked(request.body);
      const id = newId();
      await forUser(user.id, async (tx) => {
        const count = await repo.countOwn(tx, user.id);
        if (count >= MAX_SAVED_ADDRESSES) {
          throw conflict(msg("address.limit", { max: MAX_SAVED_ADDRESSES }));
        }
        await repo.insertAddress(tx, { id, userId: user.id, input, isDefault: count === 0, now: nowIso() });
        if (input.isDefault && count > 0) await repo.setDefault(tx, user.id, id);
      });
      return reply.code(201).send(await load(user.id, id));
    },
  );

  app.put(
    "/api/addresses/:id",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Change one of the caller's addresses; isDefault true makes it the default",
        params: idParamsSchema,
        body: savedAddressInputSchema,
        response: { 200: savedAddressSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const { id } = request.params;
      if (!isId(id)) throw notFound(ADDRESS_NOT_FOUND);
      const input = await checked(request.body);
      await forUser(user.id, async (tx) => {
        if (!(await repo.findOwn(tx, user.id, id))) throw notFound(ADDRESS_NOT_FOUND);
        await repo.updateAddress(tx, id, input, nowIso());
        if (input.isDefault) await repo.setDefault(tx, user.id, id);
      });
      return load(user.id, id);
    },
  );

  app.delete(
    "/api/addresses/:id",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Delete one of the caller's addresses (the newest other one becomes the default)",
        params: idParamsSchema,
        response: { 200: messageSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const { id } = request.params;
      if (!isId(id)) throw notFound(ADDRESS_NOT_FOUND);
      await forUser(user.id, async (tx) => {
        const row = await repo.findOwn(tx, user.id, id);
        if (!row) throw notFound(ADDRESS_NOT_FOUND);
        await repo.deleteAddress(tx, id);
        const next = row.is_default === 1 ? await repo.newestOwn(tx, user.id) : undefined;
        if (next) await repo.setDefault(tx, user.id, next.id);
      });
      return { message: messageFor(request, msg("address.deleted")) };
    },
  );
};
