import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectPerAddressLimit, rawJsonBody, type TestApp } from "../../test/helpers.js";
import { CONTACT_RATE_LIMIT, CONTACT_RECEIVED } from "./routes.js";

describe("POST /api/contact", () => {
  let t: TestApp;
  let customer: string;
  let address = 0;
  /** Each test sends from its own client address so the rate limit of one does not leak into another. */
  const nextAddress = () => `10.1.0.${++address}`;

  const valid = {
    name: "Ayşe Yılmaz",
    email: "Ayse.Yilmaz@Example.com",
    subject: "Luxembourg koltuk teslimatı",
    message: "Merhaba, Luxembourg koltuğun Kadıköy'e teslimat süresini öğrenebilir miyim?",
  };

  const send = (payload: unknown, opts: { token?: string; remoteAddress?: string } = {}) =>
    t.request({
      method: "POST",
      url: "/api/contact",
      payload: payload as Record<string, unknown>,
      token: opts.token,
      remoteAddress: opts.remoteAddress ?? nextAddress(),
    });

  const stored = () => t.db.kysely.selectFrom("contact_messages").selectAll().orderBy("created_at").execute();

  beforeAll(async () => {
    t = await createTestApp();
    customer = (await t.registerCustomer()).token;
  });
  afterAll(() => t.close());

  it("stores a visitor's message, unhandled, with trimmed text and a normalised e-mail", async () => {
    const res = await send({ ...valid, name: "  Ayşe Yılmaz  " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_RECEIVED });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ayşe Yılmaz",
      email: "ayse.yilmaz@example.com",
      subject: valid.subject,
      message: valid.message,
      handled: 0,
    });
    expect(rows[0]?.id).toMatch(/^[a-f0-9]{24}$/);
    expect(Number.isNaN(Date.parse(String(rows[0]?.created_at)))).toBe(false);
  });

  it("accepts signed-in customers and admins the same way", async () => {
    const before = (await stored()).length;
    expect((await send(valid, { token: customer })).statusCode).toBe(201);
    expect((await send(valid, { token: await t.adminToken() })).statusCode).toBe(201);
    expect((await stored()).length).toBe(before + 2);
  });

  it("refuses a missing, blank or over-long field and a bad e-mail with a 400, storing nothing", async () => {
    const before = (await stored()).length;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...valid, name: undefined }, /name is required/],
      [{ ...valid, email: "not-an-email" }, /email Please enter a valid email address/],
      [{ ...valid, subject: "   " }, /subject/],
      [{ ...valid, message: "" }, /message/],
      [{ ...valid, message: "x".repeat(5001) }, /message/],
      [{ ...valid, name: 42 }, /name/],
    ];
    for (const [body, pattern] of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toMatch(/^Invalid body: /);
      expect(res.json().message).toMatch(pattern);
    }
    expect((await stored()).length).toBe(before);
  });

  it("refuses a malformed or empty body with a 400", async () => {
    const bad = await t.request({
      method: "POST",
      url: "/api/contact",
      ...rawJsonBody("{ not json"),
      remoteAddress: nextAddress(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "Malformed JSON body" });
    const empty = await t.request({ method: "POST", url: "/api/contact", remoteAddress: nextAddress() });
    expect(empty.statusCode).toBe(400);
    expect(typeof empty.json().message).toBe("string");
  });

  it(`allows ${CONTACT_RATE_LIMIT.max} messages per address per window, then answers 429 and stores nothing`, async () => {
    await expectPerAddressLimit(
      CONTACT_RATE_LIMIT.max,
      nextAddress(),
      (remoteAddress) => send(valid, { remoteAddress }),
      stored,
    );
  });
});
