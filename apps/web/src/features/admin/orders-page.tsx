import { ORDER_STATUSES, type OrderStatus } from "@avlu/contract/orders-constants";
import { Eye } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { btn } from "../../components/ui/button";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { control } from "../../components/ui/field";
import { FilterTabs, SearchField } from "../../components/ui/filters";
import { Options } from "../../components/ui/options";
import { Pagination } from "../../components/ui/pagination";
import { DataTable, ListBody, RowDeleteButton, RowLink, td } from "../../components/ui/table";
import { to } from "../../config/paths";
import { formatDate, formatPrice } from "../../lib/format";
import { isAborted, queryErrorMessage } from "../../state/api";
import { FETCH_ORDERS_FAILED, useGetAdminOrdersQuery } from "./admin-api";
import { itemSummary, useOrderActions } from "./order-actions";
import { useUrlFilters } from "./use-url-filters";

export const NO_ORDERS = "No orders found";
const PAGE_SIZE = 25;

const STATUS_FILTERS = [
  { value: "", label: "All" },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: s })),
] as const satisfies ReadonlyArray<{ value: OrderStatus | ""; label: string }>;

const COLUMNS = ["Order", "Customer", "Items", "Total", "Paid", "Status"];
/** Fixed columns; Customer and Items share the rest and cut long text, so the row fits its card at 1440 px (issue 14). */
const WIDTHS = { Order: "w-40", Total: "w-28", Paid: "w-28", Status: "w-40", Actions: "w-24" };

export default function AdminOrdersPage() {
  const { params, page, update, search, setSearch, rowRemoved } = useUrlFilters();
  const { setStatus, setPaid, remove, busy, dialog } = useOrderActions();

  const status = ORDER_STATUSES.find((s) => s === params.get("status")) ?? "";
  const {
    data,
    isFetching: loading,
    error,
  } = useGetAdminOrdersQuery({
    status,
    search: params.get("search") ?? "",
    page,
    limit: PAGE_SIZE,
  });

  const orders = data?.orders ?? [];

  return (
    <>
      <PageHeader title="Orders" description="Change a status and the customer sees it on their order page at once." />
      {error && !loading && !isAborted(error) ? (
        <AlertBanner>{queryErrorMessage(error, FETCH_ORDERS_FAILED)}</AlertBanner>
      ) : null}
      <Card padded={false}>
        <div className="flex flex-col gap-3 border-b border-stone/60 p-4 lg:flex-row lg:items-center lg:justify-between">
          <FilterTabs
            label="Filter by status"
            options={STATUS_FILTERS}
            value={status}
            onChange={(value) => update({ status: value })}
            className="flex gap-1 overflow-x-auto"
          />
          <SearchField
            label="Search orders"
            placeholder="Reference, name or e-mail"
            value={search}
            onChange={setSearch}
            className="relative block lg:w-72"
          />
        </div>

        <ListBody loading={loading && !data} empty={orders.length === 0} emptyText={NO_ORDERS}>
          <DataTable
            columns={COLUMNS}
            alignRight={["Total"]}
            actions
            minWidth="min-w-[860px]"
            widths={WIDTHS}
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
                    <Badge tone="green">Paid</Badge>
                  ) : (
                    <button
                      type="button"
                      className={`${btn} border border-stone px-3 py-1 text-xs whitespace-nowrap hover:border-forest hover:text-forest`}
                      disabled={busy === o._id}
                      onClick={() => void setPaid(o, true)}
                    >
                      Mark paid
                    </button>
                  )}
                </td>
                <td className={td}>
                  <select
                    aria-label={`Status of ${o.reference}`}
                    className={`${control} w-full py-1.5`}
                    value={o.status}
                    disabled={busy === o._id}
                    onChange={(e) => void setStatus(o, e.target.value as OrderStatus)}
                  >
                    <Options values={ORDER_STATUSES} />
                  </select>
                </td>
                <td className={`${td} whitespace-nowrap text-right`}>
                  <RowLink to={to("adminOrder", { id: o._id })} label={`Open ${o.reference}`} title="Open" icon={Eye} />
                  <RowDeleteButton
                    label={`Delete ${o.reference}`}
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
        <Pagination data={data} nouns={["order", "orders"]} onPage={(n) => update({ page: String(n) })} />
      </Card>
      {dialog}
    </>
  );
}
