import { REVENUE_STATUSES, type RevenueDay, STATS_DAYS, type Stats } from "@avlu/contract/admin";
import { centsToAmount } from "@avlu/contract/common";
import { ORDER_STATUSES, type OrderStatus } from "@avlu/contract/orders";
import type { DayRow, StatusTotalsRow } from "./repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of a moment, in UTC. */
export function utcDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Start (00:00 UTC) of the first day of the `days`-day window that ends today. */
export function windowStart(now: Date, days: number = STATS_DAYS): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** One entry per day of the window, oldest first, today last; days without orders are 0. */
export function revenueSeries(rows: readonly DayRow[], now: Date, days: number = STATS_DAYS): RevenueDay[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const start = windowStart(now, days).getTime();
  const series: RevenueDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = utcDate(new Date(start + i * DAY_MS));
    const row = byDay.get(date);
    series.push({
      date,
      revenue: centsToAmount(row?.cents ?? 0),
      net: centsToAmount((row?.cents ?? 0) - (row?.vatCents ?? 0)),
      orders: row?.orders ?? 0,
    });
  }
  return series;
}

const isStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

/**
 * Revenue and order counts from per-status totals: revenue = sum of totals of REVENUE_STATUSES
 * (in cents, then dollars with two decimals), cancelled orders reported separately.
 */
export function summariseOrders(rows: readonly StatusTotalsRow[]): Pick<Stats, "revenue" | "orders"> {
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  let total = 0;
  let revenueCents = 0;
  let paidCents = 0;
  let vatCents = 0;
  let revenueOrders = 0;
  let cancelledCents = 0;
  let cancelledOrders = 0;
  for (const r of rows) {
    total += r.orders;
    if (!isStatus(r.status)) continue;
    byStatus[r.status] += r.orders;
    if (REVENUE_STATUSES.includes(r.status)) {
      revenueCents += r.cents;
      paidCents += r.paidCents;
      vatCents += r.vatCents;
      revenueOrders += r.orders;
    } else if (r.status === "Cancelled") {
      cancelledCents += r.cents;
      cancelledOrders += r.orders;
    }
  }
  return {
    revenue: {
      total: centsToAmount(revenueCents),
      paid: centsToAmount(paidCents),
      vat: centsToAmount(vatCents),
      net: centsToAmount(revenueCents - vatCents),
      orders: revenueOrders,
      cancelled: centsToAmount(cancelledCents),
      cancelledOrders,
      countedStatuses: [...REVENUE_STATUSES],
    },
    orders: { total, byStatus },
  };
}
