import type { AdminConfigurator, ConfiguratorAnswer, QuoteAnswer } from "@avlu/contract/configurator";
import { configuratorDefinitionSchema } from "@avlu/contract/configurator";
import type { ConfiguratorDefinition } from "@avlu/contract/configurator-model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OLTA_CLASSIC_DEFINITION } from "../../db/migrations/021-olta-classic.js";
import { createTestApp, oltaClassicId, type TestApp } from "../../test/helpers.js";
import { snapshot } from "../../test/security-harness.js";

const URL = "/api/configurators/olta-classic";
const FULL =
  "size=d220&frame=red-ochre&fabric=acrylic&fabric-colour=deep-blue&volant=scalloped&fastening=base&accessories=cover.base-plate*2";

describe("the configurator's public API", () => {
  let t: TestApp;
  let admin: string;
  let id: string;

  const quote = (body: unknown) => t.request({ method: "POST", url: `${URL}/quote`, payload: body as object });
  const current = async () =>
    (await t.request({ method: "GET", url: `/api/admin/configurators/${id}`, token: admin })).json<AdminConfigurator>();
  /** Publishes or withdraws the configurator, based on `baseVersion`. */
  const setPublished = (baseVersion: number, published: boolean) =>
    t.request({
      method: "PUT",
      url: `/api/admin/configurators/${id}`,
      token: admin,
      payload: { baseVersion, published },
    });
  /** Saves the OLTA definition changed by `edit` as the next version. */
  const save = async (edit: (d: ConfiguratorDefinition) => void, extra: Record<string, unknown> = {}) => {
    const now = await current();
    const definition = structuredClone(now.definition) as ConfiguratorDefinition;
    edit(definition);
    const res = await t.request({
      method: "PUT",
      url: `/api/admin/configurators/${id}`,
      token: admin,
      payload: { baseVersion: now.version, definition, ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminConfigurator>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    id = await oltaClassicId(t);
  });
  afterAll(() => t.close());

  it("the shop starts with SPEC's OLTA parasol, whose definition passes today's rules", () => {
    const parsed = configuratorDefinitionSchema.safeParse(OLTA_CLASSIC_DEFINITION);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("GET: the definition, from 445.00€ for Ø200cm and more for Ø220cm, cached like the catalogue", async () => {
    const res = await t.request({ method: "GET", url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=10, stale-while-revalidate=30");
    const body = res.json<ConfiguratorAnswer>();
    expect(body).toMatchObject({
      _id: id,
      slug: "olta-classic",
      version: 1,
      fromCents: { d200: 44_500, d220: 49_500 },
    });
    expect(body.definition.name).toBe("OLTA Classic");
    expect(body.definition.steps.map((s) => s.id)).toEqual([
      "size",
      "frame",
      "fabric",
      "volant",
      "fastening",
      "accessories",
    ]);
    const size = body.definition.steps[0];
    expect(size?.options.map((o) => o.label.en)).toEqual(["Round Ø200cm", "Round Ø220cm"]);
    const fabric = body.definition.steps.find((s) => s.id === "fabric");
    expect(fabric?.options).toHaveLength(2);
    expect(fabric?.options[1]?.properties?.map((p) => p.label.en)).toEqual([
      "UV protection",
      "Water repellence",
      "Weight",
    ]);
    const volant = body.definition.steps.find((s) => s.id === "volant");
    expect(volant?.options.map((o) => o.preview?.edge)).toEqual(["none", "straight", "scalloped"]);
    const fastening = body.definition.steps.find((s) => s.id === "fastening");
    expect(fastening?.group).toBe("base");
    expect(fastening?.options.map((o) => o.preview?.mount)).toEqual(["base", "socket", "table", "wall"]);
    const again = await t.request({ method: "GET", url: URL, headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("GET: 404 for an unknown configurator, 400 for an address name that cannot be one", async () => {
    const missing = await t.request({ method: "GET", url: "/api/configurators/fermob-luxembourg" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Configurator not found" });
    const bad = await t.request({ method: "GET", url: "/api/configurators/OLTA%20Classic" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid path: slug/);
  });

  it("POST quote: prices a configuration on the server, base and extras apart, converted at the owner's rate", async () => {
    const res = await quote({ configuration: Object.fromEntries(new URLSearchParams(FULL)) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<QuoteAnswer>();
    // 495 + 35 (special frame colour) + 110 (acrylic, Ø220) + 95 (scalloped, Ø220) = 735.00 €
    expect(body.quote.groups).toEqual({ parasol: 73_500, base: 19_900, extras: 5_500 + 2 * 3_900 });
    expect(body.quote.totalCents).toBe(106_700);
    expect(body.quote.exchangeRate).toBe("1.0850");
    expect(body.quote.shopTotalCents).toBe(115_770); // 1,067.00 € × 1.085 = 1,157.695 → 1,157.70
    expect(body.query).toBe(FULL);
    expect(body.notes).toEqual([]);
    expect(body).toMatchObject({ slug: "olta-classic", version: 1 });
    expect(body.summary.map((l) => `${l.label}: ${l.value}`)).toContain("Fabric colour: Deep blue");
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("POST quote: the same configuration as an address query string value or as quantities", async () => {
    const res = await quote({ configuration: { size: "d220", accessories: { cover: 1, "base-plate": 2 } } });
    expect(res.statusCode).toBe(200);
    expect(res.json<QuoteAnswer>().query).toBe(
      "size=d220&frame=anthracite&fabric=polyester&fabric-colour=cotton-white&volant=none&fastening=base&accessories=cover.base-plate*2",
    );
  });

  it("POST quote (strict, the default): 400 naming each invalid choice, and nothing stored", async () => {
    const before = await snapshot(t);
    const res = await quote({
      configuration: { size: "d220", fastening: "wall-bracket", "fabric-colour": "tartan", accessories: "hammock" },
    });
    expect(res.statusCode).toBe(400);
    const message = res.json().message as string;
    expect(message).toMatch(/^Invalid configuration: /);
    expect(message).toContain("Wall/balcony bracket is offered only with Shape and size: Round Ø200cm");
    expect(message).toContain('"tartan" is not a colour of Polyester 180 g/m²');
    expect(message).toContain('"hammock" is not an option');
    expect(await snapshot(t)).toEqual(before);
  });

  it("POST quote (correct): the nearest valid configuration with a note per change", async () => {
    const res = await quote({
      mode: "correct",
      configuration: { size: "d220", fastening: "wall-bracket", fabric: "acrylic", "fabric-colour": "honey" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<QuoteAnswer>();
    expect(body.configuration.choices.fastening).toBe("base");
    expect(body.configuration.colours.fabric).toBe("frosted-lemon");
    expect(body.notes.map((n) => [n.step, n.code, n.requested, n.chosen])).toEqual([
      ["fabric", "colour-not-in-range", "honey", "frosted-lemon"],
      ["fastening", "unavailable-option", "wall-bracket", "base"],
    ]);
    expect(body.notes[0]?.message).toContain("Frosted Lemon, the nearest colour");
  });

  it("POST quote: a client's own prices are not read; malformed bodies are a 400 with a message", async () => {
    const tampered = await quote({ configuration: { size: "d200", price: "1", totalCents: 1, groups: "0" } });
    expect(tampered.statusCode).toBe(200);
    expect(tampered.json<QuoteAnswer>().quote.totalCents).toBe(44_500 + 19_900);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /configuration is required/],
      [{ configuration: { size: "d200" }, totalCents: 1 }, /Invalid body/],
      [{ configuration: { size: "d200" }, mode: "lenient" }, /mode/],
      [{ configuration: "size=d200" }, /configuration/],
      [{ configuration: { size: "x".repeat(401) } }, /configuration/],
      [{ configuration: { size: { nested: { deep: 1 } } } }, /configuration/],
      [{ configuration: Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`k${i}`, "1"])) }, /too many keys/],
    ];
    for (const [body, pattern] of cases) {
      const res = await quote(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(pattern);
    }
    expect(
      (await t.request({ method: "POST", url: "/api/configurators/nope/quote", payload: { configuration: {} } }))
        .statusCode,
    ).toBe(404);
  });

  it("both calls are in the OpenAPI document with their schemas", async () => {
    const doc = (await t.request({ method: "GET", url: "/api/docs/json" })).json();
    const get = doc.paths["/api/configurators/{slug}"]?.get;
    const post = doc.paths["/api/configurators/{slug}/quote"]?.post;
    expect(get?.responses?.["200"]).toBeDefined();
    expect(JSON.stringify(get.responses["200"])).toContain("exchangeRate");
    expect(JSON.stringify(post?.requestBody)).toContain("strict");
    expect(Object.keys(post?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "404"]));
    for (const path of ["/api/admin/configurators", "/api/admin/configurators/{id}", "/api/order-requests/configured"])
      expect(doc.paths[path], path).toBeDefined();
    const cart = doc.paths["/api/cart/configured"];
    expect(Object.keys(cart ?? {})).toEqual(expect.arrayContaining(["post", "put", "delete"]));
    expect(JSON.stringify(doc.paths["/api/cart"]?.get?.responses?.["200"])).toContain("euroCents");
    expect(JSON.stringify(doc.paths["/api/orders/{id}"]?.get?.responses?.["200"])).toContain("exchangeRate");
  });

  it("a price change applies at once: new version, new figures, the cached definition dropped", async () => {
    const before = await t.request({ method: "GET", url: URL });
    const saved = await save((d) => {
      const size = d.steps[0];
      if (size?.options[0]) size.options[0].priceCents = 46_900;
      d.exchangeRate = "1.1";
    });
    expect(saved.version).toBe(2);
    const after = await t.request({ method: "GET", url: URL });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<ConfiguratorAnswer>()).toMatchObject({ version: 2, fromCents: { d200: 46_900 } });
    const q = (await quote({ configuration: {} })).json<QuoteAnswer>();
    expect(q.version).toBe(2);
    expect(q.quote.totalCents).toBe(46_900 + 19_900);
    expect(q.quote.shopTotalCents).toBe(73_480); // 668.00 € × 1.1
  });

  it("an option the owner removes is corrected in old links, with a note", async () => {
    await save((d) => {
      const volant = d.steps.find((s) => s.id === "volant");
      if (volant) volant.options = volant.options.filter((o) => o.id !== "scalloped");
    });
    const res = await quote({ mode: "correct", configuration: { volant: "scalloped" } });
    expect(res.json<QuoteAnswer>().notes).toMatchObject([{ step: "volant", code: "unknown-option", chosen: "none" }]);
  });

  it("a withdrawn configurator is gone for shoppers (404) until it is published again", async () => {
    const now = await current();
    const off = await setPublished(now.version, false);
    expect(off.statusCode).toBe(200);
    expect(off.json<AdminConfigurator>()).toMatchObject({ published: false, version: now.version });
    expect((await t.request({ method: "GET", url: URL })).statusCode).toBe(404);
    expect((await quote({ configuration: {} })).statusCode).toBe(404);
    const on = await setPublished(now.version, true);
    expect(on.statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: URL })).statusCode).toBe(200);
  });
});
