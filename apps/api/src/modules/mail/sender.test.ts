import { afterEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../../../scripts/smtp-test-server.mjs";
import { buildApp } from "../../app.js";
import { createProduct, createTestApp, orderProduct, TEST_ADDRESS, type TestApp } from "../../test/helpers.js";
import { createMailTestApp, eventually, FAST_MAIL, MAIL_FROM, outboxRows } from "../../test/mail.js";
import { NO_SMTP } from "./outbox.js";

/*
 * Faults: the SMTP server down, refusing, or the sender gone mid-send; several instances on one
 * database. Nothing is lost, nothing is sent twice by two live instances, and the request that
 * caused a mail never waits for or fails because of SMTP.
 */

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A port nothing listens on (an SMTP server that is down), which a server can take later. */
async function downSmtp(): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer();
  await smtp.stop();
  return smtp;
}

/** Another instance of the shop on `t`'s database, sending through `smtp`; closed after the test. */
async function startInstance(t: TestApp, smtp: TestSmtpServer) {
  const app = await buildApp({
    config: { ...t.config, mail: { smtpUrl: smtp.url, from: MAIL_FROM, leaseMs: 120_000 } },
    db: t.db,
    logger: false,
    mail: FAST_MAIL,
  });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

const contact = (t: TestApp, subject: string) =>
  t.request({
    method: "POST",
    url: "/api/contact",
    payload: { name: "Visitor", email: "visitor@example.com", subject, message: "Hello" },
  });

describe("mail sender faults", () => {
  it("SMTP down: the order is still 201, its mails wait queued with the reason, and go out once SMTP is back", async () => {
    const smtp = await downSmtp();
    const { t, close } = await createMailTestApp({ smtp });
    cleanups.push(close);
    const customer = await t.registerCustomer();
    const product = await createProduct(t, { countInStock: 5 });
    const order = await orderProduct(t, customer.token, product);

    const waiting = await eventually(async () => {
      const row = (await outboxRows(t, "order-confirmation"))[0];
      expect(row?.status).toBe("queued");
      expect(row?.last_error).toMatch(/Cannot use the SMTP server: .*ECONNREFUSED/);
      return row;
    });
    // A connection that never reached the server is not counted against the mail.
    expect(waiting?.attempts).toBe(0);
    const health = await t.request({ method: "GET", url: "/api/admin/mail/health", token: await t.adminToken() });
    expect(health.json()).toMatchObject({ smtpConfigured: true, held: 0 });
    expect(health.json().retrying).toBeGreaterThan(0);
    expect(health.json().warning).toMatch(/waiting to be retried.*ECONNREFUSED/);

    await smtp.start();
    const [mail] = await smtp.waitFor((m) => m.to.includes(TEST_ADDRESS.email) && m.subject.includes(order.reference));
    expect(mail?.subject).toBe(`Your Avlu order ${order.reference}`);
    await eventually(async () => {
      const rows = await outboxRows(t);
      expect(rows.every((r) => r.status === "sent")).toBe(true);
    });
  });

  it("4xx answers are retried with back-off and the mail goes out when the server accepts", async () => {
    const { t, smtp, close } = await createMailTestApp();
    cleanups.push(close);
    let refusals = 0;
    smtp.setFault(() => (refusals++ < 2 ? { code: 451, message: "Try again later (greylisted)" } : undefined));
    await contact(t, "Greylisted");
    await smtp.waitFor((m) => m.subject.includes("Greylisted"));
    const row = await eventually(async () => {
      const r = (await outboxRows(t, "owner-contact-message"))[0];
      expect(r?.status).toBe("sent");
      return r;
    });
    expect(row?.attempts).toBe(3);
    expect(row?.last_error).toBeNull();
  });

  it("a mail refused every time is failed after its attempts, with the server's answer shown to the admin", async () => {
    const { t, smtp, close } = await createMailTestApp();
    cleanups.push(close);
    smtp.setFault((env) =>
      env.to.includes("siparis@avlu.com.tr") ? { code: 550, message: "Mailbox unavailable: no such user" } : undefined,
    );
    await contact(t, "Refused");
    const row = await eventually(async () => {
      const r = (await outboxRows(t, "owner-contact-message"))[0];
      expect(r?.status).toBe("failed");
      return r;
    });
    expect(row?.attempts).toBe(FAST_MAIL.retry?.maxAttempts5xx);
    const admin = await t.adminToken();
    const list = await t.request({ method: "GET", url: "/api/admin/mail?status=failed", token: admin });
    expect(list.json().mails[0]).toMatchObject({
      status: "failed",
      attempts: 2,
      lastError: expect.stringMatching(/^550 Mailbox unavailable: no such user/),
    });

    // 4xx every time: more attempts, then failed too.
    smtp.setFault(() => ({ code: 452, message: "Insufficient system storage" }));
    await contact(t, "Always busy");
    await eventually(async () => {
      const r = (await outboxRows(t, "owner-contact-message")).find((x) => x.subject.includes("Always busy"));
      expect(r).toMatchObject({ status: "failed", attempts: FAST_MAIL.retry?.maxAttempts4xx });
      expect(r?.last_error).toMatch(/^452 Insufficient system storage/);
    });
    const health = await t.request({ method: "GET", url: "/api/admin/mail/health", token: admin });
    expect(health.json()).toMatchObject({
      failed: 2,
      warning: expect.stringMatching(/2 mails failed in the last 7 days/),
    });

    // Resend: due again with fresh attempts, delivered once the server accepts.
    smtp.setFault(undefined);
    const resent = await t.request({ method: "POST", url: `/api/admin/mail/${row?.id}/resend`, token: admin });
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json()).toMatchObject({ _id: row?.id, status: "queued", attempts: 0, lastError: null });
    await smtp.waitFor((m) => m.subject.includes("Refused"));
  });

  it("a mail claimed by an instance that died mid-send is taken over once its lease runs out, with the same Message-ID", async () => {
    // Written while no SMTP server is configured, then claimed by an instance that is gone.
    const t = await createTestApp({ mail: FAST_MAIL });
    cleanups.push(() => t.close());
    await contact(t, "Taken over");
    const row = (await outboxRows(t, "owner-contact-message"))[0];
    await t.app.close();
    const leaseEnd = new Date(Date.now() + 1_500).toISOString();
    await t.db.kysely
      .updateTable("mail_outbox")
      .set({ status: "sending", locked_by: "dead-instance", next_attempt_at: leaseEnd, attempts: 1 })
      .where("id", "=", row?.id as string)
      .execute();

    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    await startInstance(t, smtp);
    const [mail] = await smtp.waitFor((m) => m.subject.includes("Taken over"));
    expect(mail?.messageId).toBe(row?.message_id);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(leaseEnd));
    await eventually(async () => {
      const after = (await outboxRows(t, "owner-contact-message"))[0];
      expect(after).toMatchObject({ status: "sent", attempts: 2, locked_by: null });
    });
    expect(smtp.mails.length).toBe(1);
  });

  it("a delivery that hangs is given up well within the lease and retried by the same instance", async () => {
    const smtp = await startSmtpServer();
    smtp.setFault(() => "hold");
    const { t } = await createMailTestApp({ smtp, env: { MAIL_LEASE_SECONDS: "5" } });
    cleanups.push(async () => {
      await smtp.stop();
      await t.close();
    });
    await contact(t, "Hangs once");
    await eventually(async () => expect(smtp.held).toBe(1));
    smtp.setFault(undefined);
    const [mail] = await smtp.waitFor((m) => m.subject.includes("Hangs once"), { timeoutMs: 30_000 });
    const row = (await outboxRows(t, "owner-contact-message"))[0];
    expect(mail?.messageId).toBe(row?.message_id);
    await eventually(async () => {
      expect((await outboxRows(t, "owner-contact-message"))[0]?.status).toBe("sent");
    });
  });

  it("two instances on one database deliver each mail once", async () => {
    const { t, smtp, close } = await createMailTestApp();
    cleanups.push(close);
    const second = await startInstance(t, smtp);
    const N = 30;
    const admin = await t.adminToken();
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        (i % 2 ? second.inject.bind(second) : t.app.inject.bind(t.app))({
          method: "POST",
          url: "/api/admin/mail/test",
          headers: { authorization: `Bearer ${admin}` },
          payload: { to: `reader${i}@example.com` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(N).fill(202));
    await smtp.waitFor((m) => m.subject.startsWith("Test mail"), { count: N });
    await eventually(async () => {
      const rows = await outboxRows(t, "test");
      expect(rows.filter((r) => r.status === "sent").length).toBe(N);
    });
    const ids = smtp.mails.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(N);
  });
});

describe("without an SMTP server", () => {
  it("mails are kept as held, shown so, and sent once a server is configured", async () => {
    const t = await createTestApp({ mail: FAST_MAIL });
    cleanups.push(() => t.close());
    const res = await contact(t, "Kept for later");
    expect(res.statusCode).toBe(201);
    const admin = await t.adminToken();
    await eventually(async () => {
      const row = (await outboxRows(t, "owner-contact-message"))[0];
      expect(row).toMatchObject({ status: "held", last_error: NO_SMTP, attempts: 0 });
    });
    const page = await t.request({ method: "GET", url: "/api/admin/mail?status=held", token: admin });
    expect(page.json()).toMatchObject({ smtpConfigured: false, total: 1, counts: { held: 1 } });
    const health = await t.request({ method: "GET", url: "/api/admin/mail/health", token: admin });
    expect(health.json().warning).toMatch(/1 mail is held: no SMTP server is configured/);

    // The shop is restarted with SMTP_URL: what was held goes out.
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    await t.app.close();
    await startInstance(t, smtp);
    await smtp.waitFor((m) => m.subject.includes("Kept for later"));
  });
  it("a reset link held past its expiry is not sent: the mail is failed with the reason", async () => {
    const t = await createTestApp({ mail: FAST_MAIL });
    cleanups.push(() => t.close());
    const customer = await t.registerCustomer();
    await t.request({ method: "POST", url: "/api/users/forgot-password", payload: { email: customer.email } });
    await t.app.close();
    await t.db.kysely
      .updateTable("mail_outbox")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("kind", "=", "password-reset")
      .execute();
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    await startInstance(t, smtp);
    await eventually(async () => {
      const row = (await outboxRows(t, "password-reset"))[0];
      expect(row).toMatchObject({ status: "failed", secret: null });
      expect(row?.last_error).toMatch(/expired before the mail could be delivered/);
    });
    expect(smtp.mails).toEqual([]);
  });
});
