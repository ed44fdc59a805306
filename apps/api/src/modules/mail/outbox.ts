import {
  MAIL_FAILED_WARNING_DAYS,
  MAIL_STATUSES,
  type MailKind,
  type MailLanguage,
  type MailQuery,
  type MailStatus,
  type MailSummary,
} from "@avlu/contract/mail";
import type { Db, Q } from "../../db/database.js";
import { newestFirstPage } from "../../db/newest-first.js";
import type { MailRow } from "../../db/schema.js";
import { newId, nowIso } from "../../lib/ids.js";
import { parseJson } from "../../lib/json.js";
import { pageCount } from "../../lib/paging.js";
import type { MailPayload } from "./payload.js";
import { mailSubject } from "./render.js";

/*
 * Every SQL statement of the mail outbox (ADR 1800). A mail is a row written in the transaction of
 * the change that causes it; the sender claims due rows one at a time with a lease, and every
 * change it makes afterwards is conditional on still holding that lease.
 */

export const NO_SMTP = "No SMTP server configured";

export interface NewMail<K extends MailKind = MailKind> {
  kind: K;
  to: string[];
  replyTo?: string | undefined;
  language: MailLanguage;
  payload: MailPayload<K>;
  /** Sealed secret (MailSecrets.seal) the template needs, cleared once sent. */
  secret?: string | undefined;
  /** Not sent any more after this moment. */
  expiresAt?: string | undefined;
}

/** The Message-ID of a mail: fixed when it is written, so every retry of it carries the same one. */
export function messageIdFor(id: string, baseUrl: string): string {
  let domain = "avlu.local";
  try {
    const host = new URL(baseUrl).hostname.toLowerCase();
    if (/^[a-z0-9.-]+$/.test(host) && host.includes(".")) domain = host;
  } catch {
    // keep the default
  }
  return `<${id}@${domain}>`;
}

/** Writes a mail to the outbox, due at once. Call it inside the transaction of the change it reports. */
export async function insertMail<K extends MailKind>(q: Q, mail: NewMail<K>): Promise<string> {
  const id = newId();
  const now = nowIso();
  await q
    .insertInto("mail_outbox")
    .values({
      id,
      kind: mail.kind,
      recipients: JSON.stringify(mail.to),
      reply_to: mail.replyTo ?? null,
      subject: mailSubject(mail.kind, mail.payload, mail.language),
      language: mail.language,
      payload: JSON.stringify(mail.payload),
      secret: mail.secret ?? null,
      message_id: messageIdFor(id, mail.payload.baseUrl),
      status: "queued",
      attempts: 0,
      last_error: null,
      next_attempt_at: now,
      locked_by: null,
      expires_at: mail.expiresAt ?? null,
      created_at: now,
      updated_at: now,
      sent_at: null,
    })
    .execute();
  return id;
}

/* ------------------------------------------------------------------ the sender's side */

/**
 * Claims the next due mail for `instance` until `leaseUntil`: a queued or held mail whose attempt is
 * due, or one whose sender's lease ran out (that instance died mid-send). One statement; on
 * PostgreSQL the candidate row is locked with SKIP LOCKED, so instances never claim the same mail.
 */
export async function claimNext(
  db: Db,
  instance: string,
  now: string,
  leaseUntil: string,
): Promise<MailRow | undefined> {
  let candidate = db.kysely
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "in", ["queued", "held", "sending"])
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at")
    .limit(1);
  if (db.dialect === "postgres") candidate = candidate.forUpdate().skipLocked();
  return db.kysely
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "sending",
      locked_by: instance,
      next_attempt_at: leaseUntil,
      attempts: eb("attempts", "+", 1),
      updated_at: now,
    }))
    .where("id", "in", candidate)
    .returningAll()
    .executeTakeFirst();
}

/** Changes a mail this instance is sending, only while it still holds the lease. */
function whileHeld(q: Q, id: string, instance: string) {
  return q
    .updateTable("mail_outbox")
    .where("id", "=", id)
    .where("locked_by", "=", instance)
    .where("status", "=", "sending");
}

export async function markSent(q: Q, id: string, instance: string): Promise<boolean> {
  const now = nowIso();
  const res = await whileHeld(q, id, instance)
    .set({ status: "sent", sent_at: now, updated_at: now, locked_by: null, last_error: null, secret: null })
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) {
    // The lease ran out and another instance took the mail over while this one was sending it: it
    // was delivered all the same (at least once); record that without a second copy's help.
    await q
      .updateTable("mail_outbox")
      .set({ status: "sent", sent_at: now, updated_at: now, locked_by: null, last_error: null, secret: null })
      .where("id", "=", id)
      .where("status", "!=", "sent")
      .execute();
  }
  return true;
}

/** Another attempt later; `countAttempt` false gives back an attempt that never reached the server. */
export async function scheduleRetry(
  q: Q,
  id: string,
  instance: string,
  at: string,
  error: string,
  countAttempt = true,
): Promise<void> {
  await whileHeld(q, id, instance)
    .set((eb) => ({
      status: "queued",
      next_attempt_at: at,
      last_error: error,
      locked_by: null,
      updated_at: nowIso(),
      ...(countAttempt ? {} : { attempts: eb("attempts", "-", 1) }),
    }))
    .execute();
}

export async function markFailed(q: Q, id: string, instance: string, error: string): Promise<void> {
  await whileHeld(q, id, instance)
    .set({ status: "failed", last_error: error, locked_by: null, secret: null, updated_at: nowIso() })
    .execute();
}

/** Without an SMTP server: due queued mails become held (shown as such) until one is configured. */
export async function holdQueued(q: Q): Promise<number> {
  const now = nowIso();
  const res = await q
    .updateTable("mail_outbox")
    .set({ status: "held", last_error: NO_SMTP, updated_at: now })
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The earliest moment a mail falls due (to sleep until then), or undefined when none waits. */
export async function nextDue(q: Q): Promise<string | undefined> {
  const row = await q
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.min("next_attempt_at").as("at"))
    .where("status", "in", ["queued", "held", "sending"])
    .executeTakeFirst();
  return (row?.at as string | null | undefined) ?? undefined;
}

/* ------------------------------------------------------------------ the admin's side */

export function toSummary(row: MailRow): MailSummary {
  const waiting = row.status === "queued" || row.status === "held";
  return {
    _id: row.id,
    kind: row.kind as MailKind,
    to: parseJson<string[]>(row.recipients, []),
    subject: row.subject,
    language: row.language as MailLanguage,
    status: row.status as MailStatus,
    attempts: row.attempts,
    lastError: row.last_error,
    messageId: row.message_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    nextAttemptAt: waiting ? row.next_attempt_at : null,
    sentAt: row.sent_at,
  };
}

export async function listMails(q: Q, f: MailQuery) {
  let qb = q.selectFrom("mail_outbox");
  if (f.status) qb = qb.where("status", "=", f.status);
  if (f.kind) qb = qb.where("kind", "=", f.kind);
  const [count, rows, counts] = await Promise.all([
    qb.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    newestFirstPage(qb.selectAll(), { limit: f.limit, offset: (f.page - 1) * f.limit }).execute(),
    countByStatus(q),
  ]);
  const total = Number(count.n);
  return {
    mails: rows.map(toSummary),
    total,
    page: f.page,
    pages: pageCount(total, f.limit),
    limit: f.limit,
    counts,
  };
}

export async function countByStatus(q: Q): Promise<Record<MailStatus, number>> {
  const rows = await q
    .selectFrom("mail_outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) as Record<MailStatus, number>;
  for (const r of rows) if (r.status in counts) counts[r.status as MailStatus] = Number(r.n);
  return counts;
}

export function getMail(q: Q, id: string): Promise<MailRow | undefined> {
  return q.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Figures for the dashboard's warning: mails retrying, failed lately, held. */
export async function healthFigures(q: Q) {
  const since = new Date(Date.now() - MAIL_FAILED_WARNING_DAYS * 86_400_000).toISOString();
  const [counts, retrying, failed, last] = await Promise.all([
    countByStatus(q),
    q
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "queued")
      .where("last_error", "is not", null)
      .executeTakeFirstOrThrow(),
    q
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "failed")
      .where("updated_at", ">=", since)
      .executeTakeFirstOrThrow(),
    q
      .selectFrom("mail_outbox")
      .select("last_error")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "queued"), eb("last_error", "is not", null)]),
          eb.and([eb("status", "=", "failed"), eb("updated_at", ">=", since)]),
        ]),
      )
      .orderBy("updated_at", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    queued: counts.queued,
    retrying: Number(retrying.n),
    failed: Number(failed.n),
    held: counts.held,
    lastError: last?.last_error ?? null,
  };
}

/** Resend of a mail not sent yet (queued, held, failed): due again now, attempts from zero. */
export async function requeue(q: Q, id: string): Promise<boolean> {
  const now = nowIso();
  const res = await q
    .updateTable("mail_outbox")
    .set({ status: "queued", attempts: 0, next_attempt_at: now, last_error: null, locked_by: null, updated_at: now })
    .where("id", "=", id)
    .where("status", "in", ["queued", "held", "failed"])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Resend of a mail that was sent: a new copy (its own Message-ID), the original stays in the record. */
export async function copyOf(q: Q, row: MailRow): Promise<string> {
  return insertMail(q, {
    kind: row.kind as MailKind,
    to: parseJson<string[]>(row.recipients, []),
    replyTo: row.reply_to ?? undefined,
    language: row.language as MailLanguage,
    payload: parseJson<MailPayload>(row.payload, {} as MailPayload),
  });
}
