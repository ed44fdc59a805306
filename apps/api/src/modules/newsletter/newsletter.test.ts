import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, rawJsonBody, type TestApp } from "../../test/helpers.js";
import { ALREADY_SUBSCRIBED, SUBSCRIBE_PER_MINUTE, SUBSCRIBED } from "./routes.js";

describe("newsletter API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each call comes from its own address so these tests never meet the rate limit (tested below).
  let address = 0;
  const subscribe = (payload: unknown, token?: string) =>
    t.request({
      method: "POST",
      url: "/api/subscribe",
      payload: payload as Record<string, unknown>,
      token,
      remoteAddress: `10.0.${Math.floor(++address / 250)}.${address % 250}`,
    });
  const stored = async (email?: string) => {
    let q = t.db.kysely.selectFrom("subscribers").select(["id", "email", "created_at"]);
    if (email !== undefined) q = q.where("email", "=", email);
    return q.execute();
  };

  it("subscribes a visitor (201) and stores the address trimmed and in lower case", async () => {
    const res = await subscribe({ email: "  Deniz.Kaya@Example.COM " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: SUBSCRIBED });
    const rows = await stored("deniz.kaya@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toMatch(/^[a-f0-9]{24}$/);
    expect(Number.isNaN(Date.parse(String(rows[0]?.created_at)))).toBe(false);
  });

  it("answers 409 with a friendly message for an address already on the list, in any case", async () => {
    const res = await subscribe({ email: "DENIZ.KAYA@example.com" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ALREADY_SUBSCRIBED });
    expect(await stored("deniz.kaya@example.com")).toHaveLength(1);
  });

  it("lets signed-in customers and admins subscribe too", async () => {
    const customer = await t.registerCustomer();
    const asCustomer = await subscribe({ email: "customer-news@example.com" }, customer.token);
    expect(asCustomer.statusCode).toBe(201);
    const asAdmin = await subscribe({ email: "admin-news@example.com" }, await t.adminToken());
    expect(asAdmin.statusCode).toBe(201);
    expect(await stored("customer-news@example.com")).toHaveLength(1);
    expect(await stored("admin-news@example.com")).toHaveLength(1);
  });

  it("refuses invalid input with 400 { message } and stores nothing", async () => {
    const before = (await stored()).length;
    const cases: Array<[unknown, RegExp]> = [
      [{}, /email is required/],
      [{ email: "" }, /valid email/],
      [{ email: "not-an-email" }, /valid email/],
      [{ email: "name@localhost" }, /valid email/],
      [{ email: `${"a".repeat(250)}@example.com` }, /email/],
      [{ email: 42 }, /email/],
    ];
    for (const [payload, message] of cases) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const malformed = await t.request({
      method: "POST",
      url: "/api/subscribe",
      ...rawJsonBody("{ email:"),
      remoteAddress: "10.9.9.9",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Malformed JSON body");
    expect(await stored()).toHaveLength(before);
  });

  it("keeps one row when the same address signs up several times at once", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email: "rush@example.com" })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    expect(await stored("rush@example.com")).toHaveLength(1);
  });

  it(`throttles one address after ${SUBSCRIBE_PER_MINUTE} sign-ups a minute (429 { message })`, async () => {
    const from = (i: number) =>
      t.request({
        method: "POST",
        url: "/api/subscribe",
        payload: { email: `burst${i}@example.com` },
        remoteAddress: "192.0.2.77",
      });
    for (let i = 0; i < SUBSCRIBE_PER_MINUTE; i++) expect((await from(i)).statusCode).toBe(201);
    const blocked = await from(SUBSCRIBE_PER_MINUTE);
    expect(blocked.statusCode).toBe(429);
    expect(typeof blocked.json().message).toBe("string");
    expect(await stored(`burst${SUBSCRIBE_PER_MINUTE}@example.com`)).toHaveLength(0);
    // Another address is not affected.
    const other = await t.request({
      method: "POST",
      url: "/api/subscribe",
      payload: { email: "neighbour@example.com" },
      remoteAddress: "192.0.2.78",
    });
    expect(other.statusCode).toBe(201);
  });
});
