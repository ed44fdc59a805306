import type { PaymentMethod } from "@avlu/contract/orders";
import type { Settings } from "@avlu/contract/settings";
import { Copy } from "lucide-react";
import { useFormatPrice, useT } from "../../../i18n/use-t";
import { toast } from "../../../lib/toast";

function Row({
  label,
  value,
  copyable,
  testId,
}: {
  label: string;
  value: string;
  copyable?: boolean;
  testId?: string;
}) {
  const t = useT();
  const copy = () =>
    navigator.clipboard
      ?.writeText(value)
      .then(() => toast.success(t("checkout.pay.copied", { what: label })))
      .catch(() => toast.error(t("checkout.pay.copyFailed", { what: label })));
  return (
    <div className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <dt className="text-[11px] font-medium tracking-[0.18em] text-muted uppercase">{label}</dt>
      <dd className="flex items-center gap-2 text-sm text-ink">
        <span className="font-medium tabular-nums" data-testid={testId}>
          {value}
        </span>
        {copyable && (
          <button
            type="button"
            aria-label={t("checkout.pay.copy", { what: label })}
            onClick={copy}
            className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-ink/5 hover:text-ink"
          >
            <Copy size={14} strokeWidth={1.75} aria-hidden="true" />
          </button>
        )}
      </dd>
    </div>
  );
}

/**
 * What the shopper does to pay: the shop's bank account (and, once placed, the order reference
 * and amount for the transfer), the studio's address and hours, or payment on delivery. The
 * details come from the shop settings; no card data is ever asked for.
 */
export function PaymentDetails({
  method,
  settings,
  reference,
  amount,
}: {
  method: PaymentMethod;
  settings: Settings | null;
  reference?: string;
  amount?: number;
}) {
  const t = useT();
  const formatPrice = useFormatPrice();
  if (method === "pay-on-delivery") {
    return <p className="text-sm leading-relaxed text-muted">{t("checkout.pay.onDelivery")}</p>;
  }
  if (!settings) {
    return (
      <p role="status" className="text-sm text-muted">
        {t("checkout.pay.loading")}
      </p>
    );
  }
  if (method === "bank-transfer") {
    return (
      <div>
        <p className="text-sm leading-relaxed text-muted">
          {reference ? t("checkout.pay.transferWithReference") : t("checkout.pay.transferBefore")}
        </p>
        <dl className="mt-4 divide-y divide-stone/60 border-y border-stone/60">
          <Row label={t("checkout.pay.accountName")} value={settings.bankAccountName} />
          <Row label={t("checkout.pay.iban")} value={settings.iban} copyable testId="payment-iban" />
          {reference && (
            <Row label={t("checkout.pay.reference")} value={reference} copyable testId="payment-reference" />
          )}
          {amount !== undefined && <Row label={t("checkout.pay.amount")} value={formatPrice(amount)} />}
        </dl>
      </div>
    );
  }
  const hours = [settings.openingHours.weekdays, settings.openingHours.saturday, settings.openingHours.sunday].filter(
    Boolean,
  );
  return (
    <div>
      <p className="text-sm leading-relaxed text-muted">{t("checkout.pay.atStudio")}</p>
      <dl className="mt-4 divide-y divide-stone/60 border-y border-stone/60">
        <Row label={t("checkout.pay.studio")} value={settings.studioAddress} />
        <div className="flex flex-col gap-1 py-2.5 sm:flex-row sm:justify-between sm:gap-6">
          <dt className="text-[11px] font-medium tracking-[0.18em] text-muted uppercase">{t("checkout.pay.hours")}</dt>
          <dd className="text-sm text-ink sm:text-right">
            {hours.map((h) => (
              <span key={h} className="block">
                {h}
              </span>
            ))}
          </dd>
        </div>
        {reference && <Row label={t("checkout.pay.reference")} value={reference} testId="payment-reference" />}
      </dl>
    </div>
  );
}
