import { CATEGORIES } from "@avlu/contract/catalog-constants";
import type { CheckoutRules } from "@avlu/contract/checkout";
import { useState } from "react";
import { btnSecondary } from "../../components/ui/button";
import { Card, CardAlert } from "../../components/ui/card";
import { FormField, selectClass } from "../../components/ui/field";
import { useT } from "../../i18n/use-t";
import { patchAt } from "../../lib/patch-at";
import { DecimalField, num, SaveBar, useSave } from "./checkout-rules-save";

/** The VAT rate and the categories with their own (ADR 1902). */

export function VatCard({ rules }: { rules: CheckoutRules["vat"] }) {
  const t = useT();
  const [rate, setRate] = useState(String(rules.rate));
  const [rows, setRows] = useState(
    Object.entries(rules.categoryRates).map(([category, r]) => ({ category, rate: String(r) })),
  );
  const { busy, error, save } = useSave("vat");
  const body = () => ({
    rate: num(rate),
    categoryRates: Object.fromEntries(rows.map((r) => [r.category, num(r.rate)])),
  });
  return (
    <form onSubmit={(e) => save(e, body(), t("admin.vat.saved"))} aria-label={t("admin.vat.form")}>
      <Card title={t("admin.vat.title")} className="mb-6">
        <CardAlert message={error} />
        <p className="mb-4 text-sm text-muted">{t("admin.vat.note")}</p>
        <div className="grid gap-4 md:grid-cols-3">
          <DecimalField id="vat-rate" label={t("admin.vat.standardRate")} value={rate} onChange={setRate} />
        </div>
        <div className="mt-4 space-y-3">
          {rows.map((r, i) => (
            <div key={i} className="grid gap-3 md:grid-cols-[1fr_0.5fr_auto]">
              <FormField label={t("admin.vat.category")} htmlFor={`vat-cat-${i}`}>
                <select
                  id={`vat-cat-${i}`}
                  className={selectClass}
                  value={r.category}
                  onChange={(e) => setRows(patchAt(rows, i, { category: e.target.value }))}
                >
                  {CATEGORIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              </FormField>
              <DecimalField
                id={`vat-cat-rate-${i}`}
                label={t("admin.vat.rate")}
                value={r.rate}
                onChange={(rate) => setRows(patchAt(rows, i, { rate }))}
              />
              <button
                type="button"
                className={`${btnSecondary} self-end`}
                onClick={() => setRows(rows.filter((_, n) => n !== i))}
              >
                {t("admin.common.remove")}
              </button>
            </div>
          ))}
          <button
            type="button"
            className={btnSecondary}
            onClick={() => setRows([...rows, { category: CATEGORIES[0], rate: "10" }])}
          >
            {t("admin.vat.addCategory")}
          </button>
        </div>
        <SaveBar busy={busy} label={t("admin.vat.save")} />
      </Card>
    </form>
  );
}
