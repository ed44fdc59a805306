import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { definitionArb, rawArb } from "./__fixtures__/arbitrary.js";
import { PARASOL } from "./__fixtures__/parasol.js";
import { definitionProblems } from "./configurator-definition.js";
import type { Configuration, ConfiguratorDefinition } from "./configurator-model.js";
import {
  configurationParams,
  failedRequirement,
  isOffered,
  maxQuantityOf,
  nearestColour,
  parseConfiguration,
  resolveConfiguration,
} from "./configurator-rules.js";

const raw = (c: Partial<Configuration>): Configuration => ({ choices: {}, colours: {}, extras: {}, ...c });
const resolve = (c: Partial<Configuration>) => resolveConfiguration(PARASOL, raw(c));
const query = (q: string) => resolveConfiguration(PARASOL, parseConfiguration(PARASOL, new URLSearchParams(q)));

const DEFAULTS = {
  choices: { size: "d200", frame: "anthracite", fabric: "polyester", volant: "none", fastening: "base" },
  colours: { fabric: "cotton-white" },
  extras: {},
};

/** Every choice of a resolved configuration is valid: known, offered, in range, within its quantity. */
function expectValid(def: ConfiguratorDefinition, c: Configuration) {
  for (const step of def.steps) {
    if (step.kind === "single") {
      const option = step.options.find((o) => o.id === c.choices[step.id]);
      expect(option, step.id).toBeDefined();
      if (!option) continue;
      expect(failedRequirement(option, c), step.id).toBeUndefined();
      if (option.colours?.length) expect(option.colours.map((x) => x.id)).toContain(c.colours[step.id]);
      else expect(c.colours[step.id]).toBeUndefined();
    } else {
      for (const [id, q] of Object.entries(c.extras[step.id] ?? {})) {
        const option = step.options.find((o) => o.id === id);
        expect(option, id).toBeDefined();
        if (!option) continue;
        expect(isOffered(option, c)).toBe(true);
        expect(Number.isInteger(q) && q >= 1 && q <= maxQuantityOf(option)).toBe(true);
      }
    }
  }
}

describe("resolveConfiguration", () => {
  it("gives every step its default, without notes, when nothing is chosen", () => {
    expect(resolve({})).toEqual({ configuration: DEFAULTS, notes: [] });
  });

  it("keeps a valid configuration as it is", () => {
    const valid = raw({
      choices: { size: "d220", frame: "red-ochre", fabric: "acrylic", volant: "scalloped", fastening: "base" },
      colours: { fabric: "deep-blue" },
      extras: { accessories: { cover: 1, "base-plate": 4 } },
    });
    expect(resolveConfiguration(PARASOL, valid)).toEqual({ configuration: valid, notes: [] });
  });

  it("replaces an unknown option by the step's default, with a note", () => {
    const { configuration, notes } = resolve({ choices: { size: "d300" } });
    expect(configuration.choices.size).toBe("d200");
    expect(notes).toEqual([{ step: "size", code: "unknown-option", requested: "d300", chosen: "d200" }]);
  });

  it("replaces a fastening not offered for the size by the default, naming the requirement", () => {
    const { configuration, notes } = resolve({ choices: { size: "d220", fastening: "wall-bracket" } });
    expect(configuration.choices.fastening).toBe("base");
    expect(notes).toEqual([
      {
        step: "fastening",
        code: "unavailable-option",
        requested: "wall-bracket",
        chosen: "base",
        requirement: { step: "size", options: ["d200"] },
      },
    ]);
    expect(resolve({ choices: { size: "d200", fastening: "wall-bracket" } }).notes).toEqual([]);
  });

  it("checks requirements against the corrected earlier choices", () => {
    // Ø300 is unknown → Ø200, so the wall bracket is offered after all.
    const { configuration, notes } = resolve({ choices: { size: "d300", fastening: "wall-bracket" } });
    expect(configuration.choices.fastening).toBe("wall-bracket");
    expect(notes.map((n) => n.code)).toEqual(["unknown-option"]);
  });

  it("takes the nearest colour of the quality's range for a colour of the other quality", () => {
    // Honey (#D9A43A) is a polyester colour; of acrylic's, red ochre is the closest.
    const { configuration, notes } = resolve({ choices: { fabric: "acrylic" }, colours: { fabric: "honey" } });
    expect(configuration.colours.fabric).toBe("red-ochre");
    expect(notes).toEqual([
      { step: "fabric", code: "colour-not-in-range", requested: "honey", chosen: "red-ochre", option: "acrylic" },
    ]);
    // A colour both ranges share stays.
    expect(resolve({ choices: { fabric: "acrylic" }, colours: { fabric: "cotton-white" } }).notes).toEqual([]);
  });

  it("replaces an unknown colour by the range's first, and drops a colour where there is no choice", () => {
    expect(resolve({ colours: { fabric: "tartan" } })).toMatchObject({
      configuration: { colours: { fabric: "cotton-white" } },
      notes: [{ step: "fabric", code: "unknown-colour", requested: "tartan", chosen: "cotton-white" }],
    });
    expect(resolve({ colours: { frame: "pink" } })).toMatchObject({
      configuration: { colours: { fabric: "cotton-white" } },
      notes: [{ step: "frame", code: "no-colour-choice", requested: "pink", chosen: "", option: "anthracite" }],
    });
  });

  it("drops unknown and unavailable extras, clamps quantities and mends bad ones", () => {
    const { configuration, notes } = resolve({
      choices: { fastening: "wall-bracket" },
      extras: { accessories: { cover: 3, "base-plate": 2, umbrella: 1 } },
    });
    expect(configuration.extras).toEqual({ accessories: { cover: 1 } });
    expect(notes).toEqual([
      { step: "accessories", code: "quantity-above-maximum", requested: "cover*3", chosen: "cover*1" },
      {
        step: "accessories",
        code: "unavailable-option",
        requested: "base-plate",
        chosen: "",
        requirement: { step: "fastening", options: ["base"] },
      },
      { step: "accessories", code: "unknown-option", requested: "umbrella", chosen: "" },
    ]);
    const mended = resolve({ extras: { accessories: { cover: Number.NaN, "base-plate": 0 } } });
    expect(mended.configuration.extras).toEqual({ accessories: { cover: 1 } });
    expect(mended.notes.map((n) => n.code)).toEqual(["invalid-quantity"]);
  });

  it("cuts what it repeats of a long request to 60 characters", () => {
    const { notes } = resolve({ choices: { size: "x".repeat(500) } });
    expect(notes[0]?.requested).toHaveLength(60);
  });

  it("property: on any definition and any request, the result is valid, corrects to itself and survives the address", () => {
    fc.assert(
      fc.property(
        definitionArb.chain((def) => fc.tuple(fc.constant(def), rawArb(def))),
        ([def, input]) => {
          expect(definitionProblems(def)).toEqual([]);
          const first = resolveConfiguration(def, input);
          expectValid(def, first.configuration);
          const again = resolveConfiguration(def, first.configuration);
          expect(again).toEqual({ configuration: first.configuration, notes: [] });
          const params = configurationParams(def, first.configuration);
          const back = resolveConfiguration(def, parseConfiguration(def, new URLSearchParams(params.toString())));
          expect(back).toEqual({ configuration: first.configuration, notes: [] });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("property: a note is written exactly when the request asked for something other than what it got", () => {
    fc.assert(
      fc.property(rawArb(PARASOL), (input) => {
        const { configuration, notes } = resolveConfiguration(PARASOL, input);
        const asked = resolveConfiguration(PARASOL, configuration);
        expect(asked.notes).toEqual([]);
        if (notes.length === 0) {
          for (const [step, option] of Object.entries(input.choices))
            if (option) expect(configuration.choices[step]).toBe(option);
        }
      }),
    );
  });
});

describe("the configuration in the address", () => {
  it("reads steps, colours and extras with quantities", () => {
    const c = parseConfiguration(
      PARASOL,
      new URLSearchParams("size=D220&fabric=acrylic&fabric-colour=deep-blue&accessories=cover.base-plate*2&utm=x"),
    );
    expect(c).toEqual({
      choices: { size: "d220", fabric: "acrylic" },
      colours: { fabric: "deep-blue" },
      extras: { accessories: { cover: 1, "base-plate": 2 } },
    });
  });

  it("accepts repeated parameters, commas and an object of quantities (JSON bodies)", () => {
    expect(
      parseConfiguration(PARASOL, new URLSearchParams("accessories=cover&accessories=base-plate*3")).extras,
    ).toEqual({
      accessories: { cover: 1, "base-plate": 3 },
    });
    expect(parseConfiguration(PARASOL, { accessories: "cover,base-plate*2" }).extras).toEqual({
      accessories: { cover: 1, "base-plate": 2 },
    });
    expect(parseConfiguration(PARASOL, { accessories: { cover: 1, "base-plate": 2 }, size: "d220" })).toMatchObject({
      choices: { size: "d220" },
      extras: { accessories: { cover: 1, "base-plate": 2 } },
    });
  });

  it("marks a quantity that is not a whole number, which the correction mends", () => {
    const c = parseConfiguration(PARASOL, new URLSearchParams("accessories=base-plate*two"));
    expect(c.extras.accessories?.["base-plate"]).toBeNaN();
    expect(query("accessories=base-plate*two").configuration.extras).toEqual({ accessories: { "base-plate": 1 } });
  });

  it("writes every step in definition order, leaving out empty extras", () => {
    const { configuration } = query("accessories=base-plate*2.cover&fabric=acrylic&size=d220");
    expect(configurationParams(PARASOL, configuration).toString()).toBe(
      "size=d220&frame=anthracite&fabric=acrylic&fabric-colour=cotton-white&volant=none&fastening=base&accessories=cover.base-plate*2",
    );
    expect(configurationParams(PARASOL, resolve({}).configuration).toString()).not.toContain("accessories");
  });

  it("a hostile key is an unknown option like any other", () => {
    const { configuration, notes } = query("accessories=__proto__*2.constructor");
    expect(configuration.extras).toEqual({});
    expect(notes.map((n) => n.requested)).toEqual(["__proto__", "constructor"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("nearestColour", () => {
  it("finds the closest colour, the first on a tie", () => {
    const range = [
      { id: "a", name: "A", hex: "#000000" },
      { id: "b", name: "B", hex: "#FFFFFF" },
      { id: "c", name: "C", hex: "#000000" },
    ];
    expect(nearestColour(range, "#101010")?.id).toBe("a");
    expect(nearestColour(range, "#EEEEEE")?.id).toBe("b");
    expect(nearestColour([], "#EEEEEE")).toBeUndefined();
  });
});
