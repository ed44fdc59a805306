import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serializeOncePerObject } from "./serialize-once.js";

describe("serializeOncePerObject (ADR 1509)", () => {
  const route = (schema: z.ZodType) => ({ schema, method: "GET", url: "/api/cart", httpStatus: "200" });

  it("writes what the zod serializer writes: the schema's fields only, as JSON", () => {
    const schema = z.object({ name: z.string(), qty: z.number() });
    const serialize = serializeOncePerObject(route(schema));
    fc.assert(
      fc.property(fc.string(), fc.integer(), fc.string(), (name, qty, secret) => {
        expect(serialize({ name, qty, secret })).toBe(JSON.stringify({ name, qty }));
      }),
      { numRuns: 100, seed: 1509 },
    );
  });

  it("checks and encodes an object once, and the same object again costs nothing", () => {
    let checks = 0;
    const schema = z.object({ name: z.string().refine(() => ++checks > 0) });
    const serialize = serializeOncePerObject(route(schema));
    const kept = { name: "Luxembourg" };
    expect(serialize(kept)).toBe('{"name":"Luxembourg"}');
    expect(serialize(kept)).toBe('{"name":"Luxembourg"}');
    expect(checks).toBe(1);
    // Another object with other content is its own answer.
    expect(serialize({ name: "Alizé" })).toBe('{"name":"Alizé"}');
    expect(checks).toBe(2);
  });

  it("still refuses an answer its schema does not allow", () => {
    const serialize = serializeOncePerObject(route(z.object({ qty: z.number() })));
    expect(() => serialize({ qty: "one" })).toThrow();
  });
});
