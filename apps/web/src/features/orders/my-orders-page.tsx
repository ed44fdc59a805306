import type { Order } from "@avlu/contract/orders";
import { Trans } from "@lingui/react";
import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { useAppSelector } from "../../app/hooks";
import { PaidBadge, StatusBadge } from "../../components/ui/badge";
import { capsLink, secondaryButton } from "../../components/ui/button";
import { NoOrders, OrderThumb } from "../../components/ui/order-list";
import { useOrderDates } from "../../components/ui/order-texts";
import { LoadingNotice } from "../../components/ui/page-notice";
import { paths, to } from "../../config/paths";
import { Link } from "../../i18n/link";
import { type Translate, useFormatPrice, useT } from "../../i18n/use-t";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { queryErrorMessage } from "../../state/api";
import { selectUser } from "../../state/auth-slice";
import { useGetMyOrdersQuery } from "../../state/orders-api";
import { useRequestClaimMutation } from "./claims-api";

/**
 * Orders placed as a guest with the account's e-mail join the account once a mailed link is
 * followed (ADR 1909): a link goes out at sign-in when there are some; this asks for a new one.
 */
function GuestOrdersOffer({ email }: { email: string }) {
  const t = useT();
  const [state, setState] = useState<{ busy: boolean; message: string | null; error: boolean }>({
    busy: false,
    message: null,
    error: false,
  });
  const [requestClaim] = useRequestClaimMutation();
  async function ask() {
    setState({ busy: true, message: null, error: false });
    try {
      const res = await requestClaim().unwrap();
      setState({ busy: false, message: res.message, error: false });
    } catch (err) {
      setState({ busy: false, message: queryErrorMessage(err, t("orders.guest.failed")), error: true });
    }
  }
  return (
    <section
      aria-labelledby="guest-orders-title"
      className="mt-12 flex flex-col gap-4 rounded-sm bg-sand/60 p-6 md:flex-row md:items-center md:justify-between md:p-8"
    >
      <div className="max-w-xl">
        <h2 id="guest-orders-title" className="text-2xl text-ink">
          {t("orders.guest.title")}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">
          <Trans
            id="orders.guest.text"
            values={{ email }}
            components={{ 0: <span className="break-all text-ink" /> }}
          />
        </p>
        {state.message && (
          <p
            role={state.error ? "alert" : "status"}
            className={`mt-3 text-sm ${state.error ? "text-danger" : "text-forest"}`}
          >
            {state.message}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={ask}
        disabled={state.busy}
        aria-busy={state.busy}
        className={`${secondaryButton} shrink-0`}
      >
        {state.busy ? t("orders.guest.sending") : t("orders.guest.send")}
      </button>
    </section>
  );
}

/** "Chair × 2, Table and 3 more": the first two items, and how many others. */
function itemsText(order: Order, t: Translate): string {
  const names = order.orderItems.map((i) => (i.quantity > 1 ? `${i.name} × ${i.quantity}` : i.name));
  return names.length > 2
    ? t("orders.list.more", { items: names.slice(0, 2).join(", "), count: names.length - 2 })
    : names.join(", ");
}

/** /my-orders and /orders: the shopper's real orders with date, items, total, Paid or Pending, and status. */
export default function MyOrdersPage() {
  const t = useT();
  const formatPrice = useFormatPrice();
  const { date } = useOrderDates();
  useDocumentMeta({ title: pageTitle(t("orders.myOrders")) });
  // Read afresh on each visit, as the page did before the cache.
  const { data: orders, error: loadError } = useGetMyOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  const error = loadError ? queryErrorMessage(loadError, t("orders.list.failed")) : null;
  const user = useAppSelector(selectUser);
  /** The news of a followed claim link (claim-page.tsx). */
  const claimed = (useLocation().state as { claimed?: string } | null)?.claimed;

  if (error) return <LoadingNotice text={error} error />;
  if (!orders) return <LoadingNotice text={t("orders.list.loading")} />;

  return (
    <main className="mx-auto max-w-6xl px-4 py-10 md:px-8 md:py-16">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-stone/70 pb-8">
        <div>
          <p className="text-[11px] font-medium tracking-[0.28em] text-brass uppercase">{t("orders.list.eyebrow")}</p>
          <h1 className="mt-3 text-5xl leading-tight text-ink">{t("orders.myOrders")}</h1>
        </div>
        <Link to={paths.profile} className={capsLink}>
          {t("orders.list.back")}
        </Link>
      </header>

      {claimed && (
        <p role="status" className="mt-6 rounded-sm border border-forest/30 bg-forest/5 px-4 py-3 text-sm text-forest">
          {claimed}
        </p>
      )}
      {orders.length === 0 ? (
        <NoOrders />
      ) : (
        <div className="mt-8">
          <div
            aria-hidden="true"
            className="hidden grid-cols-[1.2fr_0.9fr_2.2fr_0.9fr_0.8fr_0.9fr_1rem] gap-6 px-4 pb-3 text-[11px] font-medium tracking-[0.18em] text-muted uppercase md:grid"
          >
            <span>{t("orders.list.order")}</span>
            <span>{t("orders.list.date")}</span>
            <span>{t("orders.list.items")}</span>
            <span className="text-right">{t("orders.list.total")}</span>
            <span>{t("orders.list.payment")}</span>
            <span>{t("orders.list.status")}</span>
            <span />
          </div>
          <ul className="divide-y divide-stone/70 border-y border-stone/70" aria-label={t("orders.list.label")}>
            {orders.map((order) => (
              <li key={order._id}>
                <Link
                  to={to("order", { id: order._id })}
                  data-testid="order-row"
                  className="group grid grid-cols-[64px_1fr_auto] items-center gap-x-4 gap-y-2 px-1 py-5 transition-colors hover:bg-sand/40 md:grid-cols-[1.2fr_0.9fr_2.2fr_0.9fr_0.8fr_0.9fr_1rem] md:gap-6 md:px-4"
                >
                  <span className="row-span-4 self-start md:hidden">
                    <OrderThumb order={order} size={64} className="size-16" />
                  </span>
                  <span className="text-sm font-medium text-ink">{order.reference}</span>
                  <span className="text-right text-sm text-muted md:text-left">{date(order.createdAt)}</span>
                  <span className="col-span-2 flex min-w-0 items-center gap-3 md:col-span-1">
                    <OrderThumb order={order} size={44} className="hidden size-11 shrink-0 md:block" />
                    <span className="truncate text-sm text-muted">{itemsText(order, t)}</span>
                  </span>
                  <span className="text-sm font-medium text-ink tabular-nums md:text-right">
                    {formatPrice(order.totalPrice)}
                  </span>
                  <span className="justify-self-end md:justify-self-start">
                    <PaidBadge order={order} />
                  </span>
                  <span className="col-span-2 md:col-span-1">
                    <StatusBadge status={order.status} />
                  </span>
                  <ChevronRight
                    size={16}
                    aria-hidden="true"
                    className="hidden text-muted group-hover:text-ink md:block"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {user && <GuestOrdersOffer email={user.email} />}
    </main>
  );
}
