import { randomBytes } from "node:crypto";
import os from "node:os";
import type { MailKind, MailLanguage } from "@avlu/contract/mail";
import type { FastifyBaseLogger } from "fastify";
import type Nodemailer from "nodemailer";
import type { SendMailOptions, Transporter } from "nodemailer";
import type { Db } from "../../db/database.js";
import type { MailRow } from "../../db/schema.js";
import { parseJson } from "../../lib/json.js";
import { loadOnUse } from "../../lib/load-on-use.js";
import { LOGO_CID } from "./logo.js";
import * as outbox from "./outbox.js";
import type { MailPayload } from "./payload.js";
import { renderMail } from "./render.js";
import type { MailSecrets } from "./secret.js";

/**
 * When to try again (ADR 1800). A server that cannot be reached (refused, timed out, TLS or login
 * failing) pauses the whole sender with a back-off capped at `transportMaxMs`, so held mails go out
 * within a minute of it answering again, and never counts against a mail. A mail the server
 * answers with 4xx is retried up to `maxAttempts4xx` times, with 5xx up to `maxAttempts5xx`, with
 * a per-mail back-off from `answerBaseMs` doubling up to `answerMaxMs`; then it is failed with
 * the server's answer.
 */
export interface RetryPolicy {
  transportBaseMs: number;
  transportMaxMs: number;
  answerBaseMs: number;
  answerMaxMs: number;
  maxAttempts4xx: number;
  maxAttempts5xx: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  transportBaseMs: 1_000,
  transportMaxMs: 30_000,
  answerBaseMs: 60_000,
  answerMaxMs: 60 * 60_000,
  maxAttempts4xx: 8,
  maxAttempts5xx: 3,
};

const loadNodemailer = loadOnUse<typeof Nodemailer>("nodemailer");
/** How often an idle sender looks for due mails (mails written by this instance wake it at once). */
const POLL_MS = 5_000;
/** How long a stopping sender lets a delivery under way finish before it cuts it off. */
const STOP_GRACE_MS = 5_000;

/** Errors that say the server could not be used at all, whatever the mail. */
const TRANSPORT_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ETLS",
  "EAUTH",
  "ENOAUTH",
  "EPROXY",
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

type Outcome =
  | { kind: "transport"; error: string }
  | { kind: "answer"; code: number; error: string }
  | { kind: "permanent"; error: string };

export function classify(err: unknown): Outcome {
  const e = (err ?? {}) as SmtpError;
  const text = (e.response || e.message || String(err)).replace(/\s+/g, " ").trim().slice(0, 500);
  if (e.responseCode === 421 || (e.code && TRANSPORT_CODES.has(e.code))) {
    return { kind: "transport", error: `Cannot use the SMTP server: ${text}` };
  }
  if (typeof e.responseCode === "number" && e.responseCode >= 400) {
    return { kind: "answer", code: e.responseCode, error: text };
  }
  return { kind: "permanent", error: text };
}

/** Exponential back-off with ±20 % jitter, capped. */
export function backoff(base: number, max: number, n: number): number {
  const raw = Math.min(max, base * 2 ** Math.max(0, n - 1));
  return Math.round(Math.min(max, raw * (0.8 + Math.random() * 0.4)));
}

export interface MailSenderOptions {
  db: Db;
  log: FastifyBaseLogger;
  secrets: MailSecrets;
  smtpUrl: string | undefined;
  from: string | undefined;
  leaseMs: number;
  logo: () => Promise<Buffer | undefined>;
  retry?: Partial<RetryPolicy>;
  pollMs?: number;
}

/**
 * Delivers the outbox over SMTP: claims one due mail at a time (with a lease, so an instance that
 * dies mid-send leaves it to another once the lease runs out), renders it, sends it with its fixed
 * Message-ID and records the outcome. Never called by a request: requests only write the outbox
 * and, once committed, wake this instance's sender (Mails.notify).
 */
export class MailSender {
  readonly instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  private readonly retry: RetryPolicy;
  private readonly pollMs: number;
  private transporter: Transporter | undefined;
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private transportFailures = 0;
  private pausedUntil = 0;
  private inFlight: AbortController | undefined;

  constructor(private readonly opts: MailSenderOptions) {
    this.retry = { ...DEFAULT_RETRY, ...opts.retry };
    this.pollMs = opts.pollMs ?? POLL_MS;
  }

  get configured(): boolean {
    return Boolean(this.opts.smtpUrl);
  }

  /** The SMTP transport, made for the first mail sent: nodemailer is not loaded at start-up (ADR 1512). */
  private transport(url: string): Transporter {
    // Every wait stays well inside the lease, so a live sender never loses a mail to another.
    const budget = Math.max(1_000, Math.floor(this.opts.leaseMs / 4));
    this.transporter ??= loadNodemailer().createTransport({
      url,
      connectionTimeout: Math.min(10_000, budget),
      greetingTimeout: Math.min(10_000, budget),
      socketTimeout: Math.min(30_000, budget),
    });
    return this.transporter;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loopDone = this.loop();
  }

  /** Stops looking for mails; a delivery under way gets STOP_GRACE_MS to finish, then is cut off and given back. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake();
    const cutOff = setTimeout(() => this.inFlight?.abort(), STOP_GRACE_MS);
    await this.loopDone;
    clearTimeout(cutOff);
    this.transporter?.close();
  }

  /** Look for due mails now (after a commit that wrote some). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let delay = this.pollMs;
      this.woken = false;
      try {
        delay = await this.tick();
      } catch (err) {
        // The database is unreachable: nothing is lost, the outbox is read again later.
        this.opts.log.warn({ err }, "mail: could not read the outbox");
      }
      if (!this.running || this.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
  }

  /** Sends what is due; answers how long to sleep before looking again. */
  private async tick(): Promise<number> {
    const url = this.opts.smtpUrl;
    if (!url) {
      await outbox.holdQueued(this.opts.db.kysely);
      return this.pollMs;
    }
    if (Date.now() < this.pausedUntil) return this.pausedUntil - Date.now();
    while (this.running && Date.now() >= this.pausedUntil) {
      const now = new Date();
      const row = await outbox.claimNext(
        this.opts.db,
        this.instance,
        now.toISOString(),
        new Date(now.getTime() + this.opts.leaseMs).toISOString(),
      );
      if (!row) break;
      await this.deliver(this.transport(url), row);
    }
    if (Date.now() < this.pausedUntil) return this.pausedUntil - Date.now();
    const due = await outbox.nextDue(this.opts.db.kysely);
    const wait = due ? Date.parse(due) - Date.now() : this.pollMs;
    return Math.max(25, Math.min(this.pollMs, wait));
  }

  private async deliver(transport: Transporter, row: MailRow): Promise<void> {
    const { db, log } = this.opts;
    const q = db.kysely;
    const fail = (error: string) => outbox.markFailed(q, row.id, this.instance, error);
    if (row.expires_at && Date.parse(row.expires_at) <= Date.now()) {
      return fail("Not sent: the link it carries expired before the mail could be delivered");
    }
    const secret = row.secret ? this.opts.secrets.open(row.secret) : undefined;
    if (row.secret && secret === undefined) {
      return fail(
        "Not sent: its link could not be read (was JWT_SECRET changed, or does it differ between instances?)",
      );
    }
    let message: SendMailOptions;
    try {
      message = await this.compose(row, secret);
    } catch (err) {
      log.error({ err, mail: row.id }, "mail: could not be rendered");
      return fail(`Not sent: the mail could not be rendered (${(err as Error).message})`);
    }
    const abort = new AbortController();
    this.inFlight = abort;
    try {
      await transport.sendMail({ ...message, signal: abort.signal } as SendMailOptions);
      this.transportFailures = 0;
      await outbox.markSent(q, row.id, this.instance);
      log.info({ mail: row.id, kind: row.kind, attempts: row.attempts }, "mail sent");
    } catch (err) {
      if (abort.signal.aborted) {
        // Cut off by a shutdown: given back as it was, due at once for whoever runs next.
        await outbox.scheduleRetry(
          q,
          row.id,
          this.instance,
          new Date().toISOString(),
          "Interrupted by a restart",
          false,
        );
        return;
      }
      await this.failed(row, classify(err));
    } finally {
      this.inFlight = undefined;
    }
  }

  private async failed(row: MailRow, outcome: Outcome): Promise<void> {
    const { db, log } = this.opts;
    const q = db.kysely;
    const r = this.retry;
    if (outcome.kind === "transport") {
      this.transportFailures++;
      const wait = backoff(r.transportBaseMs, r.transportMaxMs, this.transportFailures);
      this.pausedUntil = Date.now() + wait;
      log.warn({ mail: row.id, error: outcome.error, retryInMs: wait }, "mail: SMTP server unavailable");
      await outbox.scheduleRetry(
        q,
        row.id,
        this.instance,
        new Date(this.pausedUntil).toISOString(),
        outcome.error,
        false,
      );
      return;
    }
    const limit = outcome.kind === "permanent" ? 1 : outcome.code >= 500 ? r.maxAttempts5xx : r.maxAttempts4xx;
    if (row.attempts >= limit) {
      log.warn({ mail: row.id, error: outcome.error, attempts: row.attempts }, "mail failed");
      await outbox.markFailed(q, row.id, this.instance, outcome.error);
      return;
    }
    const at = new Date(Date.now() + backoff(r.answerBaseMs, r.answerMaxMs, row.attempts)).toISOString();
    log.warn({ mail: row.id, error: outcome.error, attempts: row.attempts, retryAt: at }, "mail refused, retrying");
    await outbox.scheduleRetry(q, row.id, this.instance, at, outcome.error);
  }

  private async compose(row: MailRow, secret: string | undefined): Promise<SendMailOptions> {
    const logo = await this.opts.logo();
    const kind = row.kind as MailKind;
    const rendered = await renderMail(
      kind,
      parseJson<MailPayload>(row.payload, {} as MailPayload),
      row.language as MailLanguage,
      { logoSrc: logo ? `cid:${LOGO_CID}` : undefined, secret },
    );
    return {
      from: this.opts.from,
      to: parseJson<string[]>(row.recipients, []),
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      // Fixed per mail: a retry after a crash is recognisably the same mail.
      messageId: row.message_id,
      date: new Date(row.created_at),
      headers: { "Auto-Submitted": "auto-generated", "X-Avlu-Mail": kind },
      attachments: [
        ...(logo ? [{ filename: "logo.png", content: logo, contentType: "image/png", cid: LOGO_CID }] : []),
        ...rendered.attachments,
      ],
    };
  }
}
