import { afterEach, describe, expect, it, vi } from "vitest";
import { type EventBus, LocalEventBus } from "../lib/events.js";
import { type CachedPage, PageCache } from "./page-cache.js";

const pageOf = (html: string): CachedPage => ({ html, gzipped: Buffer.alloc(0) });

/** A renderer that counts its calls. */
function counting(html = "<p>page</p>") {
  const render = vi.fn(async () => pageOf(html));
  return render;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("PageCache", () => {
  it("renders an address once and serves it again until its data changes", async () => {
    const events = new LocalEventBus();
    const cache = new PageCache({ events, topics: ["catalog", "settings"] });
    const render = counting();
    await cache.get("/a", render);
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(1);
    events.publish("settings");
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(2);
    events.publish("catalog", "some-product");
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(3);
    // A topic pages do not show leaves them alone.
    events.publish("cart", "some-cart");
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("does not keep a page rendered while its data changed", async () => {
    const events = new LocalEventBus();
    const cache = new PageCache({ events, topics: ["catalog"] });
    await cache.get("/a", async () => {
      events.publish("catalog");
      return pageOf("from before the change");
    });
    const render = counting("after");
    expect((await cache.get("/a", render)).html).toBe("after");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keeps nothing while change notices from other instances may be missed", async () => {
    const events: EventBus = Object.assign(new LocalEventBus(), { receiving: false });
    const cache = new PageCache({ events, topics: ["catalog"] });
    const render = counting();
    await cache.get("/a", render);
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it("renders again after the safety-net lifetime", async () => {
    vi.useFakeTimers();
    const cache = new PageCache({ events: new LocalEventBus(), topics: ["catalog"], ttlMs: 1000 });
    const render = counting();
    await cache.get("/a", render);
    vi.advanceTimersByTime(1001);
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("drops the least recently used pages when the memory budget is full", async () => {
    const cache = new PageCache({ events: new LocalEventBus(), topics: ["catalog"], maxBytes: 25 });
    const render = counting("0123456789");
    await cache.get("/a", render);
    await cache.get("/b", render);
    await cache.get("/a", render); // used again: /b is now the oldest
    await cache.get("/c", render);
    expect(cache.size).toBe(2);
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.get("/b", render);
    expect(render).toHaveBeenCalledTimes(4);
    // A page larger than the whole budget is served, never kept.
    const huge = counting("x".repeat(100));
    await cache.get("/huge", huge);
    await cache.get("/huge", huge);
    expect(huge).toHaveBeenCalledTimes(2);
  });
});
