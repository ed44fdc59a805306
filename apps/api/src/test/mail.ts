import { afterAll, beforeAll } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../../scripts/smtp-test-server.mjs";
import type { AppOptions } from "../app.js";
import { MailSecrets } from "../modules/mail/secret.js";
import { createTestApp, type TestApp } from "./helpers.js";

/** Back-off short enough for tests: the policy's shape, in milliseconds instead of minutes. */
export const FAST_MAIL: NonNullable<AppOptions["mail"]> = {
  retry: {
    transportBaseMs: 50,
    transportMaxMs: 300,
    answerBaseMs: 50,
    answerMaxMs: 200,
    maxAttempts4xx: 3,
    maxAttempts5xx: 2,
  },
  pollMs: 100,
};

export const MAIL_FROM = "Avlu Test <shop@avlu.test>";

/** A store whose mail goes to a real SMTP server in this process. */
export async function createMailTestApp(
  opts: { env?: Record<string, string>; smtp?: TestSmtpServer; mail?: AppOptions["mail"] } = {},
): Promise<{ t: TestApp; smtp: TestSmtpServer; close(): Promise<void> }> {
  const smtp = opts.smtp ?? (await startSmtpServer());
  const t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM, ...opts.env },
    mail: opts.mail ?? FAST_MAIL,
  });
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.stop();
    },
  };
}

/**
 * The mail test app of a suite, like `suiteTestApp`: the store and its SMTP server, started by a
 * `beforeAll` and stopped after the suite's last test. Use both inside hooks and tests only.
 */
export function suiteMailTestApp(opts: Parameters<typeof createMailTestApp>[0] = {}): {
  t: TestApp;
  smtp: TestSmtpServer;
} {
  const suite = { t: {} as TestApp, smtp: {} as TestSmtpServer };
  let close = async () => {};
  beforeAll(async () => {
    const made = await createMailTestApp(opts);
    Object.assign(suite.t, made.t);
    // The server's port, url and held count are getters: copied as getters.
    Object.defineProperties(suite.smtp, Object.getOwnPropertyDescriptors(made.smtp));
    close = made.close;
  });
  afterAll(() => close());
  return suite;
}

/** The outbox rows of one kind, oldest first. */
export function outboxRows(t: TestApp, kind?: string) {
  let q = t.db.kysely.selectFrom("mail_outbox").selectAll();
  if (kind) q = q.where("kind", "=", kind);
  return q.orderBy("created_at").orderBy("id").execute();
}

/** The outbox row of the mail of this kind about the order with this reference. */
export function orderMail(t: TestApp, kind: string, reference: string) {
  return t.db.kysely
    .selectFrom("mail_outbox")
    .selectAll()
    .where("kind", "=", kind)
    .where("payload", "like", `%${reference}%`)
    .executeTakeFirstOrThrow();
}

/** The token of the newest reset mail to `email`, read from its sealed copy in the outbox (as the sender does). */
export async function resetTokenFor(t: TestApp, email: string): Promise<string> {
  const rows = (await outboxRows(t, "password-reset")).filter((r) => JSON.parse(r.recipients).includes(email));
  const sealed = rows.at(-1)?.secret;
  if (!sealed) throw new Error(`no reset mail with a token for ${email}`);
  const token = new MailSecrets(t.config.jwtSecret as string).open(sealed);
  if (!token) throw new Error("the reset token could not be opened");
  return token;
}

/** Waits until `check` passes (polling), for outcomes the sender reaches in the background. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
