import type { FilterResult, Product, ProductSummary } from "@avlu/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createTestApp, productBody, type TestApp } from "../../test/helpers.js";

describe("products API", () => {
  let t: TestApp;
  let chair: Product;
  let lamp: Product;
  let hidden: Product;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp();
    chair = await createProduct(t, {
      name: "Bistro Chair - Folding",
      sku: "FER-BIS-CH-1",
      price: 149.5,
      colors: ["Cactus", "Anthracite"],
      sizes: ["Medium"],
      collection: "Bistro",
      category: "Table & Chair",
      door: "outdoor",
    });
    lamp = await createProduct(t, {
      name: "Balad Lamp Işık",
      description: "Taşınabilir şarjlı lamba; İzmir tasarımı.",
      sku: "FER-BAL-LMP-1",
      price: 259,
      colors: ["Honey"],
      sizes: [],
      collection: "Balad",
      category: "Lamp",
      door: ["indoor", "outdoor"],
    });
    hidden = await createProduct(t, {
      name: "Unreleased Sofa",
      sku: "FER-UNR-1",
      category: "Sofa & Couch",
      collection: "Bistro",
      isPublished: false,
    });
    customer = (await t.registerCustomer()).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.request({ method: "GET", url, token });

  describe("GET /api/products/:id", () => {
    it("returns one product with its images, colours and money as dollars", async () => {
      const res = await get(`/api/products/${chair._id}`);
      expect(res.statusCode).toBe(200);
      const p = res.json<Product>();
      expect(p).toMatchObject({
        _id: chair._id,
        name: "Bistro Chair - Folding",
        price: 149.5,
        brand: "FERMOB",
        category: "Table & Chair",
        categories: ["Table & Chair"],
        door: ["outdoor"],
        colors: ["Cactus", "Anthracite"],
        packings: ["1", "2"],
        isPublished: true,
      });
      expect(p.images.map((i) => i.color)).toEqual(["Cactus", "Anthracite", null]);
    });

    it("answers 404 with a message for unknown and malformed ids, never a 500", async () => {
      for (const id of ["0123456789abcdef01234567", "not-an-id", "%27%20or%201%3D1--", "a".repeat(64)]) {
        const res = await get(`/api/products/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: "Product not found" });
      }
    });

    it("hides unpublished products from visitors and customers but shows them to admins", async () => {
      expect((await get(`/api/products/${hidden._id}`)).statusCode).toBe(404);
      expect((await get(`/api/products/${hidden._id}`, customer)).statusCode).toBe(404);
      expect((await get(`/api/products/${hidden._id}`, await t.adminToken())).statusCode).toBe(200);
      const list = (await get("/api/products")).json<ProductSummary[]>();
      expect(list.map((p) => p._id)).not.toContain(hidden._id);
    });

    it("answers product pages asked for at once each with its own product, as when asked alone (ADR 1513)", async () => {
      const admin = await t.adminToken();
      // Different products, languages, callers and outcomes, read from the database together.
      const asks: Array<[string, string | undefined]> = [
        [`/api/products/${chair._id}`, undefined],
        [`/api/products/${lamp._id}?lang=tr`, undefined],
        [`/api/products/${chair._id}?lang=en`, undefined],
        [`/api/products/${hidden._id}`, undefined],
        [`/api/products/${hidden._id}`, admin],
        ["/api/products/0123456789abcdef01234567", undefined],
        [`/api/products/${lamp._id}`, customer],
        [`/api/products/${chair._id}`, customer],
      ];
      const alone: Array<Awaited<ReturnType<typeof get>>> = [];
      for (const [url, token] of asks) alone.push(await get(url, token));
      // A query string of their own, so that no answer comes from the response cache.
      const together = await Promise.all(
        asks.map(([url, token]) => get(`${url}${url.includes("?") ? "&" : "?"}timestamp=together`, token)),
      );
      expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200, 404, 200, 404, 200, 200]);
      together.forEach((res, i) => {
        expect(res.headers["x-cache"], asks[i]?.[0]).not.toBe("hit");
        expect(res.json(), asks[i]?.[0]).toEqual(alone[i]?.json());
      });
    });
  });

  describe("GET /api/products", () => {
    it("lists published products, newest first, and filters by brand, category, colour and price", async () => {
      const all = (await get("/api/products")).json<ProductSummary[]>();
      expect(all.map((p) => p._id)).toEqual([lamp._id, chair._id]);
      expect((await get("/api/products?category=Lamp")).json<ProductSummary[]>().map((p) => p._id)).toEqual([lamp._id]);
      expect((await get("/api/products?color=cactus")).json<ProductSummary[]>().map((p) => p._id)).toEqual([chair._id]);
      expect((await get("/api/products?minPrice=200")).json<ProductSummary[]>().map((p) => p._id)).toEqual([lamp._id]);
      expect((await get("/api/products?brand=fermob&limit=1")).json<ProductSummary[]>()).toHaveLength(1);
    });

    it("ignores empty parameters and accepts gender as a no-op", async () => {
      const res = await get("/api/products?category=&color=&search=&gender=women&sortBy=");
      expect(res.statusCode).toBe(200);
      expect(res.json<ProductSummary[]>()).toHaveLength(2);
    });

    it("matches collection names case- and accent-insensitively", async () => {
      expect((await get("/api/products?collection=BISTRO")).json<ProductSummary[]>().map((p) => p._id)).toEqual([
        chair._id,
      ]);
    });

    it("refuses bad parameters with a 400 and a clear message", async () => {
      for (const q of ["sortBy=cheapest", "limit=0", "limit=5000", "minPrice=-1", "minPrice[gt]=0", "unknown=1"]) {
        const res = await get(`/api/products?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().message, q).toMatch(/^Invalid query parameter/);
      }
      const res = await get("/api/products?minPrice=300&maxPrice=100");
      expect(res.statusCode).toBe(400);
    });
  });

  describe("search", () => {
    it("folds Turkish letters and case in both directions", async () => {
      for (const term of ["IŞIK", "isik", "izmir", "İZMİR", "  balad  ", "fer-bal"]) {
        const ids = (await get(`/api/products?search=${encodeURIComponent(term)}`)).json<ProductSummary[]>();
        expect(
          ids.map((p) => p._id),
          term,
        ).toEqual([lamp._id]);
      }
    });

    it("treats LIKE and regex metacharacters literally", async () => {
      // Search looks for words: punctuation alone finds nothing, never everything.
      for (const term of ["%", "_", "\\", ".*", "' or ''='", "' or -- *"]) {
        const res = await get(`/api/products?search=${encodeURIComponent(term)}`);
        expect(res.statusCode, term).toBe(200);
        expect(res.json(), term).toEqual([]);
      }
    });
  });

  describe("GET /api/products/filter", () => {
    it("returns a page with total, pages and facet counts for the other filters", async () => {
      const res = await get("/api/products/filter?door=Outdoor&limit=1");
      expect(res.statusCode).toBe(200);
      const body = res.json<FilterResult>();
      expect(body.total).toBe(2);
      expect(body.pages).toBe(2);
      expect(body.products).toHaveLength(1);
      expect(body.facets.door).toEqual([
        { value: "indoor", count: 1 },
        { value: "outdoor", count: 2 },
      ]);
      expect(body.facets.brand).toEqual([{ value: "FERMOB", count: 2 }]);
      const page2 = (await get("/api/products/filter?door=outdoor&limit=1&page=2")).json<FilterResult>();
      expect(page2.products[0]?._id).not.toBe(body.products[0]?._id);
    });

    it("matches ANY value within a filter and ALL filters together", async () => {
      const any = (await get("/api/products/filter?category=Lamp,Table%20%26%20Chair")).json<FilterResult>();
      expect(any.total).toBe(2);
      const both = (
        await get("/api/products/filter?category=Lamp&category=Table%20%26%20Chair&color=Honey")
      ).json<FilterResult>();
      expect(both.products.map((p) => p._id)).toEqual([lamp._id]);
      const sizes = (await get("/api/products/filter?sizes=Medium&sizes=Large")).json<FilterResult>();
      expect(sizes.products.map((p) => p._id)).toEqual([chair._id]);
    });

    it("sorts by every allowed order", async () => {
      const order = async (sortBy: string) =>
        (await get(`/api/products/filter?sortBy=${sortBy}`)).json<FilterResult>().products.map((p) => p.name);
      expect(await order("priceAsc")).toEqual(["Bistro Chair - Folding", "Balad Lamp Işık"]);
      expect(await order("priceDesc")).toEqual(["Balad Lamp Işık", "Bistro Chair - Folding"]);
      expect(await order("nameAsc")).toEqual(["Balad Lamp Işık", "Bistro Chair - Folding"]);
    });
  });

  describe("similar, best sellers, new arrivals, collections", () => {
    it("finds similar products without the product itself and never unpublished ones", async () => {
      const res = await get(`/api/products/similar/${chair._id}`);
      expect(res.statusCode).toBe(200);
      const ids = res.json<ProductSummary[]>().map((p) => p._id);
      expect(ids).not.toContain(chair._id);
      expect(ids).not.toContain(hidden._id);
      expect((await get("/api/products/similar/nope")).statusCode).toBe(404);
    });

    it("lists best sellers and new arrivals", async () => {
      expect((await get("/api/products/best-seller")).json<ProductSummary[]>()).toHaveLength(2);
      expect((await get("/api/products/new-arrivals")).json<ProductSummary[]>()[0]?._id).toBe(lamp._id);
      expect((await get("/api/products/best-seller?limit=abc")).statusCode).toBe(400);
    });

    it("lists a brand's collections with a tile image and published product counts", async () => {
      const res = await get("/api/collections?brand=fermob");
      expect(res.statusCode).toBe(200);
      const byName = Object.fromEntries(
        res.json<Array<{ name: string; productCount: number }>>().map((c) => [c.name, c]),
      );
      expect(byName.Bistro?.productCount).toBe(1);
      expect(byName.Balad?.productCount).toBe(1);
      expect((await get("/api/collections?brand=IKEA")).statusCode).toBe(400);
    });
  });

  describe("admin writes", () => {
    it("refuses visitors (401) and customers (403) on every write, changing nothing", async () => {
      const attempts = [
        { method: "POST" as const, url: "/api/products", payload: productBody() },
        { method: "PUT" as const, url: `/api/products/${chair._id}`, payload: { price: 1 } },
        { method: "PUT" as const, url: `/api/admin/products/${chair._id}`, payload: { price: 1 } },
        { method: "DELETE" as const, url: `/api/products/${chair._id}` },
        { method: "GET" as const, url: "/api/admin/products" },
      ];
      for (const a of attempts) {
        expect((await t.request(a)).statusCode, `${a.method} ${a.url}`).toBe(401);
        expect((await t.request({ ...a, token: customer })).statusCode, `${a.method} ${a.url}`).toBe(403);
      }
      expect((await get(`/api/products/${chair._id}`)).json<Product>().price).toBe(149.5);
    });

    it("validates creation: required fields, numbers, lists", async () => {
      const admin = await t.adminToken();
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ name: undefined }, /name is required/],
        [{ price: "abc" }, /price/],
        [{ price: -5 }, /price/],
        [{ price: 12.345 }, /price must have at most 2 decimals/],
        [{ countInStock: 2.5 }, /countInStock/],
        [{ category: "Kitchen" }, /category must be one of/],
        [{ brand: "IKEA" }, /brand must be one of/],
        [{ door: "garden" }, /door/],
        [{ door: "" }, /door/],
        [{ sizes: ["Huge"] }, /sizes/],
        [{ images: [{ url: "javascript:alert(1)", color: null }] }, /images/],
        [{ role: "admin" }, /Unrecognized key/],
      ];
      for (const [override, message] of cases) {
        const body = productBody(override);
        for (const [k, v] of Object.entries(override)) if (v === undefined) delete body[k];
        const res = await t.request({ method: "POST", url: "/api/products", token: admin, payload: body });
        expect(res.statusCode, JSON.stringify(override)).toBe(400);
        expect(res.json().message, JSON.stringify(override)).toMatch(message);
      }
    });

    it("creates with SPEC defaults and comma-separated lists", async () => {
      const res = await t.request({
        method: "POST",
        url: "/api/products",
        token: await t.adminToken(),
        payload: {
          name: "Cadiz Armchair",
          description: "Teak and aluminium armchair.",
          price: "899.90",
          countInStock: "7",
          sku: "FER-CAD-ARM-1",
          brand: "fermob",
          category: "Bergère",
          door: "indoor, outdoor",
          colors: "Cotton white, Deep blue",
          metaKeywords: "armchair, teak",
          imageUrl: "/uploads/images/0123456789abcdef01234567.webp",
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        price: 899.9,
        countInStock: 7,
        brand: "FERMOB",
        door: ["indoor", "outdoor"],
        colors: ["Cotton white", "Deep blue"],
        metaKeywords: ["armchair", "teak"],
        isFeatured: false,
        isPublished: true,
        rating: 0,
        numReviews: 0,
        images: [{ url: "/uploads/images/0123456789abcdef01234567.webp", color: null }],
      });
      const again = await t.request({
        method: "POST",
        url: "/api/products",
        token: await t.adminToken(),
        payload: productBody({ sku: "FER-CAD-ARM-1" }),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/SKU/);
    });

    it("updates partially: 0, empty strings and false are real values; categories set the main category", async () => {
      const admin = await t.adminToken();
      const res = await t.request({
        method: "PUT",
        url: `/api/products/${lamp._id}`,
        token: admin,
        payload: { countInStock: 0, design: "", isFeatured: false, categories: ["", "Accessories", "Lamp"] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        _id: lamp._id,
        countInStock: 0,
        design: "",
        category: "Accessories",
        categories: ["Accessories", "Lamp"],
        name: lamp.name,
        price: lamp.price,
      });
      const bad = await t.request({
        method: "PUT",
        url: `/api/products/${lamp._id}`,
        token: admin,
        payload: { name: "" },
      });
      expect(bad.statusCode).toBe(400);
      const missing = await t.request({
        method: "PUT",
        url: "/api/products/0123456789abcdef01234567",
        token: admin,
        payload: { price: 1 },
      });
      expect(missing.statusCode).toBe(404);
    });

    it("deletes a product; a second delete is a 404", async () => {
      const admin = await t.adminToken();
      const p = await createProduct(t, { sku: "TO-DELETE-1" });
      expect((await t.request({ method: "DELETE", url: `/api/products/${p._id}`, token: admin })).statusCode).toBe(200);
      expect((await get(`/api/products/${p._id}`, admin)).statusCode).toBe(404);
      expect((await t.request({ method: "DELETE", url: `/api/products/${p._id}`, token: admin })).statusCode).toBe(404);
    });

    it("lists every product for admins with a published filter and paging", async () => {
      const admin = await t.adminToken();
      const res = await get("/api/admin/products?published=false", admin);
      expect(res.statusCode).toBe(200);
      const body = res.json<FilterResult>();
      expect(body.products.map((p) => p._id)).toEqual([hidden._id]);
      expect(body.total).toBe(1);
    });

    it("pages the admin list in sort order, one id at a time, without facet counts", async () => {
      const admin = await t.adminToken();
      for (const [sortBy, key] of [
        ["priceAsc", (p: ProductSummary) => p.price],
        ["priceDesc", (p: ProductSummary) => -p.price],
        ["nameAsc", (p: ProductSummary) => p.name.toLowerCase()],
      ] as const) {
        const all = (await get(`/api/admin/products?sortBy=${sortBy}&limit=100`, admin)).json<FilterResult>();
        expect(all).not.toHaveProperty("facets");
        expect(all.total).toBe(all.products.length);
        const sorted = [...all.products].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
        expect(all.products.map((p) => key(p))).toEqual(sorted.map((p) => key(p)));
        const paged: string[] = [];
        for (let page = 1; page <= all.total; page++) {
          const url = `/api/admin/products?sortBy=${sortBy}&limit=1&page=${page}`;
          const one = (await get(url, admin)).json<FilterResult>();
          expect(one).toMatchObject({ page, pages: all.total, limit: 1 });
          paged.push(...one.products.map((p) => p._id));
        }
        expect(paged).toEqual(all.products.map((p) => p._id));
      }
      const beyond = (await get("/api/admin/products?page=999", admin)).json<FilterResult>();
      expect(beyond.products).toEqual([]);
      const search = (await get("/api/admin/products?search=isik&brand=FERMOB", admin)).json<FilterResult>();
      expect(search.products.map((p) => p._id)).toEqual([lamp._id]);
    });
  });
});
