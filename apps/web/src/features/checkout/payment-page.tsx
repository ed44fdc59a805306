import { PAYMENT_METHODS, type PaymentMethod } from "@avlu/contract/orders-constants";
import { isTurkey } from "@avlu/contract/tr-address";
import { Landmark, LockKeyhole, Store, Truck } from "lucide-react";
import { useRef, useState } from "react";
import { Navigate } from "react-router";
import { useAppSelector } from "../../app/hooks";
import { capsLink, primaryButton } from "../../components/ui/button";
import { FormError } from "../../components/ui/field";
import { usePaymentMethodText } from "../../components/ui/order-texts";
import { LoadingNotice } from "../../components/ui/page-notice";
import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { Link, useLocalize, useLocalNavigate } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { readItem, STORAGE_KEYS } from "../../lib/local-storage";
import { toast } from "../../lib/toast";
import { type QueryError, queryErrorMessage } from "../../state/api";
import { selectUser } from "../../state/auth-slice";
import { useCart } from "../../state/cart-api";
import { useQuote } from "../../state/checkout-api";
import { usePlaceOrderMutation } from "../../state/orders-api";
import { useShopSettings } from "../../state/use-shop-settings";
import { checkoutKey, finishCheckout, savedAddress, savedAssembly } from "./checkout-storage";
import { EmptyCartNotice, ShortStockText } from "./components/cart-notices";
import { overStock } from "./components/cart-summary";
import { CheckoutStepPage } from "./components/checkout-steps";
import { PaymentDetails } from "./components/payment-details";

const ICONS: Record<PaymentMethod, typeof Landmark> = {
  "bank-transfer": Landmark,
  "pay-at-studio": Store,
  "pay-on-delivery": Truck,
};
const BLURBS: Record<PaymentMethod, MessageKey> = {
  "bank-transfer": "checkout.payment.blurb.bankTransfer",
  "pay-at-studio": "checkout.payment.blurb.payAtStudio",
  "pay-on-delivery": "checkout.payment.blurb.payOnDelivery",
};

/**
 * /payment: choose bank transfer, pay at the studio or pay on delivery, then place the order
 * (POST /api/orders from the server-side cart, with this checkout's idempotency key so a double
 * click or a retry makes one order). No card data is ever taken.
 */
export default function PaymentPage() {
  const t = useT();
  const methodText = usePaymentMethodText();
  const localize = useLocalize();
  useDocumentMeta({ title: pageTitle(t("checkout.payment.title")) });
  const navigate = useLocalNavigate();
  const { cart, loading, uninitialized } = useCart({ fresh: true });
  const [place] = usePlaceOrderMutation();
  const settings = useShopSettings();
  const user = useAppSelector(selectUser);
  const [address] = useState(savedAddress);
  const [assembly] = useState(savedAssembly);
  /** Asked again after a refusal: the figures may have changed on the server. */
  const [attempt, setAttempt] = useState(0);
  const { quote } = useQuote(
    {
      country: address?.country ?? "",
      province: address && isTurkey(address.country) ? address.city : "",
      assembly,
    },
    `${cart.totalPrice}:${cart.products.length}:${attempt}`,
  );
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [methodError, setMethodError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);

  // The address comes from the first step; without it, that is where to go.
  if (!address) return <Navigate to={localize(paths.checkout)} replace />;

  if (uninitialized || (loading && cart.products.length === 0)) return <LoadingNotice text={t("checkout.loading")} />;
  if (cart.products.length === 0) return <EmptyCartNotice text={t("checkout.emptyCart.payment")} />;

  const short = overStock(cart);

  async function placeOrder() {
    if (placingRef.current) return;
    if (!method) {
      setMethodError(t("checkout.payment.chooseMethod"));
      document.getElementById(`pay-${PAYMENT_METHODS[0]}`)?.focus();
      return;
    }
    placingRef.current = true;
    setPlacing(true);
    setError(null);
    try {
      // The figures shown go along: if the server's differ (rules or prices changed), it refuses and we show the new ones.
      const expected =
        quote?.delivery.available === true
          ? {
              delivery: quote.delivery.fee + quote.delivery.assembly,
              vat: quote.vat.total,
              total: quote.total,
            }
          : undefined;
      // A guest orders from the cart of their guestId; the answer carries the private link (ADR 1907).
      const guestId = user ? null : readItem(STORAGE_KEYS.guestId);
      const order = await place({
        shippingAddress: address,
        paymentMethod: method,
        idempotencyKey: checkoutKey(),
        assembly,
        ...(expected ? { expected } : {}),
        ...(guestId ? { guestId } : {}),
      }).unwrap();
      finishCheckout(order._id);
      // The private link lives only in this history entry's state: no storage of the browser keeps it (ADR 1908).
      navigate(paths.orderConfirmation, {
        replace: true,
        state: { orderId: order._id, ...(order.privateLink ? { privateLink: order.privateLink } : {}) },
      });
    } catch (err) {
      const message = queryErrorMessage(err, t("checkout.payment.failed"));
      setError(message);
      toast.error(message);
      // Stock or cart changed meanwhile: the cart is read again (placeOrder's tags); so are the figures.
      const { status } = err as QueryError;
      if (status === 409 || status === 400) setAttempt((n) => n + 1);
      placingRef.current = false;
      setPlacing(false);
    }
  }

  const a = address;
  return (
    <CheckoutStepPage step={1} intro={t("checkout.intro.payment")} cart={cart} quote={quote}>
      <div className="mt-10 flex items-start justify-between gap-6 rounded-sm border border-stone/80 px-5 py-4">
        <div className="text-sm">
          <p className="text-[11px] font-medium tracking-[0.18em] text-muted uppercase">
            {t("checkout.payment.shippingTo")}
          </p>
          <p className="mt-2 font-medium text-ink" data-testid="payment-address">
            {a.firstName} {a.lastName}, {a.address}, {a.postalCode} {[a.district, a.city].filter(Boolean).join(" / ")},{" "}
            {a.country}
          </p>
          <p className="mt-1 text-muted">
            {a.email} · {a.phone}
          </p>
        </div>
        <Link to={paths.checkout} className={`${capsLink} shrink-0`}>
          {t("checkout.payment.edit")}
        </Link>
      </div>

      <fieldset className="mt-10" aria-describedby={methodError ? "method-error" : undefined}>
        <legend className="font-display text-2xl text-ink">{t("checkout.payment.method")}</legend>
        <div className="mt-5 space-y-3">
          {PAYMENT_METHODS.map((m) => {
            const Icon = ICONS[m];
            const checked = method === m;
            return (
              <div
                key={m}
                className={`rounded-sm border transition-colors ${checked ? "border-ink bg-white/70" : "border-stone hover:border-muted"}`}
              >
                <label htmlFor={`pay-${m}`} className="flex cursor-pointer items-center gap-4 px-5 py-4">
                  <input
                    id={`pay-${m}`}
                    type="radio"
                    name="paymentMethod"
                    value={m}
                    checked={checked}
                    onChange={() => {
                      setMethod(m);
                      setMethodError(null);
                    }}
                    className="size-4 accent-forest"
                  />
                  <Icon size={20} strokeWidth={1.5} aria-hidden="true" className="text-brass" />
                  <span className="flex-1">
                    <span className="block text-sm font-medium text-ink">{methodText(m)}</span>
                    <span className="block text-xs text-muted">{t(BLURBS[m])}</span>
                  </span>
                </label>
                {checked && (
                  <div className="border-t border-stone/60 px-5 pt-4 pb-5" data-testid={`details-${m}`}>
                    <PaymentDetails method={m} settings={settings} />
                  </div>
                )}
              </div>
            );
          })}
        </div>
        {methodError && (
          <p id="method-error" role="alert" className="mt-3 text-xs text-danger">
            {methodError}
          </p>
        )}
      </fieldset>

      <p className="mt-6 flex items-center gap-2 text-xs text-muted">
        <LockKeyhole size={13} strokeWidth={1.75} aria-hidden="true" />
        {t("checkout.payment.noCard")}
      </p>

      <div className="mt-8 space-y-4">
        <FormError message={error} />
        {short.length > 0 && (
          <p className="text-sm text-danger">
            <ShortStockText lines={short} />
          </p>
        )}
        <button
          type="button"
          onClick={placeOrder}
          disabled={placing || short.length > 0}
          aria-busy={placing}
          className={`${primaryButton} w-full`}
        >
          {placing ? t("checkout.payment.placing") : t("checkout.payment.place")}
        </button>
      </div>
    </CheckoutStepPage>
  );
}
