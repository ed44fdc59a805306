/**
 * Pure edits of a configurator definition for /admin/configurator (issue 21): prices typed in
 * euros, a price that varies by an earlier step, allowed combinations, colour ranges, options
 * added and removed. The server checks the result again (schema and `definitionProblems`).
 */
import type {
  ColourChoice,
  ConfiguratorDefinition,
  ConfiguratorOption,
  ConfiguratorStep,
  OptionPrice,
} from "@avlu/contract/configurator-model";
import type { Translate } from "../../i18n/use-t";

/** Euros as typed ("445", "445.5", "445,50": one decimal separator, at most 2 decimals) → cents; null otherwise. */
export function eurosToCents(input: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(input);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

export const centsToEuros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** Earlier single-choice steps an option's price or rules may depend on. */
export function earlierSingleSteps(def: ConfiguratorDefinition, stepId: string): ConfiguratorStep[] {
  const index = def.steps.findIndex((s) => s.id === stepId);
  return def.steps.slice(0, Math.max(0, index)).filter((s) => s.kind === "single");
}

function mapOption(
  def: ConfiguratorDefinition,
  stepId: string,
  optionId: string,
  edit: (o: ConfiguratorOption) => ConfiguratorOption,
): ConfiguratorDefinition {
  return {
    ...def,
    steps: def.steps.map((s) =>
      s.id === stepId ? { ...s, options: s.options.map((o) => (o.id === optionId ? edit(o) : o)) } : s,
    ),
  };
}

export function updateOption(
  def: ConfiguratorDefinition,
  stepId: string,
  optionId: string,
  patch: Partial<ConfiguratorOption>,
): ConfiguratorDefinition {
  return mapOption(def, stepId, optionId, (o) => ({ ...o, ...patch }));
}

export function updateStep(
  def: ConfiguratorDefinition,
  stepId: string,
  patch: Partial<ConfiguratorStep>,
): ConfiguratorDefinition {
  return { ...def, steps: def.steps.map((s) => (s.id === stepId ? { ...s, ...patch } : s)) };
}

/**
 * The price set to vary by `by` (one figure per option of that step, all starting at the current
 * lowest figure), or back to one figure (the lowest of the varying ones).
 */
export function priceVaryingBy(def: ConfiguratorDefinition, price: OptionPrice, by: string | null): OptionPrice {
  const figures = typeof price === "number" ? [price] : Object.values(price.cents);
  const base = figures.length > 0 ? Math.min(...figures) : 0;
  if (by === null) return base;
  const step = def.steps.find((s) => s.id === by);
  const old = typeof price === "number" ? {} : price.by === by ? price.cents : {};
  return { by, cents: Object.fromEntries((step?.options ?? []).map((o) => [o.id, old[o.id] ?? base])) };
}

/** One figure of a price: the single figure, or the one for option `key` of the step it varies by. */
export function withPriceCents(price: OptionPrice, cents: number, key?: string): OptionPrice {
  if (typeof price === "number" || key === undefined) return cents;
  return { by: price.by, cents: { ...price.cents, [key]: cents } };
}

/** Whether `option` requires `required` of step `step` (an option with no requirement on that step is offered with all). */
export function requires(option: ConfiguratorOption, step: string, required: string): boolean {
  return (option.requires ?? []).some((r) => r.step === step && r.options.includes(required));
}

/** Turns one "offered only with" box on or off; a step with no box ticked puts no condition. */
export function toggleRequirement(
  option: ConfiguratorOption,
  step: string,
  required: string,
  on: boolean,
): ConfiguratorOption {
  const others = (option.requires ?? []).filter((r) => r.step !== step);
  const current = (option.requires ?? []).find((r) => r.step === step)?.options ?? [];
  const next = on ? [...new Set([...current, required])] : current.filter((o) => o !== required);
  const requiresList = next.length > 0 ? [...others, { step, options: next }] : others;
  const { requires: _, ...rest } = option;
  return requiresList.length > 0 ? { ...rest, requires: requiresList } : rest;
}

/** A colour range as the owner types it: one colour a line, "Name #RRGGBB" (the id follows from the name). */
export function colourLines(range: readonly ColourChoice[] | undefined): string {
  return (range ?? []).map((c) => `${c.name} ${c.hex}`).join("\n");
}

export const idFromName = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);

/**
 * Reads the typed range back; lines that are not "Name #RRGGBB" are reported (in `t`'s words),
 * never dropped silently.
 */
export function parseColourLines(text: string, t: Translate): { colours: ColourChoice[]; errors: string[] } {
  const colours: ColourChoice[] = [];
  const errors: string[] = [];
  for (const [i, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^(.+?)\s+(#[0-9a-fA-F]{6})$/.exec(line);
    const id = m?.[1] ? idFromName(m[1]) : "";
    if (!m?.[1] || !m[2] || !id) {
      errors.push(t("admin.steps.colourLineInvalid", { line: i + 1 }));
      continue;
    }
    if (colours.some((c) => c.id === id)) {
      errors.push(t("admin.steps.colourLineTwice", { line: i + 1, name: m[1] }));
      continue;
    }
    colours.push({ id, name: m[1].trim(), hex: m[2].toUpperCase() });
  }
  return { colours, errors };
}

/** A new option at the end of a step (price 0, no conditions); null when the id is empty or taken. */
export function addOption(def: ConfiguratorDefinition, stepId: string, label: string): ConfiguratorDefinition | null {
  const id = idFromName(label);
  const step = def.steps.find((s) => s.id === stepId);
  if (!id || !step || step.options.some((o) => o.id === id)) return null;
  const option: ConfiguratorOption = {
    id,
    label: { en: label.trim() },
    priceCents: 0,
    ...(step.kind === "multi" ? { maxQuantity: 1 } : {}),
  };
  return updateStep(def, stepId, { options: [...step.options, option] });
}

/**
 * The step without the option, and without every rule and price figure that named it (a rule
 * left with no option drops, so what it guarded is offered with everything).
 */
export function removeOption(def: ConfiguratorDefinition, stepId: string, optionId: string): ConfiguratorDefinition {
  return {
    ...def,
    steps: def.steps.map((s) => ({
      ...s,
      options: s.options
        .filter((o) => !(s.id === stepId && o.id === optionId))
        .map((o) => {
          let next = o;
          for (const r of o.requires ?? [])
            if (r.step === stepId) next = toggleRequirement(next, stepId, optionId, false);
          if (typeof next.priceCents !== "number" && next.priceCents.by === stepId) {
            const { [optionId]: _, ...cents } = next.priceCents.cents;
            next = { ...next, priceCents: { by: stepId, cents } };
          }
          return next;
        }),
    })),
  };
}
