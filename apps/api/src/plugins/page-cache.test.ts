import { afterEach, describe, expect, it, vi } from "vitest";
import { type EventBus, LocalEventBus } from "../lib/events.js";
import { type CachedPage, PageCache } from "./page-cache.js";

const pageOf = (html: string): CachedPage => ({ html, gzipped: Buffer.alloc(0), etag: `"${html.length}"` });

/** A renderer that counts its calls. */
function counting(html = "<p>page</p>") {
  const render = vi.fn(async () => pageOf(html));
  return render;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("PageCache", () => {
  it("keeps an address from its second request and serves it until its data changes", async () => {
    const events = new LocalEventBus();
    const cache = new PageCache({ events, topics: ["catalog", "settings"] });
    const render = counting();
    await cache.get("/a", render);
    expect(cache.size).toBe(0);
    await cache.get("/a", render);
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(2);
    // After a change an address asked before is kept from its next render.
    events.publish("settings");
    await cache.get("/a", render);
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(3);
    events.publish("catalog", "some-product");
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(4);
    // A topic pages do not show leaves them alone.
    events.publish("cart", "some-cart");
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("a crawl of addresses asked once each keeps nothing and pushes out no kept page (ADR 1508)", async () => {
    const cache = new PageCache({ events: new LocalEventBus(), topics: ["catalog"], maxBytes: 25 });
    const home = counting("0123456789");
    await cache.get("/", home);
    await cache.get("/", home);
    for (let k = 0; k < 1_000; k++) await cache.get(`/product/${k}`, counting("0123456789"));
    expect(cache.size).toBe(1);
    await cache.get("/", home);
    expect(home).toHaveBeenCalledTimes(2);
  });

  it("does not keep a page rendered while its data changed", async () => {
    const events = new LocalEventBus();
    const cache = new PageCache({ events, topics: ["catalog"] });
    await cache.get("/a", counting("asked before"));
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
    await cache.get("/a", render);
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1001);
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("drops the least recently used pages when the memory budget is full", async () => {
    const cache = new PageCache({ events: new LocalEventBus(), topics: ["catalog"], maxBytes: 25 });
    const render = counting("0123456789");
    // Each asked once before: kept from the requests below (ADR 1508).
    for (const key of ["/a", "/b", "/c"]) await cache.get(key, render);
    await cache.get("/a", render);
    await cache.get("/b", render);
    await cache.get("/a", render); // used again: /b is now the oldest
    await cache.get("/c", render);
    expect(cache.size).toBe(2);
    await cache.get("/a", render);
    expect(render).toHaveBeenCalledTimes(6);
    await cache.get("/b", render);
    expect(render).toHaveBeenCalledTimes(7);
    // A page larger than the whole budget is served, never kept.
    const huge = counting("x".repeat(100));
    await cache.get("/huge", huge);
    await cache.get("/huge", huge);
    expect(huge).toHaveBeenCalledTimes(2);
  });
});
