import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { patchAt } from "./patch-at";

describe("patchAt", () => {
  it("changes only the item at the index, by the patch, and keeps the list's length and the others", () => {
    const row = fc.record({ name: fc.string(), rate: fc.integer() });
    fc.assert(
      fc.property(fc.array(row), fc.nat(), fc.record({ rate: fc.integer() }), (list, k, patch) => {
        const index = list.length > 0 ? k % list.length : 0;
        const before = structuredClone(list);
        const after = patchAt(list, index, patch);
        expect(list).toEqual(before);
        expect(after).toHaveLength(list.length);
        after.forEach((item, n) => {
          if (n === index) expect(item).toEqual({ ...list[n], ...patch });
          else expect(item).toBe(list[n]);
        });
      }),
    );
  });
});
