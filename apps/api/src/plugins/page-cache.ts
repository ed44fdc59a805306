import type { EventBus, Topic } from "../lib/events.js";
import { SecondRequest } from "../lib/second-request.js";

export interface CachedPage {
  html: string;
  status?: number;
  gzipped: Buffer;
  /** The page's validator (a repeat view of an unchanged page is a 304). */
  etag: string;
}

export interface PageCacheOptions {
  events: EventBus;
  /** The data pages show: a change to any of it drops every kept page. */
  topics: Topic[];
  /** Safety net when another instance's change notice is missed. */
  ttlMs?: number;
  /** Memory the kept pages may use (their HTML and its gzip). */
  maxBytes?: number;
}

interface Entry {
  page: CachedPage;
  storedAt: number;
  bytes: number;
}

/**
 * Rendered pages by address, so a page the server renders (ADR 0010) costs one render until the
 * catalogue or the shop's settings change. A page is kept from the second time its address is
 * asked (ADR 1508: a crawl of every product page once keeps nothing); oldest-used pages go first
 * when the budget is full; a page rendered while a change happened is not kept (it may show the
 * data from before).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private bytes = 0;
  private version = 0;
  private readonly admission = new SecondRequest();

  constructor(private readonly opts: PageCacheOptions) {
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
    for (const topic of opts.topics) {
      opts.events.subscribe(topic, () => {
        this.version++;
        this.clear();
      });
    }
  }

  async get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.storedAt <= this.ttlMs) {
      // Most recently used last: the map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.page;
    }
    if (hit) this.remove(key);
    const version = this.version;
    const page = await render();
    // Another instance's change could go unheard while the event bus is down: keep nothing then.
    if (version === this.version && this.opts.events.receiving && this.admission.seenBefore(key)) {
      this.store(key, page);
    }
    return page;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private store(key: string, page: CachedPage): void {
    const bytes = Buffer.byteLength(page.html) + page.gzipped.length;
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { page, storedAt: Date.now(), bytes });
    this.bytes += bytes;
    this.evict();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key);
    }
  }
}
