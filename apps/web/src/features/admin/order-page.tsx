import { PAYMENT_METHOD_LABELS } from "@avlu/contract/orders-constants";
import { ArrowLeft, ExternalLink, Trash2 } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { Badge, StatusBadge } from "../../components/ui/badge";
import { btnDanger, btnSecondary } from "../../components/ui/button";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { ConfiguredDetails } from "../../components/ui/configured-details";
import { FormField, selectClass } from "../../components/ui/field";
import { packingText } from "../../components/ui/order-lines";
import { ShippingAddressBlock } from "../../components/ui/shipping-address";
import { Loading } from "../../components/ui/table";
import { paths, to } from "../../config/paths";
import { useT } from "../../i18n/use-t";
import { formatDateTime, formatPrice } from "../../lib/format";
import { isAborted, queryErrorMessage } from "../../state/api";
import { useGetAdminOrderQuery } from "./admin-api";
import { OrderStatusSelect, useOrderActions } from "./order-actions";
import { Thumb } from "./product-cell";

export default function AdminOrderPage() {
  const t = useT();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { currentData: order, error: loadError } = useGetAdminOrderQuery(id, { refetchOnMountOrArgChange: true });
  const error = loadError && !isAborted(loadError) ? queryErrorMessage(loadError, t("admin.order.loadFailed")) : null;
  const { setStatus, setPaid, remove, busy, dialog } = useOrderActions();

  const back = (
    <Link to={paths.adminOrders} className="mb-4 inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t("admin.order.back")}
    </Link>
  );

  if (error) {
    return (
      <>
        {back}
        <PageHeader title={t("admin.order.title")} />
        <AlertBanner>{error}</AlertBanner>
      </>
    );
  }
  if (!order) {
    return (
      <>
        {back}
        <Loading label={t("admin.order.loading")} />
      </>
    );
  }

  const a = order.shippingAddress;
  const units = order.orderItems.reduce((n, i) => n + i.quantity, 0);

  return (
    <>
      {back}
      <PageHeader
        title={t("admin.order.heading", { reference: order.reference })}
        description={t("admin.order.placed", { date: formatDateTime(order.createdAt), name: order.user.name })}
        actions={
          <>
            <Link to={to("order", { id: order._id })} className={btnSecondary} target="_blank" rel="noopener">
              <ExternalLink className="size-4" aria-hidden="true" />
              {t("admin.order.customerView")}
            </Link>
            <button
              type="button"
              className={btnDanger}
              disabled={busy === order._id}
              onClick={async () => {
                if (await remove(order)) navigate(paths.adminOrders);
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t("admin.common.delete")}
            </button>
          </>
        }
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="space-y-6">
          <Card
            title={t("admin.order.items")}
            actions={<span className="text-sm text-muted">{t("admin.order.units", { count: units })}</span>}
            padded={false}
          >
            <ul className="divide-y divide-stone/60">
              {order.orderItems.map((item, i) => (
                <li
                  key={`${item.productId}-${item.color}-${item.packing}-${i}`}
                  className="flex items-center gap-4 px-5 py-4"
                >
                  <Thumb src={item.image} alt={item.name} size={64} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-ink">{item.name}</p>
                    {item.configuration ? (
                      <ConfiguredDetails configuration={item.configuration} quantity={item.quantity} />
                    ) : (
                      <p className="text-xs text-muted">
                        {[
                          item.color && t("admin.order.colour", { color: item.color }),
                          item.packing && packingText(item.packing),
                          item.sku && t("admin.order.sku", { sku: item.sku }),
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </p>
                    )}
                  </div>
                  <p className="text-right text-sm tabular-nums">
                    <span className="text-muted">
                      {item.quantity} × {formatPrice(item.price)}
                    </span>
                    <span className="block font-medium">{formatPrice(item.price * item.quantity)}</span>
                  </p>
                </li>
              ))}
            </ul>
            <div className="flex items-center justify-between border-t border-stone/60 px-5 py-4">
              <span className="text-sm text-muted">{t("admin.order.total")}</span>
              <span className="font-display text-2xl tabular-nums">{formatPrice(order.totalPrice)}</span>
            </div>
          </Card>

          <Card title={t("admin.order.history")}>
            <ol className="space-y-3">
              {order.statusHistory.map((h) => (
                <li key={`${h.status}-${h.at}`} className="flex items-center gap-3 text-sm">
                  <StatusBadge look="admin" status={h.status} />
                  <span className="text-muted">{formatDateTime(h.at)}</span>
                </li>
              ))}
              {order.paidAt ? (
                <li className="flex items-center gap-3 text-sm">
                  <Badge tone="green">{t("admin.common.paid")}</Badge>
                  <span className="text-muted">{formatDateTime(order.paidAt)}</span>
                </li>
              ) : null}
            </ol>
          </Card>
        </div>

        <div className="space-y-6">
          <Card title={t("admin.order.status")}>
            <div className="space-y-4">
              <FormField label={t("admin.order.orderStatus")} htmlFor="order-status">
                <OrderStatusSelect
                  order={order}
                  busy={busy}
                  setStatus={setStatus}
                  id="order-status"
                  className={selectClass}
                />
              </FormField>
              <p className="text-sm text-muted">
                {order.isDelivered && order.deliveredAt
                  ? t("admin.order.delivered", { date: formatDateTime(order.deliveredAt) })
                  : t("admin.order.notDelivered")}
              </p>
              <div className="flex items-center justify-between gap-3 border-t border-stone/60 pt-4">
                {order.isPaid ? (
                  <Badge tone="green">{t("admin.common.paid")}</Badge>
                ) : (
                  <Badge>{t("admin.common.unpaid")}</Badge>
                )}
                <button
                  type="button"
                  className={btnSecondary}
                  disabled={busy === order._id}
                  onClick={() => void setPaid(order, !order.isPaid)}
                >
                  {order.isPaid ? t("admin.order.markUnpaid") : t("admin.order.markPaid")}
                </button>
              </div>
            </div>
          </Card>

          <Card title={t("admin.order.customer")}>
            <p className="text-sm font-medium">{order.user.name}</p>
            <a href={`mailto:${order.user.email}`} className="text-sm text-forest hover:underline">
              {order.user.email}
            </a>
            <p className="mt-3 text-sm text-muted">
              {PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}
            </p>
          </Card>

          <Card title={t("admin.order.address")}>
            <ShippingAddressBlock
              address={a}
              className="text-sm leading-relaxed"
              nameClassName="block"
              contact={
                <>
                  <a href={`tel:${a.phone.replace(/[^+0-9]/g, "")}`} className="text-forest hover:underline">
                    {a.phone}
                  </a>
                  <br />
                  <a href={`mailto:${a.email}`} className="text-forest hover:underline">
                    {a.email}
                  </a>
                </>
              }
            />
          </Card>
        </div>
      </div>
      {dialog}
    </>
  );
}
