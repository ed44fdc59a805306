import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ZodType } from "zod";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { ROUTE_MATRIX, routeKey } from "../test/security-harness.js";

/*
 * Every route the store registers, collected with an onRoute hook on the real app (Fastify is
 * wrapped so the hook is in place before the first plugin registers anything). A route added
 * later without an access decision or a response schema fails here.
 */
const registered = vi.hoisted(() => [] as RouteOptions[]);

vi.mock("fastify", async (importOriginal) => {
  const original = await importOriginal<typeof import("fastify")>();
  const create = ((opts?: Parameters<typeof original.default>[0]) => {
    const app = original.default(opts);
    app.addHook("onRoute", (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: create, fastify: create };
});

interface ApiRoute {
  method: string;
  url: string;
  route: RouteOptions;
}

describe("route inventory", () => {
  let t: TestApp;
  let api: ApiRoute[];

  beforeAll(async () => {
    t = await createTestApp();
    api = registered
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
          method: String(method),
          url: route.url,
          route,
        })),
      )
      // HEAD routes are Fastify's automatic twins of GET routes; the API docs are the Swagger UI's own files.
      .filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD" && !r.url.startsWith("/api/docs"));
  });
  afterAll(() => t.close());

  it("sees the whole store", () => {
    expect(api.length).toBeGreaterThanOrEqual(ROUTE_MATRIX.length);
    expect(api.map((r) => routeKey(r.method, r.url))).toEqual(
      expect.arrayContaining(["GET /api/products", "POST /api/orders", "DELETE /api/admin/users/:id"]),
    );
  });

  it("every /api route has an entry in the access matrix, and the matrix lists no route that is gone", () => {
    const inMatrix = new Set(ROUTE_MATRIX.map((c) => routeKey(c.method, c.url)));
    const live = new Set(api.map((r) => routeKey(r.method, r.url)));
    expect(
      [...live].filter((k) => !inMatrix.has(k)),
      "routes without an access decision",
    ).toEqual([]);
    expect(
      [...inMatrix].filter((k) => !live.has(k)),
      "matrix entries without a route",
    ).toEqual([]);
  });

  it("every write route and every /api/admin route is protected in the matrix (admin, user or caller)", () => {
    const loose = ROUTE_MATRIX.filter(
      (c) => (c.method !== "GET" || c.url.startsWith("/api/admin/")) && c.access === "public",
    ).map((c) => routeKey(c.method, c.url));
    // The only writes open to everyone: signing up and in, a forgotten password, the visitors' forms, pricing a
    // configuration (which stores nothing), and cancelling a guest order with its private link's key (ADR 1907).
    expect(loose.sort()).toEqual(
      [
        "DELETE /api/guest-orders/:id",
        "POST /api/configurators/:slug/quote",
        "POST /api/contact",
        "POST /api/order-requests",
        "POST /api/order-requests/configured",
        "POST /api/subscribe",
        "POST /api/users/forgot-password",
        "POST /api/users/login",
        "POST /api/users/register",
        "POST /api/users/reset-password",
      ].sort(),
    );
    for (const c of ROUTE_MATRIX.filter((c) => c.url.startsWith("/api/admin/"))) {
      expect(c.access, routeKey(c.method, c.url)).toBe("admin");
    }
  });

  it("every /api route declares a response schema, for its success and for its errors", () => {
    const missing: string[] = [];
    for (const { method, url, route } of api) {
      const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
      const codes = Object.keys(response ?? {});
      if (!codes.some((c) => c.startsWith("2"))) missing.push(`${routeKey(method, url)}: no 2xx schema`);
      const access = ROUTE_MATRIX.find((c) => c.method === method && c.url === url)?.access;
      if (access === "admin" || access === "user") {
        if (!codes.includes("401")) missing.push(`${routeKey(method, url)}: no 401 schema`);
      }
      if (access === "admin" && !codes.includes("403")) missing.push(`${routeKey(method, url)}: no 403 schema`);
    }
    expect(missing).toEqual([]);
  });

  it("every route with input validates it: params, a strict querystring, a body for writes", () => {
    const problems: string[] = [];
    for (const { method, url, route } of api) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      if (url.includes(":") && !schema.params) problems.push(`${routeKey(method, url)}: path without a params schema`);
      const needsBody = (method === "POST" || method === "PUT") && url !== "/api/upload";
      if (needsBody && !schema.body) problems.push(`${routeKey(method, url)}: no body schema`);
      const query = schema.querystring as ZodType | undefined;
      if (query?.safeParse({ unexpectedParameter: "1" }).success) {
        problems.push(`${routeKey(method, url)}: querystring schema accepts unknown parameters`);
      }
    }
    expect(problems).toEqual([]);
  });
});
