import { createHash } from "node:crypto";
import {
  FORGOT_PASSWORD_ACCEPTED,
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  RESET_LINK_USED,
} from "@avlu/contract/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.js";
import { FAST_MAIL, outboxRows, resetTokenFor } from "../../test/mail.js";
import { FORGOT_PASSWORD_LIMITS } from "./password-reset.js";

/*
 * Password reset on both databases (no SMTP server here: the mails are held in the outbox, and the
 * token is read from its sealed copy there, as the sender would). Delivery itself: mail.test.ts.
 */

const NEW_PASSWORD = "Brand-New-Pass-77";

describe("password reset", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ mail: FAST_MAIL });
  });
  afterAll(() => t.close());

  const forgot = (email: string, remoteAddress?: string) =>
    t.request({
      method: "POST",
      url: "/api/users/forgot-password",
      payload: { email },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.request({ method: "POST", url: "/api/users/reset-password", payload: { token, password } });
  const profile = (token: string) => t.request({ method: "GET", url: "/api/users/profile", token });
  const login = (email: string, password: string) =>
    t.request({ method: "POST", url: "/api/users/login", payload: { email, password } });

  it("answers 202 with the same text for an address with and without an account; only the account gets a mail", async () => {
    const customer = await t.registerCustomer();
    const before = (await outboxRows(t, "password-reset")).length;
    const unknown = await forgot("nobody-here@example.com", "10.0.0.1");
    const known = await forgot(customer.email.toUpperCase(), "10.0.0.2");
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: FORGOT_PASSWORD_ACCEPTED });
    expect(known.body).toBe(unknown.body);
    const rows = await outboxRows(t, "password-reset");
    expect(rows.length).toBe(before + 1);
    expect(JSON.parse(rows.at(-1)?.recipients ?? "[]")).toEqual([customer.email]);
    // Only the token's hash is stored; the mail carries it sealed.
    const token = await resetTokenFor(t, customer.email);
    const stored = await t.db.kysely.selectFrom("password_reset_tokens").selectAll().execute();
    expect(stored.some((r) => r.token_hash === createHash("sha256").update(token).digest("hex"))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("a valid link sets the password, signs in this device and ends every other session at once", async () => {
    const customer = await t.registerCustomer();
    const other = await login(customer.email, customer.password);
    const otherToken = other.json().token as string;
    expect((await profile(otherToken)).statusCode).toBe(200);

    await forgot(customer.email, "10.0.1.1");
    const res = await reset(await resetTokenFor(t, customer.email));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: customer.email, role: "customer" });
    expect((await profile(body.token)).statusCode).toBe(200);
    expect((await profile(customer.token)).statusCode).toBe(401);
    expect((await profile(otherToken)).statusCode).toBe(401);
    expect((await login(customer.email, customer.password)).statusCode).toBe(401);
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);
    // And the owner of the address is told.
    const changed = (await outboxRows(t, "password-changed")).filter((r) => r.recipients.includes(customer.email));
    expect(changed.length).toBe(1);
    expect(JSON.parse(changed[0]?.payload ?? "{}").data.via).toBe("reset");
  });

  it("a used link is refused with a clear message, and changes nothing", async () => {
    const customer = await t.registerCustomer();
    await forgot(customer.email, "10.0.2.1");
    const token = await resetTokenFor(t, customer.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, "Another-Pass-88");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: RESET_LINK_USED });
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("an expired link is refused", async () => {
    const customer = await t.registerCustomer();
    await forgot(customer.email, "10.0.3.1");
    const token = await resetTokenFor(t, customer.email);
    await t.db.kysely
      .updateTable("password_reset_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", createHash("sha256").update(token).digest("hex"))
      .execute();
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: RESET_LINK_EXPIRED });
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });

  it("asking again makes the older link useless", async () => {
    const customer = await t.registerCustomer();
    await forgot(customer.email, "10.0.4.1");
    const first = await resetTokenFor(t, customer.email);
    await forgot(customer.email, "10.0.4.1");
    const second = await resetTokenFor(t, customer.email);
    expect(second).not.toBe(first);
    const old = await reset(first);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ message: RESET_LINK_EXPIRED });
    expect((await reset(second)).statusCode).toBe(200);
  });

  it("forged and malformed tokens are refused alike; bad bodies are 400 and change nothing", async () => {
    for (const token of ["forged-token", "A".repeat(43), "x"]) {
      const res = await reset(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: RESET_LINK_INVALID });
    }
    expect((await reset("")).statusCode).toBe(400);
    expect((await reset("a".repeat(201))).statusCode).toBe(400);
    const noPassword = await t.request({ method: "POST", url: "/api/users/reset-password", payload: { token: "abc" } });
    expect(noPassword.statusCode).toBe(400);
    expect((await forgot("not-an-email")).statusCode).toBe(400);
  });

  it("the new password follows the registration rules", async () => {
    const customer = await t.registerCustomer();
    await forgot(customer.email, "10.0.5.1");
    const token = await resetTokenFor(t, customer.email);
    const short = await reset(token, "short");
    expect(short.statusCode).toBe(400);
    const common = await reset(token, "password123");
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/too common/);
    // A refused password does not use the link up.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("is rate limited per address (the same answer whether it has an account or not) and per client", async () => {
    const customer = await t.registerCustomer();
    const { max } = FORGOT_PASSWORD_LIMITS.perEmail;
    for (const email of [customer.email, "nobody-limited@example.com"]) {
      for (let i = 0; i < max; i++) expect((await forgot(email, `10.1.0.${i}`)).statusCode).toBe(202);
      const limited = await forgot(email, "10.1.1.1");
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many password reset requests for this address/);
    }
    // Per client: one address asking about many accounts.
    const perClient = FORGOT_PASSWORD_LIMITS.perClient.max;
    for (let i = 0; i < perClient; i++) {
      expect((await forgot(`someone${i}@example.com`, "10.2.0.1")).statusCode).toBe(202);
    }
    expect((await forgot("one-more@example.com", "10.2.0.1")).statusCode).toBe(429);
  });

  it("a password change in the profile ends the user's other sessions and tells them", async () => {
    const customer = await t.registerCustomer();
    const other = (await login(customer.email, customer.password)).json().token as string;
    const res = await t.request({
      method: "PUT",
      url: "/api/users/profile",
      token: customer.token,
      payload: { password: NEW_PASSWORD, currentPassword: customer.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(res.json().token)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(customer.token)).statusCode).toBe(401);
    const changed = (await outboxRows(t, "password-changed")).filter((r) => r.recipients.includes(customer.email));
    expect(changed.length).toBe(1);
    expect(JSON.parse(changed[0]?.payload ?? "{}").data.via).toBe("profile");
  });
});
