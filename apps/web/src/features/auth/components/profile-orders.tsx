import type { Order } from "@avlu/contract/orders";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { StatusBadge } from "../../../components/ui/badge";
import { NoOrders, OrderThumb } from "../../../components/ui/order-list";
import { to } from "../../../config/paths";
import { formatDate, formatPrice } from "../../../lib/format";

/** The shopper's real orders on their profile, newest first (SPEC §2, §8). */
export function ProfileOrders({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return <NoOrders compact />;
  return (
    <ul className="divide-y divide-stone/70 border-y border-stone/70" aria-label="Your orders">
      {orders.map((order) => {
        const count = order.orderItems.reduce((n, i) => n + i.quantity, 0);
        const first = order.orderItems[0];
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
                  <span className="block font-normal text-muted sm:ml-2 sm:inline">{formatDate(order.createdAt)}</span>
                </p>
                <p className="mt-1 truncate text-sm text-muted">
                  {count === 1 ? "1 item" : `${count} items`}
                  {first ? ` · ${first.name}` : ""}
                  {order.orderItems.length > 1 ? ` and ${order.orderItems.length - 1} more` : ""}
                </p>
              </div>
              <div className="hidden text-right sm:block">
                <p className="text-sm font-medium text-ink tabular-nums">{formatPrice(order.totalPrice)}</p>
                <p className="mt-1 text-xs text-muted">{order.isPaid ? "Paid" : "Pending"}</p>
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
