import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CATEGORIES,
  type Door,
  type Facets,
  type FilterQuery,
  SIZES,
  SORTS,
  type SortBy,
} from "@avlu/contract/catalog";
import { emptyProductTexts } from "@avlu/contract/catalog-texts";
import fc from "fast-check";
import Fastify from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseUnavailableError, type Db } from "../../../db/database.js";
import { insertProductsBulk } from "../../../db/seed/demo.js";
import { LocalEventBus } from "../../../lib/events.js";
import { nowIso } from "../../../lib/ids.js";
import { healthPlugin } from "../../../plugins/health.js";
import { suiteTestApp } from "../../../test/helpers.js";
import { matchesSearch } from "../../../test/search-reference.js";
import type { ProductData } from "../repository.js";
import { loadRelations, SUMMARY_COLUMNS, type SummaryRow, toSummary } from "../repository.js";
import { CatalogService } from "../service.js";
import { productArray } from "./answers.js";
import { CatalogEngine, type EngineOptions, INDEX_NOTICE } from "./catalog-engine.js";
import { type CatalogIndex, NotReadYet } from "./catalog-index.js";
import { facetCounts, type ProductFilter, page, release, select } from "./query.js";
import { openSnapshot, writeSnapshot } from "./snapshot.js";
import { readIndexProducts } from "./source.js";
import { NO_SYNONYMS, Synonyms } from "./synonyms.js";

/*
 * The catalogue index against a straightforward SQL reference (ADR 1500): random catalogues
 * written to the real database (SQLite, or PostgreSQL in the api-postgres project), random filter
 * combinations, and the same products, order, totals and facet counts from both. Search is
 * compared with its product-by-product definition (test/search-reference.ts).
 */

const BRANDS = ["SIFAS", "OLTA", "FERMOB"] as const;
const COLORS = ["Cactus", "Honey", "Chili", "Deep blue", "cactus", "Anthracite", "Pesto"];
const COLLECTIONS = ["Luxembourg", "Bistro", "Opéra+", "Elixir", ""];
const WORDS = ["şemsiye", "sandalye", "masası", "teak", "steel", "lamba", "garden", "Işık", "bench", "lounger"];

const productArb = fc.record({
  name: fc.array(fc.constantFrom(...WORDS, "Chair", "Table"), { minLength: 1, maxLength: 3 }).map((w) => w.join(" ")),
  description: fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((w) => w.join(" ")),
  priceCents: fc.integer({ min: 0, max: 300 }).map((n) => n * 500),
  countInStock: fc.constantFrom(0, 0, 1, 5, 40),
  brand: fc.constantFrom(...BRANDS),
  categories: fc.uniqueArray(fc.constantFrom(...CATEGORIES), { minLength: 1, maxLength: 3 }),
  doors: fc.uniqueArray(fc.constantFrom<Door>("indoor", "outdoor"), { minLength: 1, maxLength: 2 }),
  collection: fc.constantFrom(...COLLECTIONS),
  colors: fc.uniqueArray(fc.constantFrom(...COLORS), { maxLength: 3, selector: (c) => c.toLowerCase() }),
  sizes: fc.uniqueArray(fc.constantFrom(...SIZES), { maxLength: 2 }),
  isPublished: fc.constantFrom(true, true, true, false),
  rating: fc.integer({ min: 0, max: 10 }).map((n) => n / 2),
  numReviews: fc.integer({ min: 0, max: 5 }),
  createdDay: fc.integer({ min: 1, max: 28 }),
  /** A Turkish description beside the default one (ADR 2001): search finds its words too. */
  trDescription: fc.array(fc.constantFrom(...WORDS, "gölgelik", "kolçak"), { maxLength: 3 }).map((w) => w.join(" ")),
});

/** An engine once what its start reads after it serves is in, and its snapshot written (ADR 1511). */
async function settledEngine(opts: EngineOptions): Promise<CatalogEngine> {
  const engine = await CatalogEngine.start(opts);
  await engine.settled();
  return engine;
}

type Generated = typeof productArb extends fc.Arbitrary<infer T> ? T : never;

let skus = 0;

function productData(p: Generated, k: number): ProductData {
  skus++;
  return {
    name: p.name,
    description: p.description,
    priceCents: p.priceCents,
    countInStock: p.countInStock,
    sku: `PROP-${skus}`,
    brand: p.brand,
    categories: p.categories,
    doors: p.doors,
    collection: p.collection,
    ref: `R${k}`,
    design: "",
    colors: p.colors,
    sizes: p.sizes,
    images: [],
    packings: [],
    technicalSheet: k % 3 === 0 ? ["Made in Türkiye"] : [],
    features: {},
    metaTitle: "",
    metaDescription: "",
    metaKeywords: [],
    isFeatured: false,
    isPublished: p.isPublished,
    rating: p.rating,
    numReviews: p.numReviews,
    altText: "",
    // One variant per colour (the first holds the stock), as a product saved without variants has.
    variants: (p.colors.length > 0 ? p.colors : [""]).map((color, i) => ({
      color,
      packing: "1",
      sku: `PROP-${skus}-${i}`,
      priceCents: null,
      countInStock: i === 0 ? p.countInStock : 0,
    })),
    createdAt: `2026-10-${String(p.createdDay).padStart(2, "0")}T10:00:00.000Z`,
    texts: { en: emptyProductTexts(), tr: { ...emptyProductTexts(), description: p.trDescription } },
  };
}

/**
 * Writes the change log carries to a running engine: deletes every `every`-th of `ids`, reprices,
 * empties and renames (`rename`) the ones after them, and adds `batch`.
 */
async function writeAfterStart(
  db: Db,
  ids: readonly string[],
  every: number,
  rename: { name_key?: string; name?: string },
  batch: readonly Generated[],
): Promise<void> {
  const gone = ids.filter((_, k) => k % every === 0);
  if (gone.length) await db.kysely.deleteFrom("products").where("id", "in", gone).execute();
  const changed = ids.filter((_, k) => k % every === 1);
  if (changed.length)
    await db.kysely
      .updateTable("products")
      .set((eb) => ({ price_cents: eb("price_cents", "+", 500), count_in_stock: 0, ...rename }))
      .where("id", "in", changed)
      .execute();
  await insertProductsBulk(db.kysely, batch.map(productData), nowIso());
}

const filterArb = fc.record({
  categories: fc.option(fc.uniqueArray(fc.constantFrom(...CATEGORIES, "Nope"), { minLength: 1, maxLength: 2 }), {
    nil: undefined,
  }),
  brands: fc.option(fc.uniqueArray(fc.constantFrom(...BRANDS), { minLength: 1, maxLength: 2 }), { nil: undefined }),
  colorKeys: fc.option(
    fc.uniqueArray(fc.constantFrom("cactus", "honey", "chili", "deep blue", "plaid"), { minLength: 1, maxLength: 2 }),
    {
      nil: undefined,
    },
  ),
  sizes: fc.option(fc.uniqueArray(fc.constantFrom(...SIZES), { minLength: 1, maxLength: 2 }), { nil: undefined }),
  doors: fc.option(fc.uniqueArray(fc.constantFrom<Door>("indoor", "outdoor"), { minLength: 1, maxLength: 1 }), {
    nil: undefined,
  }),
  collectionKeys: fc.option(
    fc.constantFrom(["luxembourg"], ["opera", "bistro"], ["nowhere"]).map((a) => [...a]),
    { nil: undefined },
  ),
  minPriceCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
  maxPriceCents: fc.option(fc.integer({ min: 0, max: 150_000 }), { nil: undefined }),
  search: fc.option(
    fc.constantFrom(...WORDS, "sandalyeler", "masa", "isik", "chair", "tab", "zzz", "gölgelik", "KOLÇAK"),
    {
      nil: undefined,
    },
  ),
  inStock: fc.option(fc.constant(true), { nil: undefined }),
  includeUnpublished: fc.boolean(),
  sortBy: fc.constantFrom(...SORTS),
});

interface RefRow {
  id: string;
  price_cents: number;
  created_at: string;
  rating: number;
  num_reviews: number;
  name_key: string;
}

describe("catalogue index = SQL reference on random catalogues", () => {
  const t = suiteTestApp();

  const orderBy: Record<SortBy, string> = {
    newest: "p.created_at desc, p.id desc",
    priceAsc: "p.price_cents asc, p.id asc",
    priceDesc: "p.price_cents desc, p.id desc",
    popularity: "p.rating desc, p.num_reviews desc, p.id desc",
    nameAsc: 'p.name_key collate "C" asc, p.id asc',
  };

  /** The products a filter selects, in order, by plain SQL (search aside: decided by the definition). */
  /** The shop's synonyms, as the index under test holds them. */
  let synonyms = NO_SYNONYMS;

  async function reference(f: ProductFilter, sortBy: SortBy, skip?: keyof Facets) {
    const conds = [f.includeUnpublished ? sql`1 = 1` : sql`p.is_published = 1`];
    const inList = (col: string, table: string, values?: readonly string[]) => {
      if (values?.length)
        conds.push(
          sql`exists (select 1 from ${sql.table(table)} r where r.product_id = p.id and r.${sql.ref(col)} in (${sql.join([...values])}))`,
        );
    };
    if (skip !== "category") inList("category", "product_categories", f.categories);
    if (skip !== "color") inList("color_key", "product_colors", f.colorKeys);
    if (skip !== "size") inList("size", "product_sizes", f.sizes);
    if (skip !== "door") inList("door", "product_doors", f.doors);
    if (skip !== "brand" && f.brands?.length) conds.push(sql`p.brand in (${sql.join(f.brands)})`);
    if (f.collectionKeys?.length) conds.push(sql`p.collection_key in (${sql.join(f.collectionKeys)})`);
    if (f.minPriceCents !== undefined) conds.push(sql`p.price_cents >= ${f.minPriceCents}`);
    if (f.maxPriceCents !== undefined) conds.push(sql`p.price_cents <= ${f.maxPriceCents}`);
    if (f.inStock) conds.push(sql`p.count_in_stock > 0`);
    const order = t.dialect === "postgres" ? orderBy[sortBy] : orderBy[sortBy].replace(' collate "C"', "");
    const rows = (
      await sql<RefRow>`select p.id from products p where ${sql.join(conds, sql` and `)} order by ${sql.raw(order)}`.execute(
        t.db.kysely,
      )
    ).rows;
    if (!f.search) return rows.map((r) => r.id);
    const texts = new Map(
      (await readIndexProducts(t.db, { ids: rows.map((r) => r.id) })).map((p) => [p.id, p.searchTexts]),
    );
    return rows.map((r) => r.id).filter((id) => matchesSearch(texts.get(id) ?? [], f.search as string, synonyms));
  }

  async function referenceFacets(f: ProductFilter): Promise<Record<string, Record<string, number>>> {
    const out: Record<string, Record<string, number>> = {};
    const facetSql = {
      category: sql`select r.category as value, count(*) as n from product_categories r where r.product_id in`,
      color: sql`select (select min(c2.color) from product_colors c2 where c2.color_key = r.color_key) as value, count(*) as n from product_colors r where r.product_id in`,
      size: sql`select r.size as value, count(*) as n from product_sizes r where r.product_id in`,
      door: sql`select r.door as value, count(*) as n from product_doors r where r.product_id in`,
      brand: sql`select r.brand as value, count(*) as n from products r where r.id in`,
    };
    const group = { category: "r.category", color: "r.color_key", size: "r.size", door: "r.door", brand: "r.brand" };
    for (const facet of Object.keys(facetSql) as Array<keyof typeof facetSql>) {
      const ids = await reference(f, "newest", facet);
      out[facet] = {};
      if (ids.length === 0) continue;
      const rows = (
        await sql<{
          value: string;
          n: number;
        }>`${facetSql[facet]} (${sql.join(ids)}) group by ${sql.raw(group[facet])}`.execute(t.db.kysely)
      ).rows;
      for (const r of rows) out[facet][r.value] = Number(r.n);
    }
    return out;
  }

  const asMap = (facets: Facets) =>
    Object.fromEntries(
      Object.entries(facets).map(([k, v]) => [k, Object.fromEntries(v.map((e) => [e.value, e.count]))]),
    );

  function indexAnswer(index: CatalogIndex, f: ProductFilter, sortBy: SortBy) {
    const sel = select(index, f);
    const ids = page(index, sel.all, sortBy, 0, 10_000).map((s) => index.ids[s]);
    const facets = facetCounts(index, sel);
    const total = sel.all.size();
    release(index, sel);
    return { ids, facets, total };
  }

  it("returns the same products in the same order, the same totals and the same facet counts", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(productArb, { minLength: 1, maxLength: 40 }),
        fc.array(filterArb, { minLength: 6, maxLength: 6 }),
        async (catalogue, filters) => {
          await t.db.kysely.deleteFrom("products").execute();
          await insertProductsBulk(t.db.kysely, catalogue.map(productData), nowIso());
          const engine = await settledEngine({
            db: t.db,
            events: new LocalEventBus(),
            log: silent,
            pollMs: 60_000,
          });
          synonyms = engine.index.synonyms;
          try {
            for (const { sortBy, ...f } of filters) {
              const got = indexAnswer(engine.index, f, sortBy);
              const want = await reference(f, sortBy);
              expect(got.ids, JSON.stringify({ f, sortBy })).toEqual(want);
              expect(got.total).toBe(want.length);
              expect(asMap(got.facets), JSON.stringify(f)).toEqual(await referenceFacets(f));
            }
          } finally {
            await engine.close();
          }
        },
      ),
      { numRuns: 12, seed: 15_001 },
    );
  });

  it("after random writes, deletes and a bulk import, the kept-up index answers as one built afresh", async () => {
    await t.db.kysely.deleteFrom("products").execute();
    const events = new LocalEventBus();
    const live = await settledEngine({ db: t.db, events, log: silent, pollMs: 60_000 });
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(productArb, { minLength: 1, maxLength: 90 }),
          fc.array(filterArb, { minLength: 4, maxLength: 4 }),
          async (batch, filters) => {
            const ids = (await t.db.kysely.selectFrom("products").select("id").execute()).map((r) => r.id);
            // Delete a third, change prices, stock and names of a third (triggers log all of it; the
            // new name takes words away from the search index), add the batch.
            await writeAfterStart(t.db, ids, 3, { name_key: "zz", name: "Zzz" }, batch);
            events.publish("catalog");
            await live.fresh();
            const fresh = await settledEngine({
              db: t.db,
              events: new LocalEventBus(),
              log: silent,
              pollMs: 60_000,
            });
            try {
              expect(live.index.size).toBe(fresh.index.size);
              for (const { sortBy, ...f } of filters) {
                expect(indexAnswer(live.index, f, sortBy), JSON.stringify({ f, sortBy })).toEqual(
                  indexAnswer(fresh.index, f, sortBy),
                );
              }
              // Every word alone (the random filters above mostly narrow a search to nothing): a
              // renamed product is found by its new name and no longer by the old one.
              for (const search of [...WORDS, "chair", "zzz"]) {
                const f = { search, includeUnpublished: true };
                expect(indexAnswer(live.index, f, "newest"), search).toEqual(indexAnswer(fresh.index, f, "newest"));
              }
            } finally {
              await fresh.close();
            }
          },
        ),
        { numRuns: 8, seed: 15_002 },
      );
    } finally {
      await live.close();
    }
  });

  it("the database writes each listing JSON exactly as toSummary() does", async () => {
    await t.db.kysely.deleteFrom("products").execute();
    const catalogue = fc.sample(productArb, { numRuns: 30, seed: 15_003 });
    await insertProductsBulk(
      t.db.kysely,
      catalogue.map((p, k) => ({
        ...productData(p, k),
        images: [
          { url: "/uploads/a.svg", color: "Honey" },
          { url: "https://x.example/b.jpg", color: null },
        ],
      })),
      nowIso(),
    );
    const rows = (await t.db.kysely.selectFrom("products").select(SUMMARY_COLUMNS).execute()) as SummaryRow[];
    const relations = await loadRelations(
      t.db.kysely,
      rows.map((r) => r.id),
    );
    const indexed = new Map((await readIndexProducts(t.db, { after: null, upTo: null })).map((p) => [p.id, p]));
    for (const row of rows) {
      // Text from PostgreSQL, UTF-8 bytes from SQLite (moved from the read worker in one buffer).
      const json = indexed.get(row.id)?.summaryJson ?? "null";
      expect(JSON.parse(typeof json === "string" ? json : new TextDecoder().decode(json))).toEqual(
        toSummary(row, relations.get(row.id)),
      );
    }
  });

  it("the times the index reads are what Date.parse of the stored ones gives, on either database (ADR 1519)", async () => {
    await t.db.kysely.deleteFrom("products").execute();
    const catalogue = fc.sample(productArb, { numRuns: 40, seed: 15_019 });
    await insertProductsBulk(
      t.db.kysely,
      catalogue.map((p, k) => productData(p, k)),
      nowIso(),
    );
    const ids = (await t.db.kysely.selectFrom("products").select("id").orderBy("id").execute()).map((r) => r.id);
    // Any millisecond from 1970 to 2100; on PostgreSQL also microseconds (now() has them), which
    // JavaScript's Date cuts off.
    const times = fc.sample(fc.integer({ min: 0, max: 4_102_444_799_999 }), { numRuns: 2 * ids.length, seed: 15_020 });
    for (const [k, id] of ids.entries()) {
      const iso = (ms: number) => new Date(ms).toISOString();
      const [created, updated] = [iso(times[2 * k] as number), iso(times[2 * k + 1] as number)];
      if (t.db.dialect === "postgres" && k % 2 === 0) {
        const micro = `${created.slice(0, -1)}${999 - k}Z`; // 960–999 µs: rounding would be off by one
        await sql`update products set created_at = ${micro}::timestamptz, updated_at = ${updated}::timestamptz
          where id = ${id}`.execute(t.db.kysely);
      } else {
        await t.db.kysely
          .updateTable("products")
          .set({ created_at: created, updated_at: updated })
          .where("id", "=", id)
          .execute();
      }
    }
    const stored = new Map(
      (await t.db.kysely.selectFrom("products").select(["id", "created_at", "updated_at"]).execute()).map((r) => [
        r.id,
        { createdMs: Date.parse(r.created_at), updatedMs: Date.parse(r.updated_at) },
      ]),
    );
    for (const kind of ["facets", "both"] as const) {
      const read = await readIndexProducts(t.db, { after: null, upTo: null }, kind);
      expect(read).toHaveLength(ids.length);
      for (const p of read) expect({ createdMs: p.createdMs, updatedMs: p.updatedMs }).toEqual(stored.get(p.id));
    }
  });

  it("a full read in pages between ids (ADR 1507) files every product once, one added after the bounds were taken too", async () => {
    await t.db.kysely.deleteFrom("products").execute();
    const catalogue = fc.sample(productArb, { numRuns: 2_500, seed: 15_004 });
    await insertProductsBulk(
      t.db.kysely,
      catalogue.map((p, k) => productData(p, k)),
      nowIso(),
    );
    const ids = (await t.db.kysely.selectFrom("products").select("id").orderBy("id").execute()).map((r) => r.id);
    // Pages of any size between bounds taken from the id order cover every product exactly once.
    for (const size of [333, 1_000]) {
      const read: string[] = [];
      for (let k = 0; k < ids.length; k += size) {
        const after = k === 0 ? null : (ids[k - 1] as string);
        const upTo = k + size >= ids.length ? null : (ids[k + size - 1] as string);
        const page = await readIndexProducts(t.db, { after, upTo });
        read.push(...page.map((p) => p.id));
      }
      expect(read.sort()).toEqual(ids);
    }
    // An id inside a page's bounds, written after they were taken, is read with that page and
    // pushes none of the page's own products out.
    const middle = ids[1_200] as string;
    const page = await readIndexProducts(t.db, { after: ids[999] as string, upTo: ids[1_999] as string });
    expect(page).toHaveLength(1_000);
    const copy = await t.db.kysely
      .selectFrom("products")
      .selectAll()
      .where("id", "=", middle)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto("products")
      .values({ ...copy, id: `${middle}0`, sku: `${copy.sku}-0` })
      .execute();
    const again = await readIndexProducts(t.db, { after: ids[999] as string, upTo: ids[1_999] as string });
    expect(again.map((p) => p.id).sort()).toEqual([...page.map((p) => p.id), `${middle}0`].sort());

    // A long list of ids (a read of the products a failed page left without words): on
    // PostgreSQL each relation's condition is one array parameter, so the list may pass the
    // 65,535 parameters a query can have once it is repeated for every relation (ADR 1515).
    const listed = [...ids.slice(0, 2_000), ...Array.from({ length: 7_000 }, (_, k) => `absent-${k}`)];
    const byList = await readIndexProducts(t.db, { ids: listed });
    expect(byList.map((p) => p.id).sort()).toEqual(ids.slice(0, 2_000));
    // …each as a read between bounds has it.
    const listedById = new Map(byList.map((p) => [p.id, p]));
    for (const p of await readIndexProducts(t.db, { after: null, upTo: ids[19] as string })) {
      expect(listedById.get(p.id)).toEqual(p);
    }

    const engine = await settledEngine({ db: t.db, events: new LocalEventBus(), log: silent, pollMs: 1e9 });
    try {
      expect(engine.startedFrom).toBe("database");
      expect(engine.index.size).toBe(ids.length + 1);
    } finally {
      await engine.close();
    }
  });
});

const silent = { warn() {}, info() {}, error() {}, debug() {} } as never;

describe("search words", () => {
  it("synonym groups find each other's products, phrases included", () => {
    const synonyms = new Synonyms([
      ["sun lounger", "şezlong"],
      ["chair", "sandalye"],
    ]);
    expect(matchesSearch(["Bellevie Sun Lounger"], "şezlonglar", synonyms)).toBe(true);
    expect(matchesSearch(["Bellevie Lounger"], "şezlong", synonyms)).toBe(false);
    expect(matchesSearch(["Opéra+ Chair"], "sandalyeler", synonyms)).toBe(true);
    expect(matchesSearch(["Sun Lounger"], "sun lounger", synonyms)).toBe(true);
  });
});

describe("change log on PostgreSQL: a transaction that commits its early lines after later ones", () => {
  const t = suiteTestApp();

  it.skipIf(process.env.AVLU_TEST_DB !== "postgres")("is still applied when it commits", async () => {
    await insertProductsBulk(
      t.db.kysely,
      fc.sample(productArb, { numRuns: 2, seed: 15_004 }).map((p, k) => productData({ ...p, isPublished: true }, k)),
      nowIso(),
    );
    const [a, b] = (await t.db.kysely.selectFrom("products").select("id").orderBy("id").execute()).map((r) => r.id);
    const engine = await settledEngine({ db: t.db, events: new LocalEventBus(), log: silent, pollMs: 60_000 });
    const sync = async () => {
      // A notice makes the engine read the log now; fresh() waits for that read.
      (engine as unknown as { requestSync(): void }).requestSync();
      await engine.fresh();
    };
    try {
      const pg = await import("pg");
      const client = new pg.default.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`set search_path to ${t.db.pgSchema}`);
      await client.query("begin");
      // A listing's price is its lowest variant price (issue 17): variant writes are logged too.
      await client.query("update product_variants set price_cents = 777700 where product_id = $1", [a]); // early line, uncommitted
      await t.db.kysely
        .updateTable("product_variants")
        .set({ price_cents: 888800 })
        .where("product_id", "=", b as string)
        .execute();
      await sync();
      expect(engine.index.price[engine.index.slotOf.get(b as string) as number]).toBe(888800);
      expect(engine.index.price[engine.index.slotOf.get(a as string) as number]).not.toBe(777700);
      await client.query("commit");
      await client.end();
      await sync();
      expect(engine.index.price[engine.index.slotOf.get(a as string) as number]).toBe(777700);
    } finally {
      await engine.close();
    }
  });
});

describe("the engine's own cache notice", () => {
  const t = suiteTestApp();

  const started = async () => {
    const events = new LocalEventBus();
    const engine = await settledEngine({ db: t.db, events, log: silent, pollMs: 1e9 });
    const heard: (string | undefined)[] = [];
    events.subscribe("catalog", (key) => heard.push(key));
    const write = () =>
      insertProductsBulk(t.db.kysely, fc.sample(productArb, { numRuns: 1, seed: skus }).map(productData), nowIso());
    const poll = () => (engine as unknown as { poll(): void }).poll();
    return { events, engine, heard, write, poll };
  };

  it("is sent when a poll finds a change no notice announced", async () => {
    const { engine, heard, write, poll } = await started();
    try {
      await write();
      poll();
      await (engine as unknown as { running: Promise<void> }).running;
      expect(heard).toEqual([INDEX_NOTICE]);
    } finally {
      await engine.close();
    }
  });

  it("is not sent when the writer's notice arrives while a poll applies the change (it would drop answers computed after it)", async () => {
    const { events, engine, heard, write, poll } = await started();
    try {
      await write();
      poll(); // the poll reads the log first …
      events.publish("catalog"); // … and the writer's notice lands while it runs
      await engine.fresh();
      expect(heard).toEqual([undefined]);
    } finally {
      await engine.close();
    }
  });
});

/*
 * The index snapshot (ADR 1504): an engine started from a snapshot answers exactly as one that
 * read every product, before and after further writes; writes made after the snapshot are in it
 * at start; a snapshot that does not match the database is not used.
 */
describe("catalogue index snapshot", () => {
  const t = suiteTestApp();
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-snapshot-test-"));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function answer(index: CatalogIndex, f: ProductFilter, sortBy: SortBy) {
    const sel = select(index, f);
    const slots = page(index, sel.all, sortBy, 0, 10_000);
    const ids = slots.map((s) => index.ids[s]);
    const json = slots.map((s) => index.json.get(s).toString());
    // The descriptions per language travel with the snapshot (ADR 1517).
    const tr = productArray(index, slots, "", "", "tr").toString();
    const facets = facetCounts(index, sel);
    const total = sel.all.size();
    release(index, sel);
    return { ids, json, tr, facets, total };
  }

  const start = (events: LocalEventBus, snapshotFile: string) =>
    settledEngine({ db: t.db, events, log: silent, pollMs: 60_000, snapshotFile, snapshotFrom: 0 });

  /** The database's catalogue replaced by `n` sampled products. */
  async function catalogueOf(n: number, seed: number): Promise<Generated[]> {
    await t.db.kysely.deleteFrom("products").execute();
    const gen = fc.sample(productArb, { numRuns: n, seed });
    await insertProductsBulk(t.db.kysely, gen.map(productData), nowIso());
    return gen;
  }

  it("round trip: started from its snapshot, the index answers as the one that wrote it, and stays so through writes", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(productArb, { minLength: 1, maxLength: 40 }),
        fc.array(productArb, { minLength: 1, maxLength: 30 }),
        fc.array(filterArb, { minLength: 5, maxLength: 5 }),
        async (catalogue, batch, drawn) => {
          // The drawn filters often select nothing in a catalogue this small: every product too.
          const filters = [...drawn, { includeUnpublished: true, sortBy: "nameAsc" as const }];
          const file = path.join(dir, `round-trip-${run++}.snapshot`);
          await t.db.kysely.deleteFrom("products").execute();
          await insertProductsBulk(t.db.kysely, catalogue.map(productData), nowIso());
          const ids = (await t.db.kysely.selectFrom("products").select("id").execute()).map((r) => r.id);
          const eventsBuilt = new LocalEventBus();
          const a = await start(eventsBuilt, file);
          expect(a.startedFrom).toBe("database");
          const eventsLoaded = new LocalEventBus();
          const b = await start(eventsLoaded, file);
          expect(b.startedFrom).toBe("snapshot");
          try {
            const check = () => {
              expect(b.index.size).toBe(a.index.size);
              for (const { sortBy, ...f } of filters) {
                expect(answer(b.index, f, sortBy), JSON.stringify({ f, sortBy })).toEqual(answer(a.index, f, sortBy));
              }
              expect(b.index.text.vocabulary()).toEqual(a.index.text.vocabulary());
            };
            check();
            // Writes after the snapshot: both apply the log and still agree.
            await writeAfterStart(t.db, ids, 4, { name: "Lounger teak" }, batch);
            eventsBuilt.publish("catalog");
            eventsLoaded.publish("catalog");
            await a.fresh();
            await b.fresh();
            check();
            // A snapshot of an index with freed slots and moved answers reads back the same too.
            const again = path.join(dir, `again-${run}.snapshot`);
            await writeSnapshot(again, b.index, {
              dialect: t.dialect,
              cursor: null,
              lastChange: null,
              products: 0,
              writtenAt: "",
            });
            const c = openSnapshot(again)?.load() as CatalogIndex;
            try {
              for (const { sortBy, ...f } of filters) {
                expect(answer(c, f, sortBy), JSON.stringify({ f, sortBy })).toEqual(answer(a.index, f, sortBy));
              }
            } finally {
              c.close();
            }
          } finally {
            await a.close();
            await b.close();
          }
        },
      ),
      { numRuns: 8, seed: 15_040 },
    );
  });

  it("a write after the snapshot is in the index at the next start, and a later write reaches every instance's next read", async () => {
    const file = path.join(dir, "writes.snapshot");
    const gen = await catalogueOf(30, 15_041);
    const first = await start(new LocalEventBus(), file);
    await first.close();
    const ids = (await t.db.kysely.selectFrom("products").select("id").orderBy("id").execute()).map((r) => r.id);
    // Made while no instance runs: a price, a deletion and a new product.
    await t.db.kysely
      .updateTable("products")
      .set({ name: "Zebrawood bench" })
      .where("id", "=", ids[0] as string)
      .execute();
    await t.db.kysely
      .deleteFrom("products")
      .where("id", "=", ids[1] as string)
      .execute();
    await insertProductsBulk(
      t.db.kysely,
      [{ ...productData(gen[0] as Generated, 99), name: "Snapshot newcomer" }],
      nowIso(),
    );

    // Two instances of the shop on one database, hearing each other's notices (as through Redis).
    const bus = new LocalEventBus();
    const one = await start(bus, file);
    const two = await start(bus, file);
    try {
      for (const engine of [one, two]) {
        expect(engine.startedFrom).toBe("snapshot");
        const index = engine.index;
        expect(answer(index, { includeUnpublished: true, search: "zebrawood" }, "newest").ids).toEqual([ids[0]]);
        expect(index.slotOf.has(ids[1] as string)).toBe(false);
        expect(index.size).toBe(ids.length);
        expect(answer(index, { includeUnpublished: true, search: "newcomer" }, "newest").total).toBe(1);
      }
      await t.db.kysely
        .updateTable("products")
        .set({ name: "Wengewood stool" })
        .where("id", "=", ids[2] as string)
        .execute();
      bus.publish("catalog");
      for (const engine of [one, two]) {
        await engine.fresh();
        expect(answer(engine.index, { includeUnpublished: true, search: "wengewood" }, "newest").ids).toEqual([ids[2]]);
      }
    } finally {
      await one.close();
      await two.close();
    }
  });

  it("`npm run index:snapshot` before a restart: the snapshot is written, and the next start reads it with the writes made since", async () => {
    const file = path.join(dir, "prepared.snapshot");
    await catalogueOf(12, 15_043);
    const prepare = (snapshotFile: string, snapshotFrom = 0) =>
      CatalogEngine.prepareSnapshot({ db: t.db, events: new LocalEventBus(), log: silent, snapshotFile, snapshotFrom });
    expect(await prepare(file)).toEqual({ startedFrom: "database", products: 12, written: true });
    // The version still serving writes before the restart.
    const id = (await t.db.kysely.selectFrom("products").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
    await t.db.kysely.updateTable("products").set({ name: "Ebony lounger" }).where("id", "=", id).execute();
    // Run again, it finds its snapshot current and leaves it.
    expect(await prepare(file)).toEqual({ startedFrom: "snapshot", products: 12, written: false });
    const engine = await start(new LocalEventBus(), file);
    try {
      expect(engine.startedFrom).toBe("snapshot");
      expect(answer(engine.index, { includeUnpublished: true, search: "ebony" }, "newest").ids).toEqual([id]);
    } finally {
      await engine.close();
    }
    // A catalogue under the size worth a snapshot gets none.
    const small = path.join(dir, "small.snapshot");
    expect(await prepare(small, 1_000)).toEqual({ startedFrom: "database", products: 12, written: false });
    expect(fs.existsSync(small)).toBe(false);
  });

  it("a snapshot the database does not match (log line gone, other file, damaged) is not used", async () => {
    const file = path.join(dir, "mismatch.snapshot");
    await catalogueOf(10, 15_042);
    await (await start(new LocalEventBus(), file)).close();
    // The log line the snapshot names is gone (a log pruned past it, or another database).
    await t.db.kysely.deleteFrom("catalog_changes").execute();
    const engine = await start(new LocalEventBus(), file);
    expect(engine.startedFrom).toBe("database");
    await engine.close();
    // A damaged file.
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(file, bytes.subarray(0, bytes.length - 100));
    const again = await start(new LocalEventBus(), file);
    expect(again.startedFrom).toBe("database");
    await again.close();
  });
});

/*
 * A first start (ADR 1511): the engine serves once the facets and sort orders are in; the search
 * words and the listing JSON are read afterwards, and the snapshot written after them. Meanwhile a
 * listing reads the JSON of the products it shows and a search waits for the words, so every
 * answer is the one the whole index gives; a write made meanwhile wins over what those reads bring.
 */
describe("a first start serves before its search words and listing JSON are in", () => {
  const t = suiteTestApp();
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-first-start-test-"));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function firstStart(n: number, seed: number) {
    await t.db.kysely.deleteFrom("products").execute();
    await insertProductsBulk(t.db.kysely, fc.sample(productArb, { numRuns: n, seed }).map(productData), nowIso());
    const events = new LocalEventBus();
    const snapshotFile = path.join(dir, `${seed}.snapshot`);
    const engine = await CatalogEngine.start({
      db: t.db,
      events,
      log: silent,
      pollMs: 60_000,
      snapshotFile,
      snapshotFrom: 0,
    });
    return { events, engine, snapshotFile, service: new CatalogService(t.db, events, engine) };
  }

  const allSlots = (index: CatalogIndex) => {
    const slots: number[] = [];
    index.alive.forEach((s) => {
      slots.push(s);
    });
    return slots;
  };

  const queries: FilterQuery[] = [
    {},
    { search: "sandalye" },
    { sortBy: "priceAsc", page: 3, limit: 50 },
    { brand: ["SIFAS"], search: "teak masası", sortBy: "nameAsc" },
    { search: "sandalyx" }, // nothing found: suggestions
  ];

  it("answers every listing, search and product as the whole index does; the snapshot follows", async () => {
    const { engine, service, snapshotFile } = await firstStart(2_500, 31);
    const health = Fastify();
    await health.register(healthPlugin, { db: t.db, catalogue: () => (engine.reading ? "reading" : "complete") });
    const readiness = async () => (await health.inject({ method: "GET", url: "/readyz" })).json().catalogue;
    try {
      const index = engine.index;
      expect(await readiness()).toBe("reading");
      expect(index.searchable).toBe(false);
      expect(index.withoutListing(allSlots(index)).length).toBeGreaterThan(2_000);
      expect(fs.existsSync(snapshotFile)).toBe(false);
      expect(() => select(index, { includeUnpublished: false, search: "teak" })).toThrow(NotReadYet);
      const someId = index.ids[allSlots(index)[1_234] as number] as string;
      const languages = () => [
        service.filter({ sortBy: "nameAsc", page: 2, lang: "tr" }),
        service.list({ sortBy: "priceAsc", limit: 60, lang: "tr" }, false),
        service.bestSellers(12, "en"),
      ];
      const early = await Promise.all([
        ...queries.map((q) => service.filter(q)),
        service.list({ sortBy: "popularity", limit: 24 }, false),
        service.detail(someId, true),
        ...languages(),
      ]);
      await engine.settled();
      expect(await readiness()).toBe("complete");
      expect(index.searchable).toBe(true);
      expect(index.withoutListing(allSlots(index))).toEqual([]);
      expect(fs.existsSync(snapshotFile)).toBe(true);
      const late = await Promise.all([
        ...queries.map((q) => service.filter(q)),
        service.list({ sortBy: "popularity", limit: 24 }, false),
        service.detail(someId, true),
        ...languages(),
      ]);
      expect(early.map(String)).toEqual(late.map(String));
      // The Turkish listings show Turkish descriptions: the texts were read for them (ADR 1517).
      expect(String(early.at(-2))).not.toEqual(String(await service.list({ sortBy: "priceAsc", limit: 60 }, false)));
      expect(JSON.parse(String(early[1])).total).toBeGreaterThan(0);
    } finally {
      await health.close();
      await engine.close();
    }
  });

  it("when reading the words fails, a search is a 503 until the index is read again, then answers", async () => {
    await t.db.kysely.deleteFrom("products").execute();
    await insertProductsBulk(t.db.kysely, fc.sample(productArb, { numRuns: 300, seed: 33 }).map(productData), nowIso());
    let failing = true;
    // The database fails every read of the search texts (the "index" and "both" kinds read product_texts).
    const db: Db = {
      ...t.db,
      readLong: (query) =>
        failing && query.sql.includes("product_texts")
          ? Promise.reject(new Error("connection lost"))
          : t.db.readLong(query),
    };
    const events = new LocalEventBus();
    const engine = await CatalogEngine.start({ db, events, log: silent, pollMs: 20 });
    const service = new CatalogService(t.db, events, engine);
    try {
      await engine.settled();
      expect(engine.index.searchable).toBe(false);
      await expect(service.filter({ search: "sandalye" })).rejects.toBeInstanceOf(DatabaseUnavailableError);
      // Listings do not need the words.
      expect(JSON.parse(String(await service.filter({}))).total).toBeGreaterThan(0);
      failing = false;
      for (let k = 0; k < 100 && !engine.index.searchable; k++) await new Promise((r) => setTimeout(r, 20));
      expect(engine.index.searchable).toBe(true);
      const found = JSON.parse(String(await service.filter({ search: "sandalye", limit: 100 })));
      expect(found.total).toBeGreaterThan(0);
    } finally {
      await engine.close();
    }
  });

  it("a write made while they are read is in the index, not what the reads brought before it", async () => {
    const { engine, events } = await firstStart(2_500, 32);
    try {
      const ids = [...engine.index.slotOf.keys()].sort();
      const changed = ids.slice(-3); // read last: their pages come after the write
      await sql`update products set name = 'Zebrawood lounger', name_key = 'zebrawood lounger', updated_at = ${nowIso()}
        where id in (${sql.join(changed)})`.execute(t.db.kysely);
      events.publish("catalog");
      await engine.settled();
      await engine.fresh();
      const index = engine.index;
      const found = select(index, { includeUnpublished: true, search: "zebrawood" });
      expect(
        page(index, found.all, "newest", 0, 10)
          .map((s) => index.ids[s])
          .sort(),
      ).toEqual(changed);
      release(index, found);
      for (const id of changed) {
        expect(JSON.parse(index.json.get(index.slotOf.get(id) as number).toString()).name).toBe("Zebrawood lounger");
      }
      // …and the same as an index read afresh.
      const fresh = await settledEngine({ db: t.db, events: new LocalEventBus(), log: silent, pollMs: 60_000 });
      try {
        for (const id of ids.slice(0, 50).concat(changed)) {
          const a = index.json.get(index.slotOf.get(id) as number).toString();
          const b = fresh.index.json.get(fresh.index.slotOf.get(id) as number).toString();
          expect(a).toBe(b);
        }
      } finally {
        await fresh.close();
      }
    } finally {
      await engine.close();
    }
  });
});
