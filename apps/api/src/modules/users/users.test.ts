import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestApp, type TestApp } from "../../test/helpers.js";

describe("accounts API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>, token?: string) =>
    t.request({ method: "POST", url: "/api/users/register", payload, token });
  const login = (payload: Record<string, unknown>) => t.request({ method: "POST", url: "/api/users/login", payload });

  describe("register", () => {
    it("creates a customer and answers user and token, never a password hash", async () => {
      const res = await register({ name: "Ayşe Yılmaz", email: "Ayse@Example.com", password: "Bahçe-Keyfi-2026" });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.user).toMatchObject({ name: "Ayşe Yılmaz", email: "ayse@example.com", role: "customer" });
      expect(typeof body.token).toBe("string");
      expect(res.body).not.toMatch(/password|argon2/i);
    });

    it("answers 409 for an e-mail already registered, in any case", async () => {
      const res = await register({ name: "Other", email: "AYSE@example.com", password: "Another-Pass-99" });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/already exists/);
    });

    it("ignores a role in a public registration (mass assignment)", async () => {
      const res = await register({
        name: "Mallory",
        email: "mallory@example.com",
        password: "Sneaky-Role-77",
        role: "admin",
        isAdmin: true,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.role).toBe("customer");
    });

    it("lets an admin create an admin through registration", async () => {
      const res = await register(
        { name: "Second Admin", email: "second-admin@example.com", password: "Trusted-Keeper-88", role: "admin" },
        await t.adminToken(),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().user.role).toBe("admin");
    });

    it("refuses missing fields, bad e-mails, short and common passwords", async () => {
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ email: "a@b.co", password: "Long-enough-1" }, /name is required/],
        [{ name: "A", email: "not-an-email", password: "Long-enough-1" }, /valid email/],
        [{ name: "A", email: "short@example.com", password: "short" }, /at least 8/],
        [{ name: "A", email: "common@example.com", password: "password123" }, /too common/],
        [{ name: "A", email: "same@example.com", password: "aaaaaaaaaa" }, /repeated/],
      ];
      for (const [payload, message] of cases) {
        const res = await register(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
    });
  });

  describe("login", () => {
    it("signs in with the right password", async () => {
      const res = await login({ email: "ayse@example.com", password: "Bahçe-Keyfi-2026" });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe("ayse@example.com");
    });

    it("gives the same 401 answer for an unknown e-mail and a wrong password", async () => {
      const wrong = await login({ email: "ayse@example.com", password: "nope-nope-nope" });
      const unknown = await login({ email: "nobody@example.com", password: "nope-nope-nope" });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
    });

    it("refuses an empty body with a 400", async () => {
      expect((await login({})).statusCode).toBe(400);
    });
  });

  describe("profile", () => {
    it("needs a valid token", async () => {
      expect((await t.request({ method: "GET", url: "/api/users/profile" })).statusCode).toBe(401);
      const bad = await t.request({ method: "GET", url: "/api/users/profile", token: "abc.def.ghi" });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().message).toMatch(/log in/);
    });

    it("returns and updates the signed-in user; a new password needs the current one and ends old sessions", async () => {
      const c = await t.registerCustomer();
      const me = await t.request({ method: "GET", url: "/api/users/profile", token: c.token });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe(c.email);

      const noCurrent = await t.request({
        method: "PUT",
        url: "/api/users/profile",
        token: c.token,
        payload: { password: "Brand-New-Pass-1" },
      });
      expect(noCurrent.statusCode).toBe(400);
      const wrongCurrent = await t.request({
        method: "PUT",
        url: "/api/users/profile",
        token: c.token,
        payload: { password: "Brand-New-Pass-1", currentPassword: "wrong-password" },
      });
      expect(wrongCurrent.statusCode).toBe(400);

      // A role (or any other extra field) in the body is ignored: it never grants anything.
      const ok2 = await t.request({
        method: "PUT",
        url: "/api/users/profile",
        token: c.token,
        payload: {
          name: "Renamed",
          password: "Brand-New-Pass-1",
          currentPassword: c.password,
          role: "admin",
          _id: "x",
        },
      });
      expect(ok2.statusCode).toBe(200);
      expect(ok2.json().user).toMatchObject({ name: "Renamed", role: "customer" });
      expect((await t.request({ method: "GET", url: "/api/users/profile", token: c.token })).statusCode).toBe(401);
      expect((await t.request({ method: "GET", url: "/api/users/profile", token: ok2.json().token })).statusCode).toBe(
        200,
      );
    });
  });

  describe("admin user management", () => {
    /** An admin's change of a user's role (any text: the API checks it). */
    const setRole = (admin: string, id: string, role: string) =>
      t.request({ method: "PUT", url: `/api/admin/users/${id}`, token: admin, payload: { role } });

    it("lists users without any password data, for admins only", async () => {
      const c = await t.registerCustomer();
      expect((await t.request({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(401);
      expect((await t.request({ method: "GET", url: "/api/admin/users", token: c.token })).statusCode).toBe(403);
      const res = await t.request({ method: "GET", url: "/api/admin/users", token: await t.adminToken() });
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeGreaterThan(1);
      expect(res.body).not.toMatch(/password|argon2/i);
    });

    it("changes roles; a demoted or deleted user's token stops working at once", async () => {
      const admin = await t.adminToken();
      const c = await t.registerCustomer();
      const promote = await setRole(admin, c.id, "admin");
      expect(promote.statusCode).toBe(200);
      expect(promote.json().role).toBe("admin");
      const relog = await login({ email: c.email, password: c.password });
      const newToken = relog.json().token;
      expect((await t.request({ method: "GET", url: "/api/admin/users", token: newToken })).statusCode).toBe(200);
      await setRole(admin, c.id, "customer");
      expect((await t.request({ method: "GET", url: "/api/admin/users", token: newToken })).statusCode).toBe(401);
      const del = await t.request({ method: "DELETE", url: `/api/admin/users/${c.id}`, token: admin });
      expect(del.statusCode).toBe(200);
      expect((await t.request({ method: "GET", url: "/api/users/profile", token: newToken })).statusCode).toBe(401);
      expect((await t.request({ method: "DELETE", url: `/api/admin/users/${c.id}`, token: admin })).statusCode).toBe(
        404,
      );
    });

    it("never lets an admin delete or demote themself, nor removes the last admin", async () => {
      const admin = await t.adminToken();
      const me = (await t.request({ method: "GET", url: "/api/users/profile", token: admin })).json();
      const demote = await setRole(admin, me._id, "customer");
      expect(demote.statusCode).toBe(409);
      const del = await t.request({ method: "DELETE", url: `/api/admin/users/${me._id}`, token: admin });
      expect(del.statusCode).toBe(409);
      const bad = await setRole(admin, me._id, "owner");
      expect(bad.statusCode).toBe(400);
    });

    it("adds a user with a role", async () => {
      const res = await t.request({
        method: "POST",
        url: "/api/admin/users",
        token: await t.adminToken(),
        payload: { name: "Staff", email: "staff@example.com", password: "Shop-Floor-2026", role: "admin" },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ email: "staff@example.com", role: "admin" });
    });
  });

  it("the configured admin can sign in", async () => {
    expect((await login(ADMIN)).statusCode).toBe(200);
  });
});
