/**
 * The shop's two languages in its addresses (issue 20, ADR 2010): the SPEC pages live at their
 * SPEC paths (`/`, `/product/12`, …) and show SPEC's texts; the same pages in Turkish live under
 * `/tr` (`/tr`, `/tr/product/12`, …). Links and filters keep the canonical English values in both.
 * Shared by the browser and the server (hreflang alternates, the sitemap, the remembered choice).
 */
import { type PathName, paths } from "./paths.js";
import { LANGUAGES, type Language } from "./terms.js";

export { LANGUAGES, type Language };

/** The language of the SPEC paths. */
export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that remembers a shopper's choice for the next visit. */
export const LANGUAGE_COOKIE = "avlu_lang";

const PREFIX: Record<Language, string> = { en: "", tr: "/tr" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a path is in: `/tr` and `/tr/…` are Turkish, every other path is the SPEC's. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/tr" || pathname.startsWith("/tr/") ? "tr" : DEFAULT_LANGUAGE;
}

/** The path without its language prefix: `/tr/product/1` → `/product/1`, `/tr` → `/`. */
export function stripLanguage(pathname: string): string {
  if (languageOfPath(pathname) === DEFAULT_LANGUAGE) return pathname;
  const rest = pathname.slice(PREFIX.tr.length);
  return rest === "" ? "/" : rest;
}

/**
 * An app address (`/path?query#hash`, language-neutral or not) in `language`: the query and hash
 * are kept as they are. Addresses outside the app (`https://…`, `mailto:`) are returned unchanged.
 */
export function localizePath(address: string, language: Language): string {
  if (!address.startsWith("/") || address.startsWith("//")) return address;
  const cut = address.search(/[?#]/);
  const pathname = cut === -1 ? address : address.slice(0, cut);
  const tail = cut === -1 ? "" : address.slice(cut);
  const neutral = stripLanguage(pathname);
  const prefix = PREFIX[language];
  const localized = prefix && neutral === "/" ? prefix : `${prefix}${neutral}`;
  return `${localized}${tail}`;
}

/**
 * The SPEC pages that exist in Turkish under `/tr` (issue 20 translates the storefront page by
 * page). Any other `/tr/…` address is sent to its SPEC twin, and only these pages offer the
 * language switch, hreflang alternates and a Turkish sitemap entry.
 */
export const TURKISH_PAGES: readonly PathName[] = [
  "home",
  "about",
  "privacy",
  "faq",
  "shippingReturns",
  "careers",
  "collectionsAll",
  "collection",
  "diningChairs",
  "fermobCollections",
  "fermobCollection",
  "oltaCatalogs",
  "oltaCollection",
  "olta",
  "product",
  "contact",
  "login",
  "register",
  "forgotPassword",
  "resetPassword",
  "profile",
  "unauthorized",
  "oltaConfigure",
  "configure",
  "checkout",
  "payment",
  "orderConfirmation",
  "order",
  "myOrders",
  "orders",
  "claimOrders",
];

const turkishPatterns = TURKISH_PAGES.map(
  (name) => new RegExp(`^${paths[name].replace(/:[A-Za-z]+/g, "[^/]+")}/?$`, "i"),
);

/** True when the page at a language-neutral pathname (`/`, `/product/3`) has a Turkish twin. */
export function hasTurkishPage(pathname: string): boolean {
  const neutral = stripLanguage(pathname);
  return turkishPatterns.some((re) => re.test(neutral));
}

/** A link to an app address for a reader of `language`: its Turkish twin when it has one, else the SPEC page. */
export function linkIn(address: string, language: Language): string {
  const pathname = address.split(/[?#]/)[0] ?? address;
  return localizePath(address, language === "tr" && hasTurkishPage(pathname) ? "tr" : DEFAULT_LANGUAGE);
}
