import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import type { Db } from "../../../db/database.js";
import type { EventBus } from "../../../lib/events.js";
import { releaseMemory } from "../../../lib/memory.js";
import { pacer } from "../../../lib/pace.js";
import { CatalogIndex } from "./catalog-index.js";
import { type ChangeCursor, changeCursor, lastChange, logCovers, pruneChanges } from "./changes.js";
import { type OpenedSnapshot, openSnapshot, type SnapshotMeta, writeSnapshot } from "./snapshot.js";
import { readIndexProducts, readIndexRows, readListings, type Selection, toIndexProduct } from "./source.js";
import { readSynonyms, Synonyms } from "./synonyms.js";

/** Products read per query while filling the index (start-up, rebuild) or applying changes. */
const PAGE = 1_000;
/** Pages being read while one is filed in at a full read (ADR 1507). */
const READ_AHEAD = 2;
/** From this many products on, the garbage of a full read is handed back to the system at once (ADR 1503). */
const RELEASE_FROM = 20_000;
const CHANGED_PAGE = 500;
/**
 * Products whose search words or listing JSON are read per query after a start (ADR 1511). A SQLite
 * page arrives from the read worker as one message, turned back into rows on the main thread at once:
 * small pages keep that short. On PostgreSQL a page's rows (its listing JSON as strings) live until
 * the page is filed: pages of 1,000 outlived young-generation collections and were collected by
 * full ones, so the event loop's delay p99 was about twice that of pages of 200 (ADR 1511, update).
 */
const LATER_PAGE = 200;
/** Longest stretch of filing them in between two yields to the shop's requests. */
const SLICE_MS = 5;
/** The change log is read this often even when no notice came (another instance without Redis, a lost notice). */
const POLL_MS = 400;
/** An index that has not heard from the database for this long is rebuilt rather than caught up. */
const STALE_MS = 60_000;
/** Key of the local notice the engine sends when it applied changes no notice announced. */
export const INDEX_NOTICE = "index";

export interface EngineOptions {
  db: Db;
  events: EventBus;
  log: FastifyBaseLogger;
  /** How often to read the change log without a notice (tests shorten or lengthen it). */
  pollMs?: number;
  /**
   * Where the index snapshot lives (ADR 1504): read at start when it is valid for this database,
   * written after a full read. Unset: no snapshot.
   */
  snapshotFile?: string;
  /** Catalogues smaller than this are not written to a snapshot (they build in milliseconds). */
  snapshotFrom?: number;
}

/** Default of snapshotFrom. */
export const SNAPSHOT_FROM = 10_000;
/** A start from a snapshot that had to re-read more products than this writes a new snapshot. */
const REWRITE_AFTER = 2_000;

/**
 * Keeps a CatalogIndex in step with the database (ADR 1500). At start it reads every product;
 * afterwards it applies the change log: at once when a "catalog" notice arrives (this instance's
 * writes, or another's through Redis), and every POLL_MS regardless. A read that arrives after a
 * notice waits for that notice's changes (`fresh()`), so a write is visible to the next read on
 * every instance that heard it; without the notice it is visible within POLL_MS.
 */
export class CatalogEngine {
  index = new CatalogIndex();
  private readonly cursor: ChangeCursor;
  private requested = 0;
  private completed = 0;
  private running: Promise<void> | null = null;
  private waiters: Array<{ target: number; resolve: () => void }> = [];
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private lastOk = Date.now();
  private closed = false;
  private pruning = 0;
  /** How the index was made at start (for the log and the tests). */
  startedFrom: "database" | "snapshot" = "database";
  /** True from a first start until its search words, listing JSON and snapshot are in (ADR 1511). */
  reading = false;
  /** Whether this engine wrote a snapshot file (at its start). */
  snapshotWritten = false;
  /** The cursor and log state of the last full read, until its snapshot is written. */
  private readAt: Omit<SnapshotMeta, "products" | "writtenAt"> | undefined;
  /** Settle once every product's search words, and listing JSON, are in the index (ADR 1511). */
  private words: Promise<void> = Promise.resolve();
  private listings: Promise<void> = Promise.resolve();
  /** What follows a first start: the search words read, the listing JSON, then the snapshot written. */
  private afterStart: Promise<void> = Promise.resolve();
  /** While set, the change log is not applied (a snapshot is being written from the index). */
  private held: Promise<void> | undefined;

  private constructor(private readonly opts: EngineOptions) {
    this.cursor = changeCursor(opts.db);
  }

  static async start(opts: EngineOptions): Promise<CatalogEngine> {
    const engine = new CatalogEngine(opts);
    // This instance serves nothing yet: the log is pruned in one go, however long (ADR 1503) —
    // before a snapshot is checked against it (one further behind than the log keeps is not used),
    // or, with no snapshot to check, while the database reads the products (ADR 1519, 1520).
    const prune = () => pruneChanges(opts.db, Number.POSITIVE_INFINITY);
    const snapshot = opts.snapshotFile ? openSnapshot(opts.snapshotFile) : undefined;
    if (snapshot) await prune();
    if (snapshot && (await engine.fromSnapshot(snapshot))) engine.startedFrom = "snapshot";
    else {
      // The facets and sort orders; the search words and the listing JSON are read while the index
      // already serves (ADR 1511).
      const { index, ids } = await engine.build("facets", snapshot ? undefined : prune);
      engine.index = index;
      engine.words = engine.readAfterStart(index, ids, "words");
      engine.listings = engine.words.then(() => engine.readAfterStart(index, ids, "listings"));
      engine.reading = true;
      engine.afterStart = engine.listings
        .then(() => engine.saveSnapshot())
        // The garbage of reading them goes back to the system, as after a start's read: one pause of
        // 0.1–0.2 s, once, instead of 60–70 MB more for as long as the process runs. After the
        // snapshot, so that the garbage of writing it goes back too (ADR 1511, update of the night).
        .then(() => (engine.closed ? undefined : engine.releaseAfterLoad()))
        .finally(() => {
          engine.reading = false;
        });
    }
    await engine.releaseAfterLoad();
    engine.unsubscribe = opts.events.subscribe("catalog", (key) => {
      if (key !== INDEX_NOTICE) engine.requestSync();
    });
    engine.timer = setInterval(() => engine.poll(), opts.pollMs ?? POLL_MS);
    engine.timer.unref();
    return engine;
  }

  /**
   * `npm run index:snapshot` (ADR 1510): starts as a server would — from a snapshot this code wrote
   * and the change log since, or from every product, writing the snapshot — and stops. Run with a new
   * build before its restart, the server then starts from the snapshot.
   */
  static async prepareSnapshot(
    opts: Omit<EngineOptions, "pollMs" | "snapshotFile"> & { snapshotFile: string },
  ): Promise<{ startedFrom: "database" | "snapshot"; products: number; written: boolean }> {
    const engine = await CatalogEngine.start({ ...opts, pollMs: 3_600_000 });
    try {
      await engine.settled();
      return { startedFrom: engine.startedFrom, products: engine.index.size, written: engine.snapshotWritten };
    } finally {
      await engine.close();
    }
  }

  /** Resolves once every change announced before this call is in the index. */
  fresh(): Promise<void> | undefined {
    if (this.completed >= this.requested) return undefined;
    const target = this.requested;
    return new Promise((resolve) => this.waiters.push({ target, resolve }));
  }

  /**
   * Has these products' listing JSON read now (an answer needs it before the read after the start
   * got to them, ADR 1511). A product the database no longer has is gone from the index after this.
   */
  async fillListings(ids: readonly string[]): Promise<void> {
    const found = await readListings(this.opts.db, { ids });
    for (const l of found) this.index.fillListing(l.id, l.summaryJson);
    await this.forgetMissing(ids.length, found.length);
  }

  /**
   * Has these products' search words and descriptions read now (a listing in a language needs the
   * descriptions before the read after the start got to them, ADR 1517).
   */
  async fillTexts(ids: readonly string[]): Promise<void> {
    const found = await readIndexProducts(this.opts.db, { ids }, "index");
    for (const p of found) this.index.fillWords(p);
    await this.forgetMissing(ids.length, found.length);
  }

  /** Fewer products read by id than asked: deleted, and the index has not read that from the log yet. It does now. */
  private async forgetMissing(asked: number, found: number): Promise<void> {
    if (found === asked) return;
    this.requestSync();
    await this.fresh();
  }

  /**
   * Settles once everything a first start reads after it begins to serve is in, and the snapshot of
   * it is written (ADR 1511); at once after a start from a snapshot.
   */
  settled(): Promise<void> {
    return this.afterStart;
  }

  /** Settles once search can be answered (at once after a start from a snapshot). */
  wordsRead(): Promise<void> {
    return this.words;
  }

  /** Settles once every product's listing JSON is in the index (at once after a start from a snapshot). */
  listingsRead(): Promise<void> {
    return this.listings;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
    await this.afterStart.catch(() => {});
    await this.running?.catch(() => {});
    for (const w of this.waiters) w.resolve();
    this.waiters = [];
    this.index.close();
  }

  /**
   * Starts from the snapshot file when it is there, written by this code, for this database and
   * still covered by the change log; then applies every change since, as a running engine would,
   * and checks the product count. Returns false (and the caller reads the database) otherwise.
   */
  private async fromSnapshot(snapshot: OpenedSnapshot): Promise<boolean> {
    const started = performance.now();
    const { meta } = snapshot;
    const db = this.opts.db;
    if (meta.dialect !== db.dialect || !(await logCovers(db.kysely, meta.lastChange))) {
      this.opts.log.info("catalogue index snapshot does not match the database: reading the products");
      return false;
    }
    let index: CatalogIndex;
    try {
      index = snapshot.load();
    } catch (err) {
      this.opts.log.warn({ err: { message: (err as Error).message } }, "catalogue index snapshot unreadable");
      return false;
    }
    index.synonyms = new Synonyms(await readSynonyms(db.kysely));
    const previous = this.index;
    this.index = index;
    this.cursor.restore(meta.cursor);
    let reread = 0;
    for (;;) {
      const { changes, more } = await this.cursor.next();
      reread += new Set(changes.map((c) => c.productId)).size;
      if (changes.length > 0) await this.apply(changes);
      if (!more) break;
    }
    const count = await db.kysely
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    if (Number(count?.n ?? 0) !== index.size) {
      this.opts.log.warn(
        "catalogue index snapshot disagrees with the database after its changes: reading the products",
      );
      this.index = previous;
      index.close();
      return false;
    }
    previous.close();
    this.lastOk = Date.now();
    this.opts.log.info(
      { products: index.size, changesApplied: reread, ms: Math.round(performance.now() - started) },
      "catalogue index read from its snapshot",
    );
    if (reread > REWRITE_AFTER) {
      // A new snapshot as of where the cursor now is (everything up to it is in the index).
      this.readAt = { dialect: db.dialect, cursor: this.cursor.state(), lastChange: await lastChange(db.kysely) };
      await this.saveSnapshot();
    }
    return true;
  }

  /**
   * Writes the snapshot of the last full read. The change log is held meanwhile, so nothing changes
   * the index (changes that came since the read are in it too: they are read again from the cursor
   * at the next start, which changes nothing).
   */
  private async saveSnapshot(): Promise<void> {
    const file = this.opts.snapshotFile;
    const readAt = this.readAt;
    this.readAt = undefined;
    if (!file || !readAt || this.closed || this.index.size < (this.opts.snapshotFrom ?? SNAPSHOT_FROM)) return;
    const started = performance.now();
    let release = () => {};
    // Whatever applies changes now finishes first; the next read of the log waits until the file is written.
    while (this.running) await this.running.catch(() => {});
    this.held = new Promise((resolve) => {
      release = resolve;
    });
    try {
      const bytes = await writeSnapshot(file, this.index, {
        ...readAt,
        products: this.index.size,
        writtenAt: new Date().toISOString(),
      });
      this.snapshotWritten = true;
      this.opts.log.info(
        { bytes, ms: Math.round(performance.now() - started), products: this.index.size },
        "catalogue index snapshot written",
      );
    } catch (err) {
      this.opts.log.warn({ err: { message: (err as Error).message } }, "catalogue index snapshot could not be written");
    } finally {
      this.held = undefined;
      release();
    }
  }

  /**
   * A full index read from the database; the cursor is placed first, so nothing committed meanwhile
   * is lost. "facets" leaves the search words and the listing JSON out (a start, ADR 1511). Returns
   * the index and every product's id in the database's order (the bounds of the pages it read).
   * `meanwhile` (a start's prune) runs once the long reads are sent: on SQLite it holds the main
   * thread while the read worker starts and reads every product's id (ADR 1520).
   */
  private async build(
    kind: "facets" | "both",
    meanwhile?: () => Promise<unknown>,
  ): Promise<{ index: CatalogIndex; ids: string[] }> {
    await this.cursor.start();
    this.readAt = {
      dialect: this.opts.db.dialect,
      cursor: this.cursor.state(),
      lastChange: await lastChange(this.opts.db.kysely),
    };
    const count = await this.opts.db.kysely
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    const index = new CatalogIndex(Number(count?.n ?? 0));
    index.synonyms = new Synonyms(await readSynonyms(this.opts.db.kysely));
    // Products of one category, brand and collection get neighbouring slots: a filter on them then
    // touches a few thousand words of each set instead of all of them (facet counts run faster).
    // The order is read from an index of its own (migration 023).
    const order = this.opts.db.readLong<{ id: string }>(
      this.opts.db.kysely
        .selectFrom("products")
        .select("id")
        .orderBy("category")
        .orderBy("brand")
        .orderBy("collection_key")
        .orderBy("id")
        .compile(),
    );
    const byId = this.opts.db.readLong<{ id: string }>(
      this.opts.db.kysely.selectFrom("products").select("id").orderBy("id").compile(),
    );
    // Awaited below; a failure of either read is not left unhandled while the other work runs.
    byId.catch(() => {});
    const alongside = (async () => meanwhile?.())();
    alongside.catch(() => {});
    index.reserveSlots((await order).map((r) => r.id));
    const ids = (await byId).map((r) => r.id);
    await inPages(
      ids,
      PAGE,
      (selection) => readIndexProducts(this.opts.db, selection, kind),
      (products) => index.upsert(products, true),
    );
    await alongside;
    index.sortAll();
    this.lastOk = Date.now();
    return { index, ids };
  }

  /**
   * Reads every product's search words, or listing JSON, into an index that serves already
   * (ADR 1511): a page at a time in the order of `ids` (READ_AHEAD pages read while one is filed
   * in), then any product the pages did not bring. A product a change brought meanwhile keeps what
   * was read with it. A failure is logged; without the words the next rebuild reads them (search
   * waits until then), without the JSON answers keep reading what they need (fillListings).
   */
  private async readAfterStart(index: CatalogIndex, ids: readonly string[], what: "words" | "listings"): Promise<void> {
    const started = performance.now();
    const current = () => this.index === index && !this.closed;
    // A page read, and what files it in: in slices of a few milliseconds, as the shop serves meanwhile.
    const inSlices = async <T>(rows: readonly T[], file: (row: T) => void) => {
      const tick = pacer(SLICE_MS, 16);
      for (let k = 0; k < rows.length; k++) {
        file(rows[k] as T);
        const wait = tick(k + 1);
        if (wait) await wait;
      }
    };
    try {
      if (what === "words") {
        // Rows made products as they are filed: a page's worth at once held the loop for 20–40 ms.
        await inPages(
          ids,
          LATER_PAGE,
          (selection) => readIndexRows(this.opts.db, selection, "index"),
          (rows) => inSlices(rows, (row) => index.fillWords(toIndexProduct(row, "index"))),
          current,
        );
      } else {
        await inPages(
          ids,
          LATER_PAGE,
          (selection) => readListings(this.opts.db, selection),
          (listings) => inSlices(listings, (l) => index.fillListing(l.id, l.summaryJson)),
          current,
        );
      }
      if (!current()) return;
      if (what === "words") {
        // A product added between two pages' reads and not yet read from the log.
        const rest = index.withoutWords();
        for (const p of await readIndexProducts(this.opts.db, { ids: rest }, "index")) index.fillWords(p);
        await index.text.sortWordsPaced();
        if (!current()) return;
        index.wordsRead();
      } else {
        const slots: number[] = [];
        index.alive.forEach((s) => {
          slots.push(s);
        });
        const rest = index.withoutListing(slots);
        for (let k = 0; k < rest.length && current(); k += LATER_PAGE)
          await this.fillListings(rest.slice(k, k + LATER_PAGE));
      }
      this.opts.log.info(
        { products: index.size, ms: Math.round(performance.now() - started) },
        what === "words" ? "catalogue search words read" : "catalogue listing JSON read",
      );
    } catch (err) {
      this.opts.log.warn(
        { err: { message: (err as Error).message } },
        `catalogue ${what} could not be read: rebuilding`,
      );
      this.readAt = undefined; // no snapshot of an index without all of it
      this.lastOk = 0; // the next read of the log rebuilds the index (syncOnce)
    }
  }

  /** After a full read or a snapshot: hands the garbage of the burst back to the system (ADR 1503). */
  private async releaseAfterLoad(): Promise<void> {
    if (this.index.size < RELEASE_FROM) return;
    // SQLite's page cache is full of the pages a read went through; the heap of its rows.
    if (this.opts.db.dialect === "sqlite") await sql`pragma shrink_memory`.execute(this.opts.db.kysely);
    releaseMemory();
  }

  private requestSync(): void {
    this.requested++;
    this.run();
  }

  private poll(): void {
    if (!this.running && !this.closed) this.run();
  }

  private run(): void {
    if (this.running || this.closed) return;
    this.running = (async () => {
      do {
        const target = this.requested;
        try {
          await this.syncOnce();
          this.lastOk = Date.now();
        } catch (err) {
          this.opts.log.warn({ err: { message: (err as Error).message } }, "catalogue index could not read changes");
        }
        // Even after a failure: a read waits for the database at most once, then serves what the index has.
        this.completed = target;
        this.waiters = this.waiters.filter((w) => {
          if (w.target > this.completed) return true;
          w.resolve();
          return false;
        });
      } while (this.requested > this.completed && !this.closed);
    })().finally(() => {
      this.running = null;
    });
  }

  /**
   * Applies what the log holds, and tells the caches when no notice did: a notice that asked for
   * this read, or arrived while it ran (a poll found the write first), already dropped them, and
   * every read since waits for `fresh()`, so a second drop would only throw away answers computed
   * after the change (an answer kept across it is refused by the caches' version check).
   */
  private async syncOnce(): Promise<void> {
    while (this.held) await this.held;
    if (Date.now() - this.lastOk > STALE_MS) {
      this.opts.log.warn("catalogue index out of touch with the database for a minute: rebuilding it");
      this.index = (await this.build("both")).index;
      this.readAt = undefined; // not written while serving (ADR 1504)
      await this.releaseAfterLoad();
      this.opts.events.publishLocal("catalog", INDEX_NOTICE);
      return;
    }
    let applied = false;
    for (;;) {
      const { changes, more } = await this.cursor.next();
      if (changes.length > 0) {
        applied = true;
        await this.apply(changes);
      }
      if (!more) break;
      await yieldToEventLoop();
    }
    const announced = this.requested > this.completed;
    if (applied && !announced) this.opts.events.publishLocal("catalog", INDEX_NOTICE);
    if (applied && ++this.pruning % 50 === 0) await pruneChanges(this.opts.db);
  }

  private async apply(changes: ReadonlyArray<{ productId: string; kind: string }>): Promise<void> {
    const ids = new Set<string>();
    let synonyms = false;
    for (const c of changes) {
      if (c.kind === "synonyms") synonyms = true;
      else ids.add(c.productId);
    }
    if (synonyms) {
      this.index.synonyms = new Synonyms(await readSynonyms(this.opts.db.kysely));
      this.index.version++;
    }
    const list = [...ids];
    for (let i = 0; i < list.length; i += CHANGED_PAGE) {
      const part = list.slice(i, i + CHANGED_PAGE);
      const found = await readIndexProducts(this.opts.db, { ids: part });
      const present = new Set(found.map((p) => p.id));
      this.index.upsert(found);
      this.index.remove(part.filter((id) => !present.has(id)));
      if (i + CHANGED_PAGE < list.length) await yieldToEventLoop();
    }
  }
}

/**
 * Reads the products of `ids` (the database's own id order) a page of `size` at a time, READ_AHEAD
 * pages being read while one is filed in: the database (the PostgreSQL server, the SQLite read
 * worker) reads while the main thread files (ADR 1507). A page is the ids between two bounds taken
 * from that order: pages neither overlap nor leave a gap whatever its collation, and a product
 * added meanwhile falls in one of them (the first page has no lower bound, the last no upper one)
 * or comes with the change log. Stops once `going()` is false.
 */
async function inPages<T>(
  ids: readonly string[],
  size: number,
  read: (selection: Selection) => Promise<T>,
  fileIn: (page: T) => void | Promise<void>,
  going: () => boolean = () => true,
): Promise<void> {
  const reads: Promise<T>[] = [];
  let next = 0;
  const readNext = () => {
    if (next >= Math.max(ids.length, 1) || !going()) return;
    const after = next === 0 ? null : (ids[next - 1] ?? null);
    const upTo = next + size >= ids.length ? null : (ids[next + size - 1] ?? null);
    const page = read({ after, upTo });
    page.catch(() => {}); // awaited below; this only keeps a failure while filing from going unhandled
    reads.push(page);
    next += size;
  };
  for (let k = 0; k < READ_AHEAD; k++) readNext();
  for (let page = reads.shift(); page; page = reads.shift()) {
    const rows = await page;
    readNext();
    if (!going()) return;
    await fileIn(rows);
    await yieldToEventLoop();
  }
}
