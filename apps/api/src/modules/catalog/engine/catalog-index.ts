import type { Door } from "@avlu/contract/catalog";
import { Bitset } from "./bitset.js";
import { JsonStore } from "./json-store.js";
import { compareText, SortOrder } from "./sort-order.js";
import type { IndexProduct } from "./source.js";
import { NO_SYNONYMS, type Synonyms } from "./synonyms.js";
import { TextIndex } from "./text-index.js";

export type FacetName = "category" | "color" | "size" | "brand" | "door";
export type OrderName = "newest" | "priceAsc" | "popularity" | "nameAsc" | "bestSeller";

/** What one slot was filed under, to take it out again when the product changes. */
interface Filed {
  category: string[];
  color: string[];
  colorNames: string[];
  size: string[];
  brand: string[];
  door: Door[];
  collection: string;
}

/** Changes at once above which sort orders are merged in one pass rather than one by one. */
const BATCH = 64;

/**
 * Every product of the shop, in memory (ADR 1500): a slot number per product, one bitset per
 * facet value (category, colour, size, brand, door, collection) and for published / in stock,
 * the five sort orders kept sorted, the search index and each product's listing JSON. The
 * database stays the truth: CatalogEngine fills this from it and applies the change log.
 */
export class CatalogIndex {
  capacity = 1024;
  /** Bumped on every change (for caches of query results). */
  version = 0;
  synonyms: Synonyms = NO_SYNONYMS;

  readonly slotOf = new Map<string, number>();
  ids: string[] = [];
  private readonly freeSlots: number[] = [];
  private high = 0;

  readonly alive = new Bitset(this.capacity);
  readonly published = new Bitset(this.capacity);
  readonly inStock = new Bitset(this.capacity);
  readonly facets: Record<FacetName | "collection", Map<string, Bitset>> = {
    category: new Map(),
    color: new Map(),
    size: new Map(),
    brand: new Map(),
    door: new Map(),
    collection: new Map(),
  };
  /** Spellings of each colour key with how many products use each (the facet shows the smallest). */
  private readonly colorSpellings = new Map<string, Map<string, number>>();
  private filed: Array<Filed | undefined> = [];

  price = new Int32Array(this.capacity);
  created = new Float64Array(this.capacity);
  rating = new Float64Array(this.capacity);
  reviews = new Int32Array(this.capacity);
  sold = new Int32Array(this.capacity);
  stock = new Int32Array(this.capacity);
  nameKey: string[] = [];
  mainCategory: string[] = [];
  collectionKey: string[] = [];
  collectionName: string[] = [];
  brandOf: string[] = [];

  readonly json = new JsonStore();
  readonly text = new TextIndex(this.capacity);
  readonly orders: Record<OrderName, SortOrder>;

  constructor() {
    const id = (s: number) => this.ids[s] as string;
    this.orders = {
      newest: new SortOrder((a, b) => this.created[b]! - this.created[a]! || compareText(id(b), id(a))),
      priceAsc: new SortOrder((a, b) => this.price[a]! - this.price[b]! || compareText(id(a), id(b))),
      popularity: new SortOrder(
        (a, b) => this.rating[b]! - this.rating[a]! || this.reviews[b]! - this.reviews[a]! || compareText(id(b), id(a)),
      ),
      nameAsc: new SortOrder((a, b) => compareText(this.nameKey[a]!, this.nameKey[b]!) || compareText(id(a), id(b))),
      bestSeller: new SortOrder(
        (a, b) =>
          this.sold[b]! - this.sold[a]! ||
          this.rating[b]! - this.rating[a]! ||
          this.reviews[b]! - this.reviews[a]! ||
          compareText(id(a), id(b)),
      ),
    };
    this.json.grow(this.capacity);
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** Adds or replaces products (by id). */
  upsert(products: readonly IndexProduct[]): void {
    if (products.length === 0) return;
    this.version++;
    const batch = products.length > BATCH;
    const moved: number[] = [];
    for (const p of products) {
      let slot = this.slotOf.get(p.id);
      const isNew = slot === undefined;
      if (slot === undefined) slot = this.allocate(p.id);
      const keysChange = isNew || this.sortKeysChange(slot, p);
      if (keysChange && !isNew && !batch) for (const o of Object.values(this.orders)) o.remove(slot);
      this.fileSlot(slot, p);
      if (keysChange) {
        if (batch) moved.push(slot);
        else for (const o of Object.values(this.orders)) o.insert(slot);
      }
    }
    if (batch) {
      const set = new Set(moved);
      for (const o of Object.values(this.orders)) o.replaceMany((s) => set.has(s), moved);
    }
  }

  /** Forgets products (deleted from the shop). */
  remove(ids: readonly string[]): void {
    const slots = ids.flatMap((id) => this.slotOf.get(id) ?? []);
    if (slots.length === 0) return;
    this.version++;
    if (slots.length > BATCH) {
      const set = new Set(slots);
      for (const o of Object.values(this.orders)) o.replaceMany((s) => set.has(s), []);
    } else {
      for (const s of slots) for (const o of Object.values(this.orders)) o.remove(s);
    }
    for (const s of slots) {
      this.unfile(s);
      this.alive.delete(s);
      this.published.delete(s);
      this.inStock.delete(s);
      this.json.delete(s);
      this.text.clearSlot(s);
      this.slotOf.delete(this.ids[s] as string);
      this.freeSlots.push(s);
    }
  }

  /** A facet value's set (an empty set for an unknown value). */
  facetSet(facet: FacetName | "collection", value: string): Bitset | undefined {
    return this.facets[facet].get(value);
  }

  /** The spelling the colour facet shows for a colour key. */
  colorName(key: string): string {
    const spellings = this.colorSpellings.get(key);
    let best: string | undefined;
    for (const s of spellings?.keys() ?? []) if (best === undefined || s < best) best = s;
    return best ?? key;
  }

  private allocate(id: string): number {
    const slot = this.freeSlots.pop() ?? this.high++;
    if (slot >= this.capacity) this.grow(this.capacity * 2);
    this.ids[slot] = id;
    this.slotOf.set(id, slot);
    return slot;
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    for (const b of [this.alive, this.published, this.inStock]) b.grow(capacity);
    for (const map of Object.values(this.facets)) for (const b of map.values()) b.grow(capacity);
    const widen = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T) => {
      const next = make(capacity);
      next.set(a);
      return next;
    };
    this.price = widen(this.price, (n) => new Int32Array(n));
    this.created = widen(this.created, (n) => new Float64Array(n));
    this.rating = widen(this.rating, (n) => new Float64Array(n));
    this.reviews = widen(this.reviews, (n) => new Int32Array(n));
    this.sold = widen(this.sold, (n) => new Int32Array(n));
    this.stock = widen(this.stock, (n) => new Int32Array(n));
    this.json.grow(capacity);
    this.text.grow(capacity);
  }

  private sortKeysChange(slot: number, p: IndexProduct): boolean {
    return (
      this.price[slot] !== p.priceCents ||
      this.created[slot] !== Date.parse(p.createdAt) ||
      this.rating[slot] !== p.rating ||
      this.reviews[slot] !== p.numReviews ||
      this.sold[slot] !== p.unitsSold ||
      this.nameKey[slot] !== p.nameKey
    );
  }

  private fileSlot(slot: number, p: IndexProduct): void {
    this.unfile(slot);
    const filed: Filed = {
      category: [...new Set(p.categories)],
      color: [],
      colorNames: [],
      size: [...new Set(p.sizes)],
      brand: [p.brand],
      door: [...new Set(p.doors)],
      collection: p.collectionKey,
    };
    for (const c of p.colors) {
      const key = c.toLowerCase();
      if (filed.color.includes(key)) continue;
      filed.color.push(key);
      filed.colorNames.push(c);
      const spellings = this.colorSpellings.get(key) ?? new Map<string, number>();
      spellings.set(c, (spellings.get(c) ?? 0) + 1);
      this.colorSpellings.set(key, spellings);
    }
    for (const facet of ["category", "color", "size", "brand", "door"] as const) {
      for (const v of filed[facet]) this.setFor(facet, v).add(slot);
    }
    if (p.collectionKey) this.setFor("collection", p.collectionKey).add(slot);
    this.filed[slot] = filed;

    this.alive.add(slot);
    this.published.set(slot, p.isPublished);
    this.inStock.set(slot, p.countInStock > 0);
    this.price[slot] = p.priceCents;
    this.created[slot] = Date.parse(p.createdAt);
    this.rating[slot] = p.rating;
    this.reviews[slot] = p.numReviews;
    this.sold[slot] = p.unitsSold;
    this.stock[slot] = p.countInStock;
    this.nameKey[slot] = p.nameKey;
    this.mainCategory[slot] = p.category;
    this.collectionKey[slot] = p.collectionKey;
    this.collectionName[slot] = p.collection;
    this.brandOf[slot] = p.brand;
    this.json.set(slot, JSON.stringify(p.summary));
    this.text.setSlot(slot, p.searchTexts);
  }

  private unfile(slot: number): void {
    const filed = this.filed[slot];
    if (!filed) return;
    for (const facet of ["category", "color", "size", "brand", "door"] as const) {
      for (const v of filed[facet]) this.facets[facet].get(v)?.delete(slot);
    }
    if (filed.collection) this.facets.collection.get(filed.collection)?.delete(slot);
    filed.color.forEach((key, k) => {
      const spellings = this.colorSpellings.get(key);
      const name = filed.colorNames[k] as string;
      const n = (spellings?.get(name) ?? 1) - 1;
      if (n > 0) spellings?.set(name, n);
      else spellings?.delete(name);
    });
    this.filed[slot] = undefined;
  }

  private setFor(facet: FacetName | "collection", value: string): Bitset {
    const map = this.facets[facet];
    let set = map.get(value);
    if (!set) {
      set = new Bitset(this.capacity);
      map.set(value, set);
    }
    return set;
  }
}
