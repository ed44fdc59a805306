import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { type EventBus, type Listener, LocalEventBus, type Topic } from "./events.js";
import { closeRedis, createRedis } from "./redis.js";

const TOPICS: readonly Topic[] = ["catalog", "settings", "cart", "configurator"];

export interface RedisEventBusOptions {
  url: string;
  /** Prepended to the channel name (REDIS_KEY_PREFIX): several shops can share one Redis. */
  prefix: string;
  log: FastifyBaseLogger;
}

/**
 * Change notifications between instances through Redis pub/sub. A publish reaches this
 * process's listeners at once (synchronously, as with LocalEventBus) and the other instances
 * through the channel; the echo of our own message is recognised by its origin and dropped, so
 * nothing is delivered twice.
 *
 * While the subscription is down, notices from other instances can be missed: every topic is
 * delivered locally when the connection drops and again when it is back, so caches start
 * afresh instead of trusting what they kept (plus the cache's own TTL in between), and
 * `receiving` is false from the drop until the subscription is confirmed again.
 */
export class RedisEventBus implements EventBus {
  private readonly local = new LocalEventBus();
  private readonly origin = randomBytes(8).toString("hex");
  private readonly channel: string;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly log: FastifyBaseLogger;
  private readonly subscribed: Promise<boolean>;
  private wasReady = false;
  private closed = false;
  private listening = false;

  constructor(opts: RedisEventBusOptions) {
    this.log = opts.log;
    this.channel = `${opts.prefix}events`;
    this.publisher = createRedis(opts.url, opts.log, "commands");
    this.subscriber = createRedis(opts.url, opts.log, "subscriber");
    this.subscriber.on("message", (channel: string, message: string) => this.receive(channel, message));
    this.subscriber.on("ready", () => {
      // ioredis subscribes again by itself after a reconnection; anything sent meanwhile was missed.
      if (this.wasReady) {
        this.deliverAll();
        // Heard again only once Redis has confirmed the subscription (SUBSCRIBE twice is harmless).
        this.subscriber.subscribe(this.channel).then(
          () => {
            this.listening = this.subscriber.status === "ready";
          },
          () => {},
        );
      }
      this.wasReady = true;
    });
    this.subscriber.on("close", () => {
      this.listening = false;
      if (this.wasReady && !this.closed) this.deliverAll();
    });
    this.subscribed = this.subscriber.subscribe(this.channel).then(
      () => {
        this.listening = this.subscriber.status === "ready";
        return true;
      },
      (err: Error) => {
        if (!this.closed) this.log.warn({ err: { message: err.message } }, "could not subscribe to change notices");
        return false;
      },
    );
  }

  get receiving(): boolean {
    return this.listening;
  }

  publish(topic: Topic, key?: string): void {
    this.local.publish(topic, key);
    const sent = this.publisher
      .publish(this.channel, JSON.stringify({ origin: this.origin, topic, key }))
      .catch((err: Error) => {
        this.log.warn(
          { err: { message: err.message }, topic },
          "change notice not sent to other instances (Redis unreachable); their caches expire within a minute",
        );
      })
      .finally(() => this.pending.delete(sent));
    this.pending.add(sent);
  }

  publishLocal(topic: Topic, key?: string): void {
    this.local.publish(topic, key);
  }

  subscribe(topic: Topic, listener: Listener): () => void {
    return this.local.subscribe(topic, listener);
  }

  /**
   * Resolves when every notice published so far has reached Redis. Redis queues a message for
   * every subscriber before it answers PUBLISH, so after this the notice is on its way to every
   * other instance: it drops their caches one network hop later (not necessarily before a
   * request the client sends them at once; on a loaded machine that hop can take milliseconds).
   */
  async flush(): Promise<void> {
    if (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Waits (at most timeoutMs) until the subscription is live and notices can be sent; false if not. */
  async ready(timeoutMs = 5_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((r) => {
      timer = setTimeout(() => r(false), timeoutMs);
    });
    try {
      if (!(await Promise.race([this.subscribed, timeout]))) return false;
      while (this.publisher.status !== "ready") {
        if (Date.now() >= deadline) return false;
        await new Promise((r) => setTimeout(r, 20));
      }
      return true;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    await Promise.all([closeRedis(this.subscriber), closeRedis(this.publisher)]);
    await this.local.close();
  }

  private receive(channel: string, message: string): void {
    if (channel !== this.channel) return;
    let notice: { origin?: unknown; topic?: unknown; key?: unknown };
    try {
      notice = JSON.parse(message) as typeof notice;
    } catch {
      return;
    }
    if (notice.origin === this.origin) return;
    if (typeof notice.topic === "string" && (TOPICS as readonly string[]).includes(notice.topic)) {
      // A key that is not text cannot be trusted to name what changed: treat it as "anything".
      this.local.publish(notice.topic as Topic, typeof notice.key === "string" ? notice.key : undefined);
    }
  }

  private deliverAll(): void {
    for (const topic of TOPICS) this.local.publish(topic);
  }
}
