import { z } from "zod";
import { emailSchema, isoDate, pageFields, pageQuery } from "./common.js";

/*
 * The mail outbox as the admin sees it (/admin/mail): every mail the shop sends is written to the
 * outbox in the same transaction as the change that causes it, then delivered over SMTP by a
 * sender that retries (ADR 1800).
 */

/** Languages a mail can be written in: the shopper's (the language of the page they acted on), the shop's own in English. */
export const MAIL_LANGUAGES = ["en", "tr"] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const MAIL_KINDS = [
  "order-confirmation",
  "order-status",
  "order-cancelled",
  "password-reset",
  "password-changed",
  "order-claim",
  "owner-new-order",
  "owner-contact-message",
  "owner-order-request",
  "owner-out-of-stock",
  "test",
] as const;
/** A kind's and a status's names on the admin screen are its texts (apps/web messages/en/admin.json). */
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * queued: waiting for its (next) attempt; sending: an instance is delivering it now; sent: the SMTP
 * server accepted it; failed: given up (the server's last answer is kept); held: no SMTP server is
 * configured, it goes out once one is.
 */
export const MAIL_STATUSES = ["queued", "sending", "sent", "failed", "held"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

const count = z.number().int().min(0);

export const mailSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.array(z.string()),
  subject: z.string(),
  language: z.enum(MAIL_LANGUAGES),
  status: z.enum(MAIL_STATUSES),
  /** Delivery attempts made so far. */
  attempts: count,
  /** The SMTP server's last answer (or why nothing could be sent); null once sent. */
  lastError: z.string().nullable(),
  messageId: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** When the next attempt is due (queued and held mails). */
  nextAttemptAt: isoDate.nullable(),
  sentAt: isoDate.nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailDetailSchema = mailSummarySchema.extend({
  replyTo: z.string().nullable(),
  /** The rendered mail; links carrying a secret (password reset) are shown without it. */
  html: z.string(),
  text: z.string(),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

/** GET /api/admin/mail */
export const mailQuerySchema = z
  .object({
    status: z.enum(MAIL_STATUSES, { message: `must be one of ${MAIL_STATUSES.join(", ")}` }).optional(),
    kind: z.enum(MAIL_KINDS, { message: `must be one of ${MAIL_KINDS.join(", ")}` }).optional(),
    ...pageQuery,
  })
  .strict();
export type MailQuery = z.infer<typeof mailQuerySchema>;

export const mailPageSchema = z.object({
  mails: z.array(mailSummarySchema),
  total: count,
  ...pageFields,
  /** Mails per status in the whole outbox, whatever the filter. */
  counts: z.record(z.enum(MAIL_STATUSES), count),
  smtpConfigured: z.boolean(),
});
export type MailPage = z.infer<typeof mailPageSchema>;

/** Failed mails younger than this many days keep the dashboard warning on. */
export const MAIL_FAILED_WARNING_DAYS = 7;

/** GET /api/admin/mail/health: what the dashboard warns about. */
export const mailHealthSchema = z.object({
  smtpConfigured: z.boolean(),
  /** Waiting for their first or next attempt. */
  queued: count,
  /** Queued mails that have already failed at least once (SMTP down, refusing or slow). */
  retrying: count,
  /** Given up within the last MAIL_FAILED_WARNING_DAYS days. */
  failed: count,
  held: count,
  /** The most recent error of a retrying or failed mail. */
  lastError: z.string().nullable(),
  /** A sentence for the dashboard, or null when all is well. */
  warning: z.string().nullable(),
});
export type MailHealth = z.infer<typeof mailHealthSchema>;

/** POST /api/admin/mail/test: to the given address, or to the signed-in admin. */
export const mailTestSchema = z.object({ to: emailSchema.optional() }).strict();

/** POST /api/admin/mail/:id/resend takes no options (an empty body, or none). */
export const mailResendSchema = z.object({}).strict().nullish();
