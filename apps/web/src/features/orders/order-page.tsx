import { CANCELLABLE_STATUSES } from "@avlu/contract/orders-constants";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Navigate, useLocation, useParams, useSearchParams } from "react-router";
import { useAppSelector } from "../../app/hooks";
import { PaidBadge, StatusBadge } from "../../components/ui/badge";
import { primaryButton } from "../../components/ui/button";
import { NotFound } from "../../components/ui/not-found";
import { OrderLines } from "../../components/ui/order-lines";
import { useOrderDates, usePaymentMethodText } from "../../components/ui/order-texts";
import { LoadingNotice, PageNotice } from "../../components/ui/page-notice";
import { ShippingAddressBlock } from "../../components/ui/shipping-address";
import { paths } from "../../config/paths";
import { Link, useLocalize } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { toast } from "../../lib/toast";
import { useNoReferrer } from "../../lib/use-no-referrer";
import { type QueryError, queryErrorMessage } from "../../state/api";
import { selectUser } from "../../state/auth-slice";
import { useCancelOrderMutation, useGetOrderQuery } from "../../state/orders-api";
import { useShopSettings } from "../../state/use-shop-settings";
import { CancelDialog } from "./components/cancel-dialog";
import { OrderPdfButton } from "./components/order-pdf-button";
import { OrderTimeline } from "./components/timeline";

const label = "font-sans text-[11px] font-medium tracking-[0.18em] text-muted uppercase";

/** What the shopper needs to pay (the bank transfer's details, or the studio's): each label over its value. */
function PaymentFacts({ facts }: { facts: ReadonlyArray<{ label: string; value: string; look?: string }> }) {
  return (
    <dl className="mt-5 space-y-3 border-t border-stone/70 pt-5 text-sm">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className={label}>{fact.label}</dt>
          <dd className={`mt-1 ${fact.look ?? "text-ink"}`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /order/:id: items, address, payment, the status timeline, and Cancel while the shop has not
 * shipped. Signed in: the owner's order. With `?key=` (a guest's private link, ADR 1907/1908): the
 * order that key opens, the same page and the same cancellation; a wrong key is the 404 page.
 */
export default function OrderPage() {
  const t = useT();
  const dates = useOrderDates();
  const methodText = usePaymentMethodText();
  const localize = useLocalize();
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const key = params.get("key");
  const user = useAppSelector(selectUser);
  const location = useLocation();
  const settings = useShopSettings();
  useNoReferrer(key !== null);
  const [confirming, setConfirming] = useState(false);
  const signedOut = key === null && !user;
  // Read afresh on each visit (the order moves on at the shop); `currentData`: never another order's.
  const { currentData: order, error: loadError } = useGetOrderQuery(
    { id, key },
    { skip: signedOut, refetchOnMountOrArgChange: true },
  );
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  useDocumentMeta({
    title: pageTitle(order ? t("orders.order.titleOf", { reference: order.reference }) : t("orders.order.title")),
  });
  const notFound = (loadError as QueryError | undefined)?.status === 404;
  const error = loadError
    ? {
        message: notFound ? t("orders.order.notFound") : queryErrorMessage(loadError, t("orders.order.failed")),
        notFound,
      }
    : null;

  async function cancel() {
    if (!order) return;
    try {
      // Cancelled or refused (it may have moved on meanwhile, e.g. shipped): the order is read again.
      const updated = await cancelOrder({ id: order._id, key }).unwrap();
      toast.success(t("orders.order.cancelled", { reference: updated.reference }));
    } catch (err) {
      toast.error(queryErrorMessage(err, t("orders.order.cancelFailed")));
    } finally {
      setConfirming(false);
    }
  }

  // No key and nobody signed in: the owner's page needs an account (a guest uses the private link).
  if (signedOut) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={localize(`${paths.login}?redirect=${encodeURIComponent(redirect)}`)} replace />;
  }
  // A private link with a wrong key opens nothing: the 404 page, as the server's status says.
  if (error?.notFound && key !== null) return <NotFound />;
  if (error) {
    return (
      <PageNotice>
        <h1 className="text-4xl text-ink">{error.notFound ? t("orders.order.notFound") : t("orders.order.wrong")}</h1>
        {!error.notFound && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {error.message}
          </p>
        )}
        <Link to={paths.myOrders} className={`${primaryButton} mt-8`}>
          {t("orders.myOrders")}
        </Link>
      </PageNotice>
    );
  }
  if (!order) return <LoadingNotice text={t("orders.order.loading")} />;

  const cancellable = CANCELLABLE_STATUSES.includes(order.status);
  const awaitingTransfer = order.paymentMethod === "bank-transfer" && !order.isPaid && order.status !== "Cancelled";
  const payAtStudio = order.paymentMethod === "pay-at-studio" && !order.isPaid && order.status !== "Cancelled";

  return (
    <main className="mx-auto max-w-6xl px-4 py-10 md:px-8 md:py-14">
      <Link
        to={key === null ? paths.myOrders : paths.collectionsAll}
        className="inline-flex items-center gap-2 text-xs font-medium tracking-[0.18em] text-muted uppercase hover:text-ink"
      >
        <ArrowLeft size={14} strokeWidth={1.75} aria-hidden="true" />
        {key === null ? t("orders.myOrders") : t("orders.continueShopping")}
      </Link>
      <header className="mt-6 flex flex-col gap-6 border-b border-stone/70 pb-10 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-[11px] font-medium tracking-[0.28em] text-brass uppercase">{t("orders.order.eyebrow")}</p>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <h1 className="text-5xl leading-tight text-ink lining-nums" data-testid="order-reference">
              {order.reference}
            </h1>
            <StatusBadge status={order.status} />
          </div>
          <p className="mt-3 text-sm text-muted">
            {t("orders.order.placedOn", { date: dates.dateTime(order.createdAt) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <OrderPdfButton
            orderId={order._id}
            reference={order.reference}
            isPaid={order.isPaid}
            guestKey={key ?? undefined}
          />
          {cancellable && (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="inline-flex h-12 items-center justify-center rounded-full border border-terracotta/50 px-6 text-xs font-medium tracking-[0.2em] text-terracotta uppercase transition-colors hover:border-terracotta hover:bg-terracotta hover:text-paper"
            >
              {t("orders.cancel.action")}
            </button>
          )}
        </div>
      </header>

      <section aria-labelledby="progress-title" className="mt-10">
        <h2 id="progress-title" className="sr-only">
          {t("orders.order.status")}
        </h2>
        <OrderTimeline order={order} />
      </section>

      <div className="mt-14 grid grid-cols-1 gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <OrderLines order={order} title={t("orders.order.items")} />
        <div className="space-y-10">
          <section aria-labelledby="payment-title" className="rounded-sm bg-sand/60 p-6 md:p-8">
            <h2 id="payment-title" className={label}>
              {t("orders.order.payment")}
            </h2>
            <div className="mt-3 flex items-center justify-between gap-4">
              <p className="font-display text-2xl text-ink">{methodText(order.paymentMethod)}</p>
              <PaidBadge order={order} />
            </div>
            {order.isPaid && order.paidAt && (
              <p className="mt-1 text-xs text-muted">{t("orders.order.paidOn", { date: dates.date(order.paidAt) })}</p>
            )}
            {awaitingTransfer && settings && (
              <PaymentFacts
                facts={[
                  { label: t("orders.order.accountName"), value: settings.bankAccountName },
                  { label: t("orders.order.iban"), value: settings.iban, look: "font-medium text-ink tabular-nums" },
                  {
                    label: t("orders.order.transferDescription"),
                    value: order.reference,
                    look: "font-medium text-ink",
                  },
                ]}
              />
            )}
            {payAtStudio && settings && (
              <PaymentFacts
                facts={[
                  { label: t("orders.order.studio"), value: settings.studioAddress },
                  {
                    label: t("orders.order.hours"),
                    value: [
                      settings.openingHours.weekdays,
                      settings.openingHours.saturday,
                      settings.openingHours.sunday,
                    ]
                      .filter(Boolean)
                      .join(" · "),
                  },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="address-title">
            <h2 id="address-title" className={label}>
              {t("orders.order.address")}
            </h2>
            <ShippingAddressBlock
              address={order.shippingAddress}
              className="mt-3 text-sm leading-relaxed text-muted"
              testId="order-address"
            />
            {order.isDelivered && order.deliveredAt && (
              <p className="mt-3 text-xs text-forest">
                {t("orders.order.deliveredOn", { date: dates.date(order.deliveredAt) })}
              </p>
            )}
          </section>
        </div>
      </div>

      <CancelDialog
        open={confirming}
        reference={order.reference}
        busy={cancelling}
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
      />
    </main>
  );
}
