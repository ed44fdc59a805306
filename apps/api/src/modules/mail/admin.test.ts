import type { MailDetail, MailPage } from "@avlu/contract/mail";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type TestApp } from "../../test/helpers.js";
import { eventually, outboxRows, suiteMailTestApp } from "../../test/mail.js";

/* The outbox for admins: GET /api/admin/mail(/:id|/health), POST …/:id/resend and …/test. */

describe("admin mail API", () => {
  const { t, smtp } = suiteMailTestApp();
  let admin: string;
  let customer: Awaited<ReturnType<TestApp["registerCustomer"]>>;

  beforeAll(async () => {
    admin = await t.adminToken();
    customer = await t.registerCustomer();
    for (let i = 0; i < 3; i++) {
      await t.request({
        method: "POST",
        url: "/api/admin/mail/test",
        token: admin,
        payload: { to: `r${i}@example.com` },
      });
    }
    await t.request({ method: "POST", url: "/api/users/forgot-password", payload: { email: customer.email } });
    await smtp.waitFor(() => true, { count: 4 });
    await eventually(async () => expect((await outboxRows(t)).every((r) => r.status === "sent")).toBe(true));
  });

  const get = (url: string, token: string | null = admin) =>
    t.request({ method: "GET", url, token: token ?? undefined });

  it("lists the outbox newest first, paged, with counts per status", async () => {
    const res = await get("/api/admin/mail?limit=2");
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<MailPage>();
    expect(page).toMatchObject({ total: 4, page: 1, pages: 2, limit: 2, smtpConfigured: true });
    expect(page.counts).toEqual({ queued: 0, sending: 0, sent: 4, failed: 0, held: 0 });
    expect(page.mails.map((m) => m.kind)).toEqual(["password-reset", "test"]);
    expect(page.mails[0]).toMatchObject({ to: [customer.email], status: "sent", attempts: 1, lastError: null });
    const second = (await get("/api/admin/mail?limit=2&page=2")).json<MailPage>();
    expect(second.mails.map((m) => m.to[0])).toEqual(["r1@example.com", "r0@example.com"]);
  });

  it("filters by status and kind; unknown filters are a 400", async () => {
    expect((await get("/api/admin/mail?status=failed")).json<MailPage>()).toMatchObject({ total: 0, mails: [] });
    expect((await get("/api/admin/mail?kind=test")).json<MailPage>().total).toBe(3);
    for (const q of ["status=lost", "kind=spam", "page=0", "limit=500", "extra=1"]) {
      const res = await get(`/api/admin/mail?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("shows one mail rendered, never with the reset link's token", async () => {
    const list = (await get("/api/admin/mail?kind=password-reset")).json<MailPage>();
    const id = list.mails[0]?._id as string;
    const res = await get(`/api/admin/mail/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<MailDetail>();
    expect(detail.html).toContain("<html");
    expect(detail.html).toContain("reset-password?token=••••••••");
    expect(detail.text).toContain("reset-password?token=••••••••");
    // The token that went out is nowhere in the answer.
    const sent = smtp.mails.find((m) => m.to.includes(customer.email));
    const token = /token=([\w-]+)/.exec(sent?.text ?? "")?.[1];
    expect(token?.length).toBeGreaterThan(30);
    expect(res.body).not.toContain(token);
    // The logo is inline in the preview (no attachment there).
    expect(detail.html).toContain("data:image/png;base64,");
    expect((await get("/api/admin/mail/0123456789abcdef01234567")).statusCode).toBe(404);
    expect((await get("/api/admin/mail/not-an-id")).json()).toEqual({ message: "Mail not found" });
  });

  it("resends a sent mail as a new copy with its own Message-ID; a sent reset link cannot be resent", async () => {
    const list = (await get("/api/admin/mail?kind=test")).json<MailPage>();
    const original = list.mails[0];
    const res = await t.request({ method: "POST", url: `/api/admin/mail/${original?._id}/resend`, token: admin });
    expect(res.statusCode, res.body).toBe(202);
    const copy = res.json();
    expect(copy._id).not.toBe(original?._id);
    expect(copy.messageId).not.toBe(original?.messageId);
    expect(copy).toMatchObject({ kind: "test", to: original?.to, status: "queued", subject: original?.subject });
    const arrived = await smtp.waitFor((m) => m.messageId === copy.messageId);
    expect(arrived[0]?.to).toEqual(original?.to);

    const reset = (await get("/api/admin/mail?kind=password-reset")).json<MailPage>().mails[0];
    const refused = await t.request({ method: "POST", url: `/api/admin/mail/${reset?._id}/resend`, token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cannot be sent again/);
    const missing = await t.request({
      method: "POST",
      url: "/api/admin/mail/0123456789abcdef01234567/resend",
      token: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("a test mail goes to the signed-in admin unless an address is given; a bad address is a 400", async () => {
    const res = await t.request({ method: "POST", url: "/api/admin/mail/test", token: admin, payload: {} });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().to).toEqual([ADMIN.email]);
    await smtp.waitFor((m) => m.to.includes(ADMIN.email));
    const bad = await t.request({ method: "POST", url: "/api/admin/mail/test", token: admin, payload: { to: "nope" } });
    expect(bad.statusCode).toBe(400);
  });

  it("the dashboard's health is quiet when all went out", async () => {
    await eventually(async () => {
      const res = await get("/api/admin/mail/health");
      expect(res.json()).toEqual({
        smtpConfigured: true,
        queued: 0,
        retrying: 0,
        failed: 0,
        held: 0,
        lastError: null,
        warning: null,
      });
    });
  });

  it("is for admins only", async () => {
    for (const url of ["/api/admin/mail", "/api/admin/mail/health"]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, customer.token)).statusCode).toBe(403);
    }
  });
});
