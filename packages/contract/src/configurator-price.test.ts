import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { definitionArb, rawArb } from "./__fixtures__/arbitrary.js";
import { PARASOL } from "./__fixtures__/parasol.js";
import {
  convertCents,
  formatEuro,
  fromPrices,
  lowestFromPrice,
  optionPrice,
  quoteConfiguration,
  rateMicros,
} from "./configurator-price.js";
import { parseConfiguration, resolveConfiguration } from "./configurator-rules.js";

const quote = (q: string) =>
  quoteConfiguration(
    PARASOL,
    resolveConfiguration(PARASOL, parseConfiguration(PARASOL, new URLSearchParams(q))).configuration,
  );

describe("quoteConfiguration", () => {
  it("prices the cheapest parasol at SPEC's 'from 445.00€', with the base apart", () => {
    const q = quote("");
    expect(q.groups).toEqual({ parasol: 44_500, base: 19_900, extras: 0 });
    expect(q.totalCents).toBe(64_400);
    expect(q.lines.map((l) => [l.step, l.option, l.cents])).toEqual([
      ["size", "d200", 44_500],
      ["frame", "anthracite", 0],
      ["fabric", "polyester", 0],
      ["volant", "none", 0],
      ["fastening", "base", 19_900],
    ]);
  });

  it("adds size-dependent fabric and volant prices, special frame colours, and extras times their quantity", () => {
    const q = quote("size=d220&frame=red-ochre&fabric=acrylic&volant=scalloped&accessories=cover.base-plate*3");
    // 495 + 35 + 110 + 95 = 735.00 €; base 199.00 €; cover Ø220 55.00 € + 3 × 39.00 €
    expect(q.groups).toEqual({ parasol: 73_500, base: 19_900, extras: 5_500 + 3 * 3_900 });
    expect(q.totalCents).toBe(73_500 + 19_900 + 17_200);
    expect(q.lines.find((l) => l.option === "base-plate")).toMatchObject({
      quantity: 3,
      unitCents: 3_900,
      cents: 11_700,
    });
    expect(quote("size=d200&accessories=cover").groups.extras).toBe(4_900);
  });

  it("converts the euro total once, at the owner's rate, rounded half up to whole cents", () => {
    const q = quote("");
    expect(q.exchangeRate).toBe("1.0850");
    // 644.00 € × 1.085 = 698.74 exactly
    expect(q.shopTotalCents).toBe(69_874);
    expect(convertCents(1, "0.5")).toBe(1); // 0.5 cents → up
    expect(convertCents(1, "0.499999")).toBe(0);
    expect(convertCents(3, "0.5")).toBe(2); // 1.5 → 2
    expect(convertCents(0, "38.123456")).toBe(0);
    // Far beyond 2^53 in the intermediate product, still exact.
    expect(convertCents(999_999_999_99, "9999.999999")).toBe(999_999_999_890_000);
  });

  it("reads exchange rates as exact decimals", () => {
    expect(rateMicros("1.085")).toBe(1_085_000);
    expect(rateMicros("38")).toBe(38_000_000);
    expect(rateMicros("0.000001")).toBe(1);
    for (const bad of ["0", "0.0", "-1", "1,08", "1.0000001", "", "1e3", " 1"]) expect(rateMicros(bad), bad).toBeNull();
    expect(() => convertCents(100, "abc")).toThrow(RangeError);
  });

  it("prices an option by a step that is not chosen at 0", () => {
    expect(optionPrice({ by: "size", cents: { d200: 5 } }, { choices: {}, colours: {}, extras: {} })).toBe(0);
  });

  it("property: never negative, lines sum to groups and groups to the total, conversion within half a cent", () => {
    fc.assert(
      fc.property(
        definitionArb.chain((def) => fc.tuple(fc.constant(def), rawArb(def))),
        ([def, input]) => {
          const { configuration } = resolveConfiguration(def, input);
          const q = quoteConfiguration(def, configuration);
          for (const l of q.lines) {
            expect(l.unitCents).toBeGreaterThanOrEqual(0);
            expect(l.cents).toBe(l.unitCents * l.quantity);
          }
          expect(q.totalCents).toBe(q.lines.reduce((s, l) => s + l.cents, 0));
          expect(q.groups.parasol + q.groups.base + q.groups.extras).toBe(q.totalCents);
          expect(Number.isInteger(q.shopTotalCents) && q.shopTotalCents >= 0).toBe(true);
          const exact = (q.totalCents * (rateMicros(def.exchangeRate) ?? 0)) / 1_000_000;
          expect(Math.abs(q.shopTotalCents - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("property: conversion is monotonic in the amount", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10 ** 11 }),
        fc.nat({ max: 10 ** 11 }),
        fc.integer({ min: 1, max: 9_999_999_999 }),
        (a, b, micros) => {
          const rate = `${Math.floor(micros / 1e6)}.${String(micros % 1e6).padStart(6, "0")}`;
          if (a <= b) expect(convertCents(a, rate)).toBeLessThanOrEqual(convertCents(b, rate));
        },
      ),
    );
  });
});

describe("from prices", () => {
  it("gives the cheapest parasol per size, without base or extras", () => {
    expect(fromPrices(PARASOL)).toEqual({ d200: 44_500, d220: 49_500 });
    expect(lowestFromPrice(PARASOL)).toBe(44_500);
  });
});

describe("formatEuro", () => {
  it("writes SPEC's style and the Turkish one", () => {
    expect(formatEuro(44_500)).toBe("445.00€");
    expect(formatEuro(123_456_789)).toBe("1,234,567.89€");
    expect(formatEuro(5)).toBe("0.05€");
    expect(formatEuro(127_800, "tr")).toBe("1.278,00 €");
    expect(formatEuro(-150, "tr")).toBe("-1,50 €");
  });
});
