import type { ImportReport } from "@avlu/contract/admin";
import type {
  AdminCollection,
  AdminProduct,
  CollectionSummary,
  FilterResult,
  Product,
  ProductSummary,
} from "@avlu/contract/catalog";
import { adminProductSchema, filterResultSchema, productSchema } from "@avlu/contract/catalog";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createTestApp, productBody, type TestApp } from "../../test/helpers.js";

/*
 * Catalogue content per language (issue 20, ADR 2001): both languages written and read back,
 * `?lang=` with field-by-field fallback, the default answers unchanged, admin validation and
 * permissions, the CSV's columns per language, and search by a Turkish word. Both databases.
 */
describe("catalogue texts per language", () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let chair: AdminProduct;
  let plain: Product;

  const TR = {
    description: "Katlanır bistro sandalyesi; gölgelikli teraslar için kataforez işlemli çelik.",
    technicalSheet: ["Çelik gövde, toz boya", "Ağırlık: 4,6 kg"],
    features: { Malzeme: "Çelik", Katlanabilir: "Evet" },
    metaTitle: "Bistro Sandalye | FERMOB | Avlu",
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    customer = (await t.registerCustomer()).token;
    chair = await createWithTexts(
      {
        name: "Bistro Chair Texts",
        sku: "TXT-BIS-1",
        description: "A folding steel bistro chair.",
        technicalSheet: ["Steel frame, powder coating"],
        features: { Material: "Steel" },
        metaTitle: "",
        metaDescription: "Folding bistro chair at Avlu.",
      },
      { tr: TR },
    );
    plain = await createProduct(t, { name: "Plain Table", sku: "TXT-PLAIN-1", category: "Table & Chair" });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.request({ method: "GET", url, token });

  async function createWithTexts(fields: Parameters<typeof productBody>[0], texts: Record<string, unknown>) {
    const res = await t.request({
      method: "POST",
      url: "/api/products",
      token: admin,
      payload: { ...productBody(fields), texts },
    });
    expect(res.statusCode, res.body).toBe(201);
    return adminProductSchema.parse(res.json());
  }

  it("the admin writes and reads both languages; a language not written is empty there", async () => {
    expect(chair.texts.tr).toEqual({ ...TR, metaDescription: "" });
    expect(chair.texts.en).toEqual({
      description: "",
      technicalSheet: [],
      features: {},
      metaTitle: "",
      metaDescription: "",
    });
    const read = await get(`/api/admin/products/${chair._id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(adminProductSchema.parse(read.json()).texts.tr.description).toBe(TR.description);
  });

  it("without ?lang the public answers are the default texts, with no field added", async () => {
    const res = await get(`/api/products/${chair._id}`);
    const p = res.json<Record<string, unknown>>();
    expect(p.texts).toBeUndefined();
    expect(p).toMatchObject({
      description: "A folding steel bistro chair.",
      technicalSheet: ["Steel frame, powder coating"],
      features: { Material: "Steel" },
      metaTitle: "",
    });
    const list = (await get("/api/products/filter?search=Texts")).json<FilterResult>();
    expect(list.products.map((x) => x.description)).toEqual(["A folding steel bistro chair."]);
    // A product without translations answers the same bytes with or without ?lang.
    const bare = await get(`/api/products/${plain._id}`);
    const bareTr = await get(`/api/products/${plain._id}?lang=tr`);
    expect(JSON.parse(bareTr.body)).toEqual(JSON.parse(bare.body));
    // A cache-buster is still taken on the detail (the reliability suite sends one).
    expect((await get(`/api/products/${plain._id}?timestamp=w1`)).body).toBe(bare.body);
  });

  it("?lang=tr answers Turkish field by field, falling back to the default, never to an empty field", async () => {
    const res = await get(`/api/products/${chair._id}?lang=tr`);
    expect(res.statusCode).toBe(200);
    const p = productSchema.parse(res.json());
    expect(p).toMatchObject({
      name: "Bistro Chair Texts",
      description: TR.description,
      technicalSheet: TR.technicalSheet,
      features: TR.features,
      metaTitle: TR.metaTitle,
      // not written in Turkish: the default
      metaDescription: "Folding bistro chair at Avlu.",
    });
    // English: the default, and the Turkish title where the default has none.
    const en = productSchema.parse((await get(`/api/products/${chair._id}?lang=en`)).json());
    expect(en).toMatchObject({ description: "A folding steel bistro chair.", metaTitle: TR.metaTitle });
  });

  it("listings, best sellers, new arrivals and similar products take ?lang too", async () => {
    const page = filterResultSchema.parse((await get("/api/products/filter?search=Texts&lang=tr")).json());
    expect(page.products.map((x) => x.description)).toEqual([TR.description]);
    const list = (await get("/api/products?lang=tr")).json<ProductSummary[]>();
    expect(list.find((x) => x._id === chair._id)?.description).toBe(TR.description);
    expect(list.find((x) => x._id === plain._id)?.description).toBe(plain.description);
    for (const url of [
      "/api/products/best-seller?lang=tr",
      "/api/products/new-arrivals?lang=tr",
      `/api/products/similar/${plain._id}?lang=tr`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const found = res.json<ProductSummary[]>().find((x) => x._id === chair._id);
      if (found) expect(found.description, url).toBe(TR.description);
    }
  });

  it("a listing in a language is the default one with each description as the product page in that language has it", async () => {
    // Quotes, backslashes and the key's own name in the name and texts; no English version.
    const quoted = await createWithTexts(
      {
        name: 'Texts "description": \\ Chair',
        sku: "TXT-QUOTE-1",
        description: 'The default: "quoted" \\ and a "description" : "key"',
      },
      { tr: { description: 'Türkçe: "tırnak" \\ ve bir "description" : "anahtar"' } },
    );
    const listed = async (url: string) => filterResultSchema.parse((await get(url)).json()).products;
    for (const lang of ["tr", "en"]) {
      const base = await listed("/api/products/filter?limit=100&sortBy=nameAsc");
      const read = await listed(`/api/products/filter?limit=100&sortBy=nameAsc&lang=${lang}`);
      const expected = await Promise.all(
        base.map(async (p) => ({
          ...p,
          description: productSchema.parse((await get(`/api/products/${p._id}?lang=${lang}`)).json()).description,
        })),
      );
      expect(read).toEqual(expected);
      expect(read.find((p) => p._id === quoted._id)?.description).toBe(
        lang === "tr"
          ? 'Türkçe: "tırnak" \\ ve bir "description" : "anahtar"'
          : 'The default: "quoted" \\ and a "description" : "key"',
      );
    }
  });

  it("refuses a language the shop does not write with 400 { message }", async () => {
    for (const url of [
      `/api/products/${chair._id}?lang=fr`,
      "/api/products?lang=de",
      "/api/products/filter?lang=",
      "/api/collections?lang=xx",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message, url).toMatch(/lang/);
    }
  });

  it("an update changes only the fields given; an emptied one falls back again", async () => {
    const res = await t.request({
      method: "PUT",
      url: `/api/products/${chair._id}`,
      token: admin,
      payload: { texts: { tr: { metaTitle: "" }, en: { description: "An English description." } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = adminProductSchema.parse(res.json());
    expect(updated.texts.tr).toMatchObject({ description: TR.description, metaTitle: "" });
    expect(updated.texts.en.description).toBe("An English description.");
    // The default stays; readers of each language get their own, the cache knows the change.
    expect(updated.description).toBe("A folding steel bistro chair.");
    const tr = productSchema.parse((await get(`/api/products/${chair._id}?lang=tr`)).json());
    expect(tr.metaTitle).toBe("");
    const en = productSchema.parse((await get(`/api/products/${chair._id}?lang=en`)).json());
    expect(en.description).toBe("An English description.");
    expect((await get(`/api/products/${chair._id}`)).json<Product>().description).toBe("A folding steel bistro chair.");
    // Listings follow the change too: the index reads the descriptions with the texts (ADR 1517).
    const listed = async (lang: string) =>
      filterResultSchema
        .parse((await get(`/api/products/filter?search=Texts&lang=${lang}`)).json())
        .products.find((p) => p._id === chair._id)?.description;
    expect(await listed("en")).toBe("An English description.");
    expect(await listed("tr")).toBe(TR.description);
    const emptied = await t.request({
      method: "PUT",
      url: `/api/products/${chair._id}`,
      token: admin,
      payload: { texts: { tr: { description: "" } } },
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(await listed("tr")).toBe("A folding steel bistro chair.");
    const restored = await t.request({
      method: "PUT",
      url: `/api/products/${chair._id}`,
      token: admin,
      payload: { texts: { tr: { description: TR.description } } },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await listed("tr")).toBe(TR.description);
  });

  it("validates the texts: unknown languages and fields, and lengths, are 400 { message } and change nothing", async () => {
    for (const texts of [
      { fr: { description: "Chaise" } },
      { tr: { name: "Sandalye" } },
      { tr: { description: "x".repeat(5001) } },
      { tr: { technicalSheet: "one line" } },
      { tr: { features: { "": "boş" } } },
    ]) {
      const res = await t.request({
        method: "PUT",
        url: `/api/products/${chair._id}`,
        token: admin,
        payload: { texts },
      });
      expect(res.statusCode, JSON.stringify(texts)).toBe(400);
      expect(typeof res.json<{ message: string }>().message).toBe("string");
    }
    const after = adminProductSchema.parse((await get(`/api/admin/products/${chair._id}`, admin)).json());
    expect(after.texts.tr.description).toBe(TR.description);
  });

  it("only admins read and write the texts", async () => {
    expect((await get(`/api/admin/products/${chair._id}`)).statusCode).toBe(401);
    expect((await get(`/api/admin/products/${chair._id}`, customer)).statusCode).toBe(403);
    const put = await t.request({
      method: "PUT",
      url: `/api/products/${chair._id}`,
      token: customer,
      payload: { texts: { tr: { description: "Hacked" } } },
    });
    expect(put.statusCode).toBe(403);
    expect((await get("/api/admin/collections", customer)).statusCode).toBe(403);
    expect((await get(`/api/admin/products/0123456789abcdef01234567`, admin)).statusCode).toBe(404);
  });

  it("search finds a product by a word of its Turkish texts, Turkish letters folded", async () => {
    for (const term of ["gölgelikli", "GÖLGELİKLİ", "golgelik", "kataforez"]) {
      const found = (await get(`/api/products/filter?search=${encodeURIComponent(term)}`)).json<FilterResult>();
      expect(
        found.products.map((p) => p._id),
        term,
      ).toEqual([chair._id]);
    }
    // A change of the texts alone reaches the index.
    await t.request({
      method: "PUT",
      url: `/api/products/${plain._id}`,
      token: admin,
      payload: { texts: { tr: { description: "Ceviz tablalı yemek masası" } } },
    });
    const found = (await get("/api/products/filter?search=ceviz")).json<FilterResult>();
    expect(found.products.map((p) => p._id)).toEqual([plain._id]);
  });

  it("collections carry a description per language: admin writes, ?lang reads with fallback", async () => {
    const list = await get("/api/admin/collections?brand=FERMOB", admin);
    expect(list.statusCode).toBe(200);
    const bistro = list.json<AdminCollection[]>().find((c) => c.name === "Bistro");
    if (!bistro) throw new Error("no Bistro collection");
    expect(bistro.texts).toEqual({ en: { description: "" }, tr: { description: "" } });
    const put = await t.request({
      method: "PUT",
      url: `/api/admin/collections/${bistro._id}`,
      token: admin,
      payload: { texts: { tr: { description: "Paris kafelerinin klasik sandalyeleri." } } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<AdminCollection>().texts.tr.description).toBe("Paris kafelerinin klasik sandalyeleri.");

    const tiles = (lang: string) =>
      get(`/api/collections?brand=FERMOB${lang}`).then((r) => r.json<CollectionSummary[]>());
    expect((await tiles("")).find((c) => c.name === "Bistro")).not.toHaveProperty("description");
    expect((await tiles("&lang=tr")).find((c) => c.name === "Bistro")?.description).toBe(
      "Paris kafelerinin klasik sandalyeleri.",
    );
    // Not written in English: the Turkish one, rather than nothing.
    expect((await tiles("&lang=en")).find((c) => c.name === "Bistro")?.description).toBe(
      "Paris kafelerinin klasik sandalyeleri.",
    );

    const bad = await t.request({
      method: "PUT",
      url: `/api/admin/collections/${bistro._id}`,
      token: admin,
      payload: { texts: { de: { description: "Stühle" } } },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.request({
      method: "PUT",
      url: "/api/admin/collections/0123456789abcdef01234567",
      token: admin,
      payload: { texts: { tr: { description: "Yok" } } },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Collection not found" });
  });

  describe("products CSV with a column per language", () => {
    const exportCsv = async () => {
      const res = await get("/api/admin/products/export.csv", admin);
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const postCsv = (csv: string) =>
      t.request({ method: "POST", url: "/api/admin/products/import", token: admin, payload: { csv } });
    const importCsv = async (csv: string) => {
      const res = await postCsv(csv);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ImportReport>();
    };

    it("exports the Turkish texts in their own columns and imports its own export unchanged", async () => {
      const csv = await exportCsv();
      const rows = parse(csv.replace(/^\uFEFF/, ""), { columns: true }) as Array<Record<string, string>>;
      const row = rows.find((r) => r.sku === "TXT-BIS-1");
      expect(row).toMatchObject({
        description: "A folding steel bistro chair.",
        description_tr: TR.description,
        description_en: "An English description.",
        technicalSheet_tr: TR.technicalSheet.join("\n"),
        features_tr: "Malzeme: Çelik\nKatlanabilir: Evet",
      });
      const report = await importCsv(csv);
      expect(report).toMatchObject({ created: 0, updated: 0, failed: 0 });
    });

    it("imports Turkish columns, and an old file without them leaves the texts as they are", async () => {
      const changed = await importCsv(
        'sku,description_tr,features_tr\nTXT-BIS-1,"Yeni açıklama: İğne oyası minderli","Malzeme: Çelik"\n',
      );
      expect(changed).toMatchObject({ updated: 1, failed: 0 });
      expect(changed.rows[0]?.changes).toEqual(["description_tr", "features_tr"]);
      const after = adminProductSchema.parse((await get(`/api/admin/products/${chair._id}`, admin)).json());
      expect(after.texts.tr).toMatchObject({
        description: "Yeni açıklama: İğne oyası minderli",
        features: { Malzeme: "Çelik" },
        technicalSheet: TR.technicalSheet,
      });

      const old = await importCsv(
        'sku,name,description\nTXT-BIS-1,Bistro Chair Texts,"A folding steel bistro chair, v2."\n',
      );
      expect(old).toMatchObject({ updated: 1, failed: 0 });
      const kept = adminProductSchema.parse((await get(`/api/admin/products/${chair._id}`, admin)).json());
      expect(kept.description).toBe("A folding steel bistro chair, v2.");
      expect(kept.texts.tr.description).toBe("Yeni açıklama: İğne oyası minderli");
      const search = (await get("/api/products/filter?search=oyas")).json<FilterResult>();
      expect(search.products.map((p) => p._id)).toEqual([chair._id]);
    });

    it("names the column of a bad Turkish features cell", async () => {
      const res = await postCsv("sku,features_tr\nTXT-BIS-1,yalnızca metin\n");
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toContain("features_tr");
    });
  });
});
