import type { AdminConfigurator, ConfiguratorSummary } from "@avlu/contract/configurator";
import type { ConfiguratorDefinition } from "@avlu/contract/configurator-model";
import { beforeAll, describe, expect, it } from "vitest";
import { OLTA_CLASSIC_DEFINITION } from "../../db/migrations/021-olta-classic.js";
import { ADMIN, oltaClassicId, suiteTestApp } from "../../test/helpers.js";
import { snapshot } from "../../test/security-harness.js";

/** A second configurable product, as an owner could add it: its own steps, rules and prices. */
const FERMOB: ConfiguratorDefinition = {
  name: "FERMOB Mooon! Parasol",
  brand: "FERMOB",
  exchangeRate: "1.0850",
  steps: [
    {
      id: "size",
      kind: "single",
      title: { en: "Size" },
      group: "parasol",
      role: "size",
      default: "s250",
      options: [
        { id: "s250", label: { en: "Square 250 cm" }, priceCents: 89_000, preview: { shape: "square", sizeCm: 250 } },
        { id: "s300", label: { en: "Square 300 cm" }, priceCents: 109_000, preview: { shape: "square", sizeCm: 300 } },
      ],
    },
    {
      id: "mount",
      kind: "single",
      title: { en: "Mounting" },
      group: "base",
      default: "cross",
      options: [
        { id: "cross", label: { en: "Cross base" }, priceCents: 29_000 },
        { id: "wall", label: { en: "Wall arm" }, priceCents: 39_000, requires: [{ step: "size", options: ["s250"] }] },
      ],
    },
  ],
};

describe("the owner's configurator API", () => {
  const t = suiteTestApp();
  let admin: string;
  let id: string;

  const get = () => t.request({ method: "GET", url: `/api/admin/configurators/${id}`, token: admin });
  const put = (payload: unknown, target = id) =>
    t.request({ method: "PUT", url: `/api/admin/configurators/${target}`, token: admin, payload: payload as object });
  /** Adds the FERMOB definition under `slug`. */
  const add = (slug: string) =>
    t.request({ method: "POST", url: "/api/admin/configurators", token: admin, payload: { slug, definition: FERMOB } });

  beforeAll(async () => {
    admin = await t.adminToken();
    id = await oltaClassicId(t);
  });

  it("lists every configurator with its current version", async () => {
    const res = await t.request({ method: "GET", url: "/api/admin/configurators", token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<ConfiguratorSummary[]>()).toEqual([
      {
        _id: id,
        slug: "olta-classic",
        name: "OLTA Classic",
        brand: "OLTA",
        published: true,
        version: 1,
        updatedAt: expect.any(String),
      },
    ]);
  });

  it("shows a configurator's definition and history (the first version is the shop's own)", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminConfigurator>();
    expect(body.definition).toEqual(OLTA_CLASSIC_DEFINITION);
    expect(body.versions).toEqual([{ version: 1, createdAt: expect.any(String), createdBy: "" }]);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const bad of ["0123456789abcdef01234567", "olta-classic"]) {
      const res = await t.request({ method: "GET", url: `/api/admin/configurators/${bad}`, token: admin });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual({ message: "Configurator not found" });
      expect((await put({ baseVersion: 1, published: false }, bad)).statusCode).toBe(404);
    }
  });

  it("saves a changed price table as the next version, keeping the old one as it was", async () => {
    const definition = structuredClone(OLTA_CLASSIC_DEFINITION) as ConfiguratorDefinition;
    const fastening = definition.steps.find((s) => s.id === "fastening");
    if (fastening?.options[0]) fastening.options[0].priceCents = 21_900;
    const res = await put({ baseVersion: 1, definition });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminConfigurator>();
    expect(body.version).toBe(2);
    expect(body.definition.steps.find((s) => s.id === "fastening")?.options[0]?.priceCents).toBe(21_900);
    const owner = await t.db.kysely
      .selectFrom("users")
      .select("name")
      .where("email", "=", ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(body.versions.map((v) => [v.version, v.createdBy])).toEqual([
      [2, owner.name],
      [1, ""],
    ]);
    const first = await t.db.kysely
      .selectFrom("configurator_versions")
      .select("definition")
      .where("configurator_id", "=", id)
      .where("version", "=", 1)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(first.definition)).toEqual(OLTA_CLASSIC_DEFINITION);
  });

  it("refuses a save over a version someone else replaced (409), changing nothing", async () => {
    const before = await snapshot(t);
    const res = await put({ baseVersion: 1, definition: OLTA_CLASSIC_DEFINITION });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/saved by someone else since version 1 \(now version 2\)/);
    expect(await snapshot(t)).toEqual(before);
  });

  it("of two saves of the same version at once, exactly one wins", async () => {
    const { version } = (await get()).json<AdminConfigurator>();
    const results = await Promise.all(
      ["1.09", "1.10"].map((rate) =>
        put({ baseVersion: version, definition: { ...OLTA_CLASSIC_DEFINITION, exchangeRate: rate } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = (await get()).json<AdminConfigurator>();
    expect(after.version).toBe(version + 1);
    expect(after.versions).toHaveLength(version + 1);
  });

  it("refuses a definition that breaks the rules, naming the problem, and changes nothing", async () => {
    const { version } = (await get()).json<AdminConfigurator>();
    const broken = (edit: (d: ConfiguratorDefinition) => void) => {
      const d = structuredClone(OLTA_CLASSIC_DEFINITION) as ConfiguratorDefinition;
      edit(d);
      return d;
    };
    const before = await snapshot(t);
    const cases: Array<[unknown, RegExp]> = [
      [
        broken((d) => {
          const size = d.steps[0];
          if (size?.options[0]) size.options[0].requires = [{ step: "fastening", options: ["base"] }];
        }),
        /requirements can point only at an earlier step/,
      ],
      [
        broken((d) => {
          const frame = d.steps[1];
          if (frame?.options[0]) frame.options[0].priceCents = -1;
        }),
        /priceCents/,
      ],
      [
        broken((d) => {
          const volant = d.steps.find((s) => s.id === "volant");
          if (volant) volant.default = "ruffled";
        }),
        /default must be one of its options/,
      ],
      [{ ...OLTA_CLASSIC_DEFINITION, exchangeRate: "0" }, /exchangeRate must be more than 0/],
      [{ ...OLTA_CLASSIC_DEFINITION, steps: [] }, /steps/],
      [{ ...OLTA_CLASSIC_DEFINITION, price: 1 }, /Invalid body/],
    ];
    for (const [definition, pattern] of cases) {
      const res = await put({ baseVersion: version, definition });
      expect(res.statusCode, pattern.source).toBe(400);
      expect(res.json().message, pattern.source).toMatch(/^Invalid body: /);
      expect(res.json().message, pattern.source).toMatch(pattern);
    }
    for (const body of [
      {},
      { definition: OLTA_CLASSIC_DEFINITION },
      { baseVersion: 0 },
      { baseVersion: version, slug: "x" },
    ]) {
      expect((await put(body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("adds a second configurable product with its own steps, usable by shoppers once published", async () => {
    const res = await add("fermob-mooon");
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AdminConfigurator>();
    expect(created).toMatchObject({
      slug: "fermob-mooon",
      name: "FERMOB Mooon! Parasol",
      published: false,
      version: 1,
    });
    expect((await t.request({ method: "GET", url: "/api/configurators/fermob-mooon" })).statusCode).toBe(404);

    const published = await put({ baseVersion: 1, published: true }, created._id);
    expect(published.statusCode).toBe(200);
    const pub = await t.request({ method: "GET", url: "/api/configurators/fermob-mooon" });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().fromCents).toEqual({ s250: 89_000, s300: 109_000 });
    const quote = await t.request({
      method: "POST",
      url: "/api/configurators/fermob-mooon/quote",
      payload: { mode: "correct", configuration: { size: "s300", mount: "wall" } },
    });
    expect(quote.json().configuration.choices).toEqual({ size: "s300", mount: "cross" });
    expect(quote.json().quote.totalCents).toBe(109_000 + 29_000);
  });

  it("refuses a second configurator under a taken or malformed address name", async () => {
    const taken = await add("olta-classic");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/"olta-classic" exists/);
    for (const slug of ["Fermob", "fermob mooon", "", "-x", "a".repeat(41)]) {
      const res = await add(slug);
      expect(res.statusCode, slug).toBe(400);
    }
  });

  it("is the owner's alone: a customer gets 403, a visitor 401", async () => {
    const customer = await t.registerCustomer();
    const calls = [
      { method: "GET" as const, url: "/api/admin/configurators" },
      { method: "GET" as const, url: `/api/admin/configurators/${id}` },
      { method: "PUT" as const, url: `/api/admin/configurators/${id}`, payload: { baseVersion: 1, published: false } },
      { method: "POST" as const, url: "/api/admin/configurators", payload: { slug: "mine", definition: FERMOB } },
    ];
    for (const call of calls) {
      expect((await t.request({ ...call, token: customer.token })).statusCode).toBe(403);
      expect((await t.request(call)).statusCode).toBe(401);
    }
  });
});
