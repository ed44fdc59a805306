import type { Cart } from "@avlu/contract/cart";
import type { CheckoutQuote } from "@avlu/contract/checkout";
import type { ReactNode } from "react";
import { SummaryLine, SummaryTotal } from "../../../components/ui/order-lines";
import { formatPrice } from "../../../lib/format";
import { ChargeRows, LeadTimeRows, VatRows } from "../charges/charge-rows";

/** A cart line the shop can no longer fill at the wanted quantity. */
export function overStock(cart: Cart) {
  return cart.products.filter((l) => l.quantity > l.countInStock);
}

/**
 * The order summary beside the checkout steps: lines with current prices and, with the server's
 * quote for the destination chosen so far, the delivery line, the total, the VAT it contains and
 * the expected delivery (ADR 1906).
 */
export function CartSummary({ cart, quote, footer }: { cart: Cart; quote?: CheckoutQuote | null; footer?: ReactNode }) {
  const count = cart.products.reduce((n, l) => n + l.quantity, 0);
  return (
    <section aria-labelledby="summary-title" className="rounded-sm bg-sand/60 p-6 md:p-8">
      <div className="flex items-baseline justify-between">
        <h2 id="summary-title" className="text-2xl text-ink">
          Order summary
        </h2>
        <span className="text-xs text-muted">{count === 1 ? "1 item" : `${count} items`}</span>
      </div>
      <ul className="mt-6 divide-y divide-stone/70" aria-label="Items in your order">
        {cart.products.map((line) => (
          <SummaryLine key={line._id} line={line} quantityBadge testId="summary-line">
            {line.quantity > line.countInStock && (
              <p className="mt-1 text-xs text-danger">
                {line.countInStock > 0 ? `Only ${line.countInStock} left in stock` : "Out of stock"}
              </p>
            )}
          </SummaryLine>
        ))}
      </ul>
      {quote && (
        <ChargeRows
          subtotal={quote.subtotal}
          delivery={quote.delivery.available ? quote.delivery : { unavailable: quote.delivery.message }}
        />
      )}
      <SummaryTotal amount={quote ? quote.total : cart.totalPrice} testId="summary-total" className="mt-2" />
      {quote && <VatRows vat={quote.vat} />}
      {quote?.delivery.available && quote.delivery.untilFree !== null && quote.delivery.untilFree > 0 && (
        <p className="mt-3 text-xs text-forest" data-testid="until-free">
          Add {formatPrice(quote.delivery.untilFree)} more for free delivery
        </p>
      )}
      {quote && <LeadTimeRows leadTimes={quote.leadTimes} className="mt-4" />}
      {footer}
    </section>
  );
}
