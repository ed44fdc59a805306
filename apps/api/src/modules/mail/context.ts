import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { siteOrigin } from "../../lib/site-origin.js";
import type { MailContext } from "./service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Where the links of a mail this request causes point, and the language it is written in. */
    mailContext(): MailContext;
  }
}

/**
 * Links in mails start at PUBLIC_URL, else at the origin the request came to (ADR 1802: set
 * PUBLIC_URL in production, since a client chooses its Host header). The language is the shop's
 * only one until the languages work adds more.
 */
export const mailContextPlugin = fp<{ publicUrl: string | undefined }>(
  async (app: FastifyInstance, { publicUrl }) => {
    app.decorateRequest("mailContext", function (this: FastifyRequest): MailContext {
      return { baseUrl: siteOrigin(this, publicUrl), language: "en" };
    });
  },
  { name: "mail-context" },
);
