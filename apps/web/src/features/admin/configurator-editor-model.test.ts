import { PARASOL } from "@avlu/contract/__fixtures__/parasol";
import { definitionProblems } from "@avlu/contract/configurator-definition";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testT } from "../../test/i18n";
import {
  addOption,
  centsToEuros,
  colourLines,
  eurosToCents,
  parseColourLines,
  priceVaryingBy,
  removeOption,
  requires,
  toggleRequirement,
  withPriceCents,
} from "./configurator-editor-model";

const option = (step: string, id: string) =>
  PARASOL.steps
    .find((s) => s.id === step)
    ?.options.find((o) => o.id === id) as (typeof PARASOL.steps)[number]["options"][number];

describe("prices typed in euros", () => {
  it("reads euros with a dot or comma and at most 2 decimals", () => {
    expect(eurosToCents("445")).toBe(44_500);
    expect(eurosToCents("445.5")).toBe(44_550);
    expect(eurosToCents(" 12,05 ")).toBe(1_205);
    for (const bad of ["", "-1", "1.234,50", "4.555", "abc", "1e3"]) expect(eurosToCents(bad)).toBeNull();
  });
  it("writes and reads back every amount exactly", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999 }), (c) => eurosToCents(centsToEuros(c)) === c));
  });
});

describe("price by an earlier step", () => {
  it("splits one figure into one per size, and joins them back to the lowest", () => {
    const split = priceVaryingBy(PARASOL, 3_900, "size");
    expect(split).toEqual({ by: "size", cents: { d200: 3_900, d220: 3_900 } });
    expect(withPriceCents(split, 4_500, "d220")).toEqual({ by: "size", cents: { d200: 3_900, d220: 4_500 } });
    expect(priceVaryingBy(PARASOL, { by: "size", cents: { d200: 9_000, d220: 11_000 } }, null)).toBe(9_000);
  });
});

describe("allowed combinations", () => {
  it("ticks and unticks a requirement; none ticked means always offered", () => {
    const wall = option("fastening", "wall-bracket");
    expect(requires(wall, "size", "d200")).toBe(true);
    const both = toggleRequirement(wall, "size", "d220", true);
    expect(both.requires).toEqual([{ step: "size", options: ["d200", "d220"] }]);
    const none = toggleRequirement(toggleRequirement(both, "size", "d200", false), "size", "d220", false);
    expect(none.requires).toBeUndefined();
  });
  it("removing an option drops the rules and price figures that named it, and the definition stays valid", () => {
    const def = removeOption(PARASOL, "size", "d200");
    expect(def.steps[0]?.options.map((o) => o.id)).toEqual(["d220"]);
    const wall = def.steps.find((s) => s.id === "fastening")?.options.find((o) => o.id === "wall-bracket");
    expect(wall?.requires).toBeUndefined();
    const acrylic = def.steps.find((s) => s.id === "fabric")?.options.find((o) => o.id === "acrylic");
    expect(acrylic?.priceCents).toEqual({ by: "size", cents: { d220: 11_000 } });
    // d200 was the size step's default: the owner must pick another before saving (the server says so).
    expect(
      definitionProblems({ ...def, steps: def.steps.map((s) => (s.id === "size" ? { ...s, default: "d220" } : s)) }),
    ).toEqual([]);
  });
  it("adds an option with an id from its name, never twice", () => {
    const def = addOption(PARASOL, "accessories", "LED lighting") ?? PARASOL;
    expect(def.steps.at(-1)?.options.at(-1)).toEqual({
      id: "led-lighting",
      label: { en: "LED lighting" },
      priceCents: 0,
      maxQuantity: 1,
    });
    expect(addOption(def, "accessories", "LED  lighting")).toBeNull();
    expect(addOption(def, "accessories", "  ")).toBeNull();
  });
});

describe("colour ranges", () => {
  it("reads 'Name #hex' lines back into the range they were written from", () => {
    const acrylic = option("fabric", "acrylic");
    expect(parseColourLines(colourLines(acrylic.colours), testT())).toEqual({ colours: acrylic.colours, errors: [] });
  });
  it("reports lines it cannot read", () => {
    expect(parseColourLines("Honey #D9A43A\nred\nHoney #000000", testT()).errors).toEqual([
      "Line 2: write a name and a colour like #1F2A44",
      "Line 3: Honey is listed twice",
    ]);
  });
});
