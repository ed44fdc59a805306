import { leadTimeLines, type OrderCharges, type OrderLeadTime } from "@avlu/contract/order-charges";
import { formatPrice } from "../../../lib/format";

/*
 * The lines under an order's or a cart's items (ADR 1906): subtotal, delivery (zone, free, on
 * request), assembly, the total, the VAT it contains ("KDV dahil") and the expected delivery.
 */

type Delivery = OrderCharges["delivery"] | { unavailable: string };

export function deliveryText(d: NonNullable<OrderCharges["delivery"]>): string {
  return d.onRequest ? "To be confirmed" : d.free ? "Free" : formatPrice(d.fee);
}

/** "incl. VAT (KDV) 20%" */
export const vatText = (rate: number) => `incl. VAT (KDV dahil) ${rate}%`;

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Subtotal, delivery and assembly rows (above the total). */
export function ChargeRows({ subtotal, delivery }: { subtotal: number; delivery: Delivery }) {
  return (
    <dl className="border-t border-stone/70 pt-4">
      <Row label="Subtotal" value={formatPrice(subtotal)} testId="charges-subtotal" />
      {delivery && "unavailable" in delivery ? (
        <div className="flex items-baseline justify-between gap-4 py-1 text-sm">
          <dt className="text-muted">Delivery</dt>
          <dd className="max-w-[60%] text-right text-xs text-muted" data-testid="charges-delivery">
            {delivery.unavailable}
          </dd>
        </div>
      ) : delivery ? (
        <>
          <Row label={`Delivery · ${delivery.zone}`} value={deliveryText(delivery)} testId="charges-delivery" />
          {delivery.assembly > 0 && (
            <Row label="Assembly" value={formatPrice(delivery.assembly)} testId="charges-assembly" />
          )}
        </>
      ) : null}
    </dl>
  );
}

/** The VAT contained in the total, per rate, under the total. */
export function VatRows({ vat }: { vat: OrderCharges["vat"] }) {
  return (
    <dl className="mt-2" data-testid="charges-vat">
      {vat.groups.map((g) => (
        <div key={g.rate} className="flex items-baseline justify-between gap-4 text-xs text-muted">
          <dt>{vatText(g.rate)}</dt>
          <dd className="tabular-nums">{formatPrice(g.vat)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Expected delivery — In stock: 2–5 business days". */
export function LeadTimeRows({
  leadTimes,
  className = "",
}: {
  leadTimes: readonly OrderLeadTime[];
  className?: string;
}) {
  if (leadTimes.length === 0) return null;
  return (
    <div className={`text-xs text-muted ${className}`} data-testid="lead-times">
      <p className="font-medium tracking-[0.18em] uppercase">Expected delivery</p>
      <ul className="mt-1">
        {leadTimeLines(leadTimes).map(([label, window]) => (
          <li key={label}>
            {label}: <span className="text-ink">{window}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
