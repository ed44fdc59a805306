/**
 * Change notifications between the parts of one process and, with REDIS_URL, between
 * processes: e.g. "catalog" when any product, price or stock changes, so every instance drops
 * its cached catalogue answers at once.
 */
export type Topic = "catalog" | "settings";

export interface EventBus {
  publish(topic: Topic): void;
  subscribe(topic: Topic, listener: () => void): () => void;
  close(): Promise<void>;
}

/** One process: listeners are called synchronously. */
export class LocalEventBus implements EventBus {
  private readonly listeners = new Map<Topic, Set<() => void>>();

  publish(topic: Topic): void {
    for (const l of this.listeners.get(topic) ?? []) l();
  }

  subscribe(topic: Topic, listener: () => void): () => void {
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
