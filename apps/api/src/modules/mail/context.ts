import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { preferredLanguage, requestLanguage } from "../../lib/messages/language.js";
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
 * PUBLIC_URL in production, since a client chooses its Host header). The language is the one the
 * request prefers (`Accept-Language`, which the storefront sets to its page's language), English
 * when it names none the shop writes in.
 */
export const mailContextPlugin = fp<{ publicUrl: string | undefined }>(
  async (app: FastifyInstance, { publicUrl }) => {
    app.decorateRequest("mailContext", function (this: FastifyRequest): MailContext {
      return { baseUrl: siteOrigin(this, publicUrl), language: requestLanguage(this) };
    });
  },
  { name: "mail-context" },
);

/** The one `Accept-Language` parser (ADR 2011), kept importable from here for the mail module's users. */
export { preferredLanguage };
