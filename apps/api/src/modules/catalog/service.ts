import {
  DEFAULT_PAGE_SIZE,
  type Door,
  type FilterQuery,
  type FilterResult,
  MAX_LIMIT,
  type Product,
  type ProductCreateInput,
  type ProductQuery,
  type ProductSummary,
  type ProductUpdateInput,
  type SortBy,
} from "@avlu/contract/catalog";
import { collectionKey, foldText } from "@avlu/contract/common";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../lib/events.js";
import { badRequest, conflict, type HttpError, notFound } from "../../lib/http-error.js";
import { isId, newId, nowIso } from "../../lib/ids.js";
import * as repo from "./repository.js";

export const PRODUCT_NOT_FOUND = "Product not found";
const DEFAULT_LIST_LIMIT = 100;

type FilterInput = Pick<
  FilterQuery,
  "category" | "brand" | "color" | "door" | "minPrice" | "maxPrice" | "search" | "sizes" | "size"
> & { collection?: string | string[] | undefined };

/** Normalises any listing query into the repository's filter. */
export function normaliseFilter(q: FilterInput, includeUnpublished = false): repo.ProductFilter {
  const collections = q.collection === undefined ? [] : Array.isArray(q.collection) ? q.collection : [q.collection];
  const sizes = [...(q.sizes ?? []), ...(q.size ?? [])];
  const search = q.search ? foldText(q.search) : "";
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    throw badRequest("Invalid query parameter: minPrice must not be greater than maxPrice");
  }
  const filter: repo.ProductFilter = { includeUnpublished };
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
  return filter;
}

export class CatalogService {
  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
  ) {}

  /** GET /api/products: a plain list (SPEC §7). */
  list(q: ProductQuery, includeUnpublished: boolean): Promise<ProductSummary[]> {
    const filter = normaliseFilter({ ...q, size: q.size, collection: q.collection || undefined }, includeUnpublished);
    return repo.findProducts(this.db.kysely, filter, {
      sortBy: q.sortBy ?? "newest",
      limit: Math.min(q.limit ?? DEFAULT_LIST_LIMIT, MAX_LIMIT),
      offset: 0,
    });
  }

  /** GET /api/products/filter: one page, the total and the facet counts. */
  async filter(
    q: FilterQuery,
    opts: { includeUnpublished?: boolean; published?: boolean } = {},
  ): Promise<FilterResult> {
    const filter = normaliseFilter(q, opts.includeUnpublished ?? false);
    if (opts.published !== undefined) filter.published = opts.published;
    const [page, facets] = await Promise.all([this.pageOf(filter, q), repo.facetCounts(this.db.kysely, filter)]);
    return { ...page, facets };
  }

  /**
   * GET /api/admin/products: one page and the total, without facet counts (the admin list has no
   * facet panel, and counting facets over 100,000 products costs seconds).
   */
  adminPage(q: FilterQuery, published: boolean | undefined): Promise<Omit<FilterResult, "facets">> {
    const filter = normaliseFilter(q, true);
    if (published !== undefined) filter.published = published;
    return this.pageOf(filter, q);
  }

  private async pageOf(filter: repo.ProductFilter, q: FilterQuery): Promise<Omit<FilterResult, "facets">> {
    const limit = Math.min(q.limit ?? DEFAULT_PAGE_SIZE, MAX_LIMIT);
    const page = q.page ?? 1;
    const sortBy: SortBy = q.sortBy ?? "newest";
    const [total, products] = await Promise.all([
      repo.countProducts(this.db.kysely, filter),
      repo.findProducts(this.db.kysely, filter, { sortBy, limit, offset: (page - 1) * limit }),
    ]);
    return { products, total, page, pages: Math.max(1, Math.ceil(total / limit)), limit };
  }

  async get(id: string, includeUnpublished: boolean): Promise<Product> {
    const product = isId(id) ? await repo.getProduct(this.db.kysely, id, includeUnpublished) : undefined;
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  async similar(id: string): Promise<ProductSummary[]> {
    const list = isId(id) ? await repo.findSimilar(this.db.kysely, id, 8) : undefined;
    if (!list) throw notFound(PRODUCT_NOT_FOUND);
    return list;
  }

  bestSellers(limit: number): Promise<ProductSummary[]> {
    return repo.findBestSellers(this.db.kysely, limit);
  }

  newArrivals(): Promise<ProductSummary[]> {
    return repo.findProducts(this.db.kysely, { includeUnpublished: false }, { sortBy: "newest", limit: 8, offset: 0 });
  }

  collections(brand: string | undefined) {
    return repo.listCollections(this.db.kysely, brand?.toUpperCase());
  }

  async create(input: ProductCreateInput): Promise<Product> {
    const data = toProductData(input, undefined);
    const id = newId();
    const now = nowIso();
    await this.db.kysely.transaction().execute(async (tx) => {
      if (await repo.skuTaken(tx, data.sku)) throw skuConflict(data.sku);
      await repo.insertProduct(tx, id, data, now);
    });
    this.events.publish("catalog");
    return this.get(id, true);
  }

  async update(id: string, input: ProductUpdateInput): Promise<Product> {
    if (!isId(id)) throw notFound(PRODUCT_NOT_FOUND);
    await this.db.kysely.transaction().execute(async (tx) => {
      const current = await repo.getProductData(tx, id);
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      const data = toProductData(input, current);
      if (data.sku !== current.sku && (await repo.skuTaken(tx, data.sku, id))) throw skuConflict(data.sku);
      await repo.updateProduct(tx, id, data, nowIso());
    });
    this.events.publish("catalog");
    return this.get(id, true);
  }

  async remove(id: string): Promise<void> {
    if (!isId(id) || !(await repo.deleteProduct(this.db.kysely, id))) throw notFound(PRODUCT_NOT_FOUND);
    this.events.publish("catalog");
  }
}

function skuConflict(sku: string): HttpError {
  return conflict(`A product with SKU "${sku}" already exists`);
}

/** Merges a create or update body over the current product (0, "" and false are real values). */
export function toProductData(input: ProductUpdateInput, current: repo.ProductData | undefined): repo.ProductData {
  const base: repo.ProductData = current ?? {
    name: "",
    description: "",
    priceCents: 0,
    countInStock: 0,
    sku: "",
    brand: "",
    categories: [],
    doors: [],
    collection: "",
    ref: "",
    design: "",
    colors: [],
    sizes: [],
    images: [],
    packings: [],
    technicalSheet: [],
    features: {},
    metaTitle: "",
    metaDescription: "",
    metaKeywords: [],
    isFeatured: false,
    isPublished: true,
    rating: 0,
    numReviews: 0,
    altText: "",
  };
  const d: repo.ProductData = { ...base };
  const set = <K extends keyof repo.ProductData>(key: K, value: repo.ProductData[K] | undefined) => {
    if (value !== undefined) d[key] = value;
  };
  set("name", input.name);
  set("description", input.description);
  if (input.price !== undefined) d.priceCents = Math.round(input.price * 100);
  set("countInStock", input.countInStock);
  set("sku", input.sku);
  set("brand", input.brand);
  if (input.categories !== undefined && input.categories.length > 0) {
    const cats = [...new Set(input.categories)];
    // An explicit category goes first when it is one of the list.
    d.categories =
      input.category && cats.includes(input.category)
        ? [input.category, ...cats.filter((c) => c !== input.category)]
        : cats;
  } else if (input.category !== undefined) {
    d.categories = [input.category, ...base.categories.filter((c) => c !== input.category)];
  }
  set("doors", input.door as Door[] | undefined);
  set("collection", input.collection);
  set("ref", input.ref);
  set("design", input.design);
  set("colors", input.colors);
  set("sizes", input.sizes);
  if (input.images !== undefined) d.images = input.images.map((i) => ({ url: i.url, color: i.color ?? null }));
  else if (input.imageUrl) d.images = [{ url: input.imageUrl, color: null }, ...base.images];
  set("packings", input.packings);
  set("technicalSheet", input.technicalSheet);
  set("features", input.features);
  set("metaTitle", input.metaTitle);
  set("metaDescription", input.metaDescription);
  set("metaKeywords", input.metaKeywords);
  set("isFeatured", input.isFeatured);
  set("isPublished", input.isPublished);
  set("rating", input.rating);
  set("numReviews", input.numReviews);
  set("altText", input.altText);
  if (!d.ref) d.ref = d.sku;
  if (d.categories.length === 0) throw badRequest("Invalid body: category is required");
  if (d.doors.length === 0) throw badRequest("Invalid body: door is required (indoor or outdoor)");
  return d;
}
