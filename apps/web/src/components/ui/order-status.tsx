import type { Order, OrderStatus } from "@avlu/contract/orders";

const STATUS_STYLE: Record<OrderStatus, string> = {
  Pending: "bg-brass/15 text-[#7a5d2e]",
  Processing: "bg-sand text-ink",
  Shipped: "bg-forest/10 text-forest",
  Delivered: "bg-forest text-paper",
  Cancelled: "bg-stone/60 text-muted",
};

/** An order's status as a coloured pill (the shopper's order pages and profile). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-[11px] font-medium tracking-[0.08em] whitespace-nowrap uppercase ${STATUS_STYLE[status]}`}
      data-testid="order-status"
    >
      {status}
    </span>
  );
}

/** SPEC §2: the list shows Paid or Pending. */
export function PaidBadge({ order }: { order: Pick<Order, "isPaid"> }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-xs font-medium ${order.isPaid ? "text-forest" : "text-[#7a5d2e]"}`}
      data-testid="order-paid"
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${order.isPaid ? "bg-forest" : "bg-brass"}`} />
      {order.isPaid ? "Paid" : "Pending"}
    </span>
  );
}
