/**
 * Delivery rules and the delivery quote, without zod (ADR 1901). The owner sorts Turkish provinces
 * into zones (İstanbul, the big cities…), one zone takes the rest of Türkiye and one may serve
 * addresses abroad (usually "on request": the shop quotes that fee after the order). Each zone has
 * a fee; above a free-delivery threshold deliveries in Türkiye cost nothing; assembly is an
 * optional service at one price per order. All amounts are VAT-inclusive; the quote is in cents.
 */
import { amountToCents } from "./format.js";
import { isTurkey } from "./tr-address.js";

export const DELIVERY_ZONE_KINDS = ["provinces", "rest-of-turkey", "abroad"] as const;
export type DeliveryZoneKind = (typeof DELIVERY_ZONE_KINDS)[number];

export interface DeliveryZone {
  id: string;
  name: string;
  kind: DeliveryZoneKind;
  /** Plate codes ("34"); only zones of kind "provinces" list any. */
  provinces: string[];
  /** Fee in the shop's currency, VAT included (ignored when onRequest). */
  fee: number;
  /** The fee is agreed with the shopper after the order (e.g. abroad); the order shows it as to be confirmed. */
  onRequest: boolean;
}

export interface DeliveryRules {
  zones: DeliveryZone[];
  /** Orders in Türkiye whose goods total at least this much are delivered free; null: never. */
  freeDeliveryThreshold: number | null;
  assembly: { available: boolean; price: number };
}

/** Where an order goes: the country, and for Türkiye the province's plate code once it is known. */
export interface DeliveryDestination {
  country: string;
  provinceCode: string | null;
}

export interface DeliveryBasket {
  /** Goods total in cents, VAT included. */
  subtotalCents: number;
  /** The shopper asked for assembly. */
  assembly: boolean;
}

export const DELIVERY_MESSAGES = {
  noProvince: "Choose a province to see the delivery cost",
  notDelivered: "We deliver within Türkiye only; please contact us about deliveries abroad",
  noAssembly: "Assembly is not offered at the moment",
} as const;

export type DeliveryQuote =
  | {
      available: true;
      zone: Pick<DeliveryZone, "id" | "name" | "kind">;
      /** Delivery fee charged now (0 when free or on request). */
      feeCents: number;
      /** The threshold was reached. */
      free: boolean;
      onRequest: boolean;
      /** Assembly charged (0 when not asked for). */
      assemblyCents: number;
      /** feeCents + assemblyCents */
      totalCents: number;
      /** How much more the goods must cost for free delivery; null when it does not apply or is reached. */
      untilFreeCents: number | null;
    }
  | { available: false; reason: "no-province" | "not-delivered" | "no-assembly"; message: string };

const cents = (amount: number) => amountToCents(amount) ?? 0;

/** The zone serving `to`: the province's zone, else the rest of Türkiye; abroad, the abroad zone. */
export function zoneFor(rules: DeliveryRules, to: DeliveryDestination): DeliveryZone | undefined {
  if (!isTurkey(to.country)) return rules.zones.find((z) => z.kind === "abroad");
  if (!to.provinceCode) return undefined;
  const code = to.provinceCode;
  return (
    rules.zones.find((z) => z.kind === "provinces" && z.provinces.includes(code)) ??
    rules.zones.find((z) => z.kind === "rest-of-turkey")
  );
}

/** What delivery (and assembly) costs for this basket and destination under these rules. */
export function deliveryQuote(rules: DeliveryRules, to: DeliveryDestination, basket: DeliveryBasket): DeliveryQuote {
  const turkey = isTurkey(to.country);
  if (turkey && !to.provinceCode) {
    return { available: false, reason: "no-province", message: DELIVERY_MESSAGES.noProvince };
  }
  const zone = zoneFor(rules, to);
  if (!zone) return { available: false, reason: "not-delivered", message: DELIVERY_MESSAGES.notDelivered };
  if (basket.assembly && !rules.assembly.available) {
    return { available: false, reason: "no-assembly", message: DELIVERY_MESSAGES.noAssembly };
  }
  const threshold = turkey && rules.freeDeliveryThreshold !== null ? cents(rules.freeDeliveryThreshold) : null;
  const free = !zone.onRequest && threshold !== null && basket.subtotalCents >= threshold;
  const feeCents = zone.onRequest || free ? 0 : cents(zone.fee);
  const assemblyCents = basket.assembly ? cents(rules.assembly.price) : 0;
  const untilFreeCents =
    threshold !== null && !zone.onRequest && !free && feeCents > 0 ? threshold - basket.subtotalCents : null;
  return {
    available: true,
    zone: { id: zone.id, name: zone.name, kind: zone.kind },
    feeCents,
    free,
    onRequest: zone.onRequest,
    assemblyCents,
    totalCents: feeCents + assemblyCents,
    untilFreeCents,
  };
}

/**
 * Problems with a rule set the owner wants to save, in words (empty when it is sound): exactly
 * one zone for the rest of Türkiye, at most one abroad, every province in at most one zone.
 */
export function deliveryRulesProblems(rules: {
  zones: ReadonlyArray<Pick<DeliveryZone, "name" | "kind" | "provinces">>;
}): string[] {
  const problems: string[] = [];
  const count = (kind: DeliveryZoneKind) => rules.zones.filter((z) => z.kind === kind).length;
  if (count("rest-of-turkey") !== 1) problems.push("Exactly one zone must cover the rest of Türkiye");
  if (count("abroad") > 1) problems.push("Only one zone can cover addresses abroad");
  const owner = new Map<string, string>();
  const names = new Set<string>();
  for (const zone of rules.zones) {
    const name = zone.name.trim().toLocaleLowerCase("tr-TR");
    if (names.has(name)) problems.push(`Two zones are called "${zone.name}"`);
    names.add(name);
    if (zone.kind !== "provinces" && zone.provinces.length > 0) {
      problems.push(
        `"${zone.name}" covers ${zone.kind === "abroad" ? "addresses abroad" : "the rest of Türkiye"}: it lists no provinces`,
      );
    }
    if (zone.kind === "provinces" && zone.provinces.length === 0) problems.push(`"${zone.name}" has no provinces`);
    for (const code of zone.provinces) {
      const other = owner.get(code);
      if (other !== undefined && other !== zone.name) {
        problems.push(`Province ${code} is in two zones: "${other}" and "${zone.name}"`);
      }
      owner.set(code, zone.name);
    }
  }
  return problems;
}
