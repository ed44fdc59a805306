import { formatPrice as contractFormatPrice } from "@avlu/contract/format";

/**
 * Dollars with two decimals ("$1,234.50", SPEC §9): the contract's formatter, from its zod-free
 * module (importing `@avlu/contract/common` would bring zod into every page's first load). It is
 * a binding of this module rather than a bare re-export: the shell imports it, and with a
 * re-export the bundler splits this file off the entry and the first load breaks into many small
 * chunks (docs/decisions/0180-zod-free-contract-modules.md).
 */
export const formatPrice = contractFormatPrice;

/** The locale dates are written in: SPEC's "22 Nov 2026" on SPEC pages, Intl's tr-TR "22 Kas 2026" on Turkish ones. */
const DATE_LOCALE = { en: "en-GB", tr: "tr-TR" } as const;

/** 22 Nov 2026 */
export function formatDate(iso: string, language: keyof typeof DATE_LOCALE = "en"): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleDateString(DATE_LOCALE[language], { day: "numeric", month: "short", year: "numeric" });
}

/** 22 Nov 2026, 14:05 */
export function formatDateTime(iso: string, language: keyof typeof DATE_LOCALE = "en"): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleString(DATE_LOCALE[language], {
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      });
}
