import type { Language } from "@avlu/contract/languages";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type home from "./messages/en/home.json";
import type pages from "./messages/en/pages.json";
import type shell from "./messages/en/shell.json";

/**
 * The storefront's texts in both languages (issue 20, ADR 2010): message catalogues as files
 * (messages/en/*.json hold SPEC's texts, messages/tr/*.json the Turkish shop; one file per part of the
 * shop, with the part's name as the keys' first word), ICU MessageFormat
 * for plurals and values, compiled at build time (messages-plugin.ts) and read with Lingui.
 * Only the page's language is loaded; the other one is fetched when the shopper switches.
 */

/** Every message's key: a key missing from messages/en does not compile. */
export type MessageKey = keyof typeof shell | keyof typeof home | keyof typeof pages;

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
