/**
 * The price of a configuration (issue 21, ADR 2101). Zod-free.
 *
 * Every price in a definition is whole euro cents incl. VAT (SPEC: "RRP incl. VAT"), so the euro
 * figures are exact sums — no rounding at all. The only rounding is the conversion of the euro
 * total into the shop's currency: total cents × rate, rounded half up to whole cents, once, on the
 * total (never per line), in exact integer arithmetic.
 */
import {
  type Configuration,
  type ConfiguratorDefinition,
  type ConfiguratorOption,
  type ConfiguratorStep,
  findOption,
  type OptionPrice,
  PRICE_GROUPS,
  type PriceGroup,
} from "./configurator-model.js";
import { isOffered } from "./configurator-rules.js";

export interface QuoteLine {
  step: string;
  option: string;
  group: PriceGroup;
  quantity: number;
  unitCents: number;
  cents: number;
}

export interface Quote {
  lines: QuoteLine[];
  /** Euro cents per group: the parasol, its base/fastening (shown apart: "excl. base"), extras. */
  groups: Record<PriceGroup, number>;
  /** Euro cents incl. VAT. */
  totalCents: number;
  /** The rate used: shop-currency units per euro. */
  exchangeRate: string;
  /** totalCents converted at the rate, rounded half up to whole cents of the shop's currency. */
  shopTotalCents: number;
}

const RATE_PATTERN = /^(\d{1,4})(?:\.(\d{1,6}))?$/;

/** "1.085" → 1085000 (millionths); null unless a positive decimal with at most 6 places. */
export function rateMicros(rate: string): number | null {
  const m = RATE_PATTERN.exec(rate);
  if (!m) return null;
  const micros = Number(m[1]) * 1_000_000 + Number((m[2] ?? "").padEnd(6, "0"));
  return micros > 0 ? micros : null;
}

/** Euro cents → shop-currency cents at `rate`, half up, exact (BigInt: cents × millionths can pass 2^53). */
export function convertCents(cents: number, rate: string): number {
  const micros = rateMicros(rate);
  if (micros === null) throw new RangeError(`Invalid exchange rate: ${rate}`);
  const product = BigInt(cents) * BigInt(micros);
  return Number((product + BigInt(500_000)) / BigInt(1_000_000));
}

/** The price of an option given the choices (0 when its price depends on a step not chosen). */
export function optionPrice(price: OptionPrice, config: Configuration): number {
  if (typeof price === "number") return price;
  const key = config.choices[price.by];
  return key === undefined ? 0 : (price.cents[key] ?? 0);
}

/**
 * The quote of a configuration. Give it a resolved configuration (`resolveConfiguration`): choices
 * a definition does not know are skipped here, never priced.
 */
export function quoteConfiguration(def: ConfiguratorDefinition, config: Configuration): Quote {
  const lines: QuoteLine[] = [];
  const add = (step: ConfiguratorStep, option: ConfiguratorOption, quantity: number) => {
    const unitCents = optionPrice(option.priceCents, config);
    lines.push({
      step: step.id,
      option: option.id,
      group: step.group,
      quantity,
      unitCents,
      cents: unitCents * quantity,
    });
  };
  for (const step of def.steps) {
    if (step.kind === "single") {
      const option = findOption(step, config.choices[step.id]);
      if (option) add(step, option, 1);
    } else {
      for (const option of step.options) {
        const q = config.extras[step.id]?.[option.id] ?? 0;
        if (q > 0) add(step, option, q);
      }
    }
  }
  const groups = Object.fromEntries(PRICE_GROUPS.map((g) => [g, 0])) as Record<PriceGroup, number>;
  for (const l of lines) groups[l.group] += l.cents;
  const totalCents = lines.reduce((sum, l) => sum + l.cents, 0);
  return {
    lines,
    groups,
    totalCents,
    exchangeRate: def.exchangeRate,
    shopTotalCents: convertCents(totalCents, def.exchangeRate),
  };
}

/**
 * The lowest price of the parasol group (the "from" price: no base, no extras) for each option of
 * the first step, choosing at every later step the cheapest option offered with what is chosen so
 * far. Exact when prices and requirements follow the first step (size), as in the OLTA definition.
 */
export function fromPrices(def: ConfiguratorDefinition): Record<string, number> {
  const [first, ...rest] = def.steps;
  const out: Record<string, number> = {};
  if (first?.kind !== "single") return out;
  for (const start of first.options) {
    if (!isOffered(start, { choices: {}, colours: {}, extras: {} })) continue;
    const config: Configuration = { choices: { [first.id]: start.id }, colours: {}, extras: {} };
    for (const step of rest) {
      if (step.kind !== "single") continue;
      let best: ConfiguratorOption | undefined;
      for (const o of step.options) {
        if (!isOffered(o, config)) continue;
        if (!best || optionPrice(o.priceCents, config) < optionPrice(best.priceCents, config)) best = o;
      }
      if (best) config.choices[step.id] = best.id;
    }
    const quote = quoteConfiguration(def, config);
    out[start.id] = quote.groups.parasol;
  }
  return out;
}

/** The lowest "from" price of the definition, or null when it has none. */
export function lowestFromPrice(def: ConfiguratorDefinition): number | null {
  const prices = Object.values(fromPrices(def));
  return prices.length ? Math.min(...prices) : null;
}

function grouped(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Euro cents as SPEC writes them ("445.00€", "1,240.00€"), or in Turkish style ("1.240,00 €").
 * Written out by hand so that server and every browser print the same characters.
 */
export function formatEuro(cents: number, lang: "en" | "tr" = "en"): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, "0");
  return lang === "tr" ? `${sign}${grouped(whole, ".")},${fraction} €` : `${sign}${grouped(whole, ",")}.${fraction}€`;
}
