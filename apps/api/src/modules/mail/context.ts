import { MAIL_LANGUAGES, type MailLanguage } from "@avlu/contract/mail";
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
 * PUBLIC_URL in production, since a client chooses its Host header). The language is the one the
 * request prefers (`Accept-Language`, which the storefront sets to its page's language), English
 * when it names none the shop writes in.
 */
export const mailContextPlugin = fp<{ publicUrl: string | undefined }>(
  async (app: FastifyInstance, { publicUrl }) => {
    app.decorateRequest("mailContext", function (this: FastifyRequest): MailContext {
      return { baseUrl: siteOrigin(this, publicUrl), language: preferredLanguage(this.headers["accept-language"]) };
    });
  },
  { name: "mail-context" },
);

/** The first language of an `Accept-Language` header (by weight, then order) that mails are written in. */
export function preferredLanguage(header: string | undefined): MailLanguage {
  if (!header) return "en";
  const ranked = header
    .slice(0, 500)
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((x) => /^\s*q=([\d.]+)\s*$/.exec(x)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  const found = ranked.find((x) => (MAIL_LANGUAGES as readonly string[]).includes(x.primary));
  return (found?.primary as MailLanguage | undefined) ?? "en";
}
