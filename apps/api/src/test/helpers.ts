import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Product } from "@avlu/contract/catalog";
import type { PaymentMethod, PlacedOrder, ShippingAddress } from "@avlu/contract/orders";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type Selectable, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import { type AppOptions, buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import { createDatabase, type Db } from "../db/database.js";
import type { Database } from "../db/schema.js";

export type TestDialect = "sqlite" | "postgres";

/** Which database this test project runs against (vitest projects api-sqlite / api-postgres). */
export function testDialect(): TestDialect {
  return process.env.AVLU_TEST_DB === "postgres" ? "postgres" : "sqlite";
}

export const ADMIN = { email: "admin@test.local", password: "Admin-pass-2026!" } as const;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dialect: TestDialect;
  /** app.inject with an optional bearer token. */
  request(opts: InjectOptions & { token?: string | undefined }): Promise<LightMyRequestResponse>;
  adminToken(): Promise<string>;
  /** Registers a new customer and returns its token and id. */
  registerCustomer(overrides?: { name?: string; email?: string; password?: string }): Promise<{
    token: string;
    id: string;
    email: string;
    password: string;
  }>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * A fresh store on a fresh database: a temporary SQLite file, or its own schema in the
 * PostgreSQL of TEST_DATABASE_URL. `demo: true` loads the demo catalogue.
 */
export async function createTestApp(
  opts: {
    demo?: boolean;
    env?: Record<string, string>;
    mail?: AppOptions["mail"];
    /** Runs on the fresh, empty database before the app starts (e.g. to build an older release's schema). */
    prepare?: (db: Db) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const dialect = testDialect();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: opts.demo ? "true" : "false",
    LOG_LEVEL: "silent",
    JWT_SECRET: "test-secret-that-is-long-enough-0123456789",
    RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
    // Every test request comes from one address; the budget's own tests set it (query-budget.test.ts).
    CATALOG_QUERY_BUDGET_PER_MINUTE: "100000",
    ...opts.env,
  });
  let schema: string | undefined;
  let db: Db;
  if (dialect === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the api-postgres project");
    schema = `t_${process.pid}_${Date.now().toString(36)}_${counter++}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    db = createDatabase({ databaseUrl: url, dataDir, pgSchema: schema, poolMax: 10 });
  } else {
    db = createDatabase({ dataDir });
  }
  if (opts.prepare) await opts.prepare(db);
  const app = await buildApp({
    config: { ...config, databaseUrl: undefined },
    db,
    logger: false,
    ...(opts.mail ? { mail: opts.mail } : {}),
  });
  await app.ready();

  let adminToken: string | undefined;
  const request: TestApp["request"] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  return {
    app,
    db,
    config,
    dialect,
    request,
    async adminToken() {
      if (!adminToken) {
        const res = await request({ method: "POST", url: "/api/users/login", payload: ADMIN });
        if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
        adminToken = res.json().token as string;
      }
      return adminToken;
    },
    async registerCustomer(overrides = {}) {
      const n = `${Date.now().toString(36)}${counter++}`;
      const email = overrides.email ?? `shopper${n}@example.com`;
      const password = overrides.password ?? "Correct-Horse-42";
      const res = await request({
        method: "POST",
        url: "/api/users/register",
        payload: { name: overrides.name ?? `Shopper ${n}`, email, password },
      });
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
      const body = res.json();
      return { token: body.token as string, id: body.user._id as string, email, password };
    },
    async close() {
      await app.close();
      await db.close();
      if (schema) {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of a suite (the enclosing `describe`, or the file): created by a `beforeAll`
 * before its first test and closed after its last. The returned object is filled in by that
 * hook, so use it inside hooks and tests only.
 */
export function suiteTestApp(opts: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(opts));
  });
  afterAll(() => t.close?.());
  return t;
}

/**
 * The `.ssr/entry-server.js` of a test build: the storefront's real renderer (apps/web/src/entry-server.tsx),
 * read from its sources, counting its renders in `globalThis.avluTestRenders`.
 */
export const SOURCE_RENDERER = `import { render as real } from ${JSON.stringify(
  path.resolve(import.meta.dirname, "../../../web/src/entry-server.tsx"),
)};
export function render(...args) {
  globalThis.avluTestRenders = (globalThis.avluTestRenders ?? 0) + 1;
  return real(...args);
}
`;

/**
 * A built storefront in miniature for page tests: `files` by path inside the build folder
 * (index.html, .vite/manifest.json, assets/…, .ssr/entry-server.js). Returns the folder; the
 * caller removes it.
 */
export function writeWebBuild(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-web-"));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** A complete, valid delivery address (Turkish letters included). */
export const TEST_ADDRESS: ShippingAddress = {
  firstName: "Ayşe",
  lastName: "Yılmaz",
  email: "ayse@example.com",
  address: "Bağdat Caddesi 10",
  city: "İstanbul",
  district: "Kadıköy",
  postalCode: "34728",
  country: "Türkiye",
  phone: "+90 532 555 01 01",
};

/** The same place as a saved address of the address book (POST /api/addresses). */
export const TEST_SAVED_ADDRESS = {
  label: "Ev",
  firstName: TEST_ADDRESS.firstName,
  lastName: TEST_ADDRESS.lastName,
  phone: TEST_ADDRESS.phone,
  country: TEST_ADDRESS.country,
  city: TEST_ADDRESS.city,
  district: TEST_ADDRESS.district,
  address: TEST_ADDRESS.address,
  postalCode: TEST_ADDRESS.postalCode,
};

/** A valid product body for POST /api/products; override what the test is about. */
export function productBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  return {
    name: `Test Chair ${counter}`,
    description: "A sturdy steel bistro chair.",
    price: 129.9,
    countInStock: 10,
    sku: `TST-${Date.now().toString(36)}-${counter}`,
    brand: "FERMOB",
    category: "Table & Chair",
    door: "outdoor",
    collection: "Bistro",
    colors: "Cactus, Anthracite",
    sizes: ["Medium"],
    images: [
      { url: "/uploads/seed/products/chair-0-cactus.svg", color: "Cactus" },
      { url: "/uploads/seed/products/chair-0-anthracite.svg", color: "Anthracite" },
      { url: "/uploads/seed/drawings/chair-0.svg", color: null },
    ],
    packings: ["1", "2"],
    ...overrides,
  };
}

/**
 * A product body whose every colour × packing has its own `stock` (issue 17: without `variants`
 * the whole countInStock sits on the first colour × packing).
 */
export function stockOnEveryVariant(stock: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body = productBody(overrides);
  const list = (v: unknown) =>
    (Array.isArray(v) ? (v as string[]) : String(v ?? "").split(",")).map((x) => x.trim()).filter((x) => x !== "");
  const colors = list(body.colors);
  const packings = list(body.packings);
  const { countInStock: _ignored, ...rest } = body;
  return {
    ...rest,
    variants: (colors.length ? colors : [""]).flatMap((color, i) =>
      (packings.length ? packings : ["1"]).map((packing) => ({
        color,
        packing,
        sku: `${String(body.sku)}-${i}-${packing}`,
        countInStock: stock,
      })),
    ),
  };
}

/** Creates a product as the admin and returns it. */
export async function createProduct(t: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await t.request({
    method: "POST",
    url: "/api/products",
    token: await t.adminToken(),
    payload: productBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create product failed: ${res.statusCode} ${res.body}`);
  return res.json() as import("@avlu/contract/catalog").Product;
}

/** The id of the OLTA Classic configurator every shop starts with (migration 021). */
export async function oltaClassicId(t: TestApp): Promise<string> {
  return (await t.db.kysely.selectFrom("configurators").select("id").executeTakeFirstOrThrow()).id;
}

/** How many rows `table` holds. */
export async function countRows(t: TestApp, table: keyof Database): Promise<number> {
  const row = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The row of `table` whose `column` is `value` (the first one; throws when there is none). */
export async function rowWhere<T extends keyof Database & string>(
  t: TestApp,
  table: T,
  column: keyof Database[T] & string,
  value: string,
): Promise<Selectable<Database[T]>> {
  const { rows } = await sql<
    Selectable<Database[T]>
  >`select * from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(t.db.kysely);
  const row = rows[0];
  if (!row) throw new Error(`no ${table} row with ${column} = ${value}`);
  return row;
}

/** POST /api/cart for `token` (a guest's cart without one): one piece in Cactus, packing 1, unless `line` says otherwise. */
export function addToCart(
  t: TestApp,
  token: string | undefined,
  line: { productId: string; quantity?: number; color?: string; packing?: string },
  headers: Record<string, string> = {},
) {
  const { productId, quantity = 1, color = "Cactus", packing = "1" } = line;
  return t.request({
    method: "POST",
    url: "/api/cart",
    token,
    headers,
    payload: { productId, quantity, color, packing },
  });
}

/** POST /api/orders for `token` (a guest without one) to TEST_ADDRESS by bank transfer; `payload` adds to or overrides the body. */
export function placeOrder(
  t: TestApp,
  token: string | undefined,
  payload: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return t.request({
    method: "POST",
    url: "/api/orders",
    token,
    headers,
    payload: { shippingAddress: TEST_ADDRESS, paymentMethod: "bank-transfer", ...payload },
  });
}

/** PUT /api/admin/orders/:id as the admin: the owner's change of an order's status or payment. */
export async function updateOrder(
  t: TestApp,
  id: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.request({ method: "PUT", url: `/api/admin/orders/${id}`, token: await t.adminToken(), headers, payload });
}

/**
 * Puts the product (its first colour, packing 1) in the cart of `token` — a guest's cart without
 * one — and places the order; `opts` overrides the quantity and the order's body. Expects 200 and
 * 201; answers the order (a guest's with its private link).
 */
export async function orderProduct(
  t: TestApp,
  token: string | undefined,
  product: Product,
  opts: {
    quantity?: number;
    paymentMethod?: PaymentMethod;
    shippingAddress?: ShippingAddress;
    idempotencyKey?: string | undefined;
  } = {},
): Promise<PlacedOrder> {
  const { quantity, ...order } = opts;
  const cart = await addToCart(t, token, { productId: product._id, quantity, color: product.colors[0] ?? "" });
  expect(cart.statusCode, cart.body).toBe(200);
  const res = await placeOrder(t, token, token ? order : { ...order, guestId: cart.json().guestId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlacedOrder>();
}

/**
 * The per-address limit of a form anyone may post: `max` posts from `remoteAddress` pass (201), the
 * next is a 429 with a message that stores nothing, and another address still gets through.
 * `send` posts from the address it is given, or from a new one.
 */
export async function expectPerAddressLimit(
  max: number,
  remoteAddress: string,
  send: (remoteAddress?: string) => Promise<LightMyRequestResponse>,
  stored: () => Promise<readonly unknown[]>,
): Promise<void> {
  for (let i = 0; i < max; i++) {
    expect((await send(remoteAddress)).statusCode).toBe(201);
  }
  const before = (await stored()).length;
  const limited = await send(remoteAddress);
  expect(limited.statusCode).toBe(429);
  expect(typeof limited.json().message).toBe("string");
  expect((await stored()).length).toBe(before);
  // Another visitor is not affected.
  expect((await send()).statusCode).toBe(201);
}

/**
 * A body of JSON text sent exactly as written (malformed, hostile or oversized), with the JSON
 * content type; spread it into `t.request` like multipartBody.
 */
export function rawJsonBody(text: string) {
  return { payload: text, headers: { "content-type": "application/json" } };
}

/** A multipart body with one file in `field`, as a browser's upload form sends it. */
export function multipartBody(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = "----avlutest7MA4YWxkTrZu0gW";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
