import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAmount } from "./format.js";

describe("parseAmount", () => {
  /** Each text as typed, and the amount it is read as. */
  const expectReads = (cases: Array<[typed: string, amount: number]>) => {
    for (const [typed, amount] of cases) expect(parseAmount(typed), typed).toBe(amount);
  };

  it("reads a decimal point and a Turkish decimal comma alike (issue 14: 12,50 was refused)", () => {
    expectReads([
      ["12,50", 12.5],
      ["12.50", 12.5],
      [" 1299 ", 1299],
      ["0,5", 0.5],
    ]);
  });

  it("reads grouped thousands in either convention", () => {
    expectReads([
      ["1.299,90", 1299.9],
      ["1,299.90", 1299.9],
      ["1 299,90", 1299.9],
      ["12.345.678,05", 12345678.05],
      ["1.299", 1299],
      ["1,299", 1299],
    ]);
  });

  it("refuses what is not an amount", () => {
    for (const bad of [
      "",
      "abc",
      "-5",
      "1.2.3",
      "12,345,6",
      "1.299.90,5",

      "1e3",
      ".5",
      "5.",
      "1,29,90",
      "NaN",
    ]) {
      expect(parseAmount(bad), bad).toBeNull();
    }
  });

  it("gives back any amount written with a point or a comma, grouped or not", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.boolean(), fc.boolean(), (cents, comma, group) => {
        const whole = Math.floor(cents / 100).toString();
        const fraction = (cents % 100).toString().padStart(2, "0");
        const grouping = comma ? "." : ",";
        const wholeText = group ? whole.replace(/\B(?=(\d{3})+$)/g, grouping) : whole;
        const text = `${wholeText}${comma ? "," : "."}${fraction}`;
        expect(parseAmount(text)).toBe(cents / 100);
      }),
    );
  });
});
