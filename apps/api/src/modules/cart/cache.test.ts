import type { Cart } from "@avlu/contract/cart";
import { describe, expect, it } from "vitest";
import { type EventBus, LocalEventBus } from "../../lib/events.js";
import { CartCache, cartKey, publishCartChange } from "./cache.js";

const guest = { guestId: "a".repeat(32) };
const user = { userId: "0123456789abcdef01234567" };
const cartOf = (totalPrice: number): Cart => ({ products: [], totalPrice });

/** A load that counts its calls and answers the given carts in turn. */
function loader(...answers: Array<Cart | undefined>) {
  const load = async () => {
    load.calls++;
    return answers[Math.min(load.calls - 1, answers.length - 1)];
  };
  load.calls = 0;
  return load;
}

describe("CartCache", () => {
  it("reads a cart once, then serves it from memory; guests and users have their own keys", async () => {
    const cache = new CartCache(new LocalEventBus());
    const load = loader(cartOf(1));
    expect(await cache.get(guest, load)).toEqual(cartOf(1));
    expect(await cache.get(guest, load)).toEqual(cartOf(1));
    expect(load.calls).toBe(1);
    expect(cartKey(guest)).not.toBe(cartKey({ userId: guest.guestId }));
    const other = loader(cartOf(2));
    expect(await cache.get({ userId: guest.guestId }, other)).toEqual(cartOf(2));
    expect(other.calls).toBe(1);
  });

  it("keeps no answer when there is no cart", async () => {
    const cache = new CartCache(new LocalEventBus());
    const load = loader(undefined, cartOf(1));
    expect(await cache.get(guest, load)).toBeUndefined();
    expect(await cache.get(guest, load)).toEqual(cartOf(1));
    expect(load.calls).toBe(2);
  });

  it("drops the written cart on its notice, and every cart on a catalogue change", async () => {
    const events = new LocalEventBus();
    const cache = new CartCache(events);
    const guestLoad = loader(cartOf(1), cartOf(2), cartOf(3));
    const userLoad = loader(cartOf(10), cartOf(20));
    await cache.get(guest, guestLoad);
    await cache.get(user, userLoad);
    publishCartChange(events, guest);
    expect(await cache.get(guest, guestLoad)).toEqual(cartOf(2));
    expect(await cache.get(user, userLoad)).toEqual(cartOf(10));
    events.publish("catalog");
    expect(await cache.get(guest, guestLoad)).toEqual(cartOf(3));
    expect(await cache.get(user, userLoad)).toEqual(cartOf(20));
    // A notice without a key (e.g. after a lost connection) means any cart may have changed.
    events.publish("cart");
    await cache.get(user, userLoad);
    expect(userLoad.calls).toBe(3);
  });

  it("does not keep an answer read while a write was being acknowledged (it may predate the write)", async () => {
    const events = new LocalEventBus();
    const cache = new CartCache(events);
    let release: (cart: Cart) => void = () => {};
    const slow = () => new Promise<Cart>((r) => (release = r));
    const reading = cache.get(guest, slow);
    publishCartChange(events, guest);
    release(cartOf(1));
    expect(await reading).toEqual(cartOf(1));
    const load = loader(cartOf(2));
    expect(await cache.get(guest, load)).toEqual(cartOf(2));
    expect(load.calls).toBe(1);
  });

  it("keeps and serves nothing while notices from other instances may be missed", async () => {
    const local = new LocalEventBus();
    let receiving = true;
    const events: EventBus = {
      publish: (topic, key) => local.publish(topic, key),
      publishLocal: (topic, key) => local.publish(topic, key),
      subscribe: (topic, listener) => local.subscribe(topic, listener),
      get receiving() {
        return receiving;
      },
      close: () => local.close(),
    };
    /** As RedisEventBus does when its subscription drops and when it is back. */
    const setReceiving = (value: boolean) => {
      receiving = value;
      for (const topic of ["catalog", "settings", "cart"] as const) local.publish(topic);
    };
    const cache = new CartCache(events);
    const load = loader(cartOf(1), cartOf(2), cartOf(3), cartOf(4));
    await cache.get(guest, load);
    setReceiving(false);
    expect(await cache.get(guest, load)).toEqual(cartOf(2));
    expect(await cache.get(guest, load)).toEqual(cartOf(3));
    setReceiving(true);
    expect(await cache.get(guest, load)).toEqual(cartOf(4));
    expect(await cache.get(guest, load)).toEqual(cartOf(4));
  });

  it("forgets entries after the TTL and beyond the size limit (oldest first)", async () => {
    const cache = new CartCache(new LocalEventBus(), { ttlMs: 20, maxEntries: 2 });
    const load = loader(cartOf(1), cartOf(2));
    await cache.get(guest, load);
    await new Promise((r) => setTimeout(r, 30));
    expect(await cache.get(guest, load)).toEqual(cartOf(2));
    const userLoad = loader(cartOf(10), cartOf(11));
    await cache.get(user, userLoad);
    await cache.get({ guestId: "b".repeat(32) }, loader(cartOf(5)));
    expect(await cache.get(user, userLoad)).toEqual(cartOf(10));
    expect(userLoad.calls).toBe(1);
    expect(await cache.get(guest, loader(cartOf(3)))).toEqual(cartOf(3));
  });
});
