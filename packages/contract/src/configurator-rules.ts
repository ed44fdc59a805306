/**
 * Which choices are valid, and how invalid ones are corrected (issue 21, ADR 2101). Zod-free.
 *
 * A definition is checked once, when the owner saves it (`definitionProblems`); shoppers'
 * configurations are corrected, never refused (`resolveConfiguration`): every choice that is
 * unknown, not offered with the earlier choices, or out of range becomes the nearest valid one,
 * and a note says what changed. Requirements and price dependencies point only at EARLIER steps,
 * so the correction is one pass in step order, always ends, and a corrected configuration
 * corrects to itself.
 */
import {
  type ColourChoice,
  type Configuration,
  type ConfiguratorDefinition,
  type ConfiguratorOption,
  type ConfiguratorStep,
  colourParam,
  findOption,
  type Requirement,
} from "./configurator-model.js";

export type NoteCode =
  | "unknown-option"
  | "unavailable-option"
  | "unknown-colour"
  | "colour-not-in-range"
  | "no-colour-choice"
  | "invalid-quantity"
  | "quantity-above-maximum";

/** One correction made to a shopper's configuration. */
export interface ConfigurationNote {
  step: string;
  code: NoteCode;
  /** What was asked for (an option id, a colour id, a quantity), cut to 60 characters. */
  requested: string;
  /** What was chosen instead ("" when the choice was dropped). */
  chosen: string;
  /** For unavailable options: the requirement that failed. */
  requirement?: Requirement;
  /** For colour notes: the option whose colour range applies. */
  option?: string;
}

export interface Resolution {
  configuration: Configuration;
  notes: ConfigurationNote[];
}

/** Whether a requirement holds for what is chosen so far. */
export function requirementMet(req: Requirement, config: Configuration): boolean {
  const single = config.choices[req.step];
  if (single !== undefined) return req.options.includes(single);
  const extras = config.extras[req.step] ?? {};
  return req.options.some((o) => (extras[o] ?? 0) > 0);
}

/** The first requirement of an option that the configuration does not meet, if any. */
export function failedRequirement(option: ConfiguratorOption, config: Configuration): Requirement | undefined {
  return (option.requires ?? []).find((r) => !requirementMet(r, config));
}

export const isOffered = (option: ConfiguratorOption, config: Configuration) => !failedRequirement(option, config);

export const maxQuantityOf = (option: ConfiguratorOption) => option.maxQuantity ?? 1;

/** CIELAB (D65) of a #RRGGBB colour: distances there follow what the eye sees, unlike RGB ones. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** Squared CIE76 colour difference of two #RRGGBB colours. */
function colourDistance(a: string, b: string): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return (l1 - l2) ** 2 + (a1 - a2) ** 2 + (b1 - b2) ** 2;
}

/** The colour of `range` closest to `hex` (the first on a tie). */
export function nearestColour(range: readonly ColourChoice[], hex: string): ColourChoice | undefined {
  let best: ColourChoice | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const c of range) {
    const d = colourDistance(c.hex, hex);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

const cut = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);

function resolveSingle(
  step: ConfiguratorStep,
  raw: Configuration,
  out: Configuration,
  notes: ConfigurationNote[],
): void {
  const fallback = findOption(step, step.default) ?? step.options.find((o) => isOffered(o, out));
  if (!fallback) return; // a saved definition always has an offered default (definitionProblems)
  const requested = raw.choices[step.id];
  let option = fallback;
  if (requested !== undefined && requested !== "") {
    const match = findOption(step, requested);
    const failed = match && failedRequirement(match, out);
    if (!match) {
      notes.push({ step: step.id, code: "unknown-option", requested: cut(requested), chosen: fallback.id });
    } else if (failed) {
      notes.push({
        step: step.id,
        code: "unavailable-option",
        requested: match.id,
        chosen: fallback.id,
        requirement: failed,
      });
    } else {
      option = match;
    }
  }
  out.choices[step.id] = option.id;

  const wantedColour = raw.colours[step.id];
  const range = option.colours ?? [];
  if (range.length === 0) {
    if (wantedColour)
      notes.push({
        step: step.id,
        code: "no-colour-choice",
        requested: cut(wantedColour),
        chosen: "",
        option: option.id,
      });
    return;
  }
  const first = range[0] as ColourChoice;
  let colour = first;
  if (wantedColour) {
    const inRange = range.find((c) => c.id === wantedColour);
    // A colour of another option of this step (the shopper switched quality): the closest of this range.
    const elsewhere = step.options.flatMap((o) => o.colours ?? []).find((c) => c.id === wantedColour);
    if (inRange) colour = inRange;
    else if (elsewhere) {
      colour = nearestColour(range, elsewhere.hex) ?? first;
      notes.push({
        step: step.id,
        code: "colour-not-in-range",
        requested: wantedColour,
        chosen: colour.id,
        option: option.id,
      });
    } else {
      notes.push({
        step: step.id,
        code: "unknown-colour",
        requested: cut(wantedColour),
        chosen: colour.id,
        option: option.id,
      });
    }
  }
  out.colours[step.id] = colour.id;
}

function resolveMulti(step: ConfiguratorStep, raw: Configuration, out: Configuration, notes: ConfigurationNote[]) {
  const requested = raw.extras[step.id] ?? {};
  const kept: Record<string, number> = {};
  for (const [id, quantity] of Object.entries(requested)) {
    const option = findOption(step, id);
    if (!option) {
      notes.push({ step: step.id, code: "unknown-option", requested: cut(id), chosen: "" });
      continue;
    }
    const failed = failedRequirement(option, out);
    if (failed) {
      notes.push({ step: step.id, code: "unavailable-option", requested: id, chosen: "", requirement: failed });
      continue;
    }
    if (quantity === 0) continue;
    let n = quantity;
    if (!Number.isInteger(n) || n < 0) {
      n = 1;
      notes.push({ step: step.id, code: "invalid-quantity", requested: id, chosen: `${id}*1` });
    }
    const max = maxQuantityOf(option);
    if (n > max) {
      notes.push({
        step: step.id,
        code: "quantity-above-maximum",
        requested: `${id}*${quantity}`,
        chosen: `${id}*${max}`,
      });
      n = max;
    }
    kept[id] = n;
  }
  // Definition order, so equal choices always serialise the same way.
  const ordered: Record<string, number> = {};
  for (const o of step.options) if (kept[o.id]) ordered[o.id] = kept[o.id] as number;
  if (Object.keys(ordered).length > 0) out.extras[step.id] = ordered;
}

/**
 * The nearest valid configuration to `raw`, with a note for every change. Missing choices take
 * the step's default without a note (a link to the bare page is not a mistake).
 */
export function resolveConfiguration(def: ConfiguratorDefinition, raw: Configuration): Resolution {
  const out: Configuration = { choices: {}, colours: {}, extras: {} };
  const notes: ConfigurationNote[] = [];
  for (const step of def.steps) {
    if (step.kind === "single") resolveSingle(step, raw, out, notes);
    else resolveMulti(step, raw, out, notes);
  }
  return { configuration: out, notes };
}

/* ------------------------------------------------------------------ the address */

const MAX_VALUE = 400;
const MAX_ITEMS = 50;

type ParamSource = URLSearchParams | Record<string, unknown>;

function values(params: ParamSource, key: string): unknown[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const v = params[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

const clean = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v).trim().toLowerCase() : "");

/** "cover.plates*2" (or a list of such, or { cover: 1, plates: 2 }) → { cover: 1, plates: 2 }; quantities kept as read. */
function parseExtras(raw: unknown[]): Record<string, number> {
  // No prototype: a hostile "__proto__" is then an unknown option like any other.
  const out: Record<string, number> = Object.create(null);
  const add = (raw: string, quantity: number) => {
    const id = raw.slice(0, MAX_VALUE);
    if (!id || (!(id in out) && Object.keys(out).length >= MAX_ITEMS)) return;
    out[id] = (out[id] ?? 0) + quantity;
  };
  for (const value of raw) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [id, q] of Object.entries(value as Record<string, unknown>)) {
        add(clean(id), typeof q === "number" ? q : /^\s*\d{1,4}\s*$/.test(String(q)) ? Number(q) : Number.NaN);
      }
      continue;
    }
    for (const item of clean(value)
      .slice(0, MAX_VALUE)
      .split(/[.,\s]+/)) {
      const m = /^([^*]+)(?:\*(.*))?$/.exec(item);
      if (!m?.[1]) continue;
      const q = m[2] === undefined ? 1 : /^\d{1,4}$/.test(m[2]) ? Number(m[2]) : Number.NaN;
      add(m[1], q);
    }
  }
  return out;
}

/**
 * A configuration as written in an address (`?size=d220&fabric=acrylic&fabric-colour=ocean&
 * accessories=cover.plates*2`) or in a JSON body with the same keys. Values are read as given
 * (lower-cased); `resolveConfiguration` decides what they are worth. Unknown keys are ignored.
 */
export function parseConfiguration(def: ConfiguratorDefinition, params: ParamSource): Configuration {
  const out: Configuration = { choices: {}, colours: {}, extras: {} };
  for (const step of def.steps) {
    if (step.kind === "single") {
      const option = clean(values(params, step.id)[0]).slice(0, MAX_VALUE);
      if (option) out.choices[step.id] = option;
      const colour = clean(values(params, colourParam(step.id))[0]).slice(0, MAX_VALUE);
      if (colour) out.colours[step.id] = colour;
    } else {
      const extras = parseExtras(values(params, step.id));
      if (Object.keys(extras).length > 0) out.extras[step.id] = extras;
    }
  }
  return out;
}

/** The address query of a configuration, in step order: the same configuration always gives the same text. */
export function configurationParams(def: ConfiguratorDefinition, config: Configuration): URLSearchParams {
  const params = new URLSearchParams();
  for (const step of def.steps) {
    if (step.kind === "single") {
      const option = config.choices[step.id];
      if (option) params.set(step.id, option);
      const colour = config.colours[step.id];
      if (colour) params.set(colourParam(step.id), colour);
    } else {
      const extras = Object.entries(config.extras[step.id] ?? {}).filter(([, q]) => q > 0);
      if (extras.length > 0) params.set(step.id, extras.map(([id, q]) => (q === 1 ? id : `${id}*${q}`)).join("."));
    }
  }
  return params;
}
