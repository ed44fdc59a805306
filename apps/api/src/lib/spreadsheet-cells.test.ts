import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { guardCell, unguardCell } from "./spreadsheet-cells.js";

describe("cells a spreadsheet would run", () => {
  it("are written as text: nothing guarded starts with a formula character", () => {
    for (const v of ["=1+1", "+1", "-2", "@SUM(A1)", "\t=x", "\r=x", '=HYPERLINK("http://x")']) {
      expect(guardCell(v)).toBe(`'${v}`);
    }
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii" }), (v) => {
        expect(guardCell(v)).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });

  it("leave every other cell exactly as it is", () => {
    for (const v of ["Cactus", "149.00", "'quoted", "", "a=b", " =leading space"]) expect(guardCell(v)).toBe(v);
  });

  it("come back exactly through the import (round trip for any text)", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "binary-ascii" }), fc.constantFrom("'=x", "''@y", "'-", "'")),
        (v) => {
          expect(unguardCell(guardCell(v))).toBe(v);
        },
      ),
      { numRuns: 500 },
    );
  });
});
