import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CatalogIndex } from "./catalog-index.js";
import { perVersion } from "./memo.js";

describe("results remembered per index version (ADR 1506)", () => {
  it("answers as computing afresh would, computes a key once per version and keeps at most `size` keys", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.oneof(fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h", "i", "j"), fc.constant(null)), {
          maxLength: 200,
        }),
        (size, steps) => {
          const index = new CatalogIndex();
          const remember = perVersion<string>(size);
          const computed: string[] = [];
          let kept: string[] = [];
          for (const key of steps) {
            if (key === null) {
              index.version++; // a change: everything is forgotten
              kept = [];
              continue;
            }
            const value = remember(index, key, () => {
              computed.push(key);
              return `${key}@${index.version}`;
            });
            expect(value).toBe(`${key}@${index.version}`);
            if (!kept.includes(key)) {
              expect(computed.at(-1)).toBe(key);
              kept.push(key);
              if (kept.length > size) kept.shift();
            }
          }
          const computedNow = computed.length;
          // What is kept is not computed again; another index has its own.
          for (const key of kept) remember(index, key, () => "again");
          expect(computed).toHaveLength(computedNow);
          expect(remember(new CatalogIndex(), "a", () => "other")).toBe("other");
        },
      ),
      { numRuns: 200, seed: 15_064 },
    );
  });
});
