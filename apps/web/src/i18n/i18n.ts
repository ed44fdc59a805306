import catalogues from "virtual:messages";
import type { Language } from "@avlu/contract/languages";
import { type I18n, setupI18n } from "@lingui/core";
import type admin from "./messages/en/admin.json";
import type auth from "./messages/en/auth.json";
import type cart from "./messages/en/cart.json";
import type catalog from "./messages/en/catalog.json";
import type checkout from "./messages/en/checkout.json";
import type configurator from "./messages/en/configurator.json";
import type home from "./messages/en/home.json";
import type orders from "./messages/en/orders.json";
import type pages from "./messages/en/pages.json";
import type shell from "./messages/en/shell.json";

/**
 * The storefront's texts in both languages (issue 20, ADR 2010): message catalogues as files
 * (messages/en/*.json hold SPEC's texts, messages/tr/*.json the Turkish shop), ICU MessageFormat
 * for plurals and values, compiled at build time (messages-plugin.ts) and read with Lingui.
 *
 * The catalogue is cut in parts: `shell` (the frame, and everything outside `features/`) is loaded
 * with every page; each storefront feature has a part named after its folder (`features/home` →
 * `home`, keys `home.…`), loaded with its pages. Only the page's language and parts reach the
 * browser; the other language is fetched when the shopper switches.
 */
interface Catalogue {
  shell: typeof shell;
  home: typeof home;
  pages: typeof pages;
  admin: typeof admin;
  catalog: typeof catalog;
  auth: typeof auth;
  configurator: typeof configurator;
  cart: typeof cart;
  checkout: typeof checkout;
  orders: typeof orders;
}

/** A part of the catalogue: `shell`, or a feature's own (messages/<language>/<part>.json). */
export type Part = keyof Catalogue;

/** Every message's key: a key missing from messages/en does not compile. */
export type MessageKey = { [P in Part]: keyof Catalogue[P] }[Part];

/** The part every page shows (the frame, shared components). */
export const SHELL_PART: Part = "shell";

/**
 * Parts kept in English only (messages/en/<part>.json, no other language's file): the admin stays
 * in English for now (issue 20), its texts in a catalogue so Turkish can be added later. An
 * instance in another language loads the English part in its place, so a screen of such a part
 * shows English texts — never keys — whatever language the instance is in (a Turkish visitor's
 * browser opening /admin before `LanguageSync` switches it to English, or switching back to /tr).
 */
export const ENGLISH_ONLY_PARTS: readonly Part[] = ["admin"];

export function isPart(name: string): name is Part {
  return Object.hasOwn(catalogues.en ?? {}, name);
}

/** The parts of each instance, per language, already loaded (or loading), and wanted in any language. */
const loading = new WeakMap<I18n, Map<string, Promise<void>>>();
const wanted = new WeakMap<I18n, Set<Part>>();

/**
 * An instance for one language (one per server request; one for the browser's visit), with no
 * messages yet: `loadParts` brings the parts a page shows.
 */
export function createI18n(language: Language): I18n {
  const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
  loading.set(i18n, new Map());
  wanted.set(i18n, new Set());
  return i18n;
}

/** Loads `parts` of `language` into an instance (each once; a module is fetched once per page load). */
export async function loadParts(i18n: I18n, language: Language, parts: readonly Part[]): Promise<void> {
  const started = loading.get(i18n);
  const want = wanted.get(i18n);
  if (!started || !want) throw new Error("an i18n instance from createI18n() is needed");
  await Promise.all(
    [...new Set(parts)].map((part) => {
      want.add(part);
      const key = `${language}/${part}`;
      let done = started.get(key);
      if (!done) {
        const source: Language = ENGLISH_ONLY_PARTS.includes(part) ? "en" : language;
        const load = catalogues[source]?.[part];
        if (!load) throw new Error(`No message part "${part}" in ${source}`);
        // A copy: Lingui merges later parts into the first object it is given, which must not be the module's.
        done = load().then(({ default: messages }) => i18n.load(language, { ...messages }));
        started.set(key, done);
        done.catch(() => started.delete(key));
      }
      return done;
    }),
  );
}

/** Switches an instance to `language`, loading the parts it has shown in any language first. */
export async function activateLanguage(i18n: I18n, language: Language): Promise<void> {
  if (i18n.locale === language) return;
  await loadParts(i18n, language, [SHELL_PART, ...(wanted.get(i18n) ?? [])]);
  i18n.activate(language);
}

let browser: I18n | undefined;

/** The browser's instance (app/start.tsx), into which page modules load their parts as they load. */
export function setBrowserI18n(i18n: I18n): void {
  browser = i18n;
}

/** Loads parts into the browser's instance, in the language it shows (nothing on the server). */
export function loadPartsInBrowser(parts: readonly Part[]): Promise<void> {
  return browser ? loadParts(browser, browser.locale as Language, parts) : Promise.resolve();
}
