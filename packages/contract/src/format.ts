/**
 * Pure money and text helpers shared by server and SPA. This module imports nothing (no zod), so
 * the storefront can format prices and match names without loading the schema library;
 * `common.ts` re-exports everything here for the server's existing imports.
 */

/** Whole cents to dollars for JSON (money is never a float in SQL). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** Largest price or total the shop accepts, in dollars. */
export const MAX_AMOUNT = 9_999_999.99;

/** A decimal amount (number or text such as "1299.90") to whole cents; null unless it is 0..MAX_AMOUNT with at most 2 decimals. */
export function amountToCents(value: number | string): number | null {
  const n = typeof value === "number" ? value : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > MAX_AMOUNT) return null;
  const cents = Math.round(n * 100);
  return Math.abs(cents - n * 100) < 1e-6 ? cents : null;
}

/**
 * An amount as people type it, with a decimal point or a Turkish decimal comma: "12.50", "12,50",
 * "1299", "1.299,90", "1,299.90", "1 299,90". A lone separator followed by exactly three digits
 * groups thousands ("1.299" and "1,299" are 1299: no price has three decimals). Null for anything
 * else, or more than two decimals.
 */
export function parseAmount(text: string): number | null {
  const s = text.trim().replace(/[\s\u00a0\u202f']/g, "");
  let whole: string;
  let fraction = "";
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(s);
  const grouped = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(s) ?? /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(s);
  if (plain?.[1] !== undefined) {
    whole = plain[1];
    fraction = plain[2] ?? "";
  } else if (grouped?.[1] !== undefined) {
    whole = grouped[1].replace(/[.,]/g, "");
    fraction = grouped[2] ?? "";
  } else {
    return null;
  }
  const n = Number(fraction ? `${whole}.${fraction}` : whole);
  return Number.isFinite(n) ? n : null;
}

/** Dollars with two decimals, as every total on the site is shown (SPEC §9). */
export function formatPrice(amount: number): string {
  return `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const TR_PRICE = new Intl.NumberFormat("tr-TR", { style: "currency", currency: "USD" });

/** A price for a reader of `language`: SPEC's "$1,249.90" in English, Intl's "$1.249,90" in Turkish. */
export function formatPriceIn(amount: number, language: "en" | "tr"): string {
  return language === "tr" ? TR_PRICE.format(amount) : formatPrice(amount);
}

/**
 * Folds text for search and matching: lower case with Turkish rules, then the Turkish
 * letters and other accents folded to ASCII, so "İzmir", "izmir" and "IZMIR" match and
 * both databases compare the same bytes.
 */
export function foldText(input: string): string {
  return input
    .replaceAll("İ", "i")
    .replaceAll("I", "ı")
    .toLocaleLowerCase("tr-TR")
    .replaceAll("ı", "i")
    .replaceAll("ş", "s")
    .replaceAll("ğ", "g")
    .replaceAll("ü", "u")
    .replaceAll("ö", "o")
    .replaceAll("ç", "c")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Key for matching collection names: folded and stripped of everything but letters and digits. */
export function collectionKey(name: string): string {
  return foldText(name).replace(/[^a-z0-9]/g, "");
}
