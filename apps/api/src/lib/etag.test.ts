import { createHash } from "node:crypto";
import fc from "fast-check";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import xxhash from "xxhash-wasm";
import { etagOf, ifNoneMatch } from "./etag.js";

const asking = (ifNoneMatchHeader?: string) =>
  ({ headers: ifNoneMatchHeader === undefined ? {} : { "if-none-match": ifNoneMatchHeader } }) as FastifyRequest;

describe("etagOf (ADR 1523)", () => {
  it("is XXH64 with seed 0 in hex, quoted (the reference's own test values)", () => {
    expect(etagOf("")).toBe('"ef46db3751d8e999"');
    expect(etagOf("abc")).toBe('"44bc2cf5ad770999"');
    expect(etagOf(Buffer.from("abc"))).toBe('"44bc2cf5ad770999"');
  });

  it("gives a text and its UTF-8 bytes one tag, equal bodies equal tags, different bodies different tags", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), fc.string({ maxLength: 300 }), (a, b) => {
        const tag = etagOf(a);
        expect(tag).toMatch(/^"[0-9a-f]{16}"$/);
        expect(etagOf(Buffer.from(a))).toBe(tag);
        if (a !== b) expect(etagOf(b)).not.toBe(tag);
      }),
      { numRuns: 500, seed: 1523 },
    );
  });

  it("hashes a body larger than one part in parts, with the tag of the whole", async () => {
    const { h64Raw } = await xxhash();
    // Bytes that do not repeat with the part size (256 KiB): SHA-256 of a counter.
    const blocks: Buffer[] = [];
    for (let k = 0; blocks.length * 32 < 700_000; k++) blocks.push(createHash("sha256").update(String(k)).digest());
    const large = Buffer.concat(blocks);
    for (const size of [256 * 1024 - 1, 256 * 1024, 256 * 1024 + 1, 512 * 1024, 512 * 1024 + 7, 700_000]) {
      const body = large.subarray(0, size);
      expect(etagOf(body), String(size)).toBe(`"${h64Raw(body).toString(16).padStart(16, "0")}"`);
    }
    const changed = Buffer.from(large);
    changed[changed.length - 1] = (changed[changed.length - 1] as number) ^ 1;
    expect(etagOf(changed)).not.toBe(etagOf(large));
  });
});

describe("ifNoneMatch", () => {
  const tag = etagOf("a body");
  it("matches the tag alone, weak, or among others, and nothing else", () => {
    for (const header of [tag, `W/${tag}`, `"other", ${tag}`, `${tag} ,"other"`])
      expect(ifNoneMatch(asking(header), tag)).toBe(true);
    for (const header of [undefined, "", '"other"', tag.slice(1, -1), `${tag}x`])
      expect(ifNoneMatch(asking(header), tag)).toBe(false);
  });
});
