import { errorSchema, messageSchema } from "@avlu/contract/common";
import { subscribeSchema } from "@avlu/contract/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.js";
import { conflict } from "../../lib/http-error.js";
import { newId, nowIso } from "../../lib/ids.js";
import { EN } from "../../lib/messages/catalogue-en.js";
import { messageFor, msg } from "../../lib/messages/message.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import * as repo from "./repository.js";

export const SUBSCRIBED = EN["newsletter.subscribed"];
export const ALREADY_SUBSCRIBED = EN["newsletter.alreadySubscribed"];

/** Sign-ups per client address and minute: enough for a household, too few to probe the list. */
export const SUBSCRIBE_PER_MINUTE = 10;

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const throttle = app.rateLimit({ max: SUBSCRIBE_PER_MINUTE, timeWindow: 60_000, groupId: "newsletter" });

  app.post(
    "/api/subscribe",
    {
      preHandler: [throttle],
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe an e-mail address to the newsletter (open to everyone)",
        body: subscribeSchema,
        response: { 201: messageSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      // emailSchema has already trimmed and lower-cased the address, so one person is one row.
      const { email } = request.body;
      if (await repo.isSubscribed(db.kysely, email)) throw conflict(msg("newsletter.alreadySubscribed"));
      try {
        await repo.insertSubscriber(db.kysely, { id: newId(), email, now: nowIso() });
      } catch (err) {
        // Two sign-ups of the same address at once: the unique index lets one through.
        if (isUniqueViolation(err)) throw conflict(msg("newsletter.alreadySubscribed"));
        throw err;
      }
      return reply.code(201).send({ message: messageFor(request, msg("newsletter.subscribed")) });
    },
  );
};
