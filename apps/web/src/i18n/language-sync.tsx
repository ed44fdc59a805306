import { languageOfPath } from "@avlu/contract/languages";
import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { activateLanguage } from "./i18n";

/**
 * Keeps the texts and `<html lang>` in the language of the address, also when the shopper goes
 * back or forward across the language switch (the switch itself loads the language first).
 */
export function LanguageSync() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  useEffect(() => {
    document.documentElement.lang = language;
    void activateLanguage(i18n, language);
  }, [i18n, language]);
  return null;
}
