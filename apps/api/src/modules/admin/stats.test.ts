import { describe, expect, it } from "vitest";
import { revenueSeries, summariseOrders, utcDate, windowStart } from "./stats.js";

describe("dashboard aggregation", () => {
  const now = new Date("2026-03-05T01:30:00.000Z");

  it("starts the window at 00:00 UTC, 29 days before today", () => {
    expect(windowStart(now).toISOString()).toBe("2026-02-04T00:00:00.000Z");
    expect(windowStart(now, 1).toISOString()).toBe("2026-03-05T00:00:00.000Z");
    expect(utcDate(now)).toBe("2026-03-05");
  });

  it("fills every day of the window, oldest first, with dollars from cents", () => {
    const series = revenueSeries(
      [
        { day: "2026-03-05", orders: 2, cents: 12_345, vatCents: 2_058 },
        { day: "2026-02-04", orders: 1, cents: 1, vatCents: 0 },
        { day: "2026-02-03", orders: 9, cents: 99_999, vatCents: 0 }, // outside the window: ignored
      ],
      now,
    );
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ date: "2026-02-04", revenue: 0.01, net: 0.01, orders: 1 });
    expect(series[29]).toEqual({ date: "2026-03-05", revenue: 123.45, net: 102.87, orders: 2 });
    expect(series.slice(1, 29).every((d) => d.revenue === 0 && d.orders === 0)).toBe(true);
    // Consecutive days across the month end (February 2026 has 28 days).
    expect(series.map((d) => d.date)).toContain("2026-02-28");
    expect(series.map((d) => d.date)).toContain("2026-03-01");
    expect(new Set(series.map((d) => d.date)).size).toBe(30);
  });

  it("counts every status but Cancelled as revenue (with and without the VAT stored with each order), keeps cancelled apart and sums in cents", () => {
    const result = summariseOrders([
      { status: "Pending", orders: 3, cents: 10, paidCents: 0, vatCents: 0 },
      { status: "Processing", orders: 1, cents: 20, paidCents: 20, vatCents: 0 },
      { status: "Shipped", orders: 1, cents: 30, paidCents: 30, vatCents: 0 },
      { status: "Delivered", orders: 2, cents: 40, paidCents: 40, vatCents: 7 },
      { status: "Cancelled", orders: 4, cents: 1_000_000, paidCents: 500, vatCents: 0 },
    ]);
    expect(result.revenue).toEqual({
      total: 1,
      paid: 0.9,
      vat: 0.07,
      net: 0.93,
      orders: 7,
      cancelled: 10_000,
      cancelledOrders: 4,
      countedStatuses: ["Pending", "Processing", "Shipped", "Delivered"],
    });
    expect(result.orders).toEqual({
      total: 11,
      byStatus: { Pending: 3, Processing: 1, Shipped: 1, Delivered: 2, Cancelled: 4 },
    });
  });

  it("adds without floating-point drift (0.1 + 0.2 is 0.30) and shows missing statuses as 0", () => {
    const result = summariseOrders([
      { status: "Pending", orders: 1, cents: 10, paidCents: 0, vatCents: 0 },
      { status: "Delivered", orders: 1, cents: 20, paidCents: 0, vatCents: 0 },
    ]);
    expect(result.revenue.total).toBe(0.3);
    expect(result.orders.byStatus).toEqual({ Pending: 1, Processing: 0, Shipped: 0, Delivered: 1, Cancelled: 0 });
  });

  it("counts an unknown status in the total only", () => {
    const result = summariseOrders([{ status: "Lost", orders: 2, cents: 500, paidCents: 0, vatCents: 0 }]);
    expect(result.orders.total).toBe(2);
    expect(result.revenue.total).toBe(0);
    expect(Object.values(result.orders.byStatus).every((n) => n === 0)).toBe(true);
  });
});
