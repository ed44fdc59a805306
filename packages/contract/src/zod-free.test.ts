import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as cart from "./cart.js";
import * as cartConstants from "./cart-constants.js";
import * as catalog from "./catalog.js";
import * as catalogConstants from "./catalog-constants.js";
import * as common from "./common.js";
import * as format from "./format.js";
import * as orders from "./orders.js";
import * as ordersConstants from "./orders-constants.js";
import * as users from "./users.js";
import * as usersConstants from "./users-constants.js";

/**
 * The storefront imports these modules so that its pages do not load zod (~26 KB gzip). Each may
 * import only other zod-free modules (type-only imports are erased and do not count).
 */
const ZOD_FREE = [
  "format",
  "catalog-constants",
  "variants",
  "cart-constants",
  "orders-constants",
  "users-constants",
  "paths",
  "listing",
  "page-head",
  "terms",
  "catalog-texts",
  "tr-address",
  "vat",
  "delivery",
  "lead-time",
  "configurator-model",
  "configurator-rules",
  "configurator-price",
  "configurator-messages",
  "configurator-definition",
  "order-request-texts",
  "order-charges",
];

function valueImports(module: string): string[] {
  const source = readFileSync(new URL(`./${module}.ts`, import.meta.url), "utf8");
  const specifiers: string[] = [];
  for (const m of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)";/gms)) {
    if (!m[1] && m[2]) specifiers.push(m[2]);
  }
  return specifiers;
}

describe("zod-free contract modules", () => {
  it.each(ZOD_FREE)("%s imports neither zod nor a module that does", (module) => {
    for (const specifier of valueImports(module)) {
      expect(specifier, `${module}.ts imports ${specifier}`).toMatch(/^\.\//);
      expect(ZOD_FREE, `${module}.ts imports ${specifier}`).toContain(specifier.replace(/^\.\/|\.js$/g, ""));
    }
  });

  it("the schema modules still export the same values, so server imports keep working", () => {
    for (const [schemaModule, constants] of [
      [common, format],
      [catalog, catalogConstants],
      [cart, cartConstants],
      [orders, ordersConstants],
      [users, usersConstants],
    ] as const) {
      for (const [name, value] of Object.entries(constants)) {
        expect((schemaModule as Record<string, unknown>)[name], name).toBe(value);
      }
    }
  });
});
