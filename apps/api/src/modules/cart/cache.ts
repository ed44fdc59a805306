import type { Cart } from "@avlu/contract/cart";
import type { EventBus } from "../../lib/events.js";
import type { CartOwner } from "./repository.js";

/** A cart's key on the event bus and in the cache: a user's and a guest's never collide. */
export const cartKey = (owner: CartOwner): string =>
  "userId" in owner ? `user:${owner.userId}` : `guest:${owner.guestId}`;

/** Tells every instance that this cart changed (after the write is committed). */
export function publishCartChange(events: EventBus, owner: CartOwner): void {
  events.publish("cart", cartKey(owner));
}

export interface CartCacheOptions {
  /** Safety net for a notice that never arrived (e.g. an instance that lost Redis only for publishing). */
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * Cart answers by owner, so that reading a cart again costs no query (ADR 0009). An entry goes
 * when its cart is written (a "cart" notice with its key, from this instance or another), and
 * every entry goes when the catalogue or a configurator changes (a price, stock, name, picture or publication) or
 * when notices may have been missed. An answer read while anything was dropped is not kept (it
 * may have been read before that write committed), nor is anything kept while notices from other
 * instances cannot be heard.
 */
export class CartCache {
  private readonly entries = new Map<string, { cart: Cart; storedAt: number }>();
  /** Bumped on every drop. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly events: EventBus,
    opts: CartCacheOptions = {},
  ) {
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.maxEntries = opts.maxEntries ?? 10_000;
    events.subscribe("cart", (key) => this.drop(key));
    events.subscribe("catalog", () => this.drop());
    // A configured line's price follows its configurator's current version (ADR 2105).
    events.subscribe("configurator", () => this.drop());
  }

  /** The owner's cart from memory, else from `load` (kept when it found a cart and nothing changed meanwhile). */
  async get(owner: CartOwner, load: () => Promise<Cart | undefined>): Promise<Cart | undefined> {
    const key = cartKey(owner);
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.storedAt <= this.ttlMs && this.events.receiving) return hit.cart;
    const generation = this.generation;
    const cart = await load();
    if (cart && generation === this.generation && this.events.receiving) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { cart, storedAt: Date.now() });
    }
    return cart;
  }

  private drop(key?: string): void {
    this.generation++;
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
