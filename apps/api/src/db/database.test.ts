import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { ADMIN, testDialect } from "../test/helpers.js";
import { createDatabase, type Db, PG_TIMEOUTS } from "./database.js";

const onPostgres = testDialect() === "postgres";
if (!onPostgres) {
  console.warn("\n[database] PostgreSQL outage tests SKIPPED in this project: they run in api-postgres.\n");
}

/**
 * A TCP proxy in front of PostgreSQL that can fail like the real thing: "refuse" (PostgreSQL
 * stopped: connections reset, port closed) or "blackhole" (network partition: nothing passes,
 * nothing is refused). The machine's PostgreSQL itself is never touched.
 */
class FaultyProxy {
  private server = net.createServer((c) => this.accept(c));
  private sockets = new Set<net.Socket>();
  mode: "up" | "refuse" | "blackhole" = "up";
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(port = 0): Promise<void> {
    this.server = net.createServer((c) => this.accept(c));
    await new Promise<void>((r) => this.server.listen(port, "127.0.0.1", r));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  private accept(client: net.Socket): void {
    this.sockets.add(client);
    client.on("error", () => {});
    client.on("close", () => this.sockets.delete(client));
    if (this.mode === "blackhole") return; // accepted, never answered
    const upstream = net.connect(this.target.port, this.target.host);
    this.sockets.add(upstream);
    upstream.on("error", () => {});
    upstream.on("close", () => {
      this.sockets.delete(upstream);
      client.destroy();
    });
    client.on("close", () => upstream.destroy());
    client.on("data", (d) => {
      if (this.mode === "up") upstream.write(d);
    });
    upstream.on("data", (d) => {
      if (this.mode === "up") client.write(d);
    });
  }

  cut(kind: "refuse" | "blackhole"): void {
    this.mode = kind;
    if (kind === "refuse") {
      this.server.close();
      for (const s of this.sockets) s.destroy();
    }
  }

  /** Back up; connections cut off meanwhile are closed (their bytes were lost). */
  async restore(): Promise<void> {
    const wasRefusing = this.mode === "refuse";
    this.mode = "up";
    for (const s of this.sockets) s.destroy();
    if (wasRefusing) await this.listen(this.port);
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => (this.server.listening ? this.server.close(r) : r(undefined)));
  }
}

describe.skipIf(!onPostgres)("PostgreSQL outage: fail fast with 503, recover without a restart", () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `t_outage_${process.pid}_${randomBytes(3).toString("hex")}`;
  let proxy: FaultyProxy;
  let db: Db;
  let app: App;
  let token: string;
  let dataDir: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const target = new URL(url);
    proxy = new FaultyProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.listen();
    const viaProxy = new URL(url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-outage-"));
    db = createDatabase({ databaseUrl: viaProxy.toString(), dataDir, pgSchema: schema, poolMax: 4 });
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
      JWT_SECRET: "test-secret-that-is-long-enough-0123456789",
    });
    app = await buildApp({ config, db, logger: false });
    const login = await app.inject({ method: "POST", url: "/api/users/login", payload: ADMIN });
    token = login.json().token;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await proxy?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const cart = () => app.inject({ method: "GET", url: "/api/cart", headers: { authorization: `Bearer ${token}` } });
  const timed = async <T>(fn: () => Promise<T>) => {
    const started = performance.now();
    const result = await fn();
    return { result, ms: performance.now() - started };
  };

  it("answers normally through the proxy", async () => {
    expect((await cart()).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });

  it("PostgreSQL stopped: 503 with a clear message at once, /readyz says so; then back without a restart", async () => {
    proxy.cut("refuse");
    const { result: res, ms } = await timed(cart);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      "Service temporarily unavailable: the database cannot be reached. Please try again shortly.",
    );
    expect(res.headers["retry-after"]).toBe("5");
    expect(ms).toBeLessThan(1_000);
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", message: "The database cannot be reached" });

    await proxy.restore();
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    expect((await cart()).statusCode).toBe(200);
  });

  it("PostgreSQL unreachable (nothing answers): 503 within the pool's timeouts, /readyz within its own", async () => {
    await cart(); // a pooled connection that will go silent
    proxy.cut("blackhole");
    const [{ result: res, ms }, { result: ready, ms: readyMs }] = await Promise.all([
      timed(cart),
      timed(() => app.inject({ method: "GET", url: "/readyz" })),
    ]);
    expect(res.statusCode).toBe(503);
    expect(ms).toBeLessThan(PG_TIMEOUTS.QUERY_TIMEOUT_MS + 1_000);
    expect(ready.statusCode).toBe(503);
    expect(readyMs).toBeLessThan(PG_TIMEOUTS.PING_TIMEOUT_MS + 500);
    // Every later request fails within the connect timeout, never hangs.
    const { result: later, ms: laterMs } = await timed(cart);
    expect(later.statusCode).toBe(503);
    expect(laterMs).toBeLessThan(PG_TIMEOUTS.CONNECT_TIMEOUT_MS + 1_000);
    // The breaker is open: a burst fails at once while one request at a time checks the database again.
    const burst = await Promise.all(Array.from({ length: 5 }, () => timed(cart)));
    expect(burst.map((b) => b.result.statusCode)).toEqual([503, 503, 503, 503, 503]);
    expect(burst.filter((b) => b.ms < 500).length).toBeGreaterThanOrEqual(4);

    await proxy.restore();
    const deadline = Date.now() + 5_000;
    let back = await cart();
    while (back.statusCode !== 200 && Date.now() < deadline) back = await cart();
    expect(back.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  }, 30_000);
});

describe.skipIf(!onPostgres)("PostgreSQL pool under pressure", () => {
  it("a request waits for a busy connection longer than the connect timeout instead of failing", async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-pool-"));
    const db = createDatabase({ databaseUrl: url, dataDir, poolMax: 1 });
    try {
      const { sql } = await import("kysely");
      const holdMs = PG_TIMEOUTS.CONNECT_TIMEOUT_MS + 500;
      const busy = sql`select pg_sleep(${holdMs / 1000})`.execute(db.kysely);
      const started = performance.now();
      const waited = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
      expect(waited.rows[0]?.one).toBe(1);
      expect(performance.now() - started).toBeGreaterThan(PG_TIMEOUTS.CONNECT_TIMEOUT_MS);
      await busy;
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 20_000);
});
