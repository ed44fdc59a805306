/**
 * What an order was charged besides its goods, without zod (ADR 1906): the delivery line (zone,
 * fee, free or on request, assembly), the VAT contained in the total per rate (ADR 1902) and the
 * expected delivery windows. Worked out by the server when the order is placed and stored with it,
 * so later rule changes never alter a placed order. The SPA computes the same figures with
 * `basketCharges` to show them while the shopper types; the server's are the ones charged.
 */
import { type DeliveryQuote, type DeliveryRules, deliveryQuote } from "./delivery.js";
import { centsToAmount } from "./format.js";
import {
  type Availability,
  combineLeadTimes,
  formatLeadTime,
  type LeadTime,
  type LeadTimeRules,
  lineLeadTime,
} from "./lead-time.js";
import { type VatBreakdown, type VatRules, vatBreakdown, vatRateFor } from "./vat.js";

/** The rule the VAT figures follow, as the documents state it. */
export const VAT_ROUNDING_RULE = "VAT contained = gross × rate / (100 + rate) per rate, rounded half up to the cent";

export interface OrderDeliveryLine {
  zone: string;
  fee: number;
  free: boolean;
  onRequest: boolean;
  assembly: number;
}

export interface OrderVatGroup {
  rate: number;
  gross: number;
  vat: number;
  net: number;
}

export interface OrderLeadTime extends LeadTime {
  availability: Availability;
}

/** The figures an order carries (amounts in the shop's currency, two decimals). */
export interface OrderCharges {
  /** Goods, VAT included. */
  subtotal: number;
  /** null for orders placed before delivery was charged. */
  delivery: OrderDeliveryLine | null;
  /** VAT contained in the total (KDV dahil). */
  vat: { total: number; groups: OrderVatGroup[] };
  /** One window per availability present in the order ("in stock", "on order"). */
  leadTimes: OrderLeadTime[];
}

/** A line as the charges see it: what it costs, its brand and category (rates, lead times), availability. */
export interface ChargeLine {
  priceCents: number;
  quantity: number;
  brand: string;
  category: string;
  availability?: Availability;
  /** The variant's SKU: its own availability and window win (ADR 1910). */
  sku?: string;
}

export interface BasketRules {
  delivery: DeliveryRules;
  vat: VatRules;
  leadTimes: LeadTimeRules;
}

export interface BasketCharges {
  subtotalCents: number;
  quote: DeliveryQuote;
  /** Goods + delivery + assembly (only when the quote is available). */
  totalCents: number;
  vat: VatBreakdown;
  leadTimes: OrderLeadTime[];
}

/** The expected windows of the lines, one per availability (in stock first). */
export function basketLeadTimes(rules: LeadTimeRules, lines: readonly ChargeLine[]): OrderLeadTime[] {
  const each = lines.map((l) => lineLeadTime(rules, l));
  const out: OrderLeadTime[] = [];
  for (const availability of ["in-stock", "on-order"] as const) {
    const windows = each.filter((l) => l.availability === availability).map((l) => l.window);
    const combined = combineLeadTimes(windows);
    if (combined) out.push({ availability, ...combined });
  }
  return out;
}

/**
 * Everything a basket costs going to `destination`: the delivery quote (ADR 1901), the total, the
 * VAT contained per rate (goods at their category's rate, delivery and assembly at the standard
 * rate) and the lead times. Pure; integer cents throughout.
 */
export function basketCharges(
  rules: BasketRules,
  lines: readonly ChargeLine[],
  destination: { country: string; provinceCode: string | null },
  assembly: boolean,
): BasketCharges {
  const subtotalCents = lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
  const quote = deliveryQuote(rules.delivery, destination, { subtotalCents, assembly });
  const services = quote.available ? quote.totalCents : 0;
  const vat = vatBreakdown([
    ...lines.map((l) => ({ grossCents: l.priceCents * l.quantity, rate: vatRateFor(rules.vat, l.category) })),
    ...(services > 0 ? [{ grossCents: services, rate: rules.vat.rate }] : []),
  ]);
  return {
    subtotalCents,
    quote,
    totalCents: subtotalCents + services,
    vat,
    leadTimes: basketLeadTimes(rules.leadTimes, lines),
  };
}

/** The stored figures of an order, for the API. */
export function toOrderCharges(c: {
  subtotalCents: number;
  delivery: { zone: string; feeCents: number; free: boolean; onRequest: boolean; assemblyCents: number } | null;
  vat: VatBreakdown;
  leadTimes: OrderLeadTime[];
}): OrderCharges {
  return {
    subtotal: centsToAmount(c.subtotalCents),
    delivery: c.delivery
      ? {
          zone: c.delivery.zone,
          fee: centsToAmount(c.delivery.feeCents),
          free: c.delivery.free,
          onRequest: c.delivery.onRequest,
          assembly: centsToAmount(c.delivery.assemblyCents),
        }
      : null,
    vat: {
      total: centsToAmount(c.vat.vatCents),
      groups: c.vat.groups.map((g) => ({
        rate: g.rate,
        gross: centsToAmount(g.grossCents),
        vat: centsToAmount(g.vatCents),
        net: centsToAmount(g.netCents),
      })),
    },
    leadTimes: c.leadTimes,
  };
}

const AVAILABILITY_LABELS: Record<"en" | "tr", Record<Availability, string>> = {
  en: { "in-stock": "In stock", "on-order": "On order" },
  tr: { "in-stock": "Stokta", "on-order": "Siparişle" },
};

/** "In stock: 2–5 business days" lines of an order. */
export function leadTimeLines(
  windows: readonly OrderLeadTime[],
  language: "en" | "tr" = "en",
): Array<[string, string]> {
  return windows.map((w) => [AVAILABILITY_LABELS[language][w.availability], formatLeadTime(w, language)]);
}

/** "VAT 20% included" per group, or "KDV dahil" wording for the Turkish documents. */
export function vatLabel(rate: number, language: "en" | "tr" = "en"): string {
  const pct = Number.isInteger(rate) ? String(rate) : String(rate).replace(".", language === "tr" ? "," : ".");
  return language === "tr" ? `KDV %${pct} dahil` : `incl. VAT (KDV) ${pct}%`;
}

/** Whether an address abroad can be ordered to (the shop has an abroad zone). */
export function deliversAbroad(rules: DeliveryRules): boolean {
  return rules.zones.some((z) => z.kind === "abroad");
}
