/**
 * The words and figures of the configurator page (issue 21): each choice's price effect, the
 * price parts (SPEC: "RRP incl. VAT, excl. base"), the notes of a corrected configuration. Pure,
 * from the shared engine, so the server-rendered page and the browser print the same; in the
 * page's language (issue 20), given as `Words`.
 */
import { type ColourName, noteMessage, optionWord, orList } from "@avlu/contract/configurator-messages";
import type {
  Configuration,
  ConfiguratorDefinition,
  ConfiguratorOption,
  ConfiguratorStep,
  PriceGroup,
} from "@avlu/contract/configurator-model";
import { formatEuro, optionPrice, type Quote } from "@avlu/contract/configurator-price";
import { type ConfigurationNote, failedRequirement } from "@avlu/contract/configurator-rules";
import { formatPriceIn } from "@avlu/contract/format";
import type { Language } from "@avlu/contract/languages";
import { term } from "@avlu/contract/terms";
import type { MessageKey } from "../../i18n/i18n";
import type { Translate } from "../../i18n/use-t";

/** The page's language and texts: what every function here words its answer with. */
export interface Words {
  t: Translate;
  language: Language;
}

/** The definition's colours as the page's reader names them: the palette's Turkish names on Turkish pages (contract/terms). */
export const colourNameIn =
  (language: Language): ColourName =>
  (name) =>
    term("color", name, language);

/** An option's label on the page (a colour swatch's in the reader's words). */
export const optionLabel = (option: ConfiguratorOption | undefined, { language }: Words) =>
  optionWord(option, language, colourNameIn(language));

export const euro = (cents: number, { language }: Words) => formatEuro(cents, language);

const GROUP_LABELS: Record<PriceGroup, MessageKey> = {
  parasol: "configurator.group.parasol",
  base: "configurator.group.base",
  extras: "configurator.group.extras",
};

export function describeNotes(
  def: ConfiguratorDefinition,
  notes: readonly ConfigurationNote[],
  { language }: Words,
): string[] {
  return notes.map((n) => noteMessage(def, n, language, colourNameIn(language)));
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
  words: Words,
): string {
  const withOption =
    step.kind === "single" ? { ...config, choices: { ...config.choices, [step.id]: option.id } } : config;
  const cents = optionPrice(option.priceCents, withOption);
  if (def.steps[0]?.id === step.id) return euro(cents, words);
  if (cents === 0) return words.t("configurator.option.included");
  const each = step.kind === "multi" && (option.maxQuantity ?? 1) > 1;
  return words.t(each ? "configurator.option.addsEach" : "configurator.option.adds", { price: euro(cents, words) });
}

/** Why an option is not offered with the current choices ("Only with Round Ø200cm"), or null. */
export function unavailableReason(
  def: ConfiguratorDefinition,
  option: ConfiguratorOption,
  config: Configuration,
  words: Words,
): string | null {
  const failed = failedRequirement(option, config);
  if (!failed) return null;
  const step = def.steps.find((s) => s.id === failed.step);
  const names = failed.options.map(
    (id) =>
      optionLabel(
        step?.options.find((o) => o.id === id),
        words,
      ) || id,
  );
  return words.t("configurator.option.onlyWith", { options: orList(names, words.language) });
}

/** The price parts shown under the preview: the parasol (excl. base), the base, extras, the total. */
export function priceParts(def: ConfiguratorDefinition, quote: Quote, words: Words) {
  const used = new Set(def.steps.map((s) => s.group));
  return {
    parts: (["parasol", "base", "extras"] as const)
      .filter((g) => used.has(g))
      .map((g) => ({ group: g, label: words.t(GROUP_LABELS[g]), amount: euro(quote.groups[g], words) })),
    total: euro(quote.totalCents, words),
    /** The figure the cart will show, in the shop's currency ($, SPEC §9), converted once on the total. */
    shopTotal:
      words.language === "tr"
        ? formatPriceIn(quote.shopTotalCents / 100, "tr")
        : `$${(quote.shopTotalCents / 100).toFixed(2)}`,
    rate: words.language === "tr" ? quote.exchangeRate.replace(".", ",") : quote.exchangeRate,
  };
}

/** The sentence a screen reader hears when the total changes. */
export function priceAnnouncement(quote: Quote, words: Words): string {
  return words.t("configurator.price.announcement", { total: euro(quote.totalCents, words) });
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
