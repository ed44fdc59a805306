import { LANGUAGES, type Language } from "@avlu/contract/terms";
import { Bitset, BitsetPool } from "./bitset.js";
import { JsonStore, RECENT_BYTES } from "./json-store.js";
import { decodeStrings, encodeStrings, type SnapshotReader, type SnapshotWriter } from "./snapshot-format.js";
import { compareText, SortOrder } from "./sort-order.js";
import type { Descriptions, IndexProduct } from "./source.js";
import { NO_SYNONYMS, type Synonyms } from "./synonyms.js";
import { TextIndex } from "./text-index.js";
import { widened } from "./typed-arrays.js";

export type FacetName = "category" | "color" | "size" | "brand" | "door";
export type OrderName = "newest" | "priceAsc" | "popularity" | "nameAsc" | "bestSeller";

/**
 * A query needs what a start-up reads after the index begins to serve (ADR 1511): the listing JSON
 * of these products (`ids`), or the search words (`ids` empty). The caller has the engine read
 * them, or waits for it, and asks again.
 */
export class NotReadYet extends Error {
  constructor(
    readonly ids: readonly string[],
    /** What of those products: their listing JSON, or their texts (search words and descriptions, ADR 1517). */
    readonly part: "listing" | "texts" = "listing",
  ) {
    super(
      ids.length === 0 ? "search words not read yet" : `${part === "listing" ? "listing JSON" : "texts"} not read yet`,
    );
  }
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
  /** Bumped when a product is added or forgotten (for what depends only on which ids there are: the sitemap's id order). */
  membership = 0;
  synonyms: Synonyms = NO_SYNONYMS;

  readonly slotOf = new Map<string, number>();
  ids: string[] = [];
  private freeSlots: number[] = [];
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
  private colorSpellings = new Map<string, Map<string, number>>();
  /** Each slot's colour names as spelled (to count spellings down when it changes). */
  private colorNames: Array<readonly string[] | undefined> = [];
  /** One copy of each short repeated text (colours, brands, categories, collections). */
  private readonly interned = new Map<string, string>();

  price = new Int32Array(this.capacity);
  created = new Float64Array(this.capacity);
  /** Last change, ms (the sitemap's lastmod). */
  updated = new Float64Array(this.capacity);
  rating = new Float64Array(this.capacity);
  reviews = new Int32Array(this.capacity);
  sold = new Int32Array(this.capacity);
  stock = new Int32Array(this.capacity);
  nameKey: string[] = [];
  mainCategory: string[] = [];
  collectionKey: string[] = [];
  collectionName: string[] = [];
  brandOf: string[] = [];

  json = new JsonStore();
  /** Scratch sets for queries (query.ts). */
  readonly pool = new BitsetPool(this.capacity);
  text = new TextIndex(this.capacity);
  /**
   * Each slot's description in each language it is written in, as a JSON string (listings read in a
   * language, ADR 1517): in files like the listing JSON, so a catalogue written in two languages
   * does not hold them in the heap.
   */
  descriptions = Object.fromEntries(
    LANGUAGES.map((l) => [l, new JsonStore(undefined, undefined, RECENT_BYTES.descriptions)]),
  ) as Record<Language, JsonStore>;
  /** Slots filed without their search words and descriptions, until the engine has read every product's (ADR 1511). */
  private unworded: Bitset | undefined;
  readonly orders: Record<OrderName, SortOrder>;

  /** `expected`: about how many products there will be (sets are made that wide from the start). */
  constructor(expected = 0) {
    // Typed-array reads are numbers within the capacity; `?? 0` only satisfies the index checks.
    const id = (s: number) => this.ids[s] as string;
    const n = (a: Float64Array | Int32Array, s: number) => a[s] ?? 0;
    const by = (a: Float64Array | Int32Array, x: number, y: number) => n(a, x) - n(a, y);
    this.orders = {
      newest: new SortOrder((a, b) => by(this.created, b, a) || compareText(id(b), id(a))),
      priceAsc: new SortOrder((a, b) => by(this.price, a, b) || compareText(id(a), id(b))),
      popularity: new SortOrder((a, b) => by(this.rating, b, a) || by(this.reviews, b, a) || compareText(id(b), id(a))),
      nameAsc: new SortOrder(
        (a, b) => compareText(this.nameKey[a] as string, this.nameKey[b] as string) || compareText(id(a), id(b)),
      ),
      bestSeller: new SortOrder(
        (a, b) => by(this.sold, b, a) || by(this.rating, b, a) || by(this.reviews, b, a) || compareText(id(a), id(b)),
      ),
    };
    this.json.grow(this.capacity);
    for (const store of Object.values(this.descriptions)) store.grow(this.capacity);
    const wanted = Math.ceil((expected * 1.1 + 256) / 32) * 32;
    if (wanted > this.capacity) this.grow(wanted);
  }

  get size(): number {
    return this.slotOf.size;
  }

  /**
   * Adds or replaces products (by id). `loading`: the index is being filled from scratch; sort
   * orders are left alone until sortAll().
   */
  upsert(products: readonly IndexProduct[], loading = false): void {
    if (products.length === 0) return;
    this.version++;
    if (loading) {
      for (const p of products) this.fileSlot(this.slotOf.get(p.id) ?? this.allocate(p.id), p);
      return;
    }
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

  /**
   * Lets go of the listing file at once (the engine's close). An index that is replaced while
   * serving is not closed: its file closes when nothing refers to it any more (json-store.ts).
   */
  close(): void {
    this.json.close();
    for (const store of Object.values(this.descriptions)) store.close();
  }

  /** Whether search can be answered: every product's words are in (ADR 1511). */
  get searchable(): boolean {
    return this.unworded === undefined;
  }

  /**
   * Sorts every order from scratch (after loading). Products filed without their search words
   * leave the search index filling until wordsRead().
   */
  sortAll(): void {
    if (!this.unworded) this.text.endLoad();
    this.reserved = undefined;
    const slots: number[] = [];
    this.alive.forEach((s) => {
      slots.push(s);
    });
    for (const o of Object.values(this.orders)) o.reset(slots);
  }

  /**
   * Everything but the listing JSON, for a snapshot (ADR 1504; the JSON is written by the
   * snapshot file itself, snapshot.ts). Only after sortAll().
   */
  toSnapshot(w: SnapshotWriter): unknown {
    const facets: Record<string, { values: string[]; words: number }> = {};
    const width = Math.ceil(Math.max(this.capacity, 1) / 32);
    for (const [facet, map] of Object.entries(this.facets)) {
      const values = [...map.keys()];
      const words = new Uint32Array(values.length * width);
      values.forEach((v, k) => {
        words.set((map.get(v) as Bitset).words.subarray(0, width), k * width);
      });
      facets[facet] = { values, words: w.arr(words) };
    }
    const strings = (list: ReadonlyArray<string | undefined>) => {
      const { table, refs } = encodeStrings(list);
      return { table, refs: w.arr(refs) };
    };
    const orders: Record<string, number> = {};
    for (const [name, o] of Object.entries(this.orders)) orders[name] = w.arr(o.slots());
    return {
      capacity: this.capacity,
      version: this.version,
      membership: this.membership,
      ids: strings(this.ids.slice(0, this.capacity)),
      freeSlots: this.freeSlots,
      high: this.high,
      alive: w.arr(this.alive.words.slice()),
      published: w.arr(this.published.words.slice()),
      inStock: w.arr(this.inStock.words.slice()),
      facets,
      colorSpellings: [...this.colorSpellings].map(([key, m]) => [key, [...m]]),
      colorNames: Array.from({ length: this.capacity }, (_, s) => this.colorNames[s] ?? null),
      interned: [...this.interned.keys()],
      price: w.arr(this.price.slice()),
      created: w.arr(this.created.slice()),
      updated: w.arr(this.updated.slice()),
      rating: w.arr(this.rating.slice()),
      reviews: w.arr(this.reviews.slice()),
      sold: w.arr(this.sold.slice()),
      stock: w.arr(this.stock.slice()),
      nameKey: strings(this.nameKey.slice(0, this.capacity)),
      mainCategory: strings(this.mainCategory.slice(0, this.capacity)),
      collectionKey: strings(this.collectionKey.slice(0, this.capacity)),
      collectionName: strings(this.collectionName.slice(0, this.capacity)),
      brandOf: strings(this.brandOf.slice(0, this.capacity)),
      text: this.text.toSnapshot(w),
      orders,
    };
  }

  /**
   * An index as a snapshot left it; `json`: its listing answers, `descriptions`: its descriptions
   * per language (JsonStore.fromSnapshot).
   */
  static fromSnapshot(
    state: unknown,
    r: SnapshotReader,
    json: JsonStore,
    descriptions: Record<Language, JsonStore>,
  ): CatalogIndex {
    type Strings = { table: string[]; refs: number };
    const s = state as {
      capacity: number;
      version: number;
      membership: number;
      ids: Strings;
      freeSlots: number[];
      high: number;
      alive: number;
      published: number;
      inStock: number;
      facets: Record<FacetName | "collection", { values: string[]; words: number }>;
      colorSpellings: Array<[string, Array<[string, number]>]>;
      colorNames: Array<string[] | null>;
      interned: string[];
      price: number;
      created: number;
      updated: number;
      rating: number;
      reviews: number;
      sold: number;
      stock: number;
      nameKey: Strings;
      mainCategory: Strings;
      collectionKey: Strings;
      collectionName: Strings;
      brandOf: Strings;
      text: unknown;
      orders: Record<OrderName, number>;
    };
    const strings = (x: Strings) => decodeStrings(x.table, r.i32(x.refs));
    const x = new CatalogIndex(0);
    x.close();
    x.json = json;
    x.descriptions = descriptions;
    x.capacity = s.capacity;
    x.version = s.version;
    x.membership = s.membership;
    x.ids = strings(s.ids);
    x.alive.words = r.u32(s.alive);
    x.published.words = r.u32(s.published);
    x.inStock.words = r.u32(s.inStock);
    x.alive.forEach((slot) => {
      x.slotOf.set(x.ids[slot] as string, slot);
    });
    x.freeSlots = s.freeSlots;
    x.high = s.high;
    const width = Math.ceil(Math.max(s.capacity, 1) / 32);
    for (const facet of Object.keys(x.facets) as Array<FacetName | "collection">) {
      const f = s.facets[facet];
      const words = r.u32(f.words);
      f.values.forEach((v, k) => {
        const b = new Bitset(s.capacity);
        b.words.set(words.subarray(k * width, (k + 1) * width));
        x.facets[facet].set(v, b);
      });
    }
    x.colorSpellings = new Map(s.colorSpellings.map(([key, m]) => [key, new Map(m)]));
    x.colorNames = s.colorNames.map((n) => n ?? undefined);
    for (const t of s.interned) x.interned.set(t, t);
    x.price = r.i32(s.price);
    x.created = r.f64(s.created);
    x.updated = r.f64(s.updated);
    x.rating = r.f64(s.rating);
    x.reviews = r.i32(s.reviews);
    x.sold = r.i32(s.sold);
    x.stock = r.i32(s.stock);
    x.nameKey = strings(s.nameKey);
    x.mainCategory = strings(s.mainCategory);
    x.collectionKey = strings(s.collectionKey);
    x.collectionName = strings(s.collectionName);
    x.brandOf = strings(s.brandOf);
    x.text = TextIndex.fromSnapshot(s.text, r);
    x.pool.resize(s.capacity);
    x.reserved = undefined;
    for (const name of Object.keys(x.orders) as OrderName[]) x.orders[name].restore(r.i32(s.orders[name]));
    return x;
  }

  /**
   * Files a product's search words and descriptions read after its other fields (ADR 1511), unless
   * it is gone or has them already: those came with a change, read after these.
   */
  fillWords(p: Pick<IndexProduct, "id" | "searchTexts" | "descriptions">): void {
    const slot = this.slotOf.get(p.id);
    if (slot === undefined || !this.unworded?.has(slot)) return;
    this.text.setSlot(slot, p.searchTexts ?? []);
    this.fileDescriptions(slot, p.descriptions);
    this.unworded.delete(slot);
  }

  /** The ids of those slots whose texts are not read yet (ADR 1511). */
  withoutTexts(slots: Iterable<number>): string[] {
    const ids: string[] = [];
    if (this.unworded) for (const s of slots) if (this.unworded.has(s)) ids.push(this.ids[s] as string);
    return ids;
  }

  private fileDescriptions(slot: number, descriptions: Descriptions): void {
    for (const language of LANGUAGES) {
      const d = descriptions?.[language];
      if (d === undefined) this.descriptions[language].delete(slot);
      else this.descriptions[language].set(slot, JSON.stringify(d));
    }
  }

  /** Every product's search words are in (after fillWords for each): search answers from now on. */
  wordsRead(): void {
    if (!this.unworded) return;
    this.unworded = undefined;
    this.text.endLoad();
    this.version++;
  }

  /** The ids of those products filed without their search words. */
  withoutWords(): string[] {
    const ids: string[] = [];
    this.unworded?.forEach((s) => {
      ids.push(this.ids[s] as string);
    });
    return ids;
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
      for (const store of Object.values(this.descriptions)) store.delete(s);
      this.unworded?.delete(s);
      this.slotOf.delete(this.ids[s] as string);
      this.membership++;
      this.freeSlots.push(s);
    }
  }

  /**
   * Keeps a product's listing JSON read after its other fields (ADR 1511), unless the product is
   * gone or has one already: that one came with a change, read after this one.
   */
  fillListing(id: string, json: string | Uint8Array): void {
    const slot = this.slotOf.get(id);
    if (slot !== undefined && !this.json.has(slot)) this.json.set(slot, json);
  }

  /** The ids of those slots whose listing JSON is not read yet (ADR 1511). */
  withoutListing(slots: Iterable<number>): string[] {
    const ids: string[] = [];
    for (const s of slots) if (!this.json.has(s)) ids.push(this.ids[s] as string);
    return ids;
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

  /** While loading: the slot each product will get (its rank in a chosen order). */
  private reserved: Map<string, number> | undefined;

  /** Gives the products to be loaded their slots in this order (before upsert(…, true)). */
  reserveSlots(ids: readonly string[]): void {
    this.reserved = new Map(ids.map((id, k) => [id, k]));
    this.high = Math.max(this.high, ids.length);
    if (ids.length > this.capacity) this.grow(Math.ceil((ids.length * 1.1) / 32) * 32);
  }

  private allocate(id: string): number {
    const want = this.reserved?.get(id);
    const slot = want !== undefined && this.ids[want] === undefined ? want : (this.freeSlots.pop() ?? this.high++);
    if (slot >= this.capacity) this.grow(Math.ceil((this.capacity * 1.5) / 32) * 32);
    this.ids[slot] = id;
    this.slotOf.set(id, slot);
    this.membership++;
    return slot;
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    for (const b of [this.alive, this.published, this.inStock]) b.grow(capacity);
    this.unworded?.grow(capacity);
    for (const map of Object.values(this.facets)) for (const b of map.values()) b.grow(capacity);
    this.price = widened(this.price, capacity);
    this.created = widened(this.created, capacity);
    this.updated = widened(this.updated, capacity);
    this.rating = widened(this.rating, capacity);
    this.reviews = widened(this.reviews, capacity);
    this.sold = widened(this.sold, capacity);
    this.stock = widened(this.stock, capacity);
    this.json.grow(capacity);
    for (const store of Object.values(this.descriptions)) store.grow(capacity);
    this.text.grow(capacity);
    this.pool.resize(capacity);
  }

  private sortKeysChange(slot: number, p: IndexProduct): boolean {
    return (
      this.price[slot] !== p.priceCents ||
      this.created[slot] !== p.createdMs ||
      this.rating[slot] !== p.rating ||
      this.reviews[slot] !== p.numReviews ||
      this.sold[slot] !== p.unitsSold ||
      this.nameKey[slot] !== p.nameKey
    );
  }

  private intern(text: string): string {
    const known = this.interned.get(text);
    if (known !== undefined) return known;
    this.interned.set(text, text);
    return text;
  }

  private fileSlot(slot: number, p: IndexProduct): void {
    this.unfile(slot);
    const names: string[] = [];
    for (const c of p.colors) {
      const key = this.intern(c.toLowerCase());
      const set = this.setFor("color", key);
      if (set.has(slot)) continue;
      set.add(slot);
      const name = this.intern(c);
      names.push(name);
      const spellings = this.colorSpellings.get(key) ?? new Map<string, number>();
      spellings.set(name, (spellings.get(name) ?? 0) + 1);
      this.colorSpellings.set(key, spellings);
    }
    // A copy as long as it is: `names` grew by push() to room for 17 (152 bytes; 18 MB at 100,000
    // products, where a copy of three names takes 72 bytes).
    this.colorNames[slot] = names.length > 0 ? names.slice() : undefined;
    for (const v of p.categories) this.setFor("category", this.intern(v)).add(slot);
    for (const v of p.sizes) this.setFor("size", this.intern(v)).add(slot);
    for (const v of p.doors) this.setFor("door", v).add(slot);
    this.setFor("brand", this.intern(p.brand)).add(slot);
    if (p.collectionKey) this.setFor("collection", this.intern(p.collectionKey)).add(slot);

    this.alive.add(slot);
    this.published.set(slot, p.isPublished);
    this.inStock.set(slot, p.countInStock > 0);
    this.price[slot] = p.priceCents;
    this.created[slot] = p.createdMs;
    this.updated[slot] = p.updatedMs;
    this.rating[slot] = p.rating;
    this.reviews[slot] = p.numReviews;
    this.sold[slot] = p.unitsSold;
    this.stock[slot] = p.countInStock;
    this.nameKey[slot] = p.nameKey;
    this.mainCategory[slot] = this.intern(p.category);
    this.collectionKey[slot] = this.intern(p.collectionKey);
    this.collectionName[slot] = this.intern(p.collection);
    this.brandOf[slot] = this.intern(p.brand);
    // A start-up's first read has neither: the engine fills them in afterwards (ADR 1511).
    if (p.summaryJson !== undefined) this.json.set(slot, p.summaryJson);
    if (p.searchTexts !== undefined) {
      this.text.setSlot(slot, p.searchTexts);
      this.fileDescriptions(slot, p.descriptions);
      this.unworded?.delete(slot);
    } else {
      this.fileDescriptions(slot, undefined);
      this.unworded ??= new Bitset(this.capacity);
      this.unworded.add(slot);
    }
  }

  /** Takes a slot out of every facet value's set (a hundred or so sets: cheaper than remembering). */
  private unfile(slot: number): void {
    if (!this.alive.has(slot)) return;
    for (const facet of ["category", "color", "size", "brand", "door", "collection"] as const) {
      for (const set of this.facets[facet].values()) set.delete(slot);
    }
    for (const name of this.colorNames[slot] ?? []) {
      const key = name.toLowerCase();
      const spellings = this.colorSpellings.get(key);
      const n = (spellings?.get(name) ?? 1) - 1;
      if (n > 0) spellings?.set(name, n);
      else spellings?.delete(name);
    }
    this.colorNames[slot] = undefined;
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
