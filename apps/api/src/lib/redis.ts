import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type * as IORedis from "ioredis";
import type { Redis } from "ioredis";
import { loadOnUse } from "./load-on-use.js";

/** ioredis is loaded by the first connection, so a single instance without REDIS_URL never loads it (ADR 1512). */
const ioredis = loadOnUse<typeof IORedis>("ioredis");

/**
 * A Redis connection for shared state between instances. It reconnects forever in the
 * background; while Redis is away, commands fail at once (no offline queue) or after one
 * second (commandTimeout), so a request never waits on Redis — callers fall back to what
 * this process knows (see RedisRateLimitStore and RedisEventBus).
 */
export function createRedis(url: string, log: FastifyBaseLogger, role: "commands" | "subscriber"): Redis {
  const redis = new (ioredis().Redis)(url, {
    connectionName: `avlu-${role}-${process.pid}`,
    connectTimeout: 2_000,
    // A subscriber's SUBSCRIBE waits for the connection; plain commands never queue.
    enableOfflineQueue: role === "subscriber",
    commandTimeout: role === "commands" ? 1_000 : undefined,
    maxRetriesPerRequest: role === "commands" ? 0 : null,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  // Logged once per outage, not on every reconnection attempt.
  let down = false;
  redis.on("error", (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: { message: err.message }, role }, "Redis unreachable; retrying in the background");
  });
  redis.on("ready", () => {
    if (down) log.info({ role }, "Redis connection restored");
    down = false;
  });
  return redis;
}

/** Closes a connection politely, or at once when Redis is not answering. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === "end") return;
  const ended = new Promise((r) => redis.once("end", r));
  const atMost = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());
  if (redis.status === "ready") await Promise.race([redis.quit().catch(() => {}), atMost(1_000)]);
  redis.disconnect();
  await Promise.race([ended, atMost(1_000)]);
}

interface RateLimitResult {
  current: number;
  ttl: number;
}
type Callback = (err: Error | null, result?: RateLimitResult) => void;

/** INCR with the window set on the first hit (a fixed window, as @fastify/rate-limit's own stores count). */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Counts hits in this process: the fallback while Redis cannot be reached. */
class LocalCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  incr(key: string, timeWindow: number): RateLimitResult {
    const now = Date.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size >= 10_000) this.prune(now);
      entry = { count: 0, resetAt: now + timeWindow };
      this.hits.set(key, entry);
    }
    entry.count++;
    return { current: entry.count, ttl: entry.resetAt - now };
  }

  private prune(now: number): void {
    for (const [k, e] of this.hits) if (e.resetAt <= now) this.hits.delete(k);
    // Still full of live windows: drop the oldest rather than grow without bound.
    for (const k of this.hits.keys()) {
      if (this.hits.size < 10_000) break;
      this.hits.delete(k);
    }
  }
}

type RedisWithScript = Redis & {
  avluRateLimit(key: string, windowMs: number, cb: (err: Error | null, res?: [number, number]) => void): void;
};

export interface RedisRateLimitOptions {
  redis: Redis;
  /** Prepended to every key (REDIS_KEY_PREFIX). */
  prefix: string;
  log: FastifyBaseLogger;
}

/**
 * A store for @fastify/rate-limit that counts in Redis, so every instance sees the same counts.
 * Each limiter (`app.rateLimit({ groupId })`) gets its own key space — the plugin's own Redis
 * store would put every `app.rateLimit()` limiter under one prefix, so login attempts and contact
 * messages from one address would share a counter.
 *
 * When Redis does not answer, counting goes on in this process (limits still hold per
 * instance) and a warning is logged once; shared counting resumes when Redis is back.
 */
export function redisRateLimitStore(opts: RedisRateLimitOptions): FastifyRateLimitStoreCtor {
  const redis = opts.redis as RedisWithScript;
  if (typeof redis.avluRateLimit !== "function") {
    redis.defineCommand("avluRateLimit", { numberOfKeys: 1, lua: INCR_SCRIPT });
  }
  const fallback = new LocalCounter();
  let degraded = false;
  let unnamed = 0;

  class RedisRateLimitStore {
    constructor(
      _globalOptions?: unknown,
      private readonly namespace = "global",
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      const fullKey = `${opts.prefix}rl:${this.namespace}:${key}`;
      const useFallback = (err: Error) => {
        if (!degraded) {
          degraded = true;
          opts.log.warn(
            { err: { message: err.message } },
            "rate limits counted per instance until Redis answers again",
          );
        }
        cb(null, fallback.incr(fullKey, timeWindow));
      };
      if (redis.status !== "ready") {
        useFallback(new Error(`Redis connection is ${redis.status}`));
        return;
      }
      redis.avluRateLimit(fullKey, timeWindow, (err, res) => {
        if (err || !res) return useFallback(err ?? new Error("empty answer from Redis"));
        if (degraded) {
          degraded = false;
          opts.log.info("rate limits shared through Redis again");
        }
        cb(null, { current: Number(res[0]), ttl: Number(res[1]) });
      });
    }

    /**
     * One limiter (each `app.rateLimit()`/`createRateLimit()` call, or a route's `config.rateLimit`),
     * with its own counts as in the plugin's local store: named by its groupId, else its route,
     * else by its place in the registration order — the same in every instance of one release.
     */
    child(routeOptions: unknown): RedisRateLimitStore {
      const o = routeOptions as { groupId?: string; routeInfo?: { method?: string; url?: string } };
      const ns = o.groupId ?? (o.routeInfo?.url ? `${o.routeInfo.method}${o.routeInfo.url}` : `limiter${++unnamed}`);
      return new RedisRateLimitStore(undefined, ns);
    }
  }
  return RedisRateLimitStore;
}
