/**
 * Change notifications between the parts of one process and, with REDIS_URL, between
 * processes: e.g. "catalog" when any product, price or stock changes, so every instance drops
 * its cached catalogue answers at once; "cart" with the cart's key when one cart changes.
 */
export type Topic = "catalog" | "settings" | "cart" | "configurator";

/** Called with the key of what changed; without a key, anything of the topic may have changed. */
export type Listener = (key?: string) => void;

export interface EventBus {
  publish(topic: Topic, key?: string): void;
  /** Tells this process's listeners only (e.g. the catalogue index found a change on its own, ADR 1500). */
  publishLocal(topic: Topic, key?: string): void;
  subscribe(topic: Topic, listener: Listener): () => void;
  /**
   * Whether every notice published from now on is heard here, from this process and from the
   * others (false while the connection to them is down): a cache that must never serve an answer
   * older than a write elsewhere keeps nothing new while this is false. When it turns false, and
   * again when it is back, every topic is published without a key.
   */
  readonly receiving: boolean;
  close(): Promise<void>;
}

/** One process: listeners are called synchronously. */
export class LocalEventBus implements EventBus {
  private readonly listeners = new Map<Topic, Set<Listener>>();
  readonly receiving = true;

  publish(topic: Topic, key?: string): void {
    for (const l of this.listeners.get(topic) ?? []) l(key);
  }

  publishLocal(topic: Topic, key?: string): void {
    this.publish(topic, key);
  }

  subscribe(topic: Topic, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
