import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { suiteTestApp, type TestApp } from "../test/helpers.js";
import { expectCleanError } from "../test/security-harness.js";

/*
 * Sign-in against a hostile client: brute force is throttled per account and per client address
 * (rotating X-Forwarded-For helps only behind a configured trusted proxy), an unknown e-mail and
 * a wrong password get the same answer, weak passwords are refused, and a deleted or demoted
 * user's token stops working at once.
 */
const PER_MINUTE = 2;

const login = (
  t: TestApp,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) => t.request({ method: "POST", url: "/api/users/login", payload: { email, password }, headers, remoteAddress });

/**
 * `count` sign-ins one after the other from `remoteAddress`, the i-th with the e-mail and password
 * `attempt(i)` and X-Forwarded-For `${forwardedPrefix}${i + 1}`; answers the responses in order.
 */
async function forwardedLogins(
  t: TestApp,
  count: number,
  attempt: (i: number) => [email: string, password: string],
  forwardedPrefix: string,
  remoteAddress: string,
): Promise<LightMyRequestResponse[]> {
  const responses: LightMyRequestResponse[] = [];
  for (let i = 0; i < count; i++) {
    const [email, password] = attempt(i);
    responses.push(await login(t, email, password, { "x-forwarded-for": `${forwardedPrefix}${i + 1}` }, remoteAddress));
  }
  return responses;
}

/** How many of the responses are 429s. */
const refusals = (responses: readonly LightMyRequestResponse[]) => responses.filter((r) => r.statusCode === 429).length;

function expectThrottled(res: LightMyRequestResponse, label: string) {
  const message = expectCleanError(res, 429, label);
  expect(message, label).toMatch(/retry in/i);
  expect(Number(res.headers["retry-after"]), label).toBeGreaterThan(0);
}

describe("login brute force", () => {
  describe("without a trusted proxy", () => {
    const t = suiteTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: String(PER_MINUTE) } });

    it("throttles one account after RATE_LIMIT_LOGIN_PER_MINUTE attempts, even from ever new addresses", async () => {
      const victim = await t.registerCustomer();
      for (let i = 0; i < PER_MINUTE; i++) {
        const res = await login(t, victim.email, `Wrong-guess-${i}`, {}, `198.51.100.${i + 1}`);
        expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
      }
      // Other addresses, other spellings of the same e-mail, and finally the right password: all refused.
      const spellings = [victim.email, victim.email.toUpperCase(), `  ${victim.email}  `];
      for (const [i, email] of spellings.entries()) {
        expectThrottled(await login(t, email, "Wrong-guess-x", {}, `203.0.113.${i + 1}`), email);
      }
      expectThrottled(await login(t, victim.email, victim.password, {}, "192.0.2.77"), "right password");
      // Another account is not locked by it.
      const other = await t.registerCustomer();
      expect((await login(t, other.email, other.password, {}, "192.0.2.78")).statusCode).toBe(200);
    });

    it("throttles one address trying many accounts, and rotating X-Forwarded-For does not help", async () => {
      const address = "192.0.2.10";
      const attempts = await forwardedLogins(
        t,
        PER_MINUTE * 2 + 4,
        (i) => [`nobody${i}@example.com`, "Wrong-guess-1"],
        "10.0.0.",
        address,
      );
      for (const [i, res] of attempts.entries()) {
        if (res.statusCode === 429) expectThrottled(res, `attempt ${i + 1}`);
        else expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
      }
      // Two attempts per account-limit's worth are let through, the rest refused.
      expect(refusals(attempts)).toBe(4);
      // Registration shares the address limit (no creating accounts to dodge it).
      const register = await t.request({
        method: "POST",
        url: "/api/users/register",
        remoteAddress: address,
        headers: { "x-forwarded-for": "10.9.9.9" },
        payload: { name: "Dodger", email: "dodger@example.com", password: "Correct-Horse-42" },
      });
      expectThrottled(register, "register");
      // Another client is not affected.
      expect((await login(t, "nobody@example.com", "Wrong-guess-1", {}, "192.0.2.11")).statusCode).toBe(401);
    });
  });

  describe("behind a trusted proxy (TRUST_PROXY)", () => {
    const t = suiteTestApp({
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: String(PER_MINUTE), TRUST_PROXY: "127.0.0.1" },
    });

    it("counts the client address the proxy reports, but a client cannot forge it past an untrusted hop", async () => {
      // Through the trusted proxy (127.0.0.1): each real client has its own budget.
      const clients = await forwardedLogins(
        t,
        PER_MINUTE * 2 + 1,
        (i) => [`user${i}@example.com`, "Wrong-guess-1"],
        "172.16.0.",
        "127.0.0.1",
      );
      for (const [i, res] of clients.entries()) expect(res.statusCode, `client ${i + 1}`).toBe(401);
      // Straight from an untrusted address, the header is ignored: the socket address is counted.
      const direct = await forwardedLogins(
        t,
        PER_MINUTE * 2 + 1,
        (i) => [`other${i}@example.com`, "Wrong-guess-1"],
        "172.17.0.",
        "198.51.100.9",
      );
      expect(refusals(direct)).toBe(1);
    });

    it("still throttles the account whatever address the proxy reports", async () => {
      const victim = await t.registerCustomer();
      const attempts = await forwardedLogins(
        t,
        PER_MINUTE + 2,
        (i) => [victim.email, `Wrong-guess-${i}`],
        "172.18.0.",
        "127.0.0.1",
      );
      expect(refusals(attempts)).toBe(2);
    });
  });
});

describe("accounts", () => {
  const t = suiteTestApp();

  it("an unknown e-mail and a wrong password get the same status, body and headers", async () => {
    const c = await t.registerCustomer();
    const wrong = await login(t, c.email, "Wrong-Pass-4242");
    const unknown = await login(t, "no-such-user@example.com", "Wrong-Pass-4242");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    const strip = (h: Record<string, unknown>) => {
      const { date, "x-ratelimit-remaining": _r, "x-ratelimit-reset": _s, ...rest } = h;
      return rest;
    };
    expect(strip(wrong.headers)).toEqual(strip(unknown.headers));
    // An address that is not even an e-mail gets the same answer too (no hint about the format).
    const junk = await login(t, "not-an-email", "Wrong-Pass-4242");
    expect(junk.body).toBe(wrong.body);
  });

  it("weak, common and too short or too long passwords are refused at registration, profile change and by admins", async () => {
    const weak: Array<[string, RegExp]> = [
      ["short1!", /at least 8/],
      ["password", /too common/],
      ["Password1", /too common/],
      ["12345678", /too common/],
      ["qwertyuiop", /too common/],
      ["aaaaaaaaaaaa", /repeated/],
      ["xyz".repeat(43), /at most 128/],
    ];
    const c = await t.registerCustomer({ email: "strong.user@example.com" });
    const admin = await t.adminToken();
    // Every case at registration and by an admin; a few at a profile change (each one costs a password check).
    const atProfile = new Set(["short1!", "Password1", "aaaaaaaaaaaa", "strong.user-2026"]);
    for (const [password, reason] of [...weak, ["strong.user-2026", /e-mail/] as [string, RegExp]]) {
      const email = `weak.${Math.random().toString(36).slice(2)}@example.com`;
      const register = await t.request({
        method: "POST",
        url: "/api/users/register",
        payload: {
          name: "Weak",
          email: password.startsWith("strong.user") ? "strong.user@example.org" : email,
          password,
        },
      });
      expect(expectCleanError(register, 400, `register ${password}`), password).toMatch(reason);
      if (atProfile.has(password)) {
        const profile = await t.request({
          method: "PUT",
          url: "/api/users/profile",
          token: c.token,
          payload: { password, currentPassword: c.password },
        });
        expect(expectCleanError(profile, 400, `profile ${password}`), password).toMatch(reason);
      }
      const byAdmin = await t.request({
        method: "POST",
        url: "/api/admin/users",
        token: admin,
        payload: {
          name: "Weak",
          email: password.startsWith("strong.user") ? "strong.user@example.net" : email,
          password,
        },
      });
      expect(expectCleanError(byAdmin, 400, `admin ${password}`), password).toMatch(reason);
    }
    // The customer's password is still the old one.
    expect((await login(t, c.email, c.password)).statusCode).toBe(200);
  });

  it("a deleted user's token stops working at once, also after the e-mail is registered again", async () => {
    const c = await t.registerCustomer();
    expect((await t.request({ method: "GET", url: "/api/users/profile", token: c.token })).statusCode).toBe(200);
    const admin = await t.adminToken();
    expect((await t.request({ method: "DELETE", url: `/api/admin/users/${c.id}`, token: admin })).statusCode).toBe(200);
    for (const req of [
      { method: "GET" as const, url: "/api/users/profile" },
      { method: "GET" as const, url: "/api/orders" },
      { method: "GET" as const, url: "/api/cart" },
      { method: "PUT" as const, url: "/api/users/profile", payload: { name: "Ghost" } },
    ]) {
      expectCleanError(await t.request({ ...req, token: c.token }), 401, `${req.method} ${req.url}`);
    }
    const again = await t.registerCustomer({ email: c.email });
    expect(again.id).not.toBe(c.id);
    expectCleanError(await t.request({ method: "GET", url: "/api/users/profile", token: c.token }), 401);
  });

  it("a demoted admin's token stops granting admin rights at once; a promoted user needs a new token", async () => {
    const admin = await t.adminToken();
    const staff = await t.registerCustomer();
    const promote = await t.request({
      method: "PUT",
      url: `/api/admin/users/${staff.id}`,
      token: admin,
      payload: { role: "admin" },
    });
    expect(promote.statusCode).toBe(200);
    // The customer token issued before the promotion is ended too.
    expectCleanError(await t.request({ method: "GET", url: "/api/users/profile", token: staff.token }), 401);
    const staffToken = (await login(t, staff.email, staff.password)).json().token as string;
    expect((await t.request({ method: "GET", url: "/api/admin/stats", token: staffToken })).statusCode).toBe(200);

    await t.request({
      method: "PUT",
      url: `/api/admin/users/${staff.id}`,
      token: admin,
      payload: { role: "customer" },
    });
    for (const url of ["/api/admin/stats", "/api/admin/users", "/api/users/profile"]) {
      expectCleanError(await t.request({ method: "GET", url, token: staffToken }), 401, url);
    }
    const created = await t.request({
      method: "POST",
      url: "/api/products",
      token: staffToken,
      payload: { name: "x" },
    });
    expectCleanError(created, 401);
  });

  it("a password change ends every other session", async () => {
    const c = await t.registerCustomer();
    const second = (await login(t, c.email, c.password)).json().token as string;
    const change = await t.request({
      method: "PUT",
      url: "/api/users/profile",
      token: c.token,
      payload: { password: "Brand-New-Pass-2026", currentPassword: c.password },
    });
    expect(change.statusCode).toBe(200);
    for (const token of [c.token, second]) {
      expectCleanError(await t.request({ method: "GET", url: "/api/users/profile", token }), 401);
    }
    expect((await t.request({ method: "GET", url: "/api/users/profile", token: change.json().token })).statusCode).toBe(
      200,
    );
  });
});
