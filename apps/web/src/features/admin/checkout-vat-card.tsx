import { CATEGORIES } from "@avlu/contract/catalog-constants";
import type { CheckoutRules } from "@avlu/contract/checkout";
import { useState } from "react";
import { btnSecondary } from "../../components/ui/button";
import { Card, CardAlert } from "../../components/ui/card";
import { FormField, inputClass, selectClass } from "../../components/ui/field";
import { num, SaveBar, useSave } from "./checkout-rules-save";

/** The VAT rate and the categories with their own (ADR 1902). */

export function VatCard({ rules }: { rules: CheckoutRules["vat"] }) {
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
    <form onSubmit={(e) => save(e, body(), "VAT rates saved")} aria-label="VAT rates">
      <Card title="VAT (KDV)" className="mb-6">
        <CardAlert message={error} />
        <p className="mb-4 text-sm text-muted">
          Prices include VAT. The VAT contained is worked out per rate: gross × rate / (100 + rate), rounded half up to
          the cent.
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          <FormField label="Standard rate (%)" htmlFor="vat-rate">
            <input
              id="vat-rate"
              className={inputClass}
              inputMode="decimal"
              value={rate}
              onChange={(e) => setRate(e.target.value)}
            />
          </FormField>
        </div>
        <div className="mt-4 space-y-3">
          {rows.map((r, i) => (
            <div key={i} className="grid gap-3 md:grid-cols-[1fr_0.5fr_auto]">
              <FormField label="Category" htmlFor={`vat-cat-${i}`}>
                <select
                  id={`vat-cat-${i}`}
                  className={selectClass}
                  value={r.category}
                  onChange={(e) => setRows(rows.map((x, n) => (n === i ? { ...x, category: e.target.value } : x)))}
                >
                  {CATEGORIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              </FormField>
              <FormField label="Rate (%)" htmlFor={`vat-cat-rate-${i}`}>
                <input
                  id={`vat-cat-rate-${i}`}
                  className={inputClass}
                  inputMode="decimal"
                  value={r.rate}
                  onChange={(e) => setRows(rows.map((x, n) => (n === i ? { ...x, rate: e.target.value } : x)))}
                />
              </FormField>
              <button
                type="button"
                className={`${btnSecondary} self-end`}
                onClick={() => setRows(rows.filter((_, n) => n !== i))}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className={btnSecondary}
            onClick={() => setRows([...rows, { category: CATEGORIES[0], rate: "10" }])}
          >
            Add a category rate
          </button>
        </div>
        <SaveBar busy={busy} label="Save VAT rates" />
      </Card>
    </form>
  );
}
