import type { ImportReport } from "@avlu/contract/admin";
import {
  type AdminCollection,
  type AdminProduct,
  type CollectionSummary,
  type CollectionTextsBody,
  DEFAULT_PAGE_SIZE,
  type Door,
  type FilterQuery,
  MAX_LIMIT,
  type Product,
  type ProductCreateInput,
  type ProductQuery,
  type ProductUpdateInput,
  type SortBy,
} from "@avlu/contract/catalog";
import { emptyTextsByLanguage, localiseProductTexts, pickText } from "@avlu/contract/catalog-texts";
import { collectionKey } from "@avlu/contract/common";
import { LANGUAGES, type Language } from "@avlu/contract/terms";
import { DatabaseUnavailableError, type Db, type Q } from "../../db/database.js";
import type { EventBus } from "../../lib/events.js";
import { gathered } from "../../lib/gather.js";
import { badRequest, conflict, type HttpError, notFound } from "../../lib/http-error.js";
import { isId, newId, nowIso } from "../../lib/ids.js";
import { msg } from "../../lib/messages/message.js";
import { onItsOwnTurn, pacer, sortPaced } from "../../lib/pace.js";
import { listAnswer, pageAnswer, slotsAnswer } from "./engine/answers.js";
import { Bitset } from "./engine/bitset.js";
import type { CatalogEngine } from "./engine/catalog-engine.js";
import { type CatalogIndex, NotReadYet } from "./engine/catalog-index.js";
import { type ProductFilter, page, similar } from "./engine/query.js";
import { readSynonyms, replaceSynonyms } from "./engine/synonyms.js";
import { importProducts } from "./import.js";
import { productToVariantRows } from "./product-csv.js";
import { toProductData } from "./product-data.js";
import * as repo from "./repository.js";

const PRODUCT_NOT_FOUND = msg("catalog.productNotFound");
const COLLECTION_NOT_FOUND = msg("catalog.collectionNotFound");
const DEFAULT_LIST_LIMIT = 100;

type FilterInput = Pick<
  FilterQuery,
  "category" | "brand" | "color" | "door" | "minPrice" | "maxPrice" | "search" | "sizes" | "size" | "inStock"
> & { collection?: string | string[] | undefined };

/** Normalises any listing query into the index's filter. */
export function normaliseFilter(q: FilterInput, includeUnpublished = false): ProductFilter {
  const collections = q.collection === undefined ? [] : Array.isArray(q.collection) ? q.collection : [q.collection];
  const sizes = [...(q.sizes ?? []), ...(q.size ?? [])];
  const search = q.search ? q.search.trim() : "";
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    throw badRequest(msg("catalog.priceRange"));
  }
  const filter: ProductFilter = { includeUnpublished };
  const keys = collections.map(collectionKey).filter(Boolean);
  if (keys.length) filter.collectionKeys = keys;
  if (q.category?.length) filter.categories = q.category.map(repo.canonicalCategory);
  if (q.brand?.length) filter.brands = q.brand.map((b) => b.toUpperCase());
  if (q.color?.length) filter.colorKeys = q.color.map((c) => c.toLowerCase());
  if (sizes.length) filter.sizes = sizes.map(repo.canonicalSize);
  if (q.door?.length) filter.doors = q.door as Door[];
  if (q.minPrice !== undefined) filter.minPriceCents = Math.round(q.minPrice * 100);
  if (q.maxPrice !== undefined) filter.maxPriceCents = Math.round(q.maxPrice * 100);
  if (search) filter.search = search;
  if (q.inStock) filter.inStock = true;
  return filter;
}

/** What the sitemap lists of the catalogue: published products in id order, and collections that show any. */
export interface SitemapCatalogue {
  /** Ids and last changes (ms) side by side: two arrays, not 100,000 objects (ADR 1504). */
  products: { ids: string[]; updated: Float64Array };
  collections: Array<{ brand: string; name: string; updated: string }>;
}

const isoOf = (ms: number) => new Date(ms).toISOString();

/**
 * The catalogue: reads come from the in-memory index (ADR 1500) as ready JSON bytes, writes go to
 * the database, whose change log brings them into every instance's index.
 */
export class CatalogService {
  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
    private readonly engine: CatalogEngine,
  ) {
    // A collection's own row (name, image) can change without a product: forget the sitemap then too.
    events.subscribe("catalog", () => {
      this.sitemapMemo = undefined;
    });
  }

  /** A product page's reads of the database, gathered (ADR 1513): one query for every page asked meanwhile. */
  private readonly detailFields = gathered((ids) => repo.getProductDetailFields(this.db.kysely, ids));
  private readonly texts = gathered(async (ids) => {
    const texts = await repo.loadTexts(this.db.kysely, ids);
    return ids.map((id) => texts.get(id));
  });
  private sitemapMemo: { index: CatalogIndex; version: number; answer: Promise<SitemapCatalogue> } | undefined;
  /** Every slot in id order, kept while no product is added or forgotten (a stock change does not re-sort). */
  private idOrder: { index: CatalogIndex; membership: number; slots: Int32Array } | undefined;

  /**
   * The sitemap's products and collections, from the index (ADR 1503): the same object until the
   * catalogue changes, so the sitemap plugin can keep its XML while this stays the same.
   */
  async sitemap(): Promise<SitemapCatalogue> {
    const index = await this.index();
    const memo = this.sitemapMemo;
    if (memo && memo.index === index && memo.version === index.version) return memo.answer;
    this.sitemapMemo = { index, version: index.version, answer: this.buildSitemap(index) };
    this.sitemapMemo.answer.catch(() => {
      this.sitemapMemo = undefined;
    });
    return this.sitemapMemo.answer;
  }

  /**
   * The sitemap's lists, in slices of a few milliseconds with the event loop free in between
   * (ADR 1504): at 100,000 products the whole took 0.3–1 s in one piece after every stock change.
   * The index may change between slices; the answer then mixes the two states, and its memo (taken
   * at the version it started from) makes the next request build it again.
   */
  private async buildSitemap(index: CatalogIndex): Promise<SitemapCatalogue> {
    const tick = pacer();
    const ids = index.ids;
    if (!this.idOrder || this.idOrder.index !== index || this.idOrder.membership !== index.membership) {
      const membership = index.membership;
      const all: number[] = [];
      index.alive.forEach((s) => {
        all.push(s);
      });
      const sorted = await sortPaced(Int32Array.from(all), (a, b) =>
        (ids[a] as string) < (ids[b] as string) ? -1 : (ids[a] as string) > (ids[b] as string) ? 1 : 0,
      );
      // Kept with the membership it was sorted at: anything added meanwhile is sorted in next time.
      this.idOrder = { index, membership, slots: sorted };
    }
    const order = this.idOrder.slots;
    const productIds: string[] = [];
    const updated = new Float64Array(order.length);
    const latest = new Map<string, number>();
    for (let k = 0; k < order.length; k++) {
      const s = order[k] as number;
      if (index.published.has(s) && index.alive.has(s)) {
        const ms = index.updated[s] as number;
        updated[productIds.length] = ms;
        productIds.push(ids[s] as string);
        const key = index.collectionKey[s];
        if (key) {
          const group = `${index.brandOf[s]}\u0000${key}`;
          if (!((latest.get(group) ?? -Infinity) >= ms)) latest.set(group, ms);
        }
      }
      const wait = tick(k);
      if (wait) await wait;
    }
    const products = { ids: productIds, updated: updated.slice(0, productIds.length) };
    const tiles = await repo.listCollections(this.db.kysely, undefined);
    const collections = tiles
      .flatMap((c) => {
        const updated = latest.get(`${c.brand}\u0000${c.key}`);
        return updated === undefined ? [] : [{ brand: c.brand, name: c.name, updated: isoOf(updated) }];
      })
      .sort((a, b) =>
        a.brand < b.brand ? -1 : a.brand > b.brand ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
      );
    return { products, collections };
  }

  /** The index, once every change announced so far is in it. */
  private async index(): Promise<CatalogIndex> {
    await this.engine.fresh();
    return this.engine.index;
  }

  /**
   * A query on the index, computed on a turn of the event loop of its own (ADR 1505): a burst of
   * cold queries never keeps health checks, cached pages or checkouts waiting behind it.
   */
  private async onIndex<T>(work: (index: CatalogIndex) => T): Promise<T> {
    await this.engine.fresh();
    for (let attempt = 1; ; attempt++) {
      try {
        // The index as it is on that turn: a rebuild meanwhile only brings it further forward.
        return await onItsOwnTurn(() => work(this.engine.index));
      } catch (err) {
        // In the seconds after a first start the search words and the listing JSON are still being
        // read (ADR 1511): a search waits for the words; the listing JSON of the products a listing
        // shows, and their descriptions for a listing in a language (ADR 1517), are read at once.
        // Then the answer is computed again.
        if (!(err instanceof NotReadYet)) throw err;
        // Still missing after it was read: the reads after the start failed (the database, ADR 1511).
        if (attempt > 4) throw new DatabaseUnavailableError(err.message);
        if (err.ids.length === 0) await this.engine.wordsRead();
        else if (attempt >= 4) await (err.part === "texts" ? this.engine.wordsRead() : this.engine.listingsRead());
        else if (err.part === "texts") await this.engine.fillTexts(err.ids);
        else await this.engine.fillListings(err.ids);
      }
    }
  }

  /** GET /api/products: a plain list (SPEC §7). */
  async list(q: ProductQuery, includeUnpublished: boolean): Promise<Buffer> {
    const filter = normaliseFilter({ ...q, size: q.size, collection: q.collection || undefined }, includeUnpublished);
    const limit = Math.min(q.limit ?? DEFAULT_LIST_LIMIT, MAX_LIMIT);
    return this.onIndex((index) => listAnswer(index, filter, q.sortBy ?? "newest", limit, q.lang));
  }

  /** GET /api/products/filter: one page, the total, the facet counts (and suggestions when a search finds nothing). */
  async filter(q: FilterQuery, opts: { includeUnpublished?: boolean } = {}): Promise<Buffer> {
    const filter = normaliseFilter(q, opts.includeUnpublished ?? false);
    return this.onIndex((index) => pageAnswer(index, filter, { ...pageOf(q), facets: true, language: q.lang }));
  }

  /** GET /api/admin/products: one page and the total, published or not (no facet panel there). */
  async adminPage(q: FilterQuery, published: boolean | undefined): Promise<Buffer> {
    const filter = normaliseFilter(q, true);
    if (published !== undefined) filter.published = published;
    return this.onIndex((index) => pageAnswer(index, filter, { ...pageOf(q), facets: false }));
  }

  /** GET /api/products/:id: the listing JSON from the index plus the detail fields from the database. */
  async detail(id: string, includeUnpublished: boolean, language?: Language): Promise<Buffer> {
    if (!isId(id)) throw notFound(PRODUCT_NOT_FOUND);
    // The database reads start at once, beside the index's part, and join the product pages asked
    // for meanwhile in one query each (ADR 1513).
    const reads = Promise.all([this.detailFields.load(id), language ? this.texts.load(id) : undefined]);
    let summary: Buffer;
    try {
      // On a turn of its own like every cold query.
      summary = await this.onIndex((index) => {
        const slot = index.slotOf.get(id);
        if (slot === undefined || (!includeUnpublished && !index.published.has(slot)))
          throw notFound(PRODUCT_NOT_FOUND);
        if (index.withoutListing([slot]).length > 0) throw new NotReadYet([id]);
        return index.json.get(slot);
      });
    } catch (err) {
      reads.catch(() => undefined); // no longer needed: its failure is not this request's
      throw err;
    }
    const [extra, texts] = await reads;
    if (!extra || (!includeUnpublished && !extra.isPublished)) throw notFound(PRODUCT_NOT_FOUND);
    const answer = Buffer.concat([summary.subarray(0, summary.length - 1), Buffer.from(`,${extra.json.slice(1)}`)]);
    if (!language || !texts) return answer;
    const product = JSON.parse(answer.toString("utf8")) as Product;
    Object.assign(product, localiseProductTexts(product, texts, language));
    return Buffer.from(JSON.stringify(product));
  }

  /** One product as the admin reads it: the default texts and every language's version (ADR 2001). */
  async adminGet(id: string): Promise<AdminProduct> {
    const product = await this.get(id, true);
    const texts = (await repo.loadTexts(this.db.kysely, [id])).get(id) ?? emptyTextsByLanguage();
    return { ...product, texts };
  }

  /** One product as an object (for other modules: order requests, the answer to a write). */
  async get(id: string, includeUnpublished: boolean): Promise<Product> {
    return JSON.parse((await this.detail(id, includeUnpublished)).toString("utf8")) as Product;
  }

  similar(id: string, language?: Language): Promise<Buffer> {
    return this.onIndex((index) => {
      const slot = isId(id) ? index.slotOf.get(id) : undefined;
      if (slot === undefined || !index.published.has(slot)) throw notFound(PRODUCT_NOT_FOUND);
      return slotsAnswer(index, similar(index, slot, 8), language);
    });
  }

  bestSellers(limit: number, language?: Language): Promise<Buffer> {
    return this.onIndex((index) => slotsAnswer(index, page(index, index.published, "bestSeller", 0, limit), language));
  }

  newArrivals(language?: Language): Promise<Buffer> {
    return this.onIndex((index) => slotsAnswer(index, page(index, index.published, "newest", 0, 8), language));
  }

  /** A brand's collection tiles with their published product counts. */
  async collections(brand: string | undefined, language?: Language): Promise<CollectionSummary[]> {
    const index = await this.index();
    const tiles: Array<
      Awaited<ReturnType<typeof repo.listCollections>>[number] & {
        texts?: Partial<Record<Language, string>>;
      }
    > = language
      ? await repo.listCollectionsWithTexts(this.db.kysely, brand?.toUpperCase())
      : await repo.listCollections(this.db.kysely, brand?.toUpperCase());
    const byBrand = new Map<string, Bitset>();
    return tiles.map((c) => {
      let visible = byBrand.get(c.brand);
      if (!visible) {
        visible = index.published.clone().and(index.facetSet("brand", c.brand) ?? new Bitset(0));
        byBrand.set(c.brand, visible);
      }
      const set = index.facetSet("collection", c.key);
      const tile: CollectionSummary = {
        name: c.name,
        brand: c.brand,
        image: c.image,
        productCount: set ? visible.andSize(set) : 0,
      };
      if (language) tile.description = pickText("", c.texts ?? {}, language);
      return tile;
    });
  }

  /** Every collection (of one brand) with its description per language (admin, ADR 2001). */
  async adminCollections(brand?: string): Promise<AdminCollection[]> {
    const rows = await repo.listCollectionsWithTexts(this.db.kysely, brand?.toUpperCase());
    return rows.map(toAdminCollection);
  }

  /** Sets a collection's descriptions (only the languages given; "" removes one). */
  async updateCollectionTexts(id: string, body: CollectionTextsBody): Promise<AdminCollection> {
    const texts: Partial<Record<Language, string>> = {};
    for (const language of LANGUAGES) {
      const d = body.texts[language]?.description;
      if (d !== undefined) texts[language] = d;
    }
    const found = isId(id) && (await repo.writeCollectionTexts(this.db.kysely, id, texts));
    if (!found) throw notFound(COLLECTION_NOT_FOUND);
    this.events.publish("catalog");
    const row = (await repo.listCollectionsWithTexts(this.db.kysely)).find((c) => c.id === id);
    if (!row) throw notFound(COLLECTION_NOT_FOUND);
    return toAdminCollection(row);
  }

  /** The search synonym groups as the owner wrote them. */
  async synonyms(): Promise<string[][]> {
    return readSynonyms(this.db.kysely);
  }

  async replaceSynonyms(groups: string[][]): Promise<string[][]> {
    await this.db.kysely.transaction().execute((tx) => replaceSynonyms(tx, groups));
    this.events.publish("catalog");
    return this.synonyms();
  }

  async create(input: ProductCreateInput): Promise<AdminProduct> {
    const data = toProductData(input, undefined);
    const id = newId();
    const now = nowIso();
    await this.db.kysely.transaction().execute(async (tx) => {
      if (await repo.skuTaken(tx, data.sku)) throw skuConflict(data.sku);
      await checkVariantSkus(tx, data, undefined);
      await repo.insertProduct(tx, id, data, now);
    });
    this.events.publish("catalog");
    return this.adminGet(id);
  }

  async update(id: string, input: ProductUpdateInput): Promise<AdminProduct> {
    if (!isId(id)) throw notFound(PRODUCT_NOT_FOUND);
    await this.db.kysely.transaction().execute(async (tx) => {
      const current = await repo.getProductData(tx, id);
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      const data = toProductData(input, current);
      if (data.sku !== current.sku && (await repo.skuTaken(tx, data.sku, id))) throw skuConflict(data.sku);
      await checkVariantSkus(tx, data, id);
      try {
        await repo.updateProduct(tx, id, data, nowIso());
      } catch (err) {
        if (err instanceof repo.StockBelowReserved) throw stockBelowReserved(data.name, err);
        throw err;
      }
    });
    this.events.publish("catalog");
    return this.adminGet(id);
  }

  async remove(id: string): Promise<void> {
    if (!isId(id) || !(await repo.deleteProduct(this.db.kysely, id))) throw notFound(PRODUCT_NOT_FOUND);
    this.events.publish("catalog");
  }

  /**
   * The products CSV import (ADR 0161, 1702): a preview (`dryRun`), or every changed product
   * written in one transaction (an `ImportRefused` when any row is wrong, and nothing written).
   */
  async importProducts(text: string, opts: { dryRun: boolean }): Promise<ImportReport> {
    const report = await importProducts(this.db, text, opts);
    if (report.applied && report.created + report.updated > 0) this.events.publish("catalog");
    return report;
  }

  /** The products CSV export: one row per variant (`PRODUCT_CSV_EXPORT_COLUMNS`), products by SKU, a batch at a time. */
  async *exportRows(): AsyncGenerator<string[][]> {
    for await (const batch of repo.allProducts(this.db.kysely))
      yield batch.flatMap((p) => productToVariantRows(p.data));
  }

  /**
   * Stock changed by a write of another module inside its own transaction (an order placed,
   * cancelled or deleted takes or returns units): called after the commit, so that the catalogue
   * stays the one that announces its changes.
   */
  stockChanged(): void {
    this.events.publish("catalog");
  }
}

function toAdminCollection(c: {
  id: string;
  name: string;
  brand: string;
  image: string;
  texts: Partial<Record<Language, string>>;
}): AdminCollection {
  return {
    _id: c.id,
    name: c.name,
    brand: c.brand,
    image: c.image,
    texts: Object.fromEntries(LANGUAGES.map((l) => [l, { description: c.texts[l] ?? "" }])) as AdminCollection["texts"],
  };
}

function pageOf(q: FilterQuery): { sortBy: SortBy; page: number; limit: number } {
  return { sortBy: q.sortBy ?? "newest", page: q.page ?? 1, limit: Math.min(q.limit ?? DEFAULT_PAGE_SIZE, MAX_LIMIT) };
}

/** A variant SKU another product uses is a 400 (issue 17), like a duplicate inside the body. */
async function checkVariantSkus(db: Q, data: repo.ProductData, id: string | undefined): Promise<void> {
  const taken = await repo.variantSkuTaken(
    db,
    data.variants.map((v) => v.sku),
    id,
  );
  if (taken) throw badRequest(`Invalid body: SKU "${taken.sku}" is already used by "${taken.productName}"`);
}

export function stockBelowReserved(name: string, err: repo.StockBelowReserved): HttpError {
  return conflict(
    `Stock of "${name}" (SKU ${err.sku}) was not changed: orders placed since the form was opened leave ${err.now}; ` +
      "a change below what is already ordered is refused. Reload and try again.",
  );
}

function skuConflict(sku: string): HttpError {
  return conflict(`A product with SKU "${sku}" already exists`);
}
