import { type Availability, lineLeadTime } from "@avlu/contract/lead-time";
import {
  type BasketCharges,
  basketCharges,
  type OrderCharges,
  type OrderLeadTime,
  toOrderCharges,
} from "@avlu/contract/order-charges";
import type { Order, OrderCreateInput, ShippingAddress } from "@avlu/contract/orders";
import { findDistrict, findProvince, isTurkey, postalCodeIssue, TURKEY } from "@avlu/contract/tr-address";
import type { VatGroup } from "@avlu/contract/vat";
import type { Q } from "../../db/database.js";
import { badRequest, conflict } from "../../lib/http-error.js";
import { parseJson } from "../../lib/json.js";
import { deliveryRefusal, postalCodeMessage } from "../../lib/messages/address.js";
import { msg } from "../../lib/messages/message.js";
import { price } from "../../lib/messages/values.js";
import { getCheckoutRules } from "../checkout-rules/repository.js";
import { trProvinces } from "../geo/provinces.js";

/*
 * What an order costs besides its goods (ADR 1906): where it goes (a Turkish address checked
 * against the province list), the delivery line under today's rules, the VAT contained per rate,
 * the lead times; stored with the order in `order_charges` and read back with it. Kept apart from
 * the order placement itself so the two change independently.
 */

/** Each order item's SKU, VAT rate and availability, by position. */
export interface ChargedLine {
  sku: string;
  vatRate: number;
  availability: Availability;
}

export interface StoredCharges extends OrderCharges {
  lines: ChargedLine[];
}

/**
 * The order's delivery address as stored: for Türkiye the province from the list (400 otherwise),
 * the district checked against it when given, the postal code against the province; abroad as
 * written. Answers the province's plate code for the delivery zone.
 */
export async function orderDestination(
  address: ShippingAddress,
): Promise<{ address: ShippingAddress; provinceCode: string | null }> {
  if (!isTurkey(address.country)) return { address, provinceCode: null };
  const province = findProvince(await trProvinces(), address.city);
  if (!province) throw badRequest(msg("address.chooseProvince"));
  let district = "";
  if (address.district.trim()) {
    const found = findDistrict(province, address.district);
    if (!found) throw badRequest(msg("address.chooseDistrictOf", { province: province.name }));
    district = found;
  }
  const problem = postalCodeIssue(address.postalCode, province);
  if (problem) throw badRequest(postalCodeMessage(problem));
  return {
    address: { ...address, country: TURKEY, city: province.name, district, postalCode: address.postalCode.trim() },
    provinceCode: province.code,
  };
}

export interface ComputedCharges {
  basket: BasketCharges;
  lines: ChargedLine[];
}

/**
 * The charges of items about to be ordered, under the rules in force now (read in the order's
 * transaction). A destination the shop does not deliver to, or assembly it no longer offers, is a 400.
 */
export async function computeCharges(
  tx: Q,
  items: ReadonlyArray<{ product_id: string; price_cents: number; quantity: number; availability?: Availability }>,
  destination: { country: string; provinceCode: string | null },
  assembly: boolean,
): Promise<ComputedCharges> {
  const { basket, lines } = await computeBasket(tx, items, destination, assembly);
  if (!basket.quote.available) throw badRequest(deliveryRefusal(basket.quote.reason));
  return { basket, lines };
}

/** The basket's figures under the rules in force (whether or not the destination can be served). */
export async function computeBasket(
  tx: Q,
  items: ReadonlyArray<{
    product_id: string;
    price_cents: number;
    quantity: number;
    sku?: string;
    availability?: Availability;
  }>,
  destination: { country: string; provinceCode: string | null },
  assembly: boolean,
): Promise<ComputedCharges & { rules: Awaited<ReturnType<typeof getCheckoutRules>> }> {
  const ids = [...new Set(items.map((i) => i.product_id))];
  const products = ids.length
    ? await tx.selectFrom("products").select(["id", "brand", "category", "sku"]).where("id", "in", ids).execute()
    : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const rules = await getCheckoutRules(tx);
  const lines = items.map((i) => {
    const p = byId.get(i.product_id);
    const brand = p?.brand ?? "";
    const sku = i.sku ?? p?.sku ?? "";
    // A variant the owner orders from the maker is "on order" (ADR 1910).
    const { availability } = lineLeadTime(rules.leadTimes, { brand, sku, availability: i.availability });
    return { priceCents: i.price_cents, quantity: i.quantity, brand, category: p?.category ?? "", availability, sku };
  });
  const basket = basketCharges(rules, lines, destination, assembly);
  return {
    rules,
    basket,
    lines: lines.map((l) => ({
      sku: l.sku,
      vatRate: rules.vat.categoryRates[l.category] ?? rules.vat.rate,
      availability: l.availability,
    })),
  };
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The figures the shopper was shown must be today's: a tampered or outdated delivery fee, VAT or
 * total is refused (409 naming the right figure) before anything changes; nothing from the client
 * is ever charged.
 */
export function checkExpected(expected: OrderCreateInput["expected"], c: ComputedCharges): void {
  if (!expected) return;
  const { basket } = c;
  const delivery = basket.quote.available ? basket.quote.totalCents : 0;
  const checks = [
    [expected.delivery, delivery, "orders.deliveryChanged"],
    [expected.vat, basket.vat.vatCents, "orders.vatChanged"],
    [expected.total, basket.totalCents, "orders.totalChanged"],
  ] as const;
  for (const [shown, actual, key] of checks) {
    if (shown !== undefined && cents(shown) !== actual) throw conflict(msg(key, { amount: price(actual / 100) }));
  }
}

export async function insertCharges(tx: Q, orderId: string, c: ComputedCharges): Promise<void> {
  const { basket } = c;
  const quote = basket.quote.available ? basket.quote : null;
  await tx
    .insertInto("order_charges")
    .values({
      order_id: orderId,
      subtotal_cents: basket.subtotalCents,
      delivery_zone: quote?.zone.name ?? null,
      delivery_fee_cents: quote?.feeCents ?? 0,
      delivery_free: quote?.free ? 1 : 0,
      delivery_on_request: quote?.onRequest ? 1 : 0,
      assembly_cents: quote?.assemblyCents ?? 0,
      vat_cents: basket.vat.vatCents,
      vat_groups: JSON.stringify(basket.vat.groups),
      lead_times: JSON.stringify(basket.leadTimes),
      lines: JSON.stringify(c.lines),
    })
    .execute();
}

const NO_CHARGES: StoredCharges = {
  subtotal: 0,
  delivery: null,
  vat: { total: 0, groups: [] },
  leadTimes: [],
  lines: [],
};

/** The stored charges of these orders. */
export async function loadCharges(db: Q, orderIds: readonly string[]): Promise<Map<string, StoredCharges>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("order_charges")
    .selectAll()
    .where("order_id", "in", [...orderIds])
    .execute();
  return new Map(
    rows.map((r) => {
      const groups = parseJson<VatGroup[]>(r.vat_groups, []);
      const charges = toOrderCharges({
        subtotalCents: r.subtotal_cents,
        delivery:
          r.delivery_zone === null
            ? null
            : {
                zone: r.delivery_zone,
                feeCents: r.delivery_fee_cents,
                free: r.delivery_free === 1,
                onRequest: r.delivery_on_request === 1,
                assemblyCents: r.assembly_cents,
              },
        vat: {
          groups,
          vatCents: r.vat_cents,
          grossCents: groups.reduce((s, g) => s + g.grossCents, 0),
          netCents: groups.reduce((s, g) => s + g.netCents, 0),
        },
        leadTimes: parseJson<OrderLeadTime[]>(r.lead_times, []),
      });
      return [r.order_id, { ...charges, lines: parseJson<ChargedLine[]>(r.lines, []) }];
    }),
  );
}

/** Orders as the API shows them, with their charges (the per-line details stay on the server). */
export async function withCharges(db: Q, orders: Order[]): Promise<Order[]> {
  const charges = await loadCharges(
    db,
    orders.map((o) => o._id),
  );
  return orders.map((o) => {
    const { lines: _lines, ...c } = charges.get(o._id) ?? { ...NO_CHARGES, subtotal: o.totalPrice };
    return { ...o, charges: c };
  });
}
