import { errorSchema } from "@avlu/contract/common";
import { settingsSchema, settingsUpdateSchema } from "@avlu/contract/settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../lib/events.js";
import { nowIso } from "../../lib/ids.js";
import { getSettings, updateSettings } from "./repository.js";

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db; events: EventBus }> = async (app, { db, events }) => {
  app.get(
    "/api/settings",
    {
      config: { cache: "settings" },
      schema: {
        tags: ["settings"],
        summary: "Public shop settings: contact details, order mailboxes, links, studio",
        response: { 200: settingsSchema },
      },
    },
    async () => getSettings(db.kysely),
  );

  app.put(
    "/api/admin/settings",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin: settings"],
        summary: "Change shop settings (admin); nested objects are merged",
        body: settingsUpdateSchema,
        response: { 200: settingsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const settings = await updateSettings(db.kysely, request.body, nowIso());
      events.publish("settings");
      return settings;
    },
  );
};
