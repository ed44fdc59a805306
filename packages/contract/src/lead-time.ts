/**
 * Lead times without zod (ADR 1903): how long until a piece is delivered, when the shop has it
 * ("in stock") and when it must be ordered from the maker ("on order"). Each brand may have its
 * own pair (FERMOB: 4–6 weeks on order); the shop's default covers the others. Windows are counted
 * in business days or weeks (a week is five business days when windows are compared).
 */
import { foldText } from "./format.js";

export const LEAD_TIME_UNITS = ["business-days", "weeks"] as const;
export type LeadTimeUnit = (typeof LEAD_TIME_UNITS)[number];

export interface LeadTime {
  min: number;
  max: number;
  unit: LeadTimeUnit;
}

export const AVAILABILITIES = ["in-stock", "on-order"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export interface LeadTimePair {
  inStock: LeadTime;
  onOrder: LeadTime;
}

export interface BrandLeadTime extends LeadTimePair {
  brand: string;
}

/**
 * A variant the owner names by its SKU (ADR 1910): kept in stock or ordered from the maker, and
 * optionally its own window for that case (else its brand's).
 */
export interface VariantLeadTime {
  sku: string;
  availability: Availability;
  window: LeadTime | null;
}

export interface LeadTimeRules {
  /** For every brand without its own line. */
  default: LeadTimePair;
  brands: BrandLeadTime[];
  /** Variants with an availability or window of their own (absent: none). */
  variants?: VariantLeadTime[];
}

export const DEFAULT_LEAD_TIMES: LeadTimeRules = {
  default: {
    inStock: { min: 2, max: 5, unit: "business-days" },
    onOrder: { min: 4, max: 6, unit: "weeks" },
  },
  brands: [],
};

/** The pair that applies to `brand` (matched without regard to case or Turkish letters). */
export function leadTimesFor(rules: LeadTimeRules, brand: string): LeadTimePair {
  const key = foldText(brand);
  return rules.brands.find((b) => foldText(b.brand) === key) ?? rules.default;
}

/** The window for one piece: the variant's own lead time when it has one, else its brand's. */
export function leadTimeFor(
  rules: LeadTimeRules,
  brand: string,
  availability: Availability,
  own?: Partial<LeadTimePair> | null,
): LeadTime {
  const pair = leadTimesFor(rules, brand);
  return availability === "in-stock" ? (own?.inStock ?? pair.inStock) : (own?.onOrder ?? pair.onOrder);
}

/** The rule of the variant with this SKU, if the owner gave it one. */
export function variantLeadTime(rules: LeadTimeRules, sku: string | undefined): VariantLeadTime | undefined {
  if (!sku) return undefined;
  return rules.variants?.find((v) => v.sku === sku);
}

/**
 * What one line of an order (or the piece chosen on a product page) waits for: its variant's
 * availability (in stock unless the owner says the variant is ordered from the maker) and window
 * (the variant's own, else its brand's, else the default).
 */
export function lineLeadTime(
  rules: LeadTimeRules,
  line: { brand: string; sku?: string | undefined; availability?: Availability | undefined },
): { availability: Availability; window: LeadTime } {
  const own = variantLeadTime(rules, line.sku);
  const availability = own?.availability ?? line.availability ?? "in-stock";
  const window = own?.window ?? leadTimeFor(rules, line.brand, availability);
  return { availability, window };
}

const businessDays = (n: number, unit: LeadTimeUnit) => (unit === "weeks" ? n * 5 : n);

/**
 * The window of several pieces delivered together: from the latest earliest day to the latest
 * last day, in weeks when the slowest piece is counted in weeks and the days fall on whole weeks.
 */
export function combineLeadTimes(windows: readonly LeadTime[]): LeadTime | null {
  if (windows.length === 0) return null;
  let min = 0;
  let max = 0;
  let slowest = windows[0] as LeadTime;
  for (const w of windows) {
    min = Math.max(min, businessDays(w.min, w.unit));
    const last = businessDays(w.max, w.unit);
    if (last > max || (last === max && w.unit === "weeks")) slowest = w;
    max = Math.max(max, last);
  }
  if (slowest.unit === "weeks" && min % 5 === 0 && max % 5 === 0) return { min: min / 5, max: max / 5, unit: "weeks" };
  return { min, max, unit: "business-days" };
}

const UNIT_WORDS: Record<"en" | "tr", Record<LeadTimeUnit, [one: string, many: string]>> = {
  en: { "business-days": ["business day", "business days"], weeks: ["week", "weeks"] },
  tr: { "business-days": ["iş günü", "iş günü"], weeks: ["hafta", "hafta"] },
};

/** "2–5 business days", "4–6 weeks", "1 week"; in Turkish "2–5 iş günü", "4–6 hafta". */
export function formatLeadTime(window: LeadTime, language: "en" | "tr" = "en"): string {
  const [one, many] = UNIT_WORDS[language][window.unit];
  const span = window.min === window.max ? String(window.max) : `${window.min}–${window.max}`;
  return `${span} ${window.max === 1 && window.min === 1 ? one : many}`;
}
