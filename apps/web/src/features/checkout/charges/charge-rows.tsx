import { leadTimeLines, type OrderCharges, type OrderLeadTime } from "@avlu/contract/order-charges";
import { useFormatPrice, useLanguage, useT } from "../../../i18n/use-t";

/*
 * The lines under an order's or a cart's items (ADR 1906): subtotal, delivery (zone, free, on
 * request), assembly, the total, the VAT it contains ("KDV dahil") and the expected delivery.
 */

type Delivery = OrderCharges["delivery"] | { unavailable: string };

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
  const t = useT();
  const formatPrice = useFormatPrice();
  return (
    <dl className="border-t border-stone/70 pt-4">
      <Row label={t("checkout.charges.subtotal")} value={formatPrice(subtotal)} testId="charges-subtotal" />
      {delivery && "unavailable" in delivery ? (
        <div className="flex items-baseline justify-between gap-4 py-1 text-sm">
          <dt className="text-muted">{t("checkout.charges.delivery")}</dt>
          <dd className="max-w-[60%] text-right text-xs text-muted" data-testid="charges-delivery">
            {delivery.unavailable}
          </dd>
        </div>
      ) : delivery ? (
        <>
          <Row
            label={t("checkout.charges.deliveryZone", { zone: delivery.zone })}
            value={
              delivery.onRequest
                ? t("checkout.charges.onRequest")
                : delivery.free
                  ? t("checkout.charges.free")
                  : formatPrice(delivery.fee)
            }
            testId="charges-delivery"
          />
          {delivery.assembly > 0 && (
            <Row
              label={t("checkout.charges.assembly")}
              value={formatPrice(delivery.assembly)}
              testId="charges-assembly"
            />
          )}
        </>
      ) : null}
    </dl>
  );
}

/** The VAT contained in the total, per rate, under the total: "incl. VAT (KDV dahil) 20%". */
export function VatRows({ vat }: { vat: OrderCharges["vat"] }) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const language = useLanguage();
  return (
    <dl className="mt-2" data-testid="charges-vat">
      {vat.groups.map((g) => (
        <div key={g.rate} className="flex items-baseline justify-between gap-4 text-xs text-muted">
          <dt>{t("checkout.charges.vat", { rate: g.rate.toLocaleString(language === "tr" ? "tr-TR" : "en-US") })}</dt>
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
  const t = useT();
  const language = useLanguage();
  if (leadTimes.length === 0) return null;
  return (
    <div className={`text-xs text-muted ${className}`} data-testid="lead-times">
      <p className="font-medium tracking-[0.18em] uppercase">{t("checkout.charges.expectedDelivery")}</p>
      <ul className="mt-1">
        {leadTimeLines(leadTimes, language).map(([label, window]) => (
          <li key={label}>
            {label}: <span className="text-ink">{window}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
