import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JsonStore } from "./json-store.js";

/*
 * The listing store keeps each product's JSON in a file of the process (ADR 1503) and the answers
 * last read from it in a ring in memory (ADR 1522). Against a Map of the same writes: any mix of new
 * answers, answers that grow or shrink, deletions and slots that grow, given as text or as bytes,
 * through pending and written bytes, through compaction and through the ring (small here, so that
 * it wraps and pushes answers out), reads back the same bytes, also between writes.
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
            fc.record({ op: fc.constant("set" as const), slot: fc.nat(15), json: jsonArb, bytes: fc.boolean() }),
            fc.record({ op: fc.constant("delete" as const), slot: fc.nat(15) }),
            fc.record({ op: fc.constant("flush" as const) }),
            fc.record({ op: fc.constant("read" as const), slot: fc.nat(15) }),
          ),
          { maxLength: 200, size: "max" },
        ),
        fc.constantFrom(0, 128, 256, 512, 4096),
        (ops, recentBytes) => {
          const store = new JsonStore(undefined, undefined, recentBytes);
          store.grow(16);
          const model = new Map<number, string>();
          try {
            for (const o of ops) {
              if (o.op === "set") {
                store.set(o.slot, o.bytes ? new TextEncoder().encode(o.json) : o.json);
                model.set(o.slot, o.json);
              } else if (o.op === "delete") {
                store.delete(o.slot);
                model.delete(o.slot);
              } else if (o.op === "read") {
                const want = model.get(o.slot);
                if (want !== undefined) expect(store.get(o.slot).toString("utf8")).toBe(want);
              } else store.flush();
            }
            // Twice: the second read of a slot may come from the ring.
            for (let pass = 0; pass < 2; pass++) {
              for (let slot = 0; slot < 16; slot++) {
                expect(store.has(slot)).toBe(model.has(slot));
                const want = model.get(slot);
                if (want !== undefined) {
                  expect(store.get(slot).toString("utf8")).toBe(want);
                  expect(store.size(slot)).toBe(Buffer.byteLength(want));
                }
              }
            }
          } finally {
            store.close();
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("reads the right answers through a ring of recent reads that wraps many times", () => {
    fc.assert(
      fc.property(
        fc.array(jsonArb, { minLength: 1, maxLength: 40, size: "max" }),
        fc.array(fc.nat(39), { minLength: 50, maxLength: 600, size: "max" }),
        fc.constantFrom(128, 256, 512),
        (answers, reads, recentBytes) => {
          const store = new JsonStore(undefined, undefined, recentBytes);
          store.grow(answers.length);
          try {
            answers.forEach((json, slot) => {
              store.set(slot, json);
            });
            store.flush();
            for (const r of reads) {
              const slot = r % answers.length;
              const target = Buffer.alloc(store.size(slot) + 2);
              expect(store.writeTo(slot, target, 1)).toBe(store.size(slot));
              expect(target.subarray(1, 1 + store.size(slot)).toString("utf8")).toBe(answers[slot]);
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
