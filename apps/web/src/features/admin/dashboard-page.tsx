import { ORDER_STATUSES } from "@avlu/contract/orders-constants";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge, StatusBadge } from "../../components/ui/badge";
import { btnSecondary } from "../../components/ui/button";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { DataTable, EmptyState, Loading, td } from "../../components/ui/table";
import { paths, to } from "../../config/paths";
import { useT } from "../../i18n/use-t";
import { formatDate, formatDateTime, formatPrice } from "../../lib/format";
import { loadErrorMessage } from "../../state/api";
import { useGetAdminStatsQuery } from "./admin-api";
import { LowStockCard, MostRequestedCard } from "./dashboard-lists";
import { MailHealthNotice } from "./mail-ui";
import { RevenueChart } from "./revenue-chart";

/** One figure; `name` is its stable test id (the label may change, e.g. with or without VAT). */
function Kpi({
  name,
  label,
  value,
  children,
}: {
  name: string;
  label: string;
  value: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-stone/70 bg-white p-5">
      <p className="text-xs font-medium uppercase tracking-wider text-muted">{label}</p>
      <p className="mt-2 font-display text-3xl text-ink tabular-nums" data-testid={`kpi-${name}`}>
        {value}
      </p>
      {children ? <div className="mt-2 space-y-0.5 text-xs text-muted">{children}</div> : null}
    </div>
  );
}

export default function AdminDashboardPage() {
  const t = useT();
  const { data: stats, isFetching: loading, error: loadError, refetch } = useGetAdminStatsQuery();
  const error = loadErrorMessage(loadError, loading, t("admin.dashboard.loadFailed"));
  /** Revenue read with the VAT it contains (as charged) or without it (ADR 1902). */
  const [withVat, setWithVat] = useState(true);

  const refresh = (
    <button type="button" className={btnSecondary} onClick={() => void refetch()} disabled={loading}>
      <RefreshCw className={`size-4 ${loading ? "animate-spin motion-reduce:animate-none" : ""}`} aria-hidden="true" />
      {t("admin.dashboard.refresh")}
    </button>
  );

  if (!stats) {
    return (
      <>
        <PageHeader title={t("admin.dashboard.title")} actions={refresh} />
        {error ? <AlertBanner>{error}</AlertBanner> : <Loading />}
      </>
    );
  }

  const { revenue, orders, products, users } = stats;
  const days = withVat ? stats.revenueByDay : stats.revenueByDay.map((d) => ({ ...d, revenue: d.net }));
  const last30 = days.reduce((n, d) => n + d.revenue, 0);
  const orders30 = stats.revenueByDay.reduce((n, d) => n + d.orders, 0);
  const column = {
    order: t("admin.dashboard.col.order"),
    customer: t("admin.dashboard.col.customer"),
    date: t("admin.dashboard.col.date"),
    items: t("admin.dashboard.col.items"),
    total: t("admin.dashboard.col.total"),
    paid: t("admin.dashboard.col.paid"),
    status: t("admin.dashboard.col.status"),
  };

  return (
    <>
      <PageHeader
        title={t("admin.dashboard.title")}
        description={t("admin.dashboard.figuresAsOf", { date: formatDateTime(stats.generatedAt) })}
        actions={refresh}
      />
      {error ? <AlertBanner>{error}</AlertBanner> : null}
      <MailHealthNotice />

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Kpi
          name="revenue"
          label={withVat ? t("admin.dashboard.revenueInclVat") : t("admin.dashboard.revenueExclVat")}
          value={formatPrice(withVat ? revenue.total : revenue.net)}
        >
          <fieldset className="flex gap-2" aria-label={t("admin.dashboard.vatChoice")}>
            {([true, false] as const).map((v) => (
              <button
                key={String(v)}
                type="button"
                aria-pressed={withVat === v}
                onClick={() => setWithVat(v)}
                className={`rounded-full border px-2.5 py-0.5 text-xs ${withVat === v ? "border-ink bg-ink text-paper" : "border-stone text-ink hover:border-ink"}`}
              >
                {v ? t("admin.dashboard.inclVat") : t("admin.dashboard.exclVat")}
              </button>
            ))}
          </fieldset>
          <p data-testid="revenue-vat">{t("admin.dashboard.vatContained", { amount: formatPrice(revenue.vat) })}</p>
          <p>{t("admin.dashboard.ordersPaid", { count: revenue.orders, paid: formatPrice(revenue.paid) })}</p>
          <p>{t("admin.dashboard.counted", { statuses: revenue.countedStatuses.join(", ") })}</p>
          <p className="text-danger/80" data-testid="cancelled-revenue">
            {t("admin.dashboard.cancelled", {
              amount: formatPrice(revenue.cancelled),
              count: revenue.cancelledOrders,
            })}
          </p>
        </Kpi>
        <Kpi name="orders" label={t("admin.dashboard.orders")} value={orders.total.toLocaleString("en-US")}>
          <div className="flex flex-wrap gap-x-3 gap-y-1">
            {ORDER_STATUSES.map((s) => (
              <Link
                key={s}
                to={`${paths.adminOrders}?status=${s}`}
                className="hover:text-ink"
                data-testid={`orders-${s}`}
              >
                {s} <span className="tabular-nums text-ink">{orders.byStatus[s]}</span>
              </Link>
            ))}
          </div>
        </Kpi>
        <Kpi name="products" label={t("admin.dashboard.products")} value={products.total.toLocaleString("en-US")}>
          <p>{t("admin.dashboard.publishedHidden", { published: products.published, hidden: products.unpublished })}</p>
          <p>
            {t("admin.dashboard.stock", {
              outOfStock: products.outOfStock,
              lowStock: products.lowStock,
              threshold: stats.lowStock.threshold,
            })}
          </p>
        </Kpi>
        <Kpi name="users" label={t("admin.dashboard.users")} value={users.total.toLocaleString("en-US")}>
          <p>{t("admin.dashboard.userCounts", { customers: users.customers, admins: users.admins })}</p>
          <p>
            <Link to={`${paths.adminShop}?tab=inbox`} className="hover:text-ink">
              {t("admin.dashboard.openMessages", { count: stats.contact.unhandled })}
            </Link>{" "}
            ·{" "}
            <Link to={`${paths.adminShop}?tab=subscribers`} className="hover:text-ink">
              {t("admin.dashboard.subscribers", { count: stats.subscribers.total })}
            </Link>
          </p>
        </Kpi>
      </div>

      <Card
        className="mt-6"
        title={t("admin.dashboard.revenue30")}
        actions={
          <p className="text-sm text-muted tabular-nums">
            {t("admin.dashboard.revenue30Total", { total: formatPrice(last30), count: orders30 })}
          </p>
        }
      >
        <RevenueChart days={days} />
        <p className="mt-2 text-xs text-muted">
          {t("admin.dashboard.chartNote", { vat: withVat ? "included" : "excluded" })}
        </p>
      </Card>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <LowStockCard lowStock={stats.lowStock} />
        <MostRequestedCard requested={stats.topRequested} />
      </div>

      <Card
        className="mt-6"
        title={t("admin.dashboard.latestOrders")}
        actions={
          <Link to={paths.adminOrders} className="text-sm text-forest hover:underline">
            {t("admin.dashboard.allOrders")}
          </Link>
        }
        padded={false}
      >
        {stats.latestOrders.length === 0 ? (
          <EmptyState>{t("admin.dashboard.noOrders")}</EmptyState>
        ) : (
          <DataTable columns={Object.values(column)} alignRight={[column.items, column.total]} minWidth="min-w-[640px]">
            {stats.latestOrders.map((o) => (
              <tr key={o._id} className="hover:bg-sand/40">
                <td className={td}>
                  <Link to={to("adminOrder", { id: o._id })} className="font-medium hover:underline">
                    {o.reference}
                  </Link>
                </td>
                <td className={td}>{o.userName}</td>
                <td className={`${td} text-muted`}>{formatDate(o.createdAt)}</td>
                <td className={`${td} text-right tabular-nums`}>{o.itemCount}</td>
                <td className={`${td} text-right tabular-nums`}>{formatPrice(o.totalPrice)}</td>
                <td className={td}>
                  {o.isPaid ? (
                    <Badge tone="green">{t("admin.common.paid")}</Badge>
                  ) : (
                    <Badge>{t("admin.common.unpaid")}</Badge>
                  )}
                </td>
                <td className={td}>
                  <StatusBadge look="admin" status={o.status} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Card>
    </>
  );
}
