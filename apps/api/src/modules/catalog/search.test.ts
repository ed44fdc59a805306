import type { FilterResult, ProductSummary } from "@avlu/contract/catalog";
import { filterResultSchema, productSummarySchema } from "@avlu/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUERY_BUDGET_MESSAGE } from "../../plugins/query-budget.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";

/*
 * Search finds what the shop sells (issue 14), in Turkish and English, with the owner's synonyms;
 * an empty search suggests where to look; `inStock`; the synonym admin API; the query budget.
 * On the demo catalogue, on both databases.
 */
describe("catalogue search on the demo catalogue", () => {
  let t: TestApp;
  let all: ProductSummary[];
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    all = (await t.request({ method: "GET", url: "/api/products/filter?limit=1000" })).json<FilterResult>().products;
  });
  afterAll(() => t.close());

  const search = async (term: string, more = "") => {
    const res = await t.request({
      method: "GET",
      url: `/api/products/filter?limit=1000&search=${encodeURIComponent(term)}${more}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return filterResultSchema.parse(res.json());
  };
  const ids = (list: ProductSummary[]) => list.map((p) => p._id).sort();
  const inCategory = (c: string) => all.filter((p) => p.categories.includes(c));
  /** A search for each of `terms` finds every one of `products`. */
  const expectEachFinds = async (terms: string[], products: ProductSummary[]) => {
    for (const term of terms) {
      const found = ids((await search(term)).products);
      for (const id of ids(products)) expect(found, term).toContain(id);
    }
  };

  it("finds every product of a category by its name, accents or not (Bergère, bergere, BERGÈRE)", async () => {
    const bergere = inCategory("Bergère");
    expect(bergere.length).toBeGreaterThanOrEqual(35);
    await expectEachFinds(["Bergère", "bergere", "BERGÈRE", "berjer"], bergere);
  });

  it("finds every parasol for şemsiye, semsiye and şemsiyeler", async () => {
    const parasols = inCategory("Parasol");
    expect(parasols.length).toBeGreaterThanOrEqual(30);
    await expectEachFinds(["şemsiye", "ŞEMSİYE", "semsiye", "şemsiyeler"], parasols);
  });

  it("maps Turkish furniture words to what the shop calls them, with Turkish endings", async () => {
    const named = (word: RegExp) => all.filter((p) => word.test(p.name));
    const cases: Array<[string, RegExp]> = [
      ["şezlong", /lounger|chaise longue|deckchair/i],
      ["şezlonglar", /lounger|chaise longue|deckchair/i],
      ["sandalye", /\bchair\b/i],
      ["sandalyeler", /\bchair\b/i],
      ["masa", /\btable\b/i],
      ["masalar", /\btable\b/i],
      ["lamba", /\blamp\b/i],
      ["lambası", /\blamp\b/i],
    ];
    for (const [term, name] of cases) {
      const expected = named(name);
      expect(expected.length, term).toBeGreaterThan(0);
      const found = ids((await search(term)).products);
      for (const id of ids(expected))
        expect(found, `${term} finds ${all.find((p) => p._id === id)?.name}`).toContain(id);
    }
  });

  it("looks in name, brand, collection, description, technical sheet and colour; all words must match", async () => {
    expect(
      (await search("luxembourg")).products.every((p) =>
        /luxembourg/i.test(`${p.name} ${p.collection} ${p.description}`),
      ),
    ).toBe(true);
    const fermob = await search("fermob");
    expect(fermob.total).toBe(all.filter((p) => p.brand === "FERMOB").length);
    const cactus = await search("cactus");
    for (const p of all.filter((x) => x.colors.includes("Cactus"))) expect(ids(cactus.products)).toContain(p._id);
    const france = await search("made in france");
    expect(france.total).toBeGreaterThan(0);
    const both = await search("luxembourg chair");
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan((await search("luxembourg")).total);
  });

  it("finds products by the words of their Turkish texts, and answers them in Turkish (ADR 2001)", async () => {
    // "istiflenebilir" is only in the Turkish technical sheets of stackable pieces.
    const stackable = await search("istiflenebilir");
    expect(stackable.total).toBeGreaterThan(10);
    const english = await search("stackable");
    expect(ids(stackable.products)).toEqual(ids(english.products));
    const [first] = stackable.products;
    if (!first) throw new Error("nothing stackable");
    const tr = await t.request({ method: "GET", url: `/api/products/${first._id}?lang=tr` });
    const p = tr.json<{ technicalSheet: string[]; features: Record<string, string>; description: string }>();
    expect(p.technicalSheet).toContain("4 adede kadar üst üste istiflenebilir");
    expect(p.features).toMatchObject({ İstiflenebilir: "Evet, 4 adede kadar" });
    expect(p.description).toContain("ile üretildi");
    const en = await t.request({ method: "GET", url: `/api/products/${first._id}?lang=en` });
    expect(en.json<{ technicalSheet: string[] }>().technicalSheet).toContain("Stackable up to 4");
    // The demo's collections are described in both languages.
    const tiles = await t.request({ method: "GET", url: "/api/collections?brand=FERMOB&lang=tr" });
    const luxembourg = tiles.json<Array<{ name: string; description?: string }>>().find((c) => c.name === "Luxembourg");
    expect(luxembourg?.description).toMatch(/Luxembourg koleksiyonu/);
  });

  it("suggests categories and collections when a search finds nothing", async () => {
    const typo = await search("sandalya");
    expect(typo.total).toBe(0);
    expect(typo.suggestions?.length).toBeGreaterThan(0);
    expect(typo.suggestions).toContainEqual(expect.objectContaining({ type: "category", value: "Table & Chair" }));
    // The words find products, the other filters emptied the list: where the words lead.
    const narrowed = await search("parasol", "&category=Bedroom");
    expect(narrowed.total).toBe(0);
    expect(narrowed.suggestions?.[0]).toEqual(expect.objectContaining({ type: "category", value: "Parasol" }));
    const nothing = await search("qzxwv");
    expect(nothing.suggestions).toEqual([]);
    const found = await search("parasol");
    expect(found.suggestions).toBeUndefined();
  });

  it("inStock=true keeps products with stock only; inStock=false is every product; anything else is a 400", async () => {
    const product = all[0] as ProductSummary;
    const token = await t.adminToken();
    await t.request({ method: "PUT", url: `/api/products/${product._id}`, token, payload: { countInStock: 0 } });
    const inStock = (
      await t.request({ method: "GET", url: "/api/products/filter?limit=1000&inStock=true" })
    ).json<FilterResult>();
    expect(inStock.products.every((p) => p.countInStock > 0)).toBe(true);
    expect(ids(inStock.products)).not.toContain(product._id);
    expect(inStock.total).toBe(all.filter((p) => p.countInStock > 0 && p._id !== product._id).length);
    const every = (await t.request({ method: "GET", url: "/api/products?limit=1000&inStock=false" })).json<
      ProductSummary[]
    >();
    expect(every).toHaveLength(all.length);
    for (const p of every) productSummarySchema.parse(p);
    const list = (await t.request({ method: "GET", url: "/api/products?limit=1000&inStock=true" })).json<
      ProductSummary[]
    >();
    expect(list.map((p) => p._id)).not.toContain(product._id);
    const bad = await t.request({ method: "GET", url: "/api/products/filter?inStock=yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid query parameter/);
  });
});

describe("search synonyms (admin)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it("reads the groups, replaces them, and searches use the new ones at once", async () => {
    const token = await t.adminToken();
    const first = await t.request({ method: "GET", url: "/api/admin/search-synonyms", token });
    expect(first.statusCode).toBe(200);
    expect(first.json().groups).toContainEqual(["parasol", "şemsiye", "umbrella"]);

    const zebra = async () =>
      (await t.request({ method: "GET", url: "/api/products/filter?search=zebra" })).json<FilterResult>().total;
    expect(await zebra()).toBe(0);
    const groups = [
      ["zebra", "Luxembourg"],
      ["Şezlong", "sun lounger"],
    ];
    const put = await t.request({ method: "PUT", url: "/api/admin/search-synonyms", token, payload: { groups } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ groups });
    expect(await zebra()).toBeGreaterThan(0);
    expect((await t.request({ method: "GET", url: "/api/admin/search-synonyms", token })).json()).toEqual({ groups });
    // The seeded groups are gone: şemsiye is only the word itself now.
    const parasols = (
      await t.request({ method: "GET", url: "/api/products/filter?search=umbrella" })
    ).json<FilterResult>();
    expect(parasols.total).toBe(0);
  });

  it("refuses bad groups with a 400 and changes nothing", async () => {
    const token = await t.adminToken();
    const before = (await t.request({ method: "GET", url: "/api/admin/search-synonyms", token })).json();
    for (const payload of [
      {},
      { groups: "chair" },
      { groups: [["chair"]] },
      { groups: [["chair", ""]] },
      { groups: [["chair", "!!!"]] },
      { groups: [["chair", "one two three four five"]] },
      { groups: [["chair", "x".repeat(61)]] },
      { groups: [Array.from({ length: 21 }, (_, i) => `w${i}`)] },
      { groups: Array.from({ length: 501 }, () => ["a", "b"]) },
      { groups: [["a", "b"]], extra: true },
    ]) {
      const res = await t.request({ method: "PUT", url: "/api/admin/search-synonyms", token, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/^Invalid body/);
    }
    expect((await t.request({ method: "GET", url: "/api/admin/search-synonyms", token })).json()).toEqual(before);
  });

  it("is for admins only", async () => {
    const customer = await t.registerCustomer();
    for (const method of ["GET", "PUT"] as const) {
      const payload = method === "PUT" ? { groups: [["a", "b"]] } : undefined;
      expect((await t.request({ method, url: "/api/admin/search-synonyms", payload })).statusCode).toBe(401);
      expect(
        (await t.request({ method, url: "/api/admin/search-synonyms", payload, token: customer.token })).statusCode,
      ).toBe(403);
    }
  });
});

describe("budget of uncached catalogue queries per client", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { CATALOG_QUERY_BUDGET_PER_MINUTE: "5" } });
  });
  afterAll(() => t.close());

  it("answers 429 past the budget, counts only what the cache does not answer, and per address", async () => {
    const get = (url: string, remoteAddress = "10.9.0.1") => t.request({ method: "GET", url, remoteAddress });
    // Another shopper's page, asked twice: kept (ADR 1508).
    for (let i = 0; i < 2; i++)
      expect((await get("/api/products/filter?search=chair&page=1", "10.9.0.3")).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await get(`/api/products/filter?search=chair&page=${i + 2}`)).statusCode).toBe(200);
    // A cached answer costs nothing.
    const cached = await get("/api/products/filter?search=chair&page=1");
    expect(cached.statusCode).toBe(200);
    expect(cached.headers["x-cache"]).toBe("hit");
    const refused = await get("/api/products/filter?search=chair&page=9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: QUERY_BUDGET_MESSAGE });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await get("/api/products/does-not-matter-0000")).statusCode).toBe(429);
    // Another shopper is not affected.
    expect((await get("/api/products/filter?search=chair&page=9", "10.9.0.2")).statusCode).toBe(200);
  });
});
