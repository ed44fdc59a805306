import { Trans } from "@lingui/react";
import { CircleCheck, Copy, KeyRound } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { useAppSelector } from "../../app/hooks";
import { primaryButton, secondaryButton } from "../../components/ui/button";
import { FormError } from "../../components/ui/field";
import { OrderLines } from "../../components/ui/order-lines";
import { useOrderDates, usePaymentMethodText } from "../../components/ui/order-texts";
import { LoadingNotice, PageNotice } from "../../components/ui/page-notice";
import { ShippingAddressBlock } from "../../components/ui/shipping-address";
import { paths, to } from "../../config/paths";
import { Link, useLocalize } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { toast } from "../../lib/toast";
import { queryErrorMessage } from "../../state/api";
import { selectUser } from "../../state/auth-slice";
import { useGetOrderQuery } from "../../state/orders-api";
import { useShopSettings } from "../../state/use-shop-settings";
import { OrderPdfButton } from "../orders/components/order-pdf-button";
import { lastPlacedOrder } from "./checkout-storage";
import { CheckoutSteps } from "./components/checkout-steps";
import { PaymentDetails } from "./components/payment-details";

/** What /payment hands over: the order, and for a guest the private link (kept only in this history entry). */
interface PlacedState {
  orderId?: string;
  privateLink?: string;
}

/** The key of a private link ("/order/:id?key=…"). */
const keyOf = (link: string | undefined) =>
  link ? (new URL(link, window.location.origin).searchParams.get("key") ?? undefined) : undefined;

/**
 * A guest's private link, shown once here (and in the confirmation mail): the only way to open the
 * order without an account. Kept in no storage of the browser (ADR 1908).
 */
function PrivateLink({ link, email }: { link: string; email: string }) {
  const t = useT();
  const localize = useLocalize();
  // The link in the page's language (the order page is the same in both).
  const url = new URL(localize(link), window.location.origin).toString();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("checkout.confirmation.linkCopied"));
    } catch {
      toast.error(t("checkout.confirmation.linkCopyFailed"));
    }
  }
  return (
    <section aria-labelledby="link-title" className="rounded-sm border border-brass/40 bg-paper p-6 md:p-8">
      <p className="flex items-center gap-2 text-[11px] font-medium tracking-[0.18em] text-brass uppercase">
        <KeyRound size={14} strokeWidth={1.75} aria-hidden="true" />
        {t("checkout.confirmation.linkEyebrow")}
      </p>
      <h2 id="link-title" className="mt-2 text-2xl text-ink">
        {t("checkout.confirmation.linkTitle")}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        <Trans
          id="checkout.confirmation.linkText"
          values={{ email }}
          components={{ 0: <span className="text-ink" /> }}
        />
      </p>
      <p
        className="mt-4 rounded-sm bg-sand/60 px-4 py-3 font-mono text-xs break-all text-ink select-all"
        data-testid="private-link"
      >
        {url}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={link} className={primaryButton}>
          {t("checkout.confirmation.openOrder")}
        </Link>
        <button type="button" onClick={copy} className={secondaryButton}>
          <Copy size={15} strokeWidth={1.75} aria-hidden="true" />
          {t("checkout.confirmation.copyLink")}
        </button>
      </div>
    </section>
  );
}

/**
 * /order-confirmation: the order just placed, read back from the server (never sample data). A
 * guest's order is read with its private link's key, and the link is shown.
 */
export default function OrderConfirmationPage() {
  const t = useT();
  const dates = useOrderDates();
  const methodText = usePaymentMethodText();
  useDocumentMeta({ title: pageTitle(t("checkout.confirmation.title")) });
  const location = useLocation();
  const settings = useShopSettings();
  const user = useAppSelector(selectUser);
  const [placed] = useState<PlacedState>(() => {
    const state = (location.state as PlacedState | null) ?? {};
    return { orderId: state.orderId ?? (user ? (lastPlacedOrder() ?? undefined) : undefined), ...state };
  });
  const orderId = placed.orderId;
  const guestKey = keyOf(placed.privateLink);
  const { data: order, error: loadError } = useGetOrderQuery(
    { id: orderId ?? "", key: guestKey || undefined },
    { skip: !orderId || (!user && !guestKey), refetchOnMountOrArgChange: true },
  );
  const error = loadError ? queryErrorMessage(loadError, t("checkout.confirmation.failed")) : null;

  if (!orderId || (!user && !guestKey)) {
    return (
      <PageNotice>
        <h1 className="text-4xl text-ink">{t("checkout.confirmation.none")}</h1>
        <p className="mt-3 text-sm text-muted">
          {user ? t("checkout.confirmation.noneText") : t("checkout.confirmation.noneTextGuest")}
        </p>
        <Link to={user ? paths.myOrders : paths.collectionsAll} className={`${primaryButton} mt-8`}>
          {user ? t("checkout.confirmation.myOrders") : t("checkout.confirmation.continue")}
        </Link>
      </PageNotice>
    );
  }
  if (error) {
    return (
      <PageNotice>
        <FormError message={error} />
        <Link to={user ? paths.myOrders : paths.collectionsAll} className={`${secondaryButton} mt-8`}>
          {user ? t("checkout.confirmation.myOrders") : t("checkout.confirmation.continue")}
        </Link>
      </PageNotice>
    );
  }
  if (!order) return <LoadingNotice text={t("checkout.confirmation.loading")} />;

  const a = order.shippingAddress;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 md:px-8 md:py-14">
      <CheckoutSteps current={2} />
      <header className="mt-12 flex flex-col items-start gap-5 border-b border-stone/70 pb-10">
        <CircleCheck size={44} strokeWidth={1.25} aria-hidden="true" className="text-forest" />
        <p className="text-[11px] font-medium tracking-[0.28em] text-brass uppercase">
          {t("checkout.confirmation.placed")}
        </p>
        <h1 className="text-5xl leading-tight text-ink md:text-6xl">
          {t("checkout.confirmation.thanks", { name: a.firstName })}
        </h1>
        <p className="max-w-2xl text-[15px] leading-relaxed text-muted">
          <Trans
            id={guestKey ? "checkout.confirmation.receivedGuest" : "checkout.confirmation.received"}
            values={{ reference: order.reference, date: dates.dateTime(order.createdAt) }}
            components={{ 0: <strong className="font-medium text-ink" data-testid="confirmation-reference" /> }}
          />
        </p>
      </header>

      <div className="mt-12 grid grid-cols-1 gap-12 lg:grid-cols-[1fr_1fr] lg:gap-16">
        <div className="space-y-10">
          {guestKey && placed.privateLink ? <PrivateLink link={placed.privateLink} email={a.email} /> : null}
          <section aria-labelledby="pay-title" className="rounded-sm bg-sand/60 p-6 md:p-8">
            <p className="text-[11px] font-medium tracking-[0.18em] text-muted uppercase">
              {t("checkout.confirmation.payment")}
            </p>
            <h2 id="pay-title" className="mt-2 text-2xl text-ink" data-testid="confirmation-method">
              {methodText(order.paymentMethod)}
            </h2>
            <div className="mt-5">
              <PaymentDetails
                method={order.paymentMethod}
                settings={settings}
                reference={order.reference}
                amount={order.totalPrice}
              />
            </div>
          </section>
          <section aria-labelledby="ship-title">
            <h2 id="ship-title" className="text-2xl text-ink">
              {t("checkout.confirmation.address")}
            </h2>
            <ShippingAddressBlock address={a} className="mt-4 text-sm leading-relaxed text-muted" />
          </section>
          <div className="flex flex-wrap gap-3">
            {!guestKey && (
              <>
                <Link to={to("order", { id: order._id })} className={primaryButton}>
                  {t("checkout.confirmation.viewOrder")}
                </Link>
                <Link to={paths.myOrders} className={secondaryButton}>
                  {t("checkout.confirmation.myOrders")}
                </Link>
              </>
            )}
            <Link to={paths.collectionsAll} className={secondaryButton}>
              {t("checkout.confirmation.continue")}
            </Link>
            <OrderPdfButton orderId={order._id} reference={order.reference} isPaid={order.isPaid} guestKey={guestKey} />
          </div>
        </div>
        <OrderLines
          order={order}
          title={t("checkout.confirmation.items")}
          className="lg:border-l lg:border-stone/70 lg:pl-16"
        />
      </div>
    </main>
  );
}
