/**
 * The words and figures of the configurator page (issue 21): each choice's price effect, the
 * price parts (SPEC: "RRP incl. VAT, excl. base"), the notes of a corrected configuration. Pure,
 * from the shared engine, so the server-rendered page and the browser print the same.
 */
import { noteMessage } from "@avlu/contract/configurator-messages";
import {
  type Configuration,
  type ConfiguratorDefinition,
  type ConfiguratorOption,
  type ConfiguratorStep,
  localText,
  type PriceGroup,
} from "@avlu/contract/configurator-model";
import { formatEuro, optionPrice, type Quote } from "@avlu/contract/configurator-price";
import { type ConfigurationNote, failedRequirement } from "@avlu/contract/configurator-rules";

export const RRP_NOTE = "RRP incl. VAT";
export const EXCL_BASE_NOTE = "RRP incl. VAT, excl. base";

export const GROUP_LABELS: Record<PriceGroup, string> = {
  parasol: "Parasol",
  base: "Base and fastening",
  extras: "Accessories and spare parts",
};

export function describeNotes(def: ConfiguratorDefinition, notes: readonly ConfigurationNote[]): string[] {
  return notes.map((n) => noteMessage(def, n));
}

/**
 * What choosing `option` does to the price, given the other choices: the first step (shape and
 * size) shows its price, which is the parasol's base price; the others what they add.
 */
export function priceEffect(
  def: ConfiguratorDefinition,
  step: ConfiguratorStep,
  option: ConfiguratorOption,
  config: Configuration,
): string {
  const withOption =
    step.kind === "single" ? { ...config, choices: { ...config.choices, [step.id]: option.id } } : config;
  const cents = optionPrice(option.priceCents, withOption);
  if (def.steps[0]?.id === step.id) return formatEuro(cents);
  if (cents === 0) return "Included";
  const each = step.kind === "multi" && (option.maxQuantity ?? 1) > 1 ? " each" : "";
  return `+${formatEuro(cents)}${each}`;
}

/** Why an option is not offered with the current choices ("Only with Round Ø200cm"), or null. */
export function unavailableReason(
  def: ConfiguratorDefinition,
  option: ConfiguratorOption,
  config: Configuration,
): string | null {
  const failed = failedRequirement(option, config);
  if (!failed) return null;
  const step = def.steps.find((s) => s.id === failed.step);
  const names = failed.options.map((id) => localText(step?.options.find((o) => o.id === id)?.label, "en") || id);
  return `Only with ${names.join(" or ")}`;
}

/** The price parts shown under the preview: the parasol (excl. base), the base, extras, the total. */
export function priceParts(def: ConfiguratorDefinition, quote: Quote) {
  const used = new Set(def.steps.map((s) => s.group));
  return {
    parts: (["parasol", "base", "extras"] as const)
      .filter((g) => used.has(g))
      .map((g) => ({ group: g, label: GROUP_LABELS[g], amount: formatEuro(quote.groups[g]) })),
    total: formatEuro(quote.totalCents),
    /** The figure the cart will show, in the shop's currency ($, SPEC §9), converted once on the total. */
    shopTotal: `$${(quote.shopTotalCents / 100).toFixed(2)}`,
    rate: quote.exchangeRate,
  };
}

/** The sentence a screen reader hears when the total changes. */
export function priceAnnouncement(quote: Quote): string {
  return `Total ${formatEuro(quote.totalCents)}, ${RRP_NOTE}.`;
}

/** Quantity of a multi-choice option, 0 when not chosen. */
export const quantityOf = (config: Configuration, step: string, option: string) => config.extras[step]?.[option] ?? 0;

/** The configuration with one single-choice step changed (its colour kept, to be corrected to the nearest). */
export function withChoice(config: Configuration, step: string, option: string): Configuration {
  return { ...config, choices: { ...config.choices, [step]: option } };
}

export function withColour(config: Configuration, step: string, colour: string): Configuration {
  return { ...config, colours: { ...config.colours, [step]: colour } };
}

export function withQuantity(config: Configuration, step: string, option: string, quantity: number): Configuration {
  const items = { ...(config.extras[step] ?? {}) };
  if (quantity > 0) items[option] = quantity;
  else delete items[option];
  return { ...config, extras: { ...config.extras, [step]: items } };
}
