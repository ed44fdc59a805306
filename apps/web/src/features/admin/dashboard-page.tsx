import { ORDER_STATUSES } from "@avlu/contract/orders-constants";
import { Mail, MessageCircle, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge, StatusBadge } from "../../components/ui/badge";
import { btnSecondary } from "../../components/ui/button";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { DataTable, EmptyState, Loading, td } from "../../components/ui/table";
import { paths, to } from "../../config/paths";
import { formatDate, formatDateTime, formatPrice } from "../../lib/format";
import { isAborted, queryErrorMessage } from "../../state/api";
import { STATS_FAILED, useGetAdminStatsQuery } from "./admin-api";
import { MailHealthNotice } from "./mail-ui";
import { ProductCell, Thumb } from "./product-cell";
import { RevenueChart } from "./revenue-chart";

const LATEST_COLUMNS = ["Order", "Customer", "Date", "Items", "Total", "Paid", "Status"];

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
  const { data: stats, isFetching: loading, error: loadError, refetch } = useGetAdminStatsQuery();
  const error = loadError && !loading && !isAborted(loadError) ? queryErrorMessage(loadError, STATS_FAILED) : null;
  /** Revenue read with the VAT it contains (as charged) or without it (ADR 1902). */
  const [withVat, setWithVat] = useState(true);

  const refresh = (
    <button type="button" className={btnSecondary} onClick={() => void refetch()} disabled={loading}>
      <RefreshCw className={`size-4 ${loading ? "animate-spin motion-reduce:animate-none" : ""}`} aria-hidden="true" />
      Refresh
    </button>
  );

  if (!stats) {
    return (
      <>
        <PageHeader title="Dashboard" actions={refresh} />
        {error ? <AlertBanner>{error}</AlertBanner> : <Loading />}
      </>
    );
  }

  const { revenue, orders, products, users } = stats;
  const days = withVat ? stats.revenueByDay : stats.revenueByDay.map((d) => ({ ...d, revenue: d.net }));
  const last30 = days.reduce((n, d) => n + d.revenue, 0);
  const orders30 = stats.revenueByDay.reduce((n, d) => n + d.orders, 0);

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`Figures as of ${formatDateTime(stats.generatedAt)}.`}
        actions={refresh}
      />
      {error ? <AlertBanner>{error}</AlertBanner> : null}
      <MailHealthNotice />

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Kpi
          name="revenue"
          label={withVat ? "Revenue (incl. VAT)" : "Revenue (excl. VAT)"}
          value={formatPrice(withVat ? revenue.total : revenue.net)}
        >
          <fieldset className="flex gap-2" aria-label="Revenue with or without VAT">
            {([true, false] as const).map((v) => (
              <button
                key={String(v)}
                type="button"
                aria-pressed={withVat === v}
                onClick={() => setWithVat(v)}
                className={`rounded-full border px-2.5 py-0.5 text-xs ${withVat === v ? "border-ink bg-ink text-paper" : "border-stone text-ink hover:border-ink"}`}
              >
                {v ? "incl. VAT" : "excl. VAT"}
              </button>
            ))}
          </fieldset>
          <p data-testid="revenue-vat">VAT (KDV) contained: {formatPrice(revenue.vat)}</p>
          <p>
            {revenue.orders} {revenue.orders === 1 ? "order" : "orders"} · {formatPrice(revenue.paid)} paid
          </p>
          <p>Counts {revenue.countedStatuses.join(", ")} orders.</p>
          <p className="text-danger/80" data-testid="cancelled-revenue">
            Cancelled: {formatPrice(revenue.cancelled)} ({revenue.cancelledOrders}{" "}
            {revenue.cancelledOrders === 1 ? "order" : "orders"}), not counted
          </p>
        </Kpi>
        <Kpi name="orders" label="Orders" value={orders.total.toLocaleString("en-US")}>
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
        <Kpi name="products" label="Products" value={products.total.toLocaleString("en-US")}>
          <p>
            {products.published.toLocaleString("en-US")} published · {products.unpublished.toLocaleString("en-US")}{" "}
            hidden
          </p>
          <p>
            {products.outOfStock} out of stock · {products.lowStock} {products.lowStock === 1 ? "variant" : "variants"}{" "}
            at {stats.lowStock.threshold} or fewer
          </p>
        </Kpi>
        <Kpi name="users" label="Users" value={users.total.toLocaleString("en-US")}>
          <p>
            {users.customers} {users.customers === 1 ? "customer" : "customers"} · {users.admins}{" "}
            {users.admins === 1 ? "admin" : "admins"}
          </p>
          <p>
            <Link to={`${paths.adminShop}?tab=inbox`} className="hover:text-ink">
              {stats.contact.unhandled} open {stats.contact.unhandled === 1 ? "message" : "messages"}
            </Link>{" "}
            ·{" "}
            <Link to={`${paths.adminShop}?tab=subscribers`} className="hover:text-ink">
              {stats.subscribers.total} {stats.subscribers.total === 1 ? "subscriber" : "subscribers"}
            </Link>
          </p>
        </Kpi>
      </div>

      <Card
        className="mt-6"
        title="Revenue, last 30 days"
        actions={
          <p className="text-sm text-muted tabular-nums">
            {formatPrice(last30)} · {orders30} {orders30 === 1 ? "order" : "orders"}
          </p>
        }
      >
        <RevenueChart days={days} />
        <p className="mt-2 text-xs text-muted">
          By order date (UTC), {withVat ? "VAT included" : "without VAT"}. Cancelled orders are left out; today is shown
          in brass.
        </p>
      </Card>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card
          title="Low stock"
          actions={<Badge tone="amber">{stats.lowStock.threshold} or fewer</Badge>}
          padded={false}
        >
          {stats.lowStock.products.length === 0 ? (
            <EmptyState>Every colour and packing has more than {stats.lowStock.threshold} in stock.</EmptyState>
          ) : (
            <ul className="divide-y divide-stone/60">
              {stats.lowStock.products.map((p) => (
                <li key={p.variantId ?? p._id} className="flex items-center gap-3 px-5 py-3">
                  <ProductCell
                    id={p._id}
                    name={[p.name, p.color, p.packing && p.packing !== "1" ? `packing ${p.packing}` : ""]
                      .filter(Boolean)
                      .join(" — ")}
                    image={p.image}
                    size={40}
                    nameClassName="text-sm text-ink"
                    detail={
                      <p className="text-xs text-muted">
                        {p.sku} · {p.brand}
                        {p.isPublished ? "" : " · hidden"}
                      </p>
                    }
                  />
                  <Badge tone={p.countInStock === 0 ? "red" : "amber"}>
                    {p.countInStock === 0 ? "Out of stock" : `${p.countInStock} left`}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card
          title="Most requested"
          actions={<span className="text-xs text-muted">WhatsApp and e-mail, 30 days</span>}
          padded={false}
        >
          {stats.topRequested.length === 0 ? (
            <EmptyState>No order requests in the last 30 days.</EmptyState>
          ) : (
            <ol className="divide-y divide-stone/60">
              {stats.topRequested.map((r, i) => (
                <li key={r.productId} className="flex items-center gap-3 px-5 py-3">
                  <span className="w-5 text-right text-xs text-muted tabular-nums">{i + 1}</span>
                  <Thumb src={r.image} alt={r.name} size={40} />
                  <div className="min-w-0 flex-1">
                    {r.kind === "configurator" ? (
                      <span className="block truncate text-sm text-ink">{r.name} (configured)</span>
                    ) : r.exists ? (
                      <Link
                        to={to("adminProductEdit", { id: r.productId })}
                        className="block truncate text-sm text-ink hover:underline"
                      >
                        {r.name}
                      </Link>
                    ) : (
                      <span className="block truncate text-sm text-muted">{r.name} (deleted)</span>
                    )}
                    <p className="flex items-center gap-3 text-xs text-muted">
                      <span className="inline-flex items-center gap-1">
                        <MessageCircle className="size-3" aria-hidden="true" />
                        {r.whatsapp} WhatsApp
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <Mail className="size-3" aria-hidden="true" />
                        {r.mail} e-mail
                      </span>
                      <span>last {formatDate(r.lastRequestedAt)}</span>
                    </p>
                  </div>
                  <span className="font-display text-2xl text-ink tabular-nums">{r.requests}</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>

      <Card
        className="mt-6"
        title="Latest orders"
        actions={
          <Link to={paths.adminOrders} className="text-sm text-forest hover:underline">
            All orders
          </Link>
        }
        padded={false}
      >
        {stats.latestOrders.length === 0 ? (
          <EmptyState>No orders yet.</EmptyState>
        ) : (
          <DataTable columns={LATEST_COLUMNS} alignRight={["Items", "Total"]} minWidth="min-w-[640px]">
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
                <td className={td}>{o.isPaid ? <Badge tone="green">Paid</Badge> : <Badge>Unpaid</Badge>}</td>
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
