import type { Order, OrderStatus } from "@avlu/contract/orders";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t";
import { useOrderStatusText } from "./order-texts";

/** Small pills: a toned `Badge`, an order's `StatusBadge` and the shopper's `PaidBadge`. */

export type Tone = "neutral" | "green" | "amber" | "red" | "blue" | "brass";
const TONES: Record<Tone, string> = {
  neutral: "bg-sand text-ink/80",
  green: "bg-emerald-50 text-emerald-800",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-danger/10 text-danger",
  blue: "bg-sky-100 text-sky-900",
  brass: "bg-brass/15 text-[#7a5c2c]",
};

/** A word or figure in a coloured pill (admin lists: Published, Paid, stock). */
export function Badge({ tone = "neutral", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-sans text-xs font-medium ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** The storefront's capitalised status pills. */
const SHOP_STATUS_STYLE: Record<OrderStatus, string> = {
  Pending: "bg-brass/15 text-[#7a5d2e]",
  Processing: "bg-sand text-ink",
  Shipped: "bg-forest/10 text-forest",
  Delivered: "bg-forest text-paper",
  Cancelled: "bg-stone/60 text-muted",
};

/** The admin's status tones. */
const ADMIN_STATUS_TONES: Record<OrderStatus, Tone> = {
  Pending: "amber",
  Processing: "blue",
  Shipped: "brass",
  Delivered: "green",
  Cancelled: "red",
};

/**
 * An order's status as a coloured pill: `look="shop"` on the shopper's order pages and profile,
 * in the page's language; `look="admin"` (a toned `Badge`) in the admin, in English.
 */
export function StatusBadge({ status, look = "shop" }: { status: OrderStatus; look?: "shop" | "admin" }) {
  if (look === "admin") return <Badge tone={ADMIN_STATUS_TONES[status] ?? "neutral"}>{status}</Badge>;
  return <ShopStatusBadge status={status} />;
}

function ShopStatusBadge({ status }: { status: OrderStatus }) {
  const statusText = useOrderStatusText();
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-[11px] font-medium tracking-[0.08em] whitespace-nowrap uppercase ${SHOP_STATUS_STYLE[status]}`}
      data-testid="order-status"
    >
      {statusText(status)}
    </span>
  );
}

/** SPEC §2: the list shows Paid or Pending. */
export function PaidBadge({ order }: { order: Pick<Order, "isPaid"> }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-xs font-medium ${order.isPaid ? "text-forest" : "text-[#7a5d2e]"}`}
      data-testid="order-paid"
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${order.isPaid ? "bg-forest" : "bg-brass"}`} />
      {order.isPaid ? t("ui.paid") : t("ui.unpaid")}
    </span>
  );
}
