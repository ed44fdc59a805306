import fc from "fast-check";
import type {
  Configuration,
  ConfiguratorDefinition,
  ConfiguratorOption,
  ConfiguratorStep,
  OptionPrice,
} from "../configurator-model.js";

/**
 * Random definitions that pass `definitionProblems`: 1–5 steps of 1–5 options, prices flat or by
 * an earlier single step, requirements on earlier steps (never on a step's first option, the
 * default), colour ranges, quantities — the shapes an owner can save.
 */
export const definitionArb: fc.Arbitrary<ConfiguratorDefinition> = fc
  .record({
    kinds: fc.array(fc.constantFrom("single", "single", "multi") as fc.Arbitrary<"single" | "multi">, {
      minLength: 1,
      maxLength: 5,
    }),
    sizes: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 5, maxLength: 5 }),
    seed: fc.array(fc.nat({ max: 1_000_000 }), { minLength: 200, maxLength: 200 }),
    rate: fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 999_999 })),
  })
  .map(({ kinds, sizes, seed, rate }) => {
    let i = 0;
    const next = (n: number) => (seed[i++ % seed.length] as number) % n;
    const steps: ConfiguratorStep[] = [];
    kinds.forEach((kind, s) => {
      const earlier = steps.slice();
      const earlierSingle = earlier.filter((e) => e.kind === "single");
      const options: ConfiguratorOption[] = [];
      const count = sizes[s] ?? 1;
      for (let o = 0; o < count; o++) {
        let priceCents: OptionPrice = next(200_000);
        const by = earlierSingle.length && next(3) === 0 ? earlierSingle[next(earlierSingle.length)] : undefined;
        if (by) priceCents = { by: by.id, cents: Object.fromEntries(by.options.map((x) => [x.id, next(100_000)])) };
        const option: ConfiguratorOption = { id: `o${s}-${o}`, label: { en: `Option ${s}.${o}` }, priceCents };
        const target = earlier.length && o > 0 && next(2) === 0 ? earlier[next(earlier.length)] : undefined;
        if (target) {
          const picks = target.options.filter(() => next(2) === 0).map((x) => x.id);
          option.requires = [{ step: target.id, options: picks.length ? picks : [target.options[0]?.id ?? ""] }];
        }
        if (kind === "single" && next(3) === 0) {
          option.colours = Array.from({ length: 1 + next(4) }, (_, c) => ({
            id: `c${next(6)}-${c}`,
            name: `Colour ${c}`,
            hex: `#${next(0xffffff).toString(16).padStart(6, "0")}`,
          }));
        }
        if (kind === "multi") option.maxQuantity = 1 + next(5);
        options.push(option);
      }
      steps.push({
        id: `s${s}`,
        kind,
        title: { en: `Step ${s}`, tr: `Adım ${s}` },
        group: (["parasol", "base", "extras"] as const)[next(3)] ?? "parasol",
        ...(kind === "single" ? { default: options[0]?.id } : {}),
        options,
      });
    });
    return {
      name: "Random",
      brand: "OLTA",
      exchangeRate: `${rate[0]}.${String(rate[1]).padStart(6, "0")}`,
      steps,
    } satisfies ConfiguratorDefinition;
  });

const token = fc.oneof(
  fc.constantFrom("", "x", "unknown", "__proto__", "constructor", "D200", " d220 "),
  fc.string({ maxLength: 12 }),
);

/** Raw configurations for a definition: mostly its own ids (valid or not together), some garbage. */
export function rawArb(def: ConfiguratorDefinition): fc.Arbitrary<Configuration> {
  const optionIds = def.steps.flatMap((s) => s.options.map((o) => o.id));
  const colourIds = def.steps.flatMap((s) => s.options.flatMap((o) => (o.colours ?? []).map((c) => c.id)));
  const id = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...optionIds) }, { weight: 1, arbitrary: token });
  const colour = colourIds.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...colourIds) }, { weight: 1, arbitrary: token })
    : token;
  const quantity = fc.oneof(fc.integer({ min: -3, max: 120 }), fc.constant(Number.NaN), fc.double({ min: 0, max: 9 }));
  const entries = def.steps.map((step) =>
    fc.record({
      choice: fc.option(id, { nil: undefined }),
      colour: fc.option(colour, { nil: undefined }),
      extras: fc.array(fc.tuple(id, quantity), { maxLength: 6 }),
      step: fc.constant(step),
    }),
  );
  return fc.tuple(...entries).map((list) => {
    const raw: Configuration = { choices: {}, colours: {}, extras: {} };
    for (const e of list) {
      if (e.step.kind === "single") {
        if (e.choice !== undefined) raw.choices[e.step.id] = e.choice;
        if (e.colour !== undefined) raw.colours[e.step.id] = e.colour;
      } else if (e.extras.length) {
        raw.extras[e.step.id] = Object.fromEntries(e.extras);
      }
    }
    return raw;
  });
}
