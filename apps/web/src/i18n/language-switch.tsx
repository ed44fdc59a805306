import { hasTurkishPage, LANGUAGE_COOKIE, LANGUAGES, type Language, localizePath } from "@avlu/contract/languages";
import { useLingui } from "@lingui/react";
import type { MouseEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { activateLanguage, type MessageKey } from "./i18n";
import { useLanguage, useT } from "./use-t";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Remembers the shopper's language for the next visit (the server sends `/` to `/tr` when it says tr). */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, read by the server
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

const SHORT: Record<Language, string> = { en: "EN", tr: "TR" };
const NAME: Record<Language, MessageKey> = { en: "language.en", tr: "language.tr" };

/**
 * TR | EN: the same page in the other language, with its query and scroll position kept. Plain
 * links (they work without JavaScript); in the app the other catalogue is loaded before moving,
 * so the page changes language in one step.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const t = useT();
  const current = useLanguage();
  const { i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const address = `${location.pathname}${location.search}${location.hash}`;
  // Pages not translated yet have no other language to offer.
  if (!hasTurkishPage(location.pathname)) return null;

  const go = (language: Language) => async (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    rememberLanguage(language);
    if (language === current) return;
    await activateLanguage(i18n, language);
    await navigate(localizePath(address, language), { preventScrollReset: true });
  };

  return (
    <ul
      aria-label={t("language.switch")}
      className={`flex items-center gap-1 text-[11px] tracking-[0.16em] ${className}`}
    >
      {[...LANGUAGES].reverse().map((language, i) => (
        <li key={language} className="flex items-center gap-1">
          {i > 0 && <span aria-hidden="true">|</span>}
          <RouterLink
            to={localizePath(address, language)}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? "true" : undefined}
            onClick={go(language)}
            className="rounded px-1 py-1 font-medium uppercase hover:underline hover:underline-offset-4 aria-[current=true]:font-semibold aria-[current=true]:underline aria-[current=true]:underline-offset-4"
          >
            {SHORT[language]}
            {/* The name says the language in full, and starts with what is shown (WCAG 2.5.3, label in name). */}
            <span className="sr-only"> {t(NAME[language])}</span>
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
