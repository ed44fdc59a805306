import type { RevenueDay } from "@avlu/contract/admin";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/format";

/** A round axis maximum at or above `max`: 1, 2 or 5 times a power of ten. */
export function niceMax(max: number): number {
  if (max <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

const compact = (n: number) =>
  n >= 1000 ? `$${(n / 1000).toLocaleString("en-US", { maximumFractionDigits: 1 })}k` : `$${Math.round(n)}`;

/** Revenue per day as hand-drawn SVG bars, with a table of the same figures for screen readers. */
export function RevenueChart({ days }: { days: RevenueDay[] }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.floor(entry.contentRect.width)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const height = 220;
  const pad = { top: 12, right: 8, bottom: 28, left: 48 };
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const top = niceMax(Math.max(0, ...days.map((d) => d.revenue)));
  const slot = innerW / Math.max(1, days.length);
  const barW = Math.max(2, Math.min(18, slot * 0.62));
  const y = (v: number) => pad.top + innerH - (v / top) * innerH;
  const ticks = [0, top / 2, top];
  const labelEvery = width < 480 ? 10 : 5;
  const total = days.reduce((n, d) => n + d.revenue, 0);
  const first = days[0];
  const last = days[days.length - 1];

  return (
    <div ref={box} className="relative w-full">
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={t("admin.chart.label", {
          from: first ? shortDate(first.date) : "",
          to: last ? shortDate(last.date) : "",
          total: formatPrice(total),
        })}
        className="block"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              className="text-stone"
              strokeDasharray={tick === 0 ? undefined : "3 4"}
            />
            <text x={pad.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted text-[11px]">
              {compact(tick)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = pad.left + i * slot + (slot - barW) / 2;
          const h = Math.max(d.revenue > 0 ? 2 : 0, innerH - (y(d.revenue) - pad.top));
          const isToday = i === days.length - 1;
          return (
            <g key={d.date}>
              <rect
                x={x}
                y={pad.top + innerH - h}
                width={barW}
                height={h}
                rx={Math.min(3, barW / 2)}
                className={isToday ? "fill-brass" : "fill-forest"}
                data-date={d.date}
              >
                <title>
                  {t("admin.chart.bar", { date: shortDate(d.date), amount: formatPrice(d.revenue), count: d.orders })}
                </title>
              </rect>
              {(days.length - 1 - i) % labelEvery === 0 ? (
                <text x={x + barW / 2} y={height - 8} textAnchor="middle" className="fill-muted text-[11px]">
                  {shortDate(d.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{t("admin.chart.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.chart.day")}</th>
            <th scope="col">{t("admin.chart.revenue")}</th>
            <th scope="col">{t("admin.chart.orders")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{d.date}</td>
              <td>{formatPrice(d.revenue)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
