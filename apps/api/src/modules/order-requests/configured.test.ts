import type { AdminConfigurator } from "@avlu/contract/configurator";
import type { ConfiguratorDefinition } from "@avlu/contract/configurator-model";
import type { Settings } from "@avlu/contract/settings";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReceivedMail } from "../../../../../scripts/smtp-test-server.mjs";
import { oltaClassicId } from "../../test/helpers.js";
import { suiteMailTestApp } from "../../test/mail.js";
import { snapshot } from "../../test/security-harness.js";

const CONFIG = {
  size: "d220",
  frame: "cedar-green",
  fabric: "acrylic",
  "fabric-colour": "deep-blue",
  volant: "straight",
  fastening: "ground-socket",
  accessories: "cover.lighting",
};
const QUERY =
  "size=d220&frame=cedar-green&fabric=acrylic&fabric-colour=deep-blue&volant=straight&fastening=ground-socket&accessories=cover.lighting";

describe("POST /api/order-requests/configured", () => {
  const { t, smtp } = suiteMailTestApp();
  let settings: Settings;
  let configuratorId: string;
  let address = 0;

  const send = (payload: Record<string, unknown>) =>
    t.request({
      method: "POST",
      url: "/api/order-requests/configured",
      payload,
      remoteAddress: `10.3.0.${++address}`,
    });
  const stored = () => t.db.kysely.selectFrom("order_requests").selectAll().orderBy("created_at").execute();

  beforeAll(async () => {
    settings = (await t.request({ method: "GET", url: "/api/settings" })).json<Settings>();
    configuratorId = await oltaClassicId(t);
  });

  it("records the configuration with its server price and version, and mails it to the shop line by line", async () => {
    const res = await send({ configurator: "olta-classic", configuration: CONFIG, channel: "whatsapp" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: "Order request recorded" });

    const [row] = await stored();
    expect(row).toMatchObject({
      product_id: configuratorId,
      product_name: "OLTA Classic",
      color: "",
      packing: "",
      channel: "whatsapp",
    });
    const snap = JSON.parse(row?.configuration ?? "null");
    // 495 + 35 + 110 + 75 = 715.00 €; ground socket 89.00 €; cover Ø220 55.00 € + lighting 129.00 €
    expect(snap).toMatchObject({
      configuratorId,
      slug: "olta-classic",
      version: 1,
      name: "OLTA Classic",
      query: QUERY,
      quote: { groups: { parasol: 71_500, base: 8_900, extras: 18_400 }, totalCents: 98_800, exchangeRate: "1.0850" },
    });
    expect(snap.summary).toContainEqual({ step: "fabric", label: "Fabric colour", value: "Deep blue" });

    const mails = await smtp.waitFor(
      (m: ReceivedMail) =>
        m.to.includes(settings.orderEmails[0]) && /Order request via WhatsApp: OLTA Classic/.test(m.subject),
    );
    const mail = mails[0] as ReceivedMail;
    for (const part of [mail.html, mail.text]) {
      for (const text of [
        "Round Ø220cm",
        "Cedar green",
        "Acrylic 300 g/m²",
        "Deep blue",
        "Straight volant, 20 cm",
        "Ground socket",
      ])
        expect(part).toContain(text);
      expect(part).toContain("Protective cover with zip and rod");
      expect(part).toContain("LED lighting, rechargeable");
      expect(part).toContain("715.00€");
      expect(part).toContain("89.00€");
      expect(part).toContain("988.00€");
    }
    expect(mail.html).toContain(`/olta/configure?${QUERY.replaceAll("&", "&amp;")}`);
    expect(mail.text).toContain(`/olta/configure?${QUERY}`);
  });

  it("refuses an invalid or tampered configuration with a 400 naming each choice, storing nothing", async () => {
    const before = await snapshot(t);
    const res = await send({
      configurator: "olta-classic",
      configuration: { ...CONFIG, fastening: "wall-bracket", accessories: "cover*5" },
      channel: "mail",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid configuration: /);
    expect(res.json().message).toContain("Wall/balcony bracket is offered only with");
    expect(res.json().message).toContain("at most 1 × Protective cover with zip and rod");
    const bad: Array<Record<string, unknown>> = [
      { configurator: "olta-classic", configuration: CONFIG, channel: "sms" },
      { configurator: "olta-classic", configuration: CONFIG },
      { configurator: "OLTA", configuration: CONFIG, channel: "mail" },
      { configurator: "olta-classic", configuration: CONFIG, channel: "mail", totalCents: 1 },
    ];
    for (const body of bad) expect((await send(body)).statusCode, JSON.stringify(body)).toBe(400);
    const missing = await send({ configurator: "fermob-luxembourg", configuration: {}, channel: "mail" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Configurator not found" });
    expect(await snapshot(t)).toEqual(before);
  });

  it("a request keeps the price it was made at after the owner changes the price table", async () => {
    const admin = await t.adminToken();
    const now = (
      await t.request({ method: "GET", url: `/api/admin/configurators/${configuratorId}`, token: admin })
    ).json<AdminConfigurator>();
    const definition = structuredClone(now.definition) as ConfiguratorDefinition;
    const size = definition.steps[0];
    if (size?.options[1]) size.options[1].priceCents = 59_500;
    const saved = await t.request({
      method: "PUT",
      url: `/api/admin/configurators/${configuratorId}`,
      token: admin,
      payload: { baseVersion: now.version, definition },
    });
    expect(saved.statusCode).toBe(200);
    expect((await send({ configurator: "olta-classic", configuration: CONFIG, channel: "mail" })).statusCode).toBe(201);
    const rows = await stored();
    const [first, latest] = [rows[0], rows.at(-1)].map((r) => JSON.parse(r?.configuration ?? "null"));
    expect(first).toMatchObject({ version: 1, quote: { totalCents: 98_800 } });
    expect(latest).toMatchObject({ version: 2, quote: { totalCents: 98_800 + 10_000 } });
  });

  it("counts on the dashboard's most requested, as the configured product", async () => {
    const res = await t.request({ method: "GET", url: "/api/admin/stats", token: await t.adminToken() });
    expect(res.statusCode).toBe(200);
    expect(res.json().topRequested).toEqual([
      expect.objectContaining({
        productId: configuratorId,
        kind: "configurator",
        name: "OLTA Classic",
        exists: true,
        requests: 2,
        whatsapp: 1,
        mail: 1,
      }),
    ]);
  });
});
