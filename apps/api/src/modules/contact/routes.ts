import { errorSchema, messageSchema } from "@avlu/contract/common";
import { contactSchema } from "@avlu/contract/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.js";
import { newId, nowIso } from "../../lib/ids.js";
import { EN } from "../../lib/messages/catalogue-en.js";
import { messageFor, msg } from "../../lib/messages/message.js";
import type { Mails } from "../mail/service.js";
import { insertContactMessage } from "./repository.js";

/** Messages one client address may send per window: enough for a real visitor, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 15 * 60_000 } as const;
export const CONTACT_RECEIVED = EN["contact.received"];

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; mails: Mails }> = async (app, { db, mails }) => {
  const perAddress = app.rateLimit({ ...CONTACT_RATE_LIMIT, groupId: "contact" });

  app.post(
    "/api/contact",
    {
      preHandler: [perAddress],
      schema: {
        tags: ["site"],
        summary: "Send a message from the contact form (stored for the shop to answer, and mailed to it)",
        body: contactSchema,
        response: { 201: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const now = nowIso();
      await db.kysely.transaction().execute(async (tx) => {
        await insertContactMessage(tx, newId(), request.body, now);
        const { name, email, subject, message } = request.body;
        await mails.contactMessage(tx, { name, email, subject, message, receivedAt: now }, request.mailContext());
      });
      mails.notify();
      return reply.code(201).send({ message: messageFor(request, msg("contact.received")) });
    },
  );
};
