import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { MailContext } from "./service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Where the links of a mail this request causes point, and the language it is written in. */
    mailContext(): MailContext;
  }
}

/** A Host header that is a plain host name or address with an optional port. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * Links in mails start at PUBLIC_URL; without it at the origin the request came to (ADR 1802: set
 * PUBLIC_URL in production, since a client chooses its Host header). A Host that is not a host
 * name is not used. The language is the shop's only one until the languages work adds more.
 */
export function mailBaseUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = HOST.test(request.host) ? request.host : "localhost";
  return `${request.protocol === "https" ? "https" : "http"}://${host}`;
}

export const mailContextPlugin = fp<{ publicUrl: string | undefined }>(
  async (app: FastifyInstance, { publicUrl }) => {
    app.decorateRequest("mailContext", function (this: FastifyRequest): MailContext {
      return { baseUrl: mailBaseUrl(this, publicUrl), language: "en" };
    });
  },
  { name: "mail-context" },
);
