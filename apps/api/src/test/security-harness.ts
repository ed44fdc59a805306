import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Database } from "../db/schema.js";
import { multipartBody, type TestApp } from "./helpers.js";

/*
 * Shared pieces of the security suite: forged credentials, a snapshot of everything the store
 * keeps (to prove a refused request changed nothing), the check that an error answer is a clean
 * `{ message }`, and the access matrix every /api route must appear in.
 */

/* ------------------------------------------------------------------ tokens */

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A JWT built by hand: any header, any payload, signed with HS256/HS512 and any secret, or unsigned. */
export function forgeJwt(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  secret?: string,
  hash: "sha256" | "sha512" = "sha256",
): string {
  const head = `${b64url(header)}.${b64url(payload)}`;
  const signature = secret ? createHmac(hash, secret).update(head).digest("base64url") : "";
  return `${head}.${signature}`;
}

/** Keeps a real token's header and signature and puts another payload in the middle. */
export function editPayload(token: string, change: (payload: Record<string, unknown>) => Record<string, unknown>) {
  const [header, payload, signature] = token.split(".") as [string, string, string];
  const decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  return `${header}.${b64url(change(decoded))}.${signature}`;
}

export interface BadCredential {
  name: string;
  /** The Authorization header to send (undefined: none). */
  authorization: string | undefined;
  /** Status for an admin route: 401, or 403 for a real customer. */
  admin: 401 | 403;
  /** Status for a route any signed-in user may call; null when the credential is a legitimate user. */
  user: 401 | null;
}

/**
 * Every way of calling without the right to: nothing, a real customer, and tokens that claim to
 * be the admin (expired, unsigned, signed with another secret, edited, another algorithm, a user
 * who does not exist) or are not tokens at all.
 */
export async function badCredentials(t: TestApp, customerToken: string): Promise<BadCredential[]> {
  const admin = await t.db.kysely
    .selectFrom("users")
    .select(["id", "token_version"])
    .where("role", "=", "admin")
    .executeTakeFirstOrThrow();
  const secret = t.config.jwtSecret as string;
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: admin.id, tv: admin.token_version, iat: now, exp: now + 3600 };
  const bearer = (token: string) => `Bearer ${token}`;
  return [
    { name: "no token", authorization: undefined, admin: 401, user: 401 },
    { name: "a customer token", authorization: bearer(customerToken), admin: 403, user: null },
    {
      name: "an expired admin token (right secret, exp in the past)",
      authorization: bearer(
        forgeJwt({ alg: "HS256", typ: "JWT" }, { ...claims, iat: now - 7200, exp: now - 3600 }, secret),
      ),
      admin: 401,
      user: 401,
    },
    {
      name: "an admin token with alg none",
      authorization: bearer(forgeJwt({ alg: "none", typ: "JWT" }, claims)),
      admin: 401,
      user: 401,
    },
    {
      name: "an admin token signed with another secret",
      authorization: bearer(
        forgeJwt({ alg: "HS256", typ: "JWT" }, claims, "another-secret-that-is-long-enough-987654"),
      ),
      admin: 401,
      user: 401,
    },
    {
      name: "a customer token whose payload was edited to the admin's id",
      authorization: bearer(editPayload(customerToken, (p) => ({ ...p, sub: admin.id, tv: admin.token_version }))),
      admin: 401,
      user: 401,
    },
    {
      name: "an admin token signed with the right secret but HS512",
      authorization: bearer(forgeJwt({ alg: "HS512", typ: "JWT" }, claims, secret, "sha512")),
      admin: 401,
      user: 401,
    },
    {
      name: "a well-signed token of a user who does not exist",
      authorization: bearer(
        forgeJwt({ alg: "HS256", typ: "JWT" }, { ...claims, sub: "0123456789abcdef01234567", tv: 0 }, secret),
      ),
      admin: 401,
      user: 401,
    },
    { name: "a header that is not a bearer token", authorization: "Basic YWRtaW46YWRtaW4=", admin: 401, user: 401 },
  ];
}

/* ------------------------------------------------------------------ what the store keeps */

/** Every table: a table added to the schema without being listed here fails to compile. */
const TABLES = {
  users: true,
  products: true,
  collections: true,
  product_texts: true,
  collection_texts: true,
  product_images: true,
  product_colors: true,
  product_sizes: true,
  product_doors: true,
  product_categories: true,
  product_variants: true,
  carts: true,
  cart_items: true,
  cart_configured_lines: true,
  orders: true,
  order_items: true,
  order_events: true,
  subscribers: true,
  contact_messages: true,
  order_requests: true,
  settings: true,
  mail_outbox: true,
  password_reset_tokens: true,
  configurators: true,
  configurator_versions: true,
  catalog_changes: true,
  search_synonyms: true,
  delivery_zones: true,
  delivery_zone_provinces: true,
  lead_times: true,
  variant_lead_times: true,
  addresses: true,
  order_charges: true,
  order_guest_access: true,
  order_claims: true,
} satisfies Record<keyof Database, true>;

/** Every file below `dir`, by its path relative to `dir`, sorted; none when `dir` does not exist. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Columns the mail sender changes in the background (delivery state): not a request's doing. */
const SENDER_COLUMNS = new Set([
  "status",
  "attempts",
  "last_error",
  "next_attempt_at",
  "locked_by",
  "updated_at",
  "sent_at",
  "secret",
]);

/** Every row of every table (in a stable order) and every stored upload: equal snapshots = nothing changed. */
export async function snapshot(t: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of Object.keys(TABLES) as Array<keyof Database>) {
    const rows = await t.db.kysely.selectFrom(table).selectAll().execute();
    out[table] = rows
      .map((r) =>
        JSON.stringify(
          table === "mail_outbox" ? Object.fromEntries(Object.entries(r).filter(([k]) => !SENDER_COLUMNS.has(k))) : r,
        ),
      )
      .sort();
  }
  out.uploads = listFiles(path.join(t.config.dataDir, "uploads"));
  return out;
}

/* ------------------------------------------------------------------ answers */

/** Traces of internals an answer must never carry: stack frames, file paths, SQL, driver errors. */
const INTERNALS = [
  /\bat [\w.<>]+ \(/,
  /node:internal|node_modules/,
  /\/(work|home|tmp|usr|srv|app)\/[\w.-]+\//,
  /[A-Z]:\\/,
  /\.(ts|js|mjs|cjs):\d+/,
  /\b(select|insert|update|delete)\b[\s\S]{0,80}\b(from|into|set|where)\b/i,
  /SQLITE_|sqlite3?|postgres|pg_|syntax error at|relation "|duplicate key|violates/i,
  /\bFST_[A-Z_]+|ERR_[A-Z_]{4,}/,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError)\b/,
  /password_hash|argon2|jwt-secret/i,
];

/** Fails when a body shows any internal detail. */
export function expectNoInternals(body: string, context = ""): void {
  for (const pattern of INTERNALS)
    expect(body, `${context} leaks ${pattern}: ${body.slice(0, 300)}`).not.toMatch(pattern);
}

/** A refused request: the status wanted (or any 4xx), a JSON `{ message }` people can read, and no internals. */
export function expectCleanError(res: LightMyRequestResponse, status?: number | number[], context = ""): string {
  const label = `${context} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (status === undefined) {
    expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, label).toBeLessThan(500);
  } else if (Array.isArray(status)) {
    expect(status, label).toContain(res.statusCode);
  } else {
    expect(res.statusCode, label).toBe(status);
  }
  expect(res.headers["content-type"], label).toMatch(/^application\/json/);
  const body = res.json() as { message?: unknown };
  expect(typeof body.message, label).toBe("string");
  expect((body.message as string).length, label).toBeGreaterThan(3);
  expectNoInternals(res.body, context);
  return body.message as string;
}

/** Any answer to a hostile request: never a 5xx, and an error is always clean. */
export function expectHandled(res: LightMyRequestResponse, context = ""): void {
  expect(res.statusCode, `${context} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) expectCleanError(res, undefined, context);
}

/* ------------------------------------------------------------------ the access matrix */

/**
 * Who may call a route:
 * - admin: admins only (no token 401, other roles 403);
 * - user: any signed-in user (no token 401);
 * - caller: open to visitors, but a token says who the caller is, so a bad one is a 401 (the cart);
 * - public: open to everyone; a token, good or bad, grants nothing more (ADR 0190).
 */
export type Access = "admin" | "user" | "caller" | "public";

export interface MatrixContext {
  productId: string;
  /** an order of the customer */
  orderId: string;
  /** a customer other than the caller */
  userId: string;
  messageId: string;
  /** a mail in the outbox */
  mailId: string;
  /** a saved address of the customer */
  addressId: string;
  /** the configurator the shop starts with (OLTA Classic) */
  configuratorId: string;
  /** unique per call, for bodies that must not collide (e-mail addresses, SKUs) */
  unique(): string;
}

export interface RouteCase {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** As registered, e.g. /api/products/:id */
  url: string;
  access: Access;
  /** A request the right caller would make: the address with ids filled in and a valid body. */
  sample(ctx: MatrixContext): { url: string; payload?: unknown; headers?: Record<string, string> };
}

const json = (url: string, payload: unknown) => ({ url, payload });
const shipping = {
  firstName: "Ada",
  lastName: "Yıldız",
  email: "ada@example.com",
  address: "Moda Cad. 1",
  city: "İstanbul",
  postalCode: "34710",
  country: "Türkiye",
  phone: "+90 555 000 00 00",
};

const savedAddress = {
  label: "Ev",
  firstName: "Ada",
  lastName: "Yıldız",
  phone: "+90 555 000 00 00",
  country: "Türkiye",
  city: "İstanbul",
  district: "Kadıköy",
  address: "Moda Cad. 1",
  postalCode: "34710",
};

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Every route under /api (but the API docs), with who may call it. The route inventory test fails
 * when a route is registered without being listed here, so a new route gets a decision.
 */
export const ROUTE_MATRIX: RouteCase[] = [
  // catalogue (public reads, admin writes)
  { method: "GET", url: "/api/products", access: "public", sample: () => ({ url: "/api/products" }) },
  { method: "GET", url: "/api/products/filter", access: "public", sample: () => ({ url: "/api/products/filter" }) },
  {
    method: "GET",
    url: "/api/products/best-seller",
    access: "public",
    sample: () => ({ url: "/api/products/best-seller" }),
  },
  {
    method: "GET",
    url: "/api/products/new-arrivals",
    access: "public",
    sample: () => ({ url: "/api/products/new-arrivals" }),
  },
  {
    method: "GET",
    url: "/api/products/similar/:id",
    access: "public",
    sample: (c) => ({ url: `/api/products/similar/${c.productId}` }),
  },
  {
    method: "GET",
    url: "/api/products/:id",
    access: "public",
    sample: (c) => ({ url: `/api/products/${c.productId}` }),
  },
  { method: "GET", url: "/api/collections", access: "public", sample: () => ({ url: "/api/collections" }) },
  {
    method: "POST",
    url: "/api/products",
    access: "admin",
    sample: (c) =>
      json("/api/products", {
        name: "Forged Chair",
        description: "Should never exist",
        price: 1,
        countInStock: 1,
        sku: `FORGED-${c.unique()}`,
        brand: "FERMOB",
        category: "Table & Chair",
        door: "outdoor",
      }),
  },
  {
    method: "PUT",
    url: "/api/products/:id",
    access: "admin",
    sample: (c) => json(`/api/products/${c.productId}`, { price: 0.01, countInStock: 999 }),
  },
  {
    method: "DELETE",
    url: "/api/products/:id",
    access: "admin",
    sample: (c) => ({ url: `/api/products/${c.productId}` }),
  },
  {
    method: "PUT",
    url: "/api/admin/products/:id",
    access: "admin",
    sample: (c) => json(`/api/admin/products/${c.productId}`, { price: 0.01, isPublished: false }),
  },
  { method: "GET", url: "/api/admin/products", access: "admin", sample: () => ({ url: "/api/admin/products" }) },
  {
    method: "GET",
    url: "/api/admin/products/:id",
    access: "admin",
    sample: (c) => ({ url: `/api/admin/products/${c.productId}` }),
  },
  { method: "GET", url: "/api/admin/collections", access: "admin", sample: () => ({ url: "/api/admin/collections" }) },
  {
    method: "PUT",
    url: "/api/admin/collections/:id",
    access: "admin",
    // No collection is needed to check who may call it (an unknown id is a 404 for an admin).
    sample: () =>
      json("/api/admin/collections/0123456789abcdef01234567", { texts: { tr: { description: "Bahçe için" } } }),
  },
  {
    method: "GET",
    url: "/api/admin/products/export.csv",
    access: "admin",
    sample: () => ({ url: "/api/admin/products/export.csv" }),
  },
  {
    method: "POST",
    url: "/api/admin/products/import",
    access: "admin",
    sample: (c) =>
      json("/api/admin/products/import", {
        csv: `sku,name,description,price,countInStock,brand,categories,door\nIMP-${c.unique()},Imported,Text,1,1,FERMOB,Table & Chair,outdoor\n`,
      }),
  },
  {
    method: "POST",
    url: "/api/upload",
    access: "admin",
    sample: () => ({ url: "/api/upload", ...multipartBody("image", "a.png", "image/png", TINY_PNG) }),
  },
  // accounts
  {
    method: "POST",
    url: "/api/users/register",
    access: "public",
    sample: (c) =>
      json("/api/users/register", {
        name: "New Shopper",
        email: `new.${c.unique()}@example.com`,
        password: "Correct-Horse-42",
      }),
  },
  {
    method: "POST",
    url: "/api/users/login",
    access: "public",
    sample: () => json("/api/users/login", { email: "nobody@example.com", password: "Wrong-Pass-42" }),
  },
  {
    method: "POST",
    url: "/api/users/forgot-password",
    access: "public",
    sample: () => json("/api/users/forgot-password", { email: "nobody@example.com" }),
  },
  {
    method: "POST",
    url: "/api/users/reset-password",
    access: "public",
    sample: () => json("/api/users/reset-password", { token: "not-a-real-token", password: "Correct-Horse-42" }),
  },
  { method: "GET", url: "/api/users/profile", access: "user", sample: () => ({ url: "/api/users/profile" }) },
  {
    method: "PUT",
    url: "/api/users/profile",
    access: "user",
    sample: () => json("/api/users/profile", { name: "Hijacked", email: "hijacked@example.com" }),
  },
  { method: "GET", url: "/api/admin/users", access: "admin", sample: () => ({ url: "/api/admin/users" }) },
  {
    method: "POST",
    url: "/api/admin/users",
    access: "admin",
    sample: (c) =>
      json("/api/admin/users", {
        name: "Forged Admin",
        email: `forged.${c.unique()}@example.com`,
        password: "Forged-Admin-2026",
        role: "admin",
      }),
  },
  {
    method: "PUT",
    url: "/api/admin/users/:id",
    access: "admin",
    sample: (c) => json(`/api/admin/users/${c.userId}`, { role: "admin" }),
  },
  {
    method: "DELETE",
    url: "/api/admin/users/:id",
    access: "admin",
    sample: (c) => ({ url: `/api/admin/users/${c.userId}` }),
  },
  // settings
  { method: "GET", url: "/api/settings", access: "public", sample: () => ({ url: "/api/settings" }) },
  {
    method: "PUT",
    url: "/api/admin/settings",
    access: "admin",
    sample: () => json("/api/admin/settings", { iban: "TR00 0000 0000 0000 0000 0000 00", whatsappNumber: "10000000" }),
  },
  {
    method: "GET",
    url: "/api/admin/search-synonyms",
    access: "admin",
    sample: () => ({ url: "/api/admin/search-synonyms" }),
  },
  {
    method: "PUT",
    url: "/api/admin/search-synonyms",
    access: "admin",
    sample: () => json("/api/admin/search-synonyms", { groups: [["forged", "sahte"]] }),
  },
  // cart (visitors by guestId, users by token)
  { method: "GET", url: "/api/cart", access: "caller", sample: () => ({ url: "/api/cart" }) },
  {
    method: "POST",
    url: "/api/cart",
    access: "caller",
    sample: (c) => json("/api/cart", { productId: c.productId, quantity: 1, color: "Cactus", packing: "1" }),
  },
  {
    method: "PUT",
    url: "/api/cart",
    access: "caller",
    sample: (c) => json("/api/cart", { productId: c.productId, quantity: 3, color: "Cactus", packing: "1" }),
  },
  {
    method: "DELETE",
    url: "/api/cart",
    access: "caller",
    sample: (c) => json("/api/cart", { productId: c.productId, color: "Cactus", packing: "1" }),
  },
  {
    method: "POST",
    url: "/api/cart/configured",
    access: "caller",
    sample: () => json("/api/cart/configured", { configurator: "olta-classic", configuration: { size: "d220" } }),
  },
  {
    method: "PUT",
    url: "/api/cart/configured",
    access: "caller",
    sample: () => json("/api/cart/configured", { lineId: "0123456789abcdef01234567", quantity: 2 }),
  },
  {
    method: "DELETE",
    url: "/api/cart/configured",
    access: "caller",
    sample: () => json("/api/cart/configured", { lineId: "0123456789abcdef01234567" }),
  },
  {
    method: "POST",
    url: "/api/cart/merge",
    access: "user",
    sample: () => json("/api/cart/merge", { guestId: "0123456789abcdef0123456789abcdef" }),
  },
  // orders
  {
    method: "POST",
    url: "/api/orders",
    access: "caller",
    sample: () => json("/api/orders", { paymentMethod: "bank-transfer", shippingAddress: shipping }),
  },
  { method: "GET", url: "/api/orders", access: "user", sample: () => ({ url: "/api/orders" }) },
  { method: "POST", url: "/api/orders/claims", access: "user", sample: () => ({ url: "/api/orders/claims" }) },
  {
    method: "POST",
    url: "/api/orders/claims/confirm",
    access: "user",
    sample: () => json("/api/orders/claims/confirm", { token: "not-a-claim-token" }),
  },
  { method: "GET", url: "/api/orders/:id", access: "user", sample: (c) => ({ url: `/api/orders/${c.orderId}` }) },
  {
    method: "GET",
    url: "/api/guest-orders/:id",
    access: "public",
    sample: (c) => ({ url: `/api/guest-orders/${c.orderId}?key=not-the-key` }),
  },
  {
    method: "GET",
    url: "/api/guest-orders/:id/pdf",
    access: "public",
    sample: (c) => ({ url: `/api/guest-orders/${c.orderId}/pdf?key=not-the-key` }),
  },
  {
    method: "DELETE",
    url: "/api/guest-orders/:id",
    access: "public",
    sample: (c) => ({ url: `/api/guest-orders/${c.orderId}?key=not-the-key` }),
  },
  {
    method: "GET",
    url: "/api/orders/:id/pdf",
    access: "user",
    sample: (c) => ({ url: `/api/orders/${c.orderId}/pdf` }),
  },
  {
    method: "DELETE",
    url: "/api/orders/:id",
    access: "user",
    sample: (c) => ({ url: `/api/orders/${c.orderId}` }),
  },
  { method: "GET", url: "/api/admin/orders", access: "admin", sample: () => ({ url: "/api/admin/orders" }) },
  {
    method: "GET",
    url: "/api/admin/orders/:id",
    access: "admin",
    sample: (c) => ({ url: `/api/admin/orders/${c.orderId}` }),
  },
  {
    method: "PUT",
    url: "/api/admin/orders/:id",
    access: "admin",
    sample: (c) => json(`/api/admin/orders/${c.orderId}`, { status: "Delivered", isPaid: true }),
  },
  {
    method: "DELETE",
    url: "/api/admin/orders/:id",
    access: "admin",
    sample: (c) => ({ url: `/api/admin/orders/${c.orderId}` }),
  },
  // checkout: provinces, the owner's rules, saved addresses (issue 19)
  { method: "GET", url: "/api/geo/tr", access: "public", sample: () => ({ url: "/api/geo/tr" }) },
  { method: "GET", url: "/api/checkout/rules", access: "public", sample: () => ({ url: "/api/checkout/rules" }) },
  {
    method: "GET",
    url: "/api/checkout/quote",
    access: "caller",
    sample: () => ({ url: "/api/checkout/quote?country=T%C3%BCrkiye&province=%C4%B0stanbul&assembly=true" }),
  },
  {
    method: "PUT",
    url: "/api/admin/delivery",
    access: "admin",
    sample: () =>
      json("/api/admin/delivery", {
        zones: [{ name: "Everywhere", kind: "rest-of-turkey", fee: 0 }],
        freeDeliveryThreshold: 0,
        assembly: { available: true, price: 0 },
      }),
  },
  {
    method: "PUT",
    url: "/api/admin/vat",
    access: "admin",
    sample: () => json("/api/admin/vat", { rate: 0, categoryRates: {} }),
  },
  {
    method: "PUT",
    url: "/api/admin/lead-times",
    access: "admin",
    sample: () =>
      json("/api/admin/lead-times", {
        default: {
          inStock: { min: 1, max: 1, unit: "business-days" },
          onOrder: { min: 1, max: 1, unit: "business-days" },
        },
        brands: [],
      }),
  },
  { method: "GET", url: "/api/addresses", access: "user", sample: () => ({ url: "/api/addresses" }) },
  {
    method: "POST",
    url: "/api/addresses",
    access: "user",
    sample: () => json("/api/addresses", savedAddress),
  },
  {
    method: "PUT",
    url: "/api/addresses/:id",
    access: "user",
    sample: (c) => json(`/api/addresses/${c.addressId}`, { ...savedAddress, isDefault: true }),
  },
  {
    method: "DELETE",
    url: "/api/addresses/:id",
    access: "user",
    sample: (c) => ({ url: `/api/addresses/${c.addressId}` }),
  },
  // configurator (issue 21): public definition and quotes, configured order requests, the owner's editor
  {
    method: "GET",
    url: "/api/configurators/:slug",
    access: "public",
    sample: () => ({ url: "/api/configurators/olta-classic" }),
  },
  {
    method: "POST",
    url: "/api/configurators/:slug/quote",
    access: "public",
    sample: () => json("/api/configurators/olta-classic/quote", { configuration: { size: "d220" } }),
  },
  {
    method: "POST",
    url: "/api/order-requests/configured",
    access: "public",
    sample: () =>
      json("/api/order-requests/configured", {
        configurator: "olta-classic",
        configuration: { size: "d220" },
        channel: "whatsapp",
      }),
  },
  {
    method: "GET",
    url: "/api/admin/configurators",
    access: "admin",
    sample: () => ({ url: "/api/admin/configurators" }),
  },
  {
    method: "GET",
    url: "/api/admin/configurators/:id",
    access: "admin",
    sample: (c) => ({ url: `/api/admin/configurators/${c.configuratorId}` }),
  },
  {
    method: "POST",
    url: "/api/admin/configurators",
    access: "admin",
    sample: (c) =>
      json("/api/admin/configurators", {
        slug: `forged-${c.unique()}`,
        published: true,
        definition: {
          name: "Forged",
          brand: "OLTA",
          exchangeRate: "1",
          steps: [
            {
              id: "size",
              kind: "single",
              title: { en: "Size" },
              group: "parasol",
              default: "free",
              options: [{ id: "free", label: { en: "Free" }, priceCents: 0 }],
            },
          ],
        },
      }),
  },
  {
    method: "PUT",
    url: "/api/admin/configurators/:id",
    access: "admin",
    sample: (c) => json(`/api/admin/configurators/${c.configuratorId}`, { baseVersion: 1, published: false }),
  },
  // admin dashboard, inbox, newsletter
  { method: "GET", url: "/api/admin/stats", access: "admin", sample: () => ({ url: "/api/admin/stats" }) },
  {
    method: "GET",
    url: "/api/admin/contact-messages",
    access: "admin",
    sample: () => ({ url: "/api/admin/contact-messages" }),
  },
  {
    method: "PUT",
    url: "/api/admin/contact-messages/:id",
    access: "admin",
    sample: (c) => json(`/api/admin/contact-messages/${c.messageId}`, { handled: true }),
  },
  { method: "GET", url: "/api/admin/subscribers", access: "admin", sample: () => ({ url: "/api/admin/subscribers" }) },
  {
    method: "GET",
    url: "/api/admin/subscribers/export.csv",
    access: "admin",
    sample: () => ({ url: "/api/admin/subscribers/export.csv" }),
  },
  // mail outbox
  { method: "GET", url: "/api/admin/mail", access: "admin", sample: () => ({ url: "/api/admin/mail" }) },
  { method: "GET", url: "/api/admin/mail/health", access: "admin", sample: () => ({ url: "/api/admin/mail/health" }) },
  {
    method: "GET",
    url: "/api/admin/mail/:id",
    access: "admin",
    sample: (c) => ({ url: `/api/admin/mail/${c.mailId}` }),
  },
  {
    method: "POST",
    url: "/api/admin/mail/:id/resend",
    access: "admin",
    sample: (c) => ({ url: `/api/admin/mail/${c.mailId}/resend` }),
  },
  {
    method: "POST",
    url: "/api/admin/mail/test",
    access: "admin",
    sample: () => json("/api/admin/mail/test", { to: "attacker@example.com" }),
  },
  // visitors' forms
  {
    method: "POST",
    url: "/api/subscribe",
    access: "public",
    sample: (c) => json("/api/subscribe", { email: `reader.${c.unique()}@example.com` }),
  },
  {
    method: "POST",
    url: "/api/contact",
    access: "public",
    sample: () =>
      json("/api/contact", { name: "Visitor", email: "visitor@example.com", subject: "Hi", message: "Hello" }),
  },
  {
    method: "POST",
    url: "/api/order-requests",
    access: "public",
    sample: (c) =>
      json("/api/order-requests", { productId: c.productId, color: "Cactus", packing: "1", channel: "whatsapp" }),
  },
];

export const routeKey = (method: string, url: string) => `${method} ${url}`;
