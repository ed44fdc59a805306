import type { CheckoutQuote } from "@avlu/contract/checkout";
import { centsToAmount } from "@avlu/contract/common";
import type { Language } from "@avlu/contract/languages";
import { toOrderCharges } from "@avlu/contract/order-charges";
import { findProvince, isTurkey } from "@avlu/contract/tr-address";
import type { Q } from "../../db/database.js";
import { deliveryRefusal } from "../../lib/messages/address.js";
import { renderMessage } from "../../lib/messages/message.js";
import * as configuredLines from "../cart/configured.js";
import * as cartRepo from "../cart/repository.js";
import { trProvinces } from "../geo/provinces.js";
import { computeBasket } from "../orders/charges.js";

/**
 * The caller's cart priced for a destination (ADR 1906): the delivery line, total, VAT contained
 * and lead times the order would be charged if placed now. The checkout shows it while the
 * shopper picks the province; the cart shows its lead times. An empty or unknown cart is 0. A
 * destination it cannot serve is explained in the caller's language (ADR 2011).
 */
export async function quoteCart(
  db: Q,
  owner: cartRepo.CartOwner | null,
  to: { country: string; province: string },
  assembly: boolean,
  language: Language = "en",
): Promise<CheckoutQuote> {
  const cart = owner ? await cartRepo.findCart(db, owner) : undefined;
  const lines = cart ? await cartRepo.readLines(db, cart.id) : [];
  // Configured products (ADR 2105) are priced as the order would price them.
  const configuredRows = cart ? await configuredLines.configuredRows(db, cart.id) : [];
  const records = await configuredLines.recordsOf(db, configuredRows);
  const configured = configuredRows.flatMap((row) => {
    const priced = configuredLines.priceConfiguration(records.get(row.configuratorId), row.query);
    return priced ? [{ product_id: row.configuratorId, price_cents: priced.shopCents, quantity: row.quantity }] : [];
  });
  const province = isTurkey(to.country) && to.province ? findProvince(await trProvinces(), to.province) : undefined;
  const { basket, rules } = await computeBasket(
    db,
    [
      ...lines.map((l) => ({ product_id: l.productId, price_cents: l.priceCents, quantity: l.quantity, sku: l.sku })),
      ...configured,
    ],
    { country: to.country || "Türkiye", provinceCode: province?.code ?? null },
    assembly,
  );
  const q = basket.quote;
  const charges = toOrderCharges({
    subtotalCents: basket.subtotalCents,
    delivery: null,
    vat: basket.vat,
    leadTimes: basket.leadTimes,
  });
  return {
    subtotal: charges.subtotal,
    delivery: q.available
      ? {
          available: true,
          zone: q.zone.name,
          fee: centsToAmount(q.feeCents),
          free: q.free,
          onRequest: q.onRequest,
          assembly: centsToAmount(q.assemblyCents),
          untilFree: q.untilFreeCents === null ? null : centsToAmount(q.untilFreeCents),
        }
      : { available: false, reason: q.reason, message: renderMessage(language, deliveryRefusal(q.reason)) },
    total: centsToAmount(basket.totalCents),
    vat: charges.vat,
    leadTimes: charges.leadTimes,
    assemblyOffer: rules.delivery.assembly,
  };
}
