import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.js";
import { DEFAULT_SETTINGS } from "./repository.js";

describe("shop settings API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives everyone the public shop settings, defaults first", async () => {
    const res = await t.request({ method: "GET", url: "/api/settings" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
  });

  it("lets only admins change them; nested objects are merged", async () => {
    const patch = { whatsappNumber: "905551112233", social: { instagram: "https://www.instagram.com/avlu.studio" } };
    expect((await t.request({ method: "PUT", url: "/api/admin/settings", payload: patch })).statusCode).toBe(401);
    const customer = (await t.registerCustomer()).token;
    expect(
      (await t.request({ method: "PUT", url: "/api/admin/settings", payload: patch, token: customer })).statusCode,
    ).toBe(403);
    const res = await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      payload: patch,
      token: await t.adminToken(),
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.request({ method: "GET", url: "/api/settings" })).json();
    expect(after.whatsappNumber).toBe("905551112233");
    expect(after.social).toEqual({ ...DEFAULT_SETTINGS.social, instagram: "https://www.instagram.com/avlu.studio" });
    expect(after.phone).toBe(DEFAULT_SETTINGS.phone);
  });

  it("refuses bad values and unknown fields, changing nothing", async () => {
    const token = await t.adminToken();
    const before = (await t.request({ method: "GET", url: "/api/settings" })).json();
    for (const payload of [
      { whatsappNumber: "+90 555" },
      { orderEmails: ["a@b.co"] },
      { orderEmails: ["not-mail", "b@c.co"] },
      { social: { instagram: "javascript:alert(1)" } },
      { iban: "<script>" },
      { secret: "x" },
    ]) {
      const res = await t.request({ method: "PUT", url: "/api/admin/settings", payload, token });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^Invalid body/);
    }
    expect((await t.request({ method: "GET", url: "/api/settings" })).json()).toEqual(before);
  });
});
