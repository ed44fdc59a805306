/**
 * The checks a configurator definition must pass before it is saved, beyond its shape (which the
 * zod schema in `configurator.ts` checks): ids, references between steps, prices, defaults.
 * Zod-free, so the admin screen can show the same problems while the owner edits.
 */
import {
  CONFIGURATOR_ID_MAX,
  CONFIGURATOR_ID_PATTERN,
  CONFIGURATOR_LIMITS,
  type ConfiguratorDefinition,
  type ConfiguratorOption,
  type ConfiguratorStep,
  colourParam,
  findOption,
} from "./configurator-model.js";

/** What is wrong with a definition beyond its shape (ids, references, prices); [] when it can be saved. */
export function definitionProblems(def: ConfiguratorDefinition): string[] {
  const problems: string[] = [];
  const seen = new Map<string, ConfiguratorStep>();
  const idOk = (id: string) => id.length <= CONFIGURATOR_ID_MAX && CONFIGURATOR_ID_PATTERN.test(id);
  if (def.steps.length === 0) problems.push("a configurator needs at least one step");
  const roles = new Set<string>();
  for (const step of def.steps) {
    const where = `step "${step.id}"`;
    if (!idOk(step.id)) problems.push(`${where}: the id must be lower-case words joined by "-"`);
    if (seen.has(step.id)) problems.push(`${where}: the id is used twice`);
    if (def.steps.some((s) => colourParam(s.id) === step.id)) problems.push(`${where}: the id clashes with a colour`);
    if (step.role) {
      if (roles.has(step.role)) problems.push(`${where}: the role "${step.role}" is given twice`);
      roles.add(step.role);
    }
    if (step.options.length === 0) problems.push(`${where}: has no options`);
    const optionIds = new Set<string>();
    for (const option of step.options) {
      const at = `${where}, option "${option.id}"`;
      if (!idOk(option.id)) problems.push(`${at}: the id must be lower-case words joined by "-"`);
      if (optionIds.has(option.id)) problems.push(`${at}: the id is used twice`);
      optionIds.add(option.id);
      problems.push(...optionProblems(step, option, at, seen));
    }
    if (step.kind === "single") {
      const fallback = findOption(step, step.default);
      if (!fallback) problems.push(`${where}: the default must be one of its options`);
      else if ((fallback.requires ?? []).length > 0)
        problems.push(`${where}: the default must not depend on other choices`);
    } else if (step.default !== undefined) {
      problems.push(`${where}: a multi-choice step has no default`);
    }
    seen.set(step.id, step);
  }
  return problems;
}

function optionProblems(
  step: ConfiguratorStep,
  option: ConfiguratorOption,
  at: string,
  earlier: Map<string, ConfiguratorStep>,
): string[] {
  const problems: string[] = [];
  const priceOk = (c: number) => Number.isInteger(c) && c >= 0 && c <= CONFIGURATOR_LIMITS.priceCents;
  if (typeof option.priceCents === "number") {
    if (!priceOk(option.priceCents)) problems.push(`${at}: the price must be whole cents from 0`);
  } else {
    const by = earlier.get(option.priceCents.by);
    if (by?.kind !== "single") {
      problems.push(`${at}: prices can depend only on an earlier single-choice step`);
    } else {
      const keys = Object.keys(option.priceCents.cents);
      for (const o of by.options)
        if (!keys.includes(o.id)) problems.push(`${at}: no price for "${o.id}" of step "${by.id}"`);
      for (const k of keys)
        if (!findOption(by, k)) problems.push(`${at}: a price for "${k}", not an option of "${by.id}"`);
      for (const c of Object.values(option.priceCents.cents))
        if (!priceOk(c)) problems.push(`${at}: the price must be whole cents from 0`);
    }
  }
  for (const req of option.requires ?? []) {
    const target = earlier.get(req.step);
    if (!target) {
      problems.push(`${at}: requirements can point only at an earlier step ("${req.step}" is not one)`);
      continue;
    }
    if (req.options.length === 0) problems.push(`${at}: a requirement on "${req.step}" names no option`);
    for (const o of req.options)
      if (!findOption(target, o)) problems.push(`${at}: "${o}" is not an option of step "${req.step}"`);
  }
  const colourIds = new Set<string>();
  for (const c of option.colours ?? []) {
    if (!CONFIGURATOR_ID_PATTERN.test(c.id)) problems.push(`${at}, colour "${c.id}": the id must be lower-case words`);
    if (colourIds.has(c.id)) problems.push(`${at}, colour "${c.id}": the id is used twice`);
    colourIds.add(c.id);
  }
  if (step.kind === "multi" && (option.colours ?? []).length > 0)
    problems.push(`${at}: colour ranges belong to single-choice steps`);
  if (step.kind === "single" && option.maxQuantity !== undefined)
    problems.push(`${at}: quantities belong to multi-choice steps`);
  return problems;
}
