import { ORDER_STATUSES } from "@avlu/contract/orders-constants";
import { Eye } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { btn } from "../../components/ui/button";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { control } from "../../components/ui/field";
import { FilterTabs, SearchField, withAll } from "../../components/ui/filters";
import { Pagination } from "../../components/ui/pagination";
import { DataTable, ListBody, RowDeleteButton, RowLink, td } from "../../components/ui/table";
import { to } from "../../config/paths";
import { useT } from "../../i18n/use-t";
import { formatDate, formatPrice } from "../../lib/format";
import { loadErrorMessage } from "../../state/api";
import { useGetAdminOrdersQuery } from "./admin-api";
import { itemSummary, OrderStatusSelect, useOrderActions } from "./order-actions";
import { useUrlFilters } from "./use-url-filters";

const PAGE_SIZE = 25;

export default function AdminOrdersPage() {
  const t = useT();
  const { params, page, update, setPage, search, setSearch, rowRemoved } = useUrlFilters();
  const { setStatus, setPaid, remove, busy, dialog } = useOrderActions();

  const status = ORDER_STATUSES.find((s) => s === params.get("status")) ?? "";
  const {
    data,
    isFetching: loading,
    error: loadError,
  } = useGetAdminOrdersQuery({
    status,
    search: params.get("search") ?? "",
    page,
    limit: PAGE_SIZE,
  });
  const error = loadErrorMessage(loadError, loading, t("admin.orders.fetchFailed"));

  const orders = data?.orders ?? [];
  const statusFilters = withAll(t("admin.common.all"), ORDER_STATUSES);
  const column = {
    order: t("admin.orders.col.order"),
    customer: t("admin.orders.col.customer"),
    items: t("admin.orders.col.items"),
    total: t("admin.orders.col.total"),
    paid: t("admin.orders.col.paid"),
    status: t("admin.orders.col.status"),
  };
  /** Fixed columns; Customer and Items share the rest and cut long text: a row fits its card at 1440 px (issue 14). */
  const widths = {
    [column.order]: "w-40",
    [column.total]: "w-28",
    [column.paid]: "w-28",
    [column.status]: "w-40",
    Actions: "w-24",
  };

  return (
    <>
      <PageHeader title={t("admin.orders.title")} description={t("admin.orders.description")} />
      {error ? <AlertBanner>{error}</AlertBanner> : null}
      <Card padded={false}>
        <div className="flex flex-col gap-3 border-b border-stone/60 p-4 lg:flex-row lg:items-center lg:justify-between">
          <FilterTabs
            label={t("admin.common.filterByStatus")}
            options={statusFilters}
            value={status}
            onChange={(value) => update({ status: value })}
            className="flex gap-1 overflow-x-auto"
          />
          <SearchField
            label={t("admin.orders.search")}
            placeholder={t("admin.orders.searchPlaceholder")}
            value={search}
            onChange={setSearch}
            className="relative block lg:w-72"
          />
        </div>

        <ListBody loading={loading && !data} empty={orders.length === 0} emptyText={t("admin.orders.empty")}>
          <DataTable
            columns={Object.values(column)}
            alignRight={[column.total]}
            actions
            minWidth="min-w-[860px]"
            widths={widths}
            busy={loading}
          >
            {orders.map((o) => (
              <tr key={o._id} className="hover:bg-sand/40" data-testid={`order-row-${o.reference}`}>
                <td className={td}>
                  <Link to={to("adminOrder", { id: o._id })} className="font-medium whitespace-nowrap hover:underline">
                    {o.reference}
                  </Link>
                  <span className="block text-xs whitespace-nowrap text-muted">{formatDate(o.createdAt)}</span>
                </td>
                <td className={td}>
                  <span className="block truncate" title={o.user.name}>
                    {o.user.name}
                  </span>
                  <span className="block truncate text-xs text-muted" title={o.user.email}>
                    {o.user.email}
                  </span>
                </td>
                <td className={`${td} truncate text-muted`} title={itemSummary(o)}>
                  {itemSummary(o)}
                </td>
                <td className={`${td} text-right tabular-nums`}>{formatPrice(o.totalPrice)}</td>
                <td className={td}>
                  {o.isPaid ? (
                    <Badge tone="green">{t("admin.common.paid")}</Badge>
                  ) : (
                    <button
                      type="button"
                      className={`${btn} border border-stone px-3 py-1 text-xs whitespace-nowrap hover:border-forest hover:text-forest`}
                      disabled={busy === o._id}
                      onClick={() => void setPaid(o, true)}
                    >
                      {t("admin.orders.markPaid")}
                    </button>
                  )}
                </td>
                <td className={td}>
                  <OrderStatusSelect
                    order={o}
                    busy={busy}
                    setStatus={setStatus}
                    aria-label={t("admin.orders.statusOf", { reference: o.reference })}
                    className={`${control} w-full py-1.5`}
                  />
                </td>
                <td className={`${td} whitespace-nowrap text-right`}>
                  <RowLink
                    to={to("adminOrder", { id: o._id })}
                    label={t("admin.orders.openOrder", { reference: o.reference })}
                    title={t("admin.orders.open")}
                    icon={Eye}
                  />
                  <RowDeleteButton
                    label={t("admin.orders.deleteOrder", { reference: o.reference })}
                    disabled={busy === o._id}
                    onClick={async () => {
                      if (await remove(o)) rowRemoved(orders.length);
                    }}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        </ListBody>
        <Pagination data={data} nouns={[t("admin.orders.noun.one"), t("admin.orders.noun.other")]} onPage={setPage} />
      </Card>
      {dialog}
    </>
  );
}
