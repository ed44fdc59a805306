import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { ConfigError, loadConfig } from "../config.js";
import { createProduct, createTestApp, type TestApp } from "../test/helpers.js";
import { redisAnswers, TEST_REDIS_URL, uniqueRedisPrefix } from "../test/redis.js";

const redisUp = await redisAnswers(TEST_REDIS_URL);
if (!redisUp) {
  console.warn(
    `\n[redis] shared rate-limit tests SKIPPED: nothing answers on ${TEST_REDIS_URL} (set TEST_REDIS_URL).\n`,
  );
}

let addressCounter = 0;
/** A fresh client address for each use (rotating addresses is what an attacker would do). */
const nextAddress = () => `10.${process.pid % 250}.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const PER_MINUTE = 3;

function login(app: TestApp["app"], email: string, remoteAddress: string) {
  return app.inject({
    method: "POST",
    url: "/api/users/login",
    remoteAddress,
    payload: { email, password: "Wrong-password-123" },
  });
}

describe("configuration for several instances", () => {
  it("refuses REDIS_URL without a shared JWT_SECRET", () => {
    expect(() => loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" })).toThrow(/JWT_SECRET: required with REDIS_URL/);
    const ok = loadConfig({ REDIS_URL: "redis://127.0.0.1:6379", JWT_SECRET: "x".repeat(32) });
    expect(ok.redisUrl).toBe("redis://127.0.0.1:6379");
    expect(ok.redisKeyPrefix).toBe("avlu:");
    expect(() => loadConfig({ REDIS_KEY_PREFIX: "has space" })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

describe.skipIf(!redisUp)("rate limits shared by two instances through Redis", () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    a = await createTestApp({
      env: {
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: uniqueRedisPrefix(),
        RATE_LIMIT_LOGIN_PER_MINUTE: String(PER_MINUTE),
      },
    });
    b = await buildApp({ config: a.config, db: a.db, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("login attempts for one account, split across instances and addresses, hit one per-account limit", async () => {
    const email = `victim-${randomBytes(3).toString("hex")}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < PER_MINUTE + 2; i++) {
      const res = await login(i % 2 === 0 ? a.app : b, email, nextAddress());
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    const limited = await login(a.app, email, nextAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/too many/i);
    // Another account is not affected.
    expect((await login(b, `other-${randomBytes(3).toString("hex")}@example.com`, nextAddress())).statusCode).toBe(401);
  });

  it("the per-address limit is shared too, and limiters keep separate counts", async () => {
    const address = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < PER_MINUTE * 2 + 1; i++) {
      const res = await login(
        i % 2 === 0 ? b : a.app,
        `user${i}-${randomBytes(3).toString("hex")}@example.com`,
        address,
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, PER_MINUTE * 2).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // The contact form from the same address has its own count, untouched by the sign-in attempts.
    const contact = await a.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: address,
      payload: { name: "Ayşe", email: "ayse@example.com", subject: "Teslimat", message: "Merhaba, bir sorum var." },
    });
    expect(contact.statusCode).toBe(201);
  });

  it("counts live in Redis under the configured prefix and expire with their window", async () => {
    const email = `keyed-${randomBytes(3).toString("hex")}@example.com`;
    await login(a.app, email, nextAddress());
    const raw = new Redis(TEST_REDIS_URL);
    try {
      const keys = await raw.keys(`${a.config.redisKeyPrefix}rl:*${email}`);
      expect(keys).toHaveLength(1);
      expect(Number(await raw.get(keys[0] as string))).toBe(1);
      const ttl = await raw.pttl(keys[0] as string);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      raw.disconnect();
    }
  });
});

describe("when Redis cannot be reached", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on loopback: connection refused, as when Redis is down.
    t = await createTestApp({
      env: {
        REDIS_URL: "redis://127.0.0.1:1",
        REDIS_KEY_PREFIX: uniqueRedisPrefix(),
        RATE_LIMIT_LOGIN_PER_MINUTE: String(PER_MINUTE),
      },
    });
  });
  afterAll(() => t?.close());

  // No request waits for the missing Redis (ioredis would queue commands until it came back): a
  // queued command would never answer, and the test's own time limit catches that; no timing is asserted.
  it("the store still serves without waiting for Redis, and limits are counted in this process", async () => {
    const email = `offline-${randomBytes(3).toString("hex")}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < PER_MINUTE + 1; i++) codes.push((await login(t.app, email, nextAddress())).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await t.request({ method: "GET", url: "/api/products" })).statusCode).toBe(200);
  });

  it("a change still drops this instance's cached answers", async () => {
    const product = await createProduct(t, { price: 50 });
    const read = () => t.request({ method: "GET", url: `/api/products/${product._id}` });
    await read();
    await read(); // kept from its second request (ADR 1508)
    expect((await read()).headers["x-cache"]).toBe("hit");
    const put = await t.request({
      method: "PUT",
      url: `/api/products/${product._id}`,
      token: await t.adminToken(),
      payload: { price: 55 },
    });
    expect(put.statusCode).toBe(200);
    expect((await read()).json().price).toBe(55);
  });
});
