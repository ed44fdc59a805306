import { formatPriceIn } from "@avlu/contract/format";
import { isLanguage, type Language } from "@avlu/contract/languages";
import { type TermKind, term } from "@avlu/contract/terms";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import type { MessageKey } from "./i18n";

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The page's texts, by key: `t(key)`, `t(key, { count })`. Keys are checked by the
 * compiler and by i18n/messages.test.ts (missing in a language, or unused).
 */
export function useT(): Translate {
  const { _ } = useLingui();
  return useCallback<Translate>((key, values) => _(key, values), [_]);
}

/** The language the page is shown in. */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : "en";
}

/** The catalogue's own words (categories, doors, sizes, colours, sorts) in the page's language (contract/terms.ts). */
export function useTerm(): (kind: TermKind, value: string) => string {
  const language = useLanguage();
  return useCallback((kind: TermKind, value: string) => term(kind, value, language), [language]);
}

/** Prices in the page's language: "$1,490.00" on SPEC pages, Intl's tr-TR "$1.490,00" on Turkish ones. */
export function useFormatPrice(): (amount: number) => string {
  const language = useLanguage();
  return useCallback((amount: number) => formatPriceIn(amount, language), [language]);
}
