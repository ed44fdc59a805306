/**
 * VAT (KDV) contained in VAT-inclusive prices, in whole cents, without zod (ADR 1902).
 *
 * Rounding rule: lines are grouped by rate; for each rate the VAT contained in the group's gross
 * total G at rate r is G × r / (100 + r), rounded half up to the cent (integer arithmetic only).
 * The net is G minus that VAT, so net + VAT = gross exactly, per rate and in total. Delivery and
 * assembly are services taxed at the shop's standard rate.
 */

/** Turkey's standard KDV rate, the shop's default. */
export const DEFAULT_VAT_RATE = 20;

/** The owner's VAT settings: the standard rate and optional rates per product category (percent). */
export interface VatRules {
  rate: number;
  categoryRates: Record<string, number>;
}

export const DEFAULT_VAT_RULES: VatRules = { rate: DEFAULT_VAT_RATE, categoryRates: {} };

/** A rate in percent with at most two decimals (e.g. 20, 10, 1, 8.5) as hundredths of a percent. */
export function rateBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** The rate of a product of `category` (its own rate, else the standard one), in percent. */
export function vatRateFor(rules: VatRules, category: string): number {
  return rules.categoryRates[category] ?? rules.rate;
}

/**
 * VAT contained in `grossCents` (a non-negative whole number of cents) at `rateBp` hundredths of
 * a percent: round_half_up(G × r / (10000 + r)). Exact for every G below 2^31 and r up to 100 %.
 */
export function vatContained(grossCents: number, rateBp: number): number {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) throw new RangeError("gross must be whole cents ≥ 0");
  if (!Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new RangeError("rate out of range");
  const denominator = 2 * (10_000 + rateBp);
  // 2·G·r + (10000 + r), over 2·(10000 + r): half up. Every value stays below 2^53, so % is exact.
  const numerator = 2 * grossCents * rateBp + (10_000 + rateBp);
  return (numerator - (numerator % denominator)) / denominator;
}

export interface VatGroup {
  /** percent */
  rate: number;
  grossCents: number;
  vatCents: number;
  netCents: number;
}

export interface VatBreakdown {
  /** One group per rate, highest rate first. */
  groups: VatGroup[];
  grossCents: number;
  vatCents: number;
  netCents: number;
}

/** The VAT in a basket: `lines` are gross amounts (price × quantity, delivery, assembly) with their rate in percent. */
export function vatBreakdown(lines: ReadonlyArray<{ grossCents: number; rate: number }>): VatBreakdown {
  const byRate = new Map<number, number>();
  for (const line of lines) {
    const bp = rateBasisPoints(line.rate);
    byRate.set(bp, (byRate.get(bp) ?? 0) + line.grossCents);
  }
  const groups = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([bp, grossCents]) => {
      const vatCents = vatContained(grossCents, bp);
      return { rate: bp / 100, grossCents, vatCents, netCents: grossCents - vatCents };
    });
  const sum = (pick: (g: VatGroup) => number) => groups.reduce((s, g) => s + pick(g), 0);
  return {
    groups,
    grossCents: sum((g) => g.grossCents),
    vatCents: sum((g) => g.vatCents),
    netCents: sum((g) => g.netCents),
  };
}
