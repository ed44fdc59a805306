import { describe, expect, it } from "vitest";
import { PARASOL } from "./__fixtures__/parasol.js";
import { configuratorDefinitionSchema } from "./configurator.js";
import { definitionProblems } from "./configurator-definition.js";
import type { ConfiguratorDefinition } from "./configurator-model.js";

/** A copy of the test parasol changed by `edit`. */
function changed(edit: (d: ConfiguratorDefinition) => void): ConfiguratorDefinition {
  const copy = structuredClone(PARASOL);
  edit(copy);
  return copy;
}
const step = (d: ConfiguratorDefinition, id: string) => {
  const s = d.steps.find((x) => x.id === id);
  if (!s) throw new Error(id);
  return s;
};
const option = (d: ConfiguratorDefinition, stepId: string, id: string) => {
  const o = step(d, stepId).options.find((x) => x.id === id);
  if (!o) throw new Error(id);
  return o;
};

describe("definitionProblems", () => {
  it("finds nothing wrong with a sound definition", () => {
    expect(definitionProblems(PARASOL)).toEqual([]);
    expect(configuratorDefinitionSchema.safeParse(PARASOL).success).toBe(true);
  });

  it.each<[string, (d: ConfiguratorDefinition) => void, RegExp]>([
    ["no steps", (d) => d.steps.splice(0), /at least one step/],
    ["a step id twice", (d) => (step(d, "frame").id = "size"), /step "size": the id is used twice/],
    ["an option id twice", (d) => (option(d, "size", "d220").id = "d200"), /option "d200": the id is used twice/],
    ["a step id like a colour parameter", (d) => (step(d, "frame").id = "fabric-colour"), /clashes with a colour/],
    ["a role twice", (d) => (step(d, "frame").role = "size"), /role "size" is given twice/],
    ["no options", (d) => step(d, "volant").options.splice(0), /step "volant": has no options/],
    [
      "a default that is no option",
      (d) => (step(d, "volant").default = "ruffled"),
      /default must be one of its options/,
    ],
    [
      "a default with requirements",
      (d) => (step(d, "fastening").default = "wall-bracket"),
      /default must not depend on other choices/,
    ],
    [
      "a default on a multi step",
      (d) => (step(d, "accessories").default = "cover"),
      /multi-choice step has no default/,
    ],
    [
      "a requirement on a later step",
      (d) => (option(d, "size", "d220").requires = [{ step: "fastening", options: ["base"] }]),
      /requirements can point only at an earlier step/,
    ],
    [
      "a requirement naming an unknown option",
      (d) => (option(d, "fastening", "wall-bracket").requires = [{ step: "size", options: ["d999"] }]),
      /"d999" is not an option of step "size"/,
    ],
    [
      "a requirement naming no option",
      (d) => (option(d, "fastening", "wall-bracket").requires = [{ step: "size", options: [] }]),
      /names no option/,
    ],
    [
      "a price by a later step",
      (d) => (option(d, "size", "d200").priceCents = { by: "volant", cents: { none: 1, scalloped: 2 } }),
      /prices can depend only on an earlier single-choice step/,
    ],
    [
      "a price by a multi step",
      (d) => {
        d.steps.push({
          ...structuredClone(step(d, "volant")),
          id: "last",
          options: [{ id: "x", label: { en: "X" }, priceCents: { by: "accessories", cents: {} } }],
          default: "x",
        });
      },
      /prices can depend only on an earlier single-choice step/,
    ],
    [
      "a size without a price",
      (d) => (option(d, "volant", "scalloped").priceCents = { by: "size", cents: { d200: 1 } }),
      /no price for "d220" of step "size"/,
    ],
    [
      "a price for an unknown size",
      (d) => (option(d, "volant", "scalloped").priceCents = { by: "size", cents: { d200: 1, d220: 2, d250: 3 } }),
      /a price for "d250", not an option of "size"/,
    ],
    ["a negative price", (d) => (option(d, "frame", "red-ochre").priceCents = -100), /whole cents from 0/],
    ["a fractional price", (d) => (option(d, "frame", "red-ochre").priceCents = 10.5), /whole cents from 0/],
    [
      "a negative price by size",
      (d) => (option(d, "volant", "scalloped").priceCents = { by: "size", cents: { d200: -1, d220: 2 } }),
      /whole cents from 0/,
    ],
    [
      "a colour id twice",
      (d) => {
        const colours = option(d, "fabric", "acrylic").colours ?? [];
        colours.push({ ...(colours[0] as { id: string; name: string; hex: string }) });
      },
      /colour "cotton-white": the id is used twice/,
    ],
    [
      "colours on a multi step",
      (d) => (option(d, "accessories", "cover").colours = [{ id: "a", name: "A", hex: "#000000" }]),
      /colour ranges belong to single-choice steps/,
    ],
    [
      "a quantity on a single step",
      (d) => (option(d, "size", "d200").maxQuantity = 2),
      /quantities belong to multi-choice/,
    ],
    ["a bad id", (d) => (option(d, "size", "d200").id = "D 200"), /lower-case words/],
  ])("refuses %s", (_name, edit, pattern) => {
    const def = changed(edit);
    expect(definitionProblems(def).join("\n")).toMatch(pattern);
  });
});

describe("configuratorDefinitionSchema", () => {
  const parse = (d: unknown) => configuratorDefinitionSchema.safeParse(d);
  const messages = (d: unknown) => {
    const r = parse(d);
    return r.success ? "" : r.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("\n");
  };

  it("refuses unknown fields, bad colours, rates and oversized lists", () => {
    expect(messages({ ...PARASOL, discount: 10 })).toMatch(/discount/);
    expect(messages(changed((d) => (option(d, "frame", "anthracite").hex = "grey")))).toMatch(/#1F2A44/);
    expect(messages({ ...PARASOL, exchangeRate: "0" })).toMatch(/more than 0/);
    expect(messages({ ...PARASOL, exchangeRate: "1,085" })).toMatch(/decimal number/);
    expect(messages({ ...PARASOL, exchangeRate: 1.085 })).toMatch(/exchangeRate/);
    const many = changed((d) => {
      for (let i = 0; i < 12; i++) d.steps.push({ ...structuredClone(step(d, "frame")), id: `extra-${i}` });
    });
    expect(messages(many)).toMatch(/steps/);
  });

  it("reports the cross-reference problems as issues too", () => {
    expect(messages(changed((d) => (step(d, "volant").default = "ruffled")))).toMatch(
      /default must be one of its options/,
    );
  });

  it("does not throw on input of the wrong shape", () => {
    for (const bad of [
      null,
      1,
      "x",
      [],
      {},
      { steps: "no" },
      { ...PARASOL, steps: [{}] },
      { ...PARASOL, steps: [null] },
    ])
      expect(parse(bad).success).toBe(false);
  });
});
