import type { Order } from "@avlu/contract/orders";
import { ChevronRight } from "lucide-react";
import { StatusBadge } from "../../../components/ui/badge";
import { NoOrders, OrderThumb } from "../../../components/ui/order-list";
import { to } from "../../../config/paths";
import { Link } from "../../../i18n/link";
import { useFormatPrice, useLanguage, useT } from "../../../i18n/use-t";
import { formatDate } from "../../../lib/format";

/** The shopper's real orders on their profile, newest first (SPEC §2, §8). */
export function ProfileOrders({ orders }: { orders: Order[] }) {
  const t = useT();
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  if (orders.length === 0) return <NoOrders compact />;
  return (
    <ul className="divide-y divide-stone/70 border-y border-stone/70" aria-label={t("auth.orders.list")}>
      {orders.map((order) => {
        const count = order.orderItems.reduce((n, i) => n + i.quantity, 0);
        const first = order.orderItems[0];
        const more = order.orderItems.length - 1;
        return (
          <li key={order._id}>
            <Link
              to={to("order", { id: order._id })}
              className="group flex items-center gap-4 py-4 transition-colors hover:bg-sand/40 sm:gap-5 sm:px-2"
              data-testid="profile-order"
            >
              <OrderThumb order={order} size={64} className="size-16 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-ink">
                  {order.reference}
                  <span className="block font-normal text-muted sm:ml-2 sm:inline">
                    {formatDate(order.createdAt, language)}
                  </span>
                </p>
                <p className="mt-1 truncate text-sm text-muted">
                  {first
                    ? t("auth.orders.summary", { count, name: first.name, more })
                    : t("auth.orders.items", { count })}
                </p>
              </div>
              <div className="hidden text-right sm:block">
                <p className="text-sm font-medium text-ink tabular-nums">{formatPrice(order.totalPrice)}</p>
                <p className="mt-1 text-xs text-muted">
                  {t(order.isPaid ? "auth.orders.paid" : "auth.orders.pending")}
                </p>
              </div>
              <StatusBadge status={order.status} />
              <ChevronRight size={16} className="shrink-0 text-muted group-hover:text-ink" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
