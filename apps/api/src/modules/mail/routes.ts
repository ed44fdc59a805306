import { errorSchema, idParamsSchema } from "@avlu/contract/common";
import {
  MAIL_FAILED_WARNING_DAYS,
  type MailHealth,
  type MailKind,
  type MailLanguage,
  mailDetailSchema,
  mailHealthSchema,
  mailPageSchema,
  mailQuerySchema,
  mailResendSchema,
  mailSummarySchema,
  mailTestSchema,
} from "@avlu/contract/mail";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.js";
import type { MailRow } from "../../db/schema.js";
import { conflict, notFound } from "../../lib/http-error.js";
import { isId } from "../../lib/ids.js";
import { parseJson } from "../../lib/json.js";
import { currentUser } from "../../plugins/auth.js";
import * as outbox from "./outbox.js";
import type { MailPayload } from "./payload.js";
import { renderMail } from "./render.js";
import type { Mails } from "./service.js";

const MAIL_NOT_FOUND = "Mail not found";
const guarded = { 401: errorSchema, 403: errorSchema };

export interface MailRoutesOptions {
  db: Db;
  mails: Mails;
  smtpConfigured: boolean;
  logo: () => Promise<Buffer | undefined>;
}

/** The dashboard's sentence about mail, or null when all is well. */
export function mailWarning(h: Omit<MailHealth, "warning">): string | null {
  const parts: string[] = [];
  if (h.held > 0) {
    parts.push(`${h.held === 1 ? "1 mail is" : `${h.held} mails are`} held: no SMTP server is configured (SMTP_URL)`);
  }
  if (h.retrying > 0) {
    parts.push(`${h.retrying === 1 ? "1 mail is" : `${h.retrying} mails are`} waiting to be retried`);
  }
  if (h.failed > 0) {
    parts.push(
      `${h.failed === 1 ? "1 mail" : `${h.failed} mails`} failed in the last ${MAIL_FAILED_WARNING_DAYS} days`,
    );
  }
  if (parts.length === 0) return null;
  return `${parts.join("; ")}.${h.lastError ? ` Last error: ${h.lastError}` : ""}`;
}

/** The outbox for admins (/admin/mail): list, one mail as rendered, resend, a test mail, the dashboard's health. */
export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, opts) => {
  const { db, mails, smtpConfigured } = opts;
  app.addHook("onRequest", app.requireAdmin);
  const tags = ["admin: mail"];

  async function find(id: string): Promise<MailRow> {
    const row = isId(id) ? await outbox.getMail(db.kysely, id) : undefined;
    if (!row) throw notFound(MAIL_NOT_FOUND);
    return row;
  }

  app.get(
    "/api/admin/mail",
    {
      schema: {
        tags,
        summary: "The outbox, newest first: filter by status or kind, paged (admin)",
        querystring: mailQuerySchema,
        response: { 200: mailPageSchema, 400: errorSchema, ...guarded },
      },
    },
    async (request) => ({ ...(await outbox.listMails(db.kysely, request.query)), smtpConfigured }),
  );

  app.get(
    "/api/admin/mail/health",
    {
      schema: {
        tags,
        summary: "Mails held, retrying or failed lately, for the dashboard's warning (admin)",
        response: { 200: mailHealthSchema, ...guarded },
      },
    },
    async () => {
      const figures = await outbox.healthFigures(db.kysely);
      const health = { smtpConfigured, ...figures };
      return { ...health, warning: mailWarning(health) };
    },
  );

  app.get(
    "/api/admin/mail/:id",
    {
      schema: {
        tags,
        summary: "One mail with its rendered HTML and text; secrets it carries are not shown (admin)",
        params: idParamsSchema,
        response: { 200: mailDetailSchema, 404: errorSchema, ...guarded },
      },
    },
    async (request) => {
      const row = await find(request.params.id);
      const logo = await opts.logo();
      const rendered = await renderMail(
        row.kind as MailKind,
        parseJson<MailPayload>(row.payload, {} as MailPayload),
        row.language as MailLanguage,
        // The preview frame has no attachments: the logo comes inline; a reset link's token is never shown.
        { logoSrc: logo ? `data:image/png;base64,${logo.toString("base64")}` : undefined, secret: undefined },
        false,
      );
      return { ...outbox.toSummary(row), replyTo: row.reply_to, html: rendered.html, text: rendered.text };
    },
  );

  app.post(
    "/api/admin/mail/:id/resend",
    {
      schema: {
        tags,
        summary:
          "Send a mail again: one not sent yet is due at once with fresh attempts; a sent one goes out as a new copy (admin)",
        params: idParamsSchema,
        body: mailResendSchema,
        response: { 202: mailSummarySchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const row = await find(request.params.id);
      if ((row.kind === "password-reset" || row.kind === "order-claim") && !row.secret) {
        throw conflict(
          row.kind === "password-reset"
            ? "A password-reset mail cannot be sent again once it has been sent or has failed: its link works once. The shopper can ask for a new link."
            : "This mail's link cannot be sent again once it has been sent or has failed: the shop does not keep it. The shopper can ask for a new link from My orders.",
        );
      }
      // A guest order's confirmation carries the private link's key only until it is sent (ADR 1907/1908).
      if (row.kind === "order-confirmation" && !row.secret && row.payload.includes('"guest":true')) {
        throw conflict(
          "A guest order's confirmation cannot be sent again once it has been sent: the shop does not keep the private link's key.",
        );
      }
      if (row.status === "sending") throw conflict("This mail is being sent right now");
      let id = row.id;
      if (row.status === "sent") {
        id = await outbox.copyOf(db.kysely, row);
      } else if (!(await outbox.requeue(db.kysely, row.id))) {
        throw conflict("This mail changed meanwhile; reload it and try again");
      }
      // The answer is the mail as queued: read before the sender is woken, which may claim it at once.
      const queued = await find(id);
      mails.notify();
      return reply.code(202).send(outbox.toSummary(queued));
    },
  );

  app.post(
    "/api/admin/mail/test",
    {
      schema: {
        tags,
        summary: "Queue a test mail to the given address, or to the signed-in admin (admin)",
        body: mailTestSchema,
        response: { 202: mailSummarySchema, 400: errorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const me = await currentUser(request);
      const id = await mails.test(db.kysely, request.body.to ?? me.email, me.name, request.mailContext());
      const queued = await find(id);
      mails.notify();
      return reply.code(202).send(outbox.toSummary(queued));
    },
  );
};
