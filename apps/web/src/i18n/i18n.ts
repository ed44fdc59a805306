import type { Language } from "@avlu/contract/languages";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type en from "./messages/en.json";

/**
 * The storefront's texts in both languages (issue 20, ADR 2010): message catalogues as files
 * (messages/en.json holds SPEC's texts, messages/tr.json the Turkish shop), ICU MessageFormat
 * for plurals and values, compiled at build time (messages-plugin.ts) and read with Lingui.
 * Only the page's language is loaded; the other one is fetched when the shopper switches.
 */

/** Every message's key: a key missing from messages/en.json does not compile. */
export type MessageKey = keyof typeof en;

const catalogues: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import("virtual:messages/en"),
  tr: () => import("virtual:messages/tr"),
};

/** A Lingui instance for one language (one per server request; one for the browser's visit). */
export async function createI18n(language: Language): Promise<I18n> {
  const messages = (await catalogues[language]()).default;
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

/** Switches an instance to `language`, loading its catalogue (once: modules are cached) first. */
export async function activateLanguage(i18n: I18n, language: Language): Promise<void> {
  if (i18n.locale === language) return;
  i18n.load(language, (await catalogues[language]()).default);
  i18n.activate(language);
}
