/**
 * The product configurator as data (issue 21, ADR 2100): a definition per configurable product —
 * its steps, options with their properties, colour ranges, which combinations are allowed
 * (`requires`), quantities, and the owner's price table in euro cents (RRP incl. VAT) with the
 * € → shop-currency rate beside it. The server keeps every edit as a new immutable version.
 *
 * Zod-free (ADR 0180): the configurator page imports these types and the pure functions of the
 * other `configurator-*` modules without loading the schema library. `configurator.ts` holds the
 * zod schemas that check a definition sent by the owner.
 */

export const CONFIGURATOR_LANGUAGES = ["en", "tr"] as const;
export type ConfiguratorLanguage = (typeof CONFIGURATOR_LANGUAGES)[number];

/** A text shown to shoppers, in English and (optionally) Turkish; Turkish falls back to English. */
export interface LocalText {
  en: string;
  tr?: string;
}

export function localText(text: LocalText | undefined, lang: ConfiguratorLanguage): string {
  if (!text) return "";
  return (lang === "tr" ? text.tr : undefined) || text.en;
}

/** Ids of steps, options and colours: lower-case words joined by "-" ("d220", "wall-bracket"). */
export const CONFIGURATOR_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONFIGURATOR_ID_MAX = 40;

/** Where the price of a configuration goes: the parasol itself, its base/fastening (SPEC: "excl. base"), extras. */
export const PRICE_GROUPS = ["parasol", "base", "extras"] as const;
export type PriceGroup = (typeof PRICE_GROUPS)[number];

/** What a step means to the preview drawing and the messages; a definition may leave it out. */
export const STEP_ROLES = ["size", "frame", "fabric", "volant", "fastening", "accessories"] as const;
export type StepRole = (typeof STEP_ROLES)[number];

export const PREVIEW_SHAPES = ["round", "square"] as const;
export const PREVIEW_EDGES = ["none", "straight", "scalloped"] as const;
export const PREVIEW_MOUNTS = ["base", "socket", "table", "wall"] as const;

/** How an option is drawn: canopy shape and size, volant edge, what holds the pole. */
export interface PreviewHints {
  shape?: (typeof PREVIEW_SHAPES)[number];
  sizeCm?: number;
  edge?: (typeof PREVIEW_EDGES)[number];
  mount?: (typeof PREVIEW_MOUNTS)[number];
}

export interface OptionProperty {
  label: LocalText;
  value: LocalText;
}

export interface ColourChoice {
  id: string;
  name: string;
  /** #RRGGBB */
  hex: string;
}

/**
 * Euro cents incl. VAT: one figure, or one per option of an earlier single-choice step (a fabric
 * costs more on the larger canopy): `{ by: "size", cents: { d200: 9000, d220: 11000 } }`.
 */
export type OptionPrice = number | { by: string; cents: Record<string, number> };

/** The option is offered only while the earlier step `step` has one of `options` chosen. */
export interface Requirement {
  step: string;
  options: string[];
}

export interface ConfiguratorOption {
  id: string;
  label: LocalText;
  description?: LocalText;
  /** e.g. UV protection, water repellence, weight of a fabric quality */
  properties?: OptionProperty[];
  /** Swatch colour of the option itself (frame colours), #RRGGBB. */
  hex?: string;
  /** The colour range the shopper picks from once this option is chosen (a fabric quality's colours). */
  colours?: ColourChoice[];
  priceCents: OptionPrice;
  /** Allowed combinations: every requirement must hold for the option to be offered. */
  requires?: Requirement[];
  /** Multi-choice steps: the most a shopper may take (1 = on/off). */
  maxQuantity?: number;
  preview?: PreviewHints;
}

export interface ConfiguratorStep {
  id: string;
  /** single: exactly one option (with its colour, if it has a range); multi: any options, with quantities. */
  kind: "single" | "multi";
  title: LocalText;
  help?: LocalText;
  /** Title of the colour choice of this step's options ("Fabric colour"). */
  colourTitle?: LocalText;
  group: PriceGroup;
  role?: StepRole;
  /** Single-choice steps: the option chosen when none is; it must not depend on other choices. */
  default?: string;
  options: ConfiguratorOption[];
}

export interface ConfiguratorDefinition {
  /** Product name as shown and in messages ("OLTA Classic"). */
  name: string;
  brand: string;
  description?: LocalText;
  /** Shop-currency units per euro, an exact decimal with up to 6 places ("1.0850"). */
  exchangeRate: string;
  steps: ConfiguratorStep[];
}

/** A shopper's choices, by step id. */
export interface Configuration {
  /** single-choice steps: the chosen option */
  choices: Record<string, string>;
  /** single-choice steps whose option has a colour range: the chosen colour */
  colours: Record<string, string>;
  /** multi-choice steps: option → quantity (≥ 1; an option not chosen is absent) */
  extras: Record<string, Record<string, number>>;
}

export const EMPTY_CONFIGURATION: Configuration = { choices: {}, colours: {}, extras: {} };

/** Limits of a definition (also what keeps a hostile or careless edit from growing without end). */
export const CONFIGURATOR_LIMITS = {
  steps: 12,
  options: 40,
  colours: 60,
  properties: 8,
  requirements: 6,
  maxQuantity: 99,
  /** 9,999,999.99 € */
  priceCents: 999_999_999,
  text: 300,
} as const;

export const findStep = (def: ConfiguratorDefinition, id: string) => def.steps.find((s) => s.id === id);
export const findOption = (step: ConfiguratorStep, id: string | undefined) =>
  id === undefined ? undefined : step.options.find((o) => o.id === id);

/** The query parameter carrying the colour chosen in a step ("fabric" → "fabric-colour"). */
export const colourParam = (stepId: string) => `${stepId}-colour`;

/** The step of a role (first one), if the definition has it. */
export const stepOfRole = (def: ConfiguratorDefinition, role: StepRole) => def.steps.find((s) => s.role === role);

/** The option chosen in a single-choice step of a configuration. */
export function chosenOption(def: ConfiguratorDefinition, config: Configuration, stepId: string) {
  const step = findStep(def, stepId);
  return step ? findOption(step, config.choices[stepId]) : undefined;
}

/** The colour chosen in a single-choice step of a configuration. */
export function chosenColour(def: ConfiguratorDefinition, config: Configuration, stepId: string) {
  const option = chosenOption(def, config, stepId);
  const id = config.colours[stepId];
  return option?.colours?.find((c) => c.id === id);
}

/** The page of a configurator: the OLTA parasol's lives under /olta (SPEC's parasol page). */
export function configuratorPagePath(slug: string): string {
  return slug === "olta-classic" ? "/olta/configure" : `/configure/${encodeURIComponent(slug)}`;
}
