import en from "virtual:messages/en";
import tr from "virtual:messages/tr";
import type { Language } from "@avlu/contract/languages";
import { type I18n, setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import type { Translate } from "../i18n/use-t";

/** A Lingui instance with the compiled catalogues, as the app makes it (i18n/i18n.ts), for component tests. */
export function testI18n(language: Language = "en"): I18n {
  return setupI18n({ locale: language, messages: { en, tr } });
}

/** `t` as `useT()` gives it, for the pure functions that take one. */
export function testT(language: Language = "en"): Translate {
  const i18n = testI18n(language);
  return (key, values) => i18n._(key, values);
}

/** `render(ui, { wrapper: I18nWrapper })`: the component reads SPEC's texts, as on the SPEC pages. */
export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={testI18n("en")}>{children}</I18nProvider>;
}
