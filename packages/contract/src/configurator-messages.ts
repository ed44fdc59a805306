/**
 * A configuration in words: the line-by-line summary (page, cart line, owner mail) and the
 * WhatsApp / e-mail order requests in SPEC §7's Turkish style (greeting, "Ürün Adı", one line per
 * choice, closing question), with the prices and the link to the configuration. Zod-free.
 */
import {
  type Configuration,
  type ConfiguratorDefinition,
  type ConfiguratorLanguage,
  chosenColour,
  findOption,
  findStep,
  localText,
  type PriceGroup,
} from "./configurator-model.js";
import { formatEuro, type Quote } from "./configurator-price.js";
import type { ConfigurationNote } from "./configurator-rules.js";

export interface SummaryLine {
  step: string;
  label: string;
  value: string;
}

const WORDS: Record<ConfiguratorLanguage, { colour: string; none: string }> = {
  en: { colour: "Colour", none: "None" },
  tr: { colour: "Renk", none: "Yok" },
};

/** One line per choice, in step order; a multi-choice step gives one line per item (or "None"). */
export function configurationLines(
  def: ConfiguratorDefinition,
  config: Configuration,
  lang: ConfiguratorLanguage,
): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const step of def.steps) {
    const label = localText(step.title, lang);
    if (step.kind === "single") {
      const option = findOption(step, config.choices[step.id]);
      if (!option) continue;
      lines.push({ step: step.id, label, value: localText(option.label, lang) });
      const colour = chosenColour(def, config, step.id);
      if (colour) {
        const colourLabel = localText(step.colourTitle, lang) || `${label} – ${WORDS[lang].colour}`;
        lines.push({ step: step.id, label: colourLabel, value: colour.name });
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
  return [
    "Merhaba, aşağıdaki ürünü sipariş etmek istiyorum:",
    "",
    ...configuredRequestLines(r),
    "",
    "Fiyat, stok ve teslimat hakkında bilgi verebilir misiniz? Teşekkürler.",
  ].join("\n");
}

export function configuredMailSubject(def: ConfiguratorDefinition): string {
  return `Sipariş Talebi: ${def.name}`;
}

/** The e-mail body: greeting, the configuration line by line, a question about stock and shipping, sign-off. */
export function configuredMailBody(r: ConfiguredRequest): string {
  return [
    "Merhaba,",
    "",
    "Aşağıdaki ürün için sipariş talebinde bulunmak istiyorum:",
    "",
    ...configuredRequestLines(r),
    "",
    "Ürünün stok durumu ve kargo süresi hakkında bilgi verebilir misiniz?",
    "",
    "Teşekkürler,",
  ].join("\n");
}

/**
 * What a correction changed, in a sentence naming the invalid choice (page notes and the API's
 * 400), in `lang` (the steps' and options' own texts in that language; English by default).
 */
export function noteMessage(
  def: ConfiguratorDefinition,
  note: ConfigurationNote,
  lang: ConfiguratorLanguage = "en",
): string {
  const step = findStep(def, note.step);
  const title = localText(step?.title, lang) || note.step;
  const label = (id: string) => (step ? localText(findOption(step, id)?.label, lang) : "") || `"${id}"`;
  const optionId = note.requested.split("*")[0] ?? note.requested;
  const optionLabel = localText((step ? findOption(step, note.option) : undefined)?.label, lang);
  const colourName = (id: string) => step?.options.flatMap((o) => o.colours ?? []).find((c) => c.id === id)?.name ?? id;
  const req = note.requirement;
  const reqStep = req ? findStep(def, req.step) : undefined;
  const reqOptions = (req?.options ?? []).map(
    (o) => (reqStep ? localText(findOption(reqStep, o)?.label, lang) : "") || o,
  );
  const parts: NoteParts = {
    title,
    colourTitle: localText(step?.colourTitle, lang),
    requested: note.requested,
    requestedLabel: label(note.requested),
    chosen: note.chosen ? label(note.chosen) : "",
    optionLabel,
    quantityOf: label(optionId),
    max: note.chosen.split("*")[1] ?? "1",
    requestedColour: colourName(note.requested),
    chosenColour: colourName(note.chosen),
    needs: req ? { title: localText(reqStep?.title, lang) || req.step, options: reqOptions } : undefined,
  };
  return (lang === "tr" ? noteTr : noteEn)(note.code, parts);
}

interface NoteParts {
  title: string;
  /** The step's own name for its colour, "" when it has none. */
  colourTitle: string;
  requested: string;
  requestedLabel: string;
  /** The option chosen instead, "" when the choice was left out. */
  chosen: string;
  optionLabel: string;
  quantityOf: string;
  max: string;
  requestedColour: string;
  chosenColour: string;
  needs: { title: string; options: string[] } | undefined;
}

function noteEn(code: ConfigurationNote["code"], p: NoteParts): string {
  const instead = p.chosen ? `${p.chosen} is chosen instead` : "it was left out";
  const colourTitle = p.colourTitle || `${p.title} colour`;
  switch (code) {
    case "unknown-option":
      return `${p.title}: "${p.requested}" is not an option; ${instead}.`;
    case "unavailable-option": {
      const needs = p.needs ? `${p.needs.title}: ${p.needs.options.join(" or ")}` : "other choices";
      return `${p.title}: ${p.requestedLabel} is offered only with ${needs}; ${instead}.`;
    }
    case "unknown-colour":
      return `${colourTitle}: "${p.requested}" is not a colour of ${p.optionLabel}; ${p.chosenColour} is chosen instead.`;
    case "colour-not-in-range":
      return `${colourTitle}: ${p.requestedColour} is not offered in ${p.optionLabel}; ${p.chosenColour}, the nearest colour, is chosen instead.`;
    case "no-colour-choice":
      return `${p.title}: ${p.optionLabel} has no colour choice; the colour "${p.requested}" was left out.`;
    case "invalid-quantity":
      return `${p.title}: the quantity of ${p.quantityOf} must be a whole number; 1 is chosen.`;
    case "quantity-above-maximum":
      return `${p.title}: at most ${p.max} × ${p.quantityOf}; ${p.max} is chosen.`;
  }
}

function noteTr(code: ConfigurationNote["code"], p: NoteParts): string {
  const instead = p.chosen ? `yerine ${p.chosen} seçildi` : "bu seçim çıkarıldı";
  const colourTitle = p.colourTitle || `${p.title} rengi`;
  switch (code) {
    case "unknown-option":
      return `${p.title}: "${p.requested}" bir seçenek değil; ${instead}.`;
    case "unavailable-option": {
      const needs = p.needs ? `${p.needs.title}: ${p.needs.options.join(" ya da ")}` : "başka seçimler";
      return `${p.title}: ${p.requestedLabel} yalnızca şu seçimle sunuluyor: ${needs}; ${instead}.`;
    }
    case "unknown-colour":
      return `${colourTitle}: "${p.requested}", ${p.optionLabel} için bir renk değil; yerine ${p.chosenColour} seçildi.`;
    case "colour-not-in-range":
      return `${colourTitle}: ${p.requestedColour}, ${p.optionLabel} için sunulmuyor; yerine en yakın renk olan ${p.chosenColour} seçildi.`;
    case "no-colour-choice":
      return `${p.title}: ${p.optionLabel} için renk seçimi yok; "${p.requested}" rengi çıkarıldı.`;
    case "invalid-quantity":
      return `${p.title}: ${p.quantityOf} adedi tam sayı olmalı; 1 seçildi.`;
    case "quantity-above-maximum":
      return `${p.title}: en fazla ${p.max} × ${p.quantityOf}; ${p.max} seçildi.`;
  }
}
