import type { Order, OrderStatus } from "@avlu/contract/orders";
import { Check, X } from "lucide-react";
import { useOrderDates, useOrderStatusText } from "../../../components/ui/order-texts";
import type { MessageKey } from "../../../i18n/i18n";
import { useT } from "../../../i18n/use-t";

const PROGRESS: ReadonlyArray<{ status: OrderStatus; text: MessageKey }> = [
  { status: "Pending", text: "orders.timeline.pending" },
  { status: "Processing", text: "orders.timeline.processing" },
  { status: "Shipped", text: "orders.timeline.shipped" },
  { status: "Delivered", text: "orders.timeline.delivered" },
];

/** When the order last reached a status, from its history. */
function reachedAt(order: Order, status: OrderStatus): string | undefined {
  return order.statusHistory.filter((h) => h.status === status).at(-1)?.at;
}

/**
 * The status timeline from statusHistory: the usual road Pending → Processing → Shipped →
 * Delivered with the dates reached; a cancelled order shows what actually happened, ending in
 * Cancelled.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const t = useT();
  const statusText = useOrderStatusText();
  const { dateTime } = useOrderDates();
  if (order.status === "Cancelled") {
    return (
      <ol className="space-y-0" aria-label={t("orders.timeline.history")}>
        {order.statusHistory.map((h, i) => {
          const cancelled = h.status === "Cancelled";
          return (
            <li key={`${h.status}-${h.at}`} className="relative flex gap-4 pb-6 last:pb-0">
              {i < order.statusHistory.length - 1 && (
                <span aria-hidden="true" className="absolute top-7 bottom-0 left-[13px] w-px bg-stone" />
              )}
              <span
                className={`relative inline-flex size-7 shrink-0 items-center justify-center rounded-full ${cancelled ? "bg-terracotta text-paper" : "bg-stone/70 text-ink"}`}
              >
                {cancelled ? (
                  <X size={14} strokeWidth={2} aria-hidden="true" />
                ) : (
                  <Check size={14} strokeWidth={2} aria-hidden="true" />
                )}
              </span>
              <div className="pt-0.5">
                <p className={`text-sm font-medium ${cancelled ? "text-terracotta" : "text-ink"}`}>
                  {statusText(h.status)}
                </p>
                <p className="mt-0.5 text-xs text-muted">{dateTime(h.at)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    );
  }
  const current = PROGRESS.findIndex((p) => p.status === order.status);
  return (
    <ol aria-label={t("orders.timeline.progress")} className="grid gap-0 sm:grid-cols-4">
      {PROGRESS.map((step, i) => {
        const done = i <= current;
        const at = done ? reachedAt(order, step.status) : undefined;
        return (
          <li
            key={step.status}
            className="relative flex gap-4 pb-6 sm:flex-col sm:gap-3 sm:pr-4 sm:pb-0"
            aria-current={i === current ? "step" : undefined}
            data-testid="timeline-step"
            data-reached={done}
          >
            {i < PROGRESS.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute top-7 bottom-0 left-[13px] w-px sm:top-[13px] sm:right-0 sm:bottom-auto sm:left-7 sm:h-px sm:w-auto ${i < current ? "bg-forest" : "bg-stone"}`}
              />
            )}
            <span
              className={`relative inline-flex size-7 shrink-0 items-center justify-center rounded-full border ${
                done ? "border-forest bg-forest text-paper" : "border-stone bg-paper text-muted"
              }`}
            >
              {done ? (
                <Check size={14} strokeWidth={2} aria-hidden="true" />
              ) : (
                <span className="text-[11px]">{i + 1}</span>
              )}
            </span>
            <div className="pt-0.5 sm:pt-0">
              <p className={`text-sm font-medium ${done ? "text-ink" : "text-muted"}`}>{statusText(step.status)}</p>
              <p className="mt-0.5 text-xs text-muted">{at ? dateTime(at) : t(step.text)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
