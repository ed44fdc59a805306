/**
 * A configuration in words: the line-by-line summary (page, cart line, owner mail) and the
 * WhatsApp / e-mail order requests in SPEC §7's Turkish style (greeting, "Ürün Adı", one line per
 * choice, closing question), with the prices and the link to the configuration. Zod-free.
 */
import {
  type Configuration,
  type ConfiguratorDefinition,
  type ConfiguratorLanguage,
  type ConfiguratorOption,
  chosenColour,
  findOption,
  findStep,
  localText,
  type PriceGroup,
} from "./configurator-model.js";
import { formatEuro, type Quote } from "./configurator-price.js";
import type { ConfigurationNote } from "./configurator-rules.js";
import { requestMailBody, requestMailSubject, requestWhatsappText } from "./order-request-texts.js";

/** Words a colour of the definition (a swatch option's label, a colour range's name); by default as the definition has it. */
export type ColourName = (name: string) => string;
const asDefined: ColourName = (name) => name;

/** An option's label in `lang`; a colour swatch's through `colourName`. */
export function optionWord(
  option: ConfiguratorOption | undefined,
  lang: ConfiguratorLanguage,
  colourName: ColourName = asDefined,
): string {
  const text = localText(option?.label, lang);
  return option?.hex ? colourName(text) : text;
}

export interface SummaryLine {
  step: string;
  label: string;
  value: string;
}

const WORDS: Record<ConfiguratorLanguage, { colour: string; none: string }> = {
  en: { colour: "Colour", none: "None" },
  tr: { colour: "Renk", none: "Yok" },
};

/**
 * One line per choice, in step order; a multi-choice step gives one line per item (or "None").
 * Colours as the definition names them unless `colourName` words them (the Turkish page).
 */
export function configurationLines(
  def: ConfiguratorDefinition,
  config: Configuration,
  lang: ConfiguratorLanguage,
  colourName: ColourName = asDefined,
): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const step of def.steps) {
    const label = localText(step.title, lang);
    if (step.kind === "single") {
      const option = findOption(step, config.choices[step.id]);
      if (!option) continue;
      lines.push({ step: step.id, label, value: optionWord(option, lang, colourName) });
      const colour = chosenColour(def, config, step.id);
      if (colour) {
        const colourLabel = localText(step.colourTitle, lang) || `${label} – ${WORDS[lang].colour}`;
        lines.push({ step: step.id, label: colourLabel, value: colourName(colour.name) });
      }
      continue;
    }
    const items = step.options.filter((o) => (config.extras[step.id]?.[o.id] ?? 0) > 0);
    if (items.length === 0) lines.push({ step: step.id, label, value: WORDS[lang].none });
    for (const o of items) {
      const q = config.extras[step.id]?.[o.id] ?? 0;
      lines.push({
        step: step.id,
        label,
        value: q > 1 ? `${localText(o.label, lang)} × ${q}` : localText(o.label, lang),
      });
    }
  }
  return lines;
}

/** The cart/order line's description: every choice, "Label: value" joined by "; ". */
export function configurationDescription(
  def: ConfiguratorDefinition,
  config: Configuration,
  lang: ConfiguratorLanguage,
): string {
  return configurationLines(def, config, lang)
    .map((l) => `${l.label}: ${l.value}`)
    .join("; ");
}

const GROUP_LABELS_TR: Record<PriceGroup, string> = {
  parasol: "Ürün fiyatı",
  base: "Taban ve montaj",
  extras: "Aksesuar ve yedek parça",
};

export interface ConfiguredRequest {
  definition: ConfiguratorDefinition;
  configuration: Configuration;
  quote: Quote;
  /** The absolute address of the configuration, so the shop opens the same parasol. */
  link: string;
}

/** The Turkish detail lines both channels share: product, choices, prices by group, total, link. */
export function configuredRequestLines(r: ConfiguredRequest): string[] {
  const lines = [`Ürün Adı: ${r.definition.name}`];
  for (const l of configurationLines(r.definition, r.configuration, "tr")) lines.push(`${l.label}: ${l.value}`);
  for (const group of ["parasol", "base", "extras"] as const) {
    const used = r.quote.lines.some((l) => l.group === group);
    if (used) lines.push(`${GROUP_LABELS_TR[group]}: ${formatEuro(r.quote.groups[group], "tr")}`);
  }
  lines.push(`Toplam: ${formatEuro(r.quote.totalCents, "tr")} (KDV dahil tavsiye edilen satış fiyatı)`);
  lines.push(`Yapılandırma: ${r.link}`);
  return lines;
}

/** The prefilled WhatsApp message (greeting, the configuration line by line, closing asking for information). */
export function configuredWhatsappMessage(r: ConfiguredRequest): string {
  return requestWhatsappText(configuredRequestLines(r));
}

export function configuredMailSubject(def: ConfiguratorDefinition): string {
  return requestMailSubject(def.name);
}

/** The e-mail body: greeting, the configuration line by line, a question about stock and shipping, sign-off. */
export function configuredMailBody(r: ConfiguredRequest): string {
  return requestMailBody(configuredRequestLines(r));
}

/** Names as one choice among them: "A or B" ("A veya B"). */
export function orList(names: readonly string[], lang: ConfiguratorLanguage): string {
  return names.join(lang === "tr" ? " veya " : " or ");
}

/** A corrected choice's sentence parts (`noteMessage`), per language: the page's notes are in its language. */
const NOTE_WORDS: Record<
  ConfiguratorLanguage,
  {
    colourOf: (title: string) => string;
    instead: (label: string) => string;
    leftOut: string;
    otherChoices: string;
    notAnOption: (title: string, requested: string, instead: string) => string;
    onlyWith: (title: string, option: string, needs: string, instead: string) => string;
    notAColour: (colourTitle: string, requested: string, option: string, chosen: string) => string;
    notInRange: (colourTitle: string, requested: string, option: string, chosen: string) => string;
    noColourChoice: (title: string, option: string, requested: string) => string;
    wholeNumber: (title: string, option: string) => string;
    atMost: (title: string, max: string, option: string) => string;
  }
> = {
  en: {
    colourOf: (title) => `${title} colour`,
    instead: (label) => `${label} is chosen instead`,
    leftOut: "it was left out",
    otherChoices: "other choices",
    notAnOption: (title, requested, instead) => `${title}: "${requested}" is not an option; ${instead}.`,
    onlyWith: (title, option, needs, instead) => `${title}: ${option} is offered only with ${needs}; ${instead}.`,
    notAColour: (colourTitle, requested, option, chosen) =>
      `${colourTitle}: "${requested}" is not a colour of ${option}; ${chosen} is chosen instead.`,
    notInRange: (colourTitle, requested, option, chosen) =>
      `${colourTitle}: ${requested} is not offered in ${option}; ${chosen}, the nearest colour, is chosen instead.`,
    noColourChoice: (title, option, requested) =>
      `${title}: ${option} has no colour choice; the colour "${requested}" was left out.`,
    wholeNumber: (title, option) => `${title}: the quantity of ${option} must be a whole number; 1 is chosen.`,
    atMost: (title, max, option) => `${title}: at most ${max} × ${option}; ${max} is chosen.`,
  },
  tr: {
    colourOf: (title) => `${title} rengi`,
    instead: (label) => `yerine ${label} seçildi`,
    leftOut: "bu seçim çıkarıldı",
    otherChoices: "başka seçimler",
    notAnOption: (title, requested, instead) => `${title}: "${requested}" bir seçenek değil; ${instead}.`,
    onlyWith: (title, option, needs, instead) => `${title}: ${option} yalnızca ${needs} ile sunuluyor; ${instead}.`,
    notAColour: (colourTitle, requested, option, chosen) =>
      `${colourTitle}: "${requested}", ${option} için bir renk değil; yerine ${chosen} seçildi.`,
    notInRange: (colourTitle, requested, option, chosen) =>
      `${colourTitle}: ${requested}, ${option} için sunulmuyor; yerine en yakın renk olan ${chosen} seçildi.`,
    noColourChoice: (title, option, requested) =>
      `${title}: ${option} için renk seçimi yok; "${requested}" rengi çıkarıldı.`,
    wholeNumber: (title, option) => `${title}: ${option} adedi tam sayı olmalıdır; 1 seçildi.`,
    atMost: (title, max, option) => `${title}: en fazla ${max} × ${option}; ${max} seçildi.`,
  },
};

/**
 * What a correction changed, in a sentence naming the invalid choice: the page's notes in the
 * page's language, the API's 400 in English. `colourName` words a colour of the definition (the
 * Turkish page uses the palette's Turkish names).
 */
export function noteMessage(
  def: ConfiguratorDefinition,
  note: ConfigurationNote,
  lang: ConfiguratorLanguage = "en",
  colourName: ColourName = asDefined,
): string {
  const w = NOTE_WORDS[lang];
  const step = findStep(def, note.step);
  const title = localText(step?.title, lang) || note.step;
  const word = (o: ConfiguratorOption | undefined) => optionWord(o, lang, colourName);
  const label = (id: string) => (step ? word(findOption(step, id)) : "") || `"${id}"`;
  const optionId = note.requested.split("*")[0] ?? note.requested;
  const optionLabel = word(step ? findOption(step, note.option) : undefined);
  const colourTitle = localText(step?.colourTitle, lang) || w.colourOf(title);
  const colour = (id: string) => {
    const name = step?.options.flatMap((o) => o.colours ?? []).find((c) => c.id === id)?.name;
    return name === undefined ? undefined : colourName(name);
  };
  const instead = note.chosen ? w.instead(label(note.chosen)) : w.leftOut;
  switch (note.code) {
    case "unknown-option":
      return w.notAnOption(title, note.requested, instead);
    case "unavailable-option": {
      const req = note.requirement;
      const reqStep = req ? findStep(def, req.step) : undefined;
      const needs = req
        ? `${localText(reqStep?.title, lang) || req.step}: ${orList(
            req.options.map((o) => (reqStep ? word(findOption(reqStep, o)) : "") || o),
            lang,
          )}`
        : w.otherChoices;
      return w.onlyWith(title, label(note.requested), needs, instead);
    }
    case "unknown-colour":
      return w.notAColour(colourTitle, note.requested, optionLabel, colour(note.chosen) ?? note.chosen);
    case "colour-not-in-range":
      return w.notInRange(
        colourTitle,
        colour(note.requested) ?? note.requested,
        optionLabel,
        colour(note.chosen) ?? note.chosen,
      );
    case "no-colour-choice":
      return w.noColourChoice(title, optionLabel, note.requested);
    case "invalid-quantity":
      return w.wholeNumber(title, label(optionId));
    case "quantity-above-maximum":
      return w.atMost(title, note.chosen.split("*")[1] ?? "1", label(optionId));
  }
}
