import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JsonStore } from "./json-store.js";

/*
 * The listing store keeps each product's JSON in a file of the process (ADR 1503). Against a Map
 * of the same writes: any mix of new answers, answers that grow or shrink, deletions and slots
 * that grow, given as text or as bytes, through pending and written bytes and through compaction,
 * reads back the same bytes.
 */

const jsonArb = fc
  .string({ unit: fc.constantFrom("a", "ş", "€", '"', "😀", "x", "{"), maxLength: 40 })
  .map((s) => JSON.stringify({ s }));

describe("JsonStore", () => {
  it("reads back what was last written to each slot, whatever the mix of writes", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            // As text (PostgreSQL) or as its UTF-8 bytes (SQLite's read worker).
            fc.record({ op: fc.constant("set" as const), slot: fc.nat(63), json: jsonArb, bytes: fc.boolean() }),
            fc.record({ op: fc.constant("delete" as const), slot: fc.nat(63) }),
            fc.record({ op: fc.constant("flush" as const) }),
          ),
          { maxLength: 200 },
        ),
        (ops) => {
          const store = new JsonStore();
          store.grow(64);
          const model = new Map<number, string>();
          try {
            for (const o of ops) {
              if (o.op === "set") {
                store.set(o.slot, o.bytes ? new TextEncoder().encode(o.json) : o.json);
                model.set(o.slot, o.json);
              } else if (o.op === "delete") {
                store.delete(o.slot);
                model.delete(o.slot);
              } else store.flush();
            }
            for (let slot = 0; slot < 64; slot++) {
              expect(store.has(slot)).toBe(model.has(slot));
              const want = model.get(slot);
              if (want !== undefined) {
                expect(store.get(slot).toString("utf8")).toBe(want);
                expect(store.size(slot)).toBe(Buffer.byteLength(want));
              }
            }
          } finally {
            store.close();
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("writes answers straight into a target and survives growing, rewriting and compaction", () => {
    const store = new JsonStore(undefined, 1 << 20);
    store.grow(2_000);
    const pad = "x".repeat(2_000);
    // Each round rewrites every slot larger (at the end of the file): left-overs pass 1 MB and the live bytes.
    for (let round = 0; round < 4; round++) {
      for (let slot = 0; slot < 2_000; slot++)
        store.set(slot, JSON.stringify({ slot, round, pad: pad + "y".repeat(round * 20) }));
    }
    for (const slot of [0, 999, 1_999]) {
      const target = Buffer.alloc(store.size(slot) + 4);
      expect(store.writeTo(slot, target, 2)).toBe(store.size(slot));
      expect(JSON.parse(target.subarray(2, 2 + store.size(slot)).toString())).toMatchObject({ slot, round: 3 });
    }
    // Four rounds of about 4 MB each were written; compaction kept the file near two rounds at most.
    expect(store.bytes()).toBeLessThan(2 * 2_000 * 2_200);
    store.close();
  });
});
