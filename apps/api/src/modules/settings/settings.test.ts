import { describe, expect, it } from "vitest";
import { suiteTestApp } from "../../test/helpers.js";
import { DEFAULT_SETTINGS } from "./repository.js";

describe("shop settings API", () => {
  const t = suiteTestApp();

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

  it("takes a WhatsApp number and an IBAN as people write them, and stores them in one form", async () => {
    const token = await t.adminToken();
    const payload = { whatsappNumber: "+90 (532) 111-22-33", iban: "tr33 0006 1005 1978 6457 8413 26" };
    const res = await t.request({ method: "PUT", url: "/api/admin/settings", payload, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ whatsappNumber: "905321112233", iban: "TR33 0006 1005 1978 6457 8413 26" });
    const stored = (await t.request({ method: "GET", url: "/api/settings" })).json();
    expect(stored).toMatchObject({ whatsappNumber: "905321112233", iban: "TR33 0006 1005 1978 6457 8413 26" });
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
      { iban: "TR34 0006 1005 1978 6457 8413 26" },
      { whatsappNumber: "call me maybe" },
      { secret: "x" },
    ]) {
      const res = await t.request({ method: "PUT", url: "/api/admin/settings", payload, token });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^Invalid body/);
    }
    expect((await t.request({ method: "GET", url: "/api/settings" })).json()).toEqual(before);
  });
});
