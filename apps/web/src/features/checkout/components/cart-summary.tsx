import type { Cart } from "@avlu/contract/cart";
import type { CheckoutQuote } from "@avlu/contract/checkout";
import type { ReactNode } from "react";
import { SummaryLine, SummaryTotal } from "../../../components/ui/order-lines";
import type { MessageKey } from "../../../i18n/i18n";
import { useFormatPrice, useT } from "../../../i18n/use-t";
import { ChargeRows, LeadTimeRows, VatRows } from "../charges/charge-rows";

/** A cart line the shop can no longer fill at the wanted quantity. */
export function overStock(cart: Cart) {
  return cart.products.filter((l) => l.quantity > l.countInStock);
}

/** Why the quote has no delivery line yet, by the server's reason (its own message for any other). */
const UNAVAILABLE: Readonly<Record<string, MessageKey>> = {
  "no-province": "checkout.delivery.noProvince",
  "not-delivered": "checkout.delivery.notDelivered",
  "no-assembly": "checkout.delivery.noAssembly",
};
const unavailableKey = (reason: string) => (Object.hasOwn(UNAVAILABLE, reason) ? UNAVAILABLE[reason] : undefined);

/**
 * The order summary beside the checkout steps: lines with current prices and, with the server's
 * quote for the destination chosen so far, the delivery line, the total, the VAT it contains and
 * the expected delivery (ADR 1906).
 */
export function CartSummary({ cart, quote, footer }: { cart: Cart; quote?: CheckoutQuote | null; footer?: ReactNode }) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const count = cart.products.reduce((n, l) => n + l.quantity, 0);
  const delivery = quote?.delivery;
  const why = delivery && !delivery.available ? unavailableKey(delivery.reason) : undefined;
  return (
    <section aria-labelledby="summary-title" className="rounded-sm bg-sand/60 p-6 md:p-8">
      <div className="flex items-baseline justify-between">
        <h2 id="summary-title" className="text-2xl text-ink">
          {t("checkout.summary.title")}
        </h2>
        <span className="text-xs text-muted">{t("checkout.summary.count", { count })}</span>
      </div>
      <ul className="mt-6 divide-y divide-stone/70" aria-label={t("ui.orderItems")}>
        {cart.products.map((line) => (
          <SummaryLine key={line._id} line={line} quantityBadge testId="summary-line">
            {line.quantity > line.countInStock && (
              <p className="mt-1 text-xs text-danger">
                {line.countInStock > 0
                  ? t("checkout.summary.onlyLeft", { count: line.countInStock })
                  : t("checkout.summary.outOfStock")}
              </p>
            )}
          </SummaryLine>
        ))}
      </ul>
      {quote && delivery && (
        <ChargeRows
          subtotal={quote.subtotal}
          delivery={delivery.available ? delivery : { unavailable: why ? t(why) : delivery.message }}
        />
      )}
      <SummaryTotal amount={quote ? quote.total : cart.totalPrice} testId="summary-total" className="mt-2" />
      {quote && <VatRows vat={quote.vat} />}
      {delivery?.available && delivery.untilFree !== null && delivery.untilFree > 0 && (
        <p className="mt-3 text-xs text-forest" data-testid="until-free">
          {t("checkout.summary.untilFree", { amount: formatPrice(delivery.untilFree) })}
        </p>
      )}
      {quote && <LeadTimeRows leadTimes={quote.leadTimes} className="mt-4" />}
      {footer}
    </section>
  );
}
