import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { createProduct, createTestApp, type TestApp } from "../test/helpers.js";
import { redisAnswers, TEST_REDIS_URL, uniqueRedisPrefix } from "../test/redis.js";
import type { Topic } from "./events.js";
import { RedisEventBus } from "./events-redis.js";

const redisUp = await redisAnswers(TEST_REDIS_URL);
if (!redisUp) {
  console.warn(`\n[events-redis] Redis tests SKIPPED: nothing answers on ${TEST_REDIS_URL} (set TEST_REDIS_URL).\n`);
}

const silent = pino({ level: "silent" }) as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, timeoutMs = 2_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(5);
  }
  return true;
}

describe.skipIf(!redisUp)("RedisEventBus (Redis pub/sub between instances)", () => {
  const buses: RedisEventBus[] = [];
  const bus = async (prefix: string) => {
    const b = new RedisEventBus({ url: TEST_REDIS_URL, prefix, log: silent });
    buses.push(b);
    expect(await b.ready()).toBe(true);
    return b;
  };
  const counter = (b: RedisEventBus, topic: Topic) => {
    const c = { n: 0 };
    b.subscribe(topic, () => c.n++);
    return c;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()));
  });

  it("delivers a notice at once in this process and to the other instance, each exactly once", async () => {
    const prefix = uniqueRedisPrefix();
    const [a, b] = [await bus(prefix), await bus(prefix)];
    const onA = counter(a, "catalog");
    const onB = counter(b, "catalog");
    const settingsOnB = counter(b, "settings");
    a.publish("catalog");
    expect(onA.n).toBe(1); // synchronous, like LocalEventBus
    await a.flush();
    expect(await until(() => onB.n === 1)).toBe(true);
    await sleep(150); // the echo of A's own message must not arrive as a second notice
    expect(onA.n).toBe(1);
    expect(onB.n).toBe(1);
    expect(settingsOnB.n).toBe(0);
  });

  it("carries the key of what changed; a key that is not text reaches listeners as no key", async () => {
    const prefix = uniqueRedisPrefix();
    const [a, b] = [await bus(prefix), await bus(prefix)];
    const keys: Array<string | undefined> = [];
    b.subscribe("cart", (key) => keys.push(key));
    a.publish("cart", "guest:abc");
    a.publish("cart");
    await a.flush();
    const raw = new Redis(TEST_REDIS_URL);
    try {
      await raw.publish(`${prefix}events`, JSON.stringify({ origin: "x", topic: "cart", key: 42 }));
    } finally {
      raw.disconnect();
    }
    expect(await until(() => keys.length === 3)).toBe(true);
    expect(keys).toEqual(["guest:abc", undefined, undefined]);
  });

  it("keeps shops with different prefixes apart", async () => {
    const a = await bus(uniqueRedisPrefix());
    const other = await bus(uniqueRedisPrefix());
    const onOther = counter(other, "catalog");
    a.publish("catalog");
    await a.flush();
    await sleep(150);
    expect(onOther.n).toBe(0);
  });

  it("ignores malformed or unknown messages on the channel", async () => {
    const prefix = uniqueRedisPrefix();
    const b = await bus(prefix);
    const onCatalog = counter(b, "catalog");
    const onSettings = counter(b, "settings");
    const raw = new Redis(TEST_REDIS_URL);
    try {
      await raw.publish(`${prefix}events`, "not json");
      await raw.publish(`${prefix}events`, JSON.stringify({ origin: "x", topic: "users" }));
      await raw.publish(`${prefix}events`, JSON.stringify({ origin: "x", topic: "settings" }));
    } finally {
      raw.disconnect();
    }
    expect(await until(() => onSettings.n === 1)).toBe(true);
    expect(onCatalog.n).toBe(0);
  });

  it("after its subscription drops, tells local listeners to forget what they cached", async () => {
    const b = await bus(uniqueRedisPrefix());
    const onCatalog = counter(b, "catalog");
    const onSettings = counter(b, "settings");
    const onCart = counter(b, "cart");
    expect(b.receiving).toBe(true);
    (b as unknown as { subscriber: Redis }).subscriber.disconnect(true);
    expect(await until(() => onCatalog.n >= 1 && onSettings.n >= 1 && onCart.n >= 1)).toBe(true);
    expect(b.receiving).toBe(false);
    expect(await b.ready()).toBe(true);
    expect(await until(() => b.receiving)).toBe(true);
  });

  it("unsubscribing stops delivery; close() ends both connections", async () => {
    const prefix = uniqueRedisPrefix();
    const [a, b] = [await bus(prefix), await bus(prefix)];
    let n = 0;
    const off = b.subscribe("catalog", () => n++);
    off();
    a.publish("catalog");
    await a.flush();
    await sleep(100);
    expect(n).toBe(0);
    await b.close();
    const internals = b as unknown as { subscriber: Redis; publisher: Redis };
    expect(internals.subscriber.status).toBe("end");
    expect(internals.publisher.status).toBe("end");
  });
});

describe.skipIf(!redisUp)("two instances on one database share change notices through Redis", () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherEvents: RedisEventBus;
  let productId: string;
  /**
   * Runs a write on the first instance and resolves once the other has heard its notice on
   * `topic`: the network hop between them. The write answers once Redis has the notice, but
   * when it reaches the other's socket depends on the machine's load, so the test waits for it
   * (at most 2 s) rather than for a fixed number of event-loop turns.
   */
  async function afterNotice<T>(topic: Topic, write: () => Promise<T>): Promise<T> {
    let off = () => {};
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the other instance heard no "${topic}" notice within 2 s`)), 2_000);
      off = otherEvents.subscribe(topic, () => resolve());
    });
    heard.catch(() => {});
    try {
      const result = await write();
      await heard;
      return result;
    } finally {
      clearTimeout(timer);
      off();
    }
  }
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniqueRedisPrefix() } });
    // A second instance: its own process state (cache, bus), the same database and Redis.
    otherEvents = new RedisEventBus({ url: TEST_REDIS_URL, prefix: t.config.redisKeyPrefix, log: silent });
    expect(await otherEvents.ready()).toBe(true);
    other = await buildApp({ config: t.config, db: t.db, events: otherEvents, logger: false });
    await other.ready();
    productId = (await afterNotice("catalog", () => createProduct(t, { price: 100 })))._id;
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it("a price changed on one instance is served at once by the other, which had it cached", async () => {
    const read = () => other.inject({ method: "GET", url: `/api/products/${productId}` });
    expect((await read()).json().price).toBe(100);
    await read(); // kept from its second request (ADR 1508)
    const cached = await read();
    expect(cached.headers["x-cache"]).toBe("hit");
    for (const price of [101.5, 102.25, 99.99]) {
      const token = await t.adminToken();
      const put = await afterNotice("catalog", () =>
        t.request({ method: "PUT", url: `/api/products/${productId}`, token, payload: { price } }),
      );
      expect(put.statusCode).toBe(200);
      const seen = await read();
      expect(seen.json().price).toBe(price);
      expect((await read()).headers["x-cache"]).toBe("hit");
    }
  });

  it("a cart written on one instance is served at once by the other, which had it cached", async () => {
    // The new cart's own notice reaches the other instance first (as in the rounds below): read
    // before it and that read's cached copy would be dropped when it lands.
    const added = await afterNotice("cart", () =>
      t.request({ method: "POST", url: "/api/cart", payload: { productId, quantity: 1, color: "Cactus" } }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const guestId = added.json().guestId as string;
    const read = async () => (await other.inject({ method: "GET", url: `/api/cart?guestId=${guestId}` })).json();
    expect((await read()).products[0].quantity).toBe(1);
    // Changed behind both servers' backs: the other instance answers from memory.
    await t.db.kysely.updateTable("cart_items").set({ quantity: 2 }).where("product_id", "=", productId).execute();
    expect((await read()).products[0].quantity).toBe(1);
    for (const quantity of [3, 5, 4]) {
      const put = await afterNotice("cart", () =>
        t.request({ method: "PUT", url: "/api/cart", payload: { productId, quantity, color: "Cactus", guestId } }),
      );
      expect(put.statusCode, put.body).toBe(200);
      expect((await read()).products[0].quantity).toBe(quantity);
    }
    // A price changed on the first instance shows in the other's cart too.
    const token = await t.adminToken();
    const price = await afterNotice("catalog", () =>
      t.request({ method: "PUT", url: `/api/products/${productId}`, token, payload: { price: 77 } }),
    );
    expect(price.statusCode).toBe(200);
    expect((await read()).products[0].price).toBe(77);
  });

  it("shop settings changed on one instance are served at once by the other", async () => {
    const read = () => other.inject({ method: "GET", url: "/api/settings" });
    await read();
    await read(); // kept from its second request (ADR 1508)
    expect((await read()).headers["x-cache"]).toBe("hit");
    const token = await t.adminToken();
    const put = await afterNotice("settings", () =>
      t.request({ method: "PUT", url: "/api/admin/settings", token, payload: { shopName: "Avlu Bodrum" } }),
    );
    expect(put.statusCode).toBe(200);
    expect((await read()).json().shopName).toBe("Avlu Bodrum");
  });
});
