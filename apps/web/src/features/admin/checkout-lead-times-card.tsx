import { BRANDS } from "@avlu/contract/catalog-constants";
import type { CheckoutRules } from "@avlu/contract/checkout";
import type { Availability, LeadTime, LeadTimePair, VariantLeadTime } from "@avlu/contract/lead-time";
import { type ReactNode, useState } from "react";
import { btnSecondary } from "../../components/ui/button";
import { Card, CardAlert } from "../../components/ui/card";
import { FormField, inputClass, selectClass } from "../../components/ui/field";
import { useT } from "../../i18n/use-t";
import { patchAt } from "../../lib/patch-at";
import { SaveBar, useSave } from "./checkout-rules-save";

/** Lead times in stock and on order: the default, per brand and per variant (ADR 1903, 1910). */

/** A window's two numbers, "from" and "to" (`<id>-min`, `<id>-max`). */
const BOUNDS = [
  { key: "min", label: "admin.leadTimes.from" },
  { key: "max", label: "admin.leadTimes.to" },
] as const;

function WindowFields({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: LeadTime;
  onChange: (w: LeadTime) => void;
}) {
  const t = useT();
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="mb-1 text-xs font-medium tracking-wider text-muted uppercase">{label}</legend>
      {BOUNDS.map(({ key, label: bound }) => (
        <input
          key={key}
          aria-label={t(bound, { label })}
          id={`${id}-${key}`}
          className={inputClass}
          inputMode="numeric"
          value={value[key]}
          onChange={(e) => onChange({ ...value, [key]: Number(e.target.value) || 0 })}
        />
      ))}
      <select
        aria-label={t("admin.leadTimes.unit", { label })}
        className={selectClass}
        value={value.unit}
        onChange={(e) => onChange({ ...value, unit: e.target.value as LeadTime["unit"] })}
      >
        <option value="business-days">{t("admin.leadTimes.businessDays")}</option>
        <option value="weeks">{t("admin.leadTimes.weeks")}</option>
      </select>
    </fieldset>
  );
}

function PairFields({
  id,
  value,
  onChange,
}: {
  id: string;
  value: LeadTimePair;
  onChange: (p: LeadTimePair) => void;
}): ReactNode {
  const t = useT();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <WindowFields
        id={`${id}-in`}
        label={t("admin.leadTimes.inStock")}
        value={value.inStock}
        onChange={(inStock) => onChange({ ...value, inStock })}
      />
      <WindowFields
        id={`${id}-on`}
        label={t("admin.leadTimes.onOrder")}
        value={value.onOrder}
        onChange={(onOrder) => onChange({ ...value, onOrder })}
      />
    </div>
  );
}

const DEFAULT_WINDOW: Record<Availability, LeadTime> = {
  "in-stock": { min: 2, max: 5, unit: "business-days" },
  "on-order": { min: 4, max: 6, unit: "weeks" },
};

/**
 * Variants with their own lead time (ADR 1910), named by SKU: kept in stock or ordered from the
 * maker, with a window of their own or their brand's for that case.
 */
function VariantLeadTimes({
  value,
  onChange,
}: {
  value: VariantLeadTime[];
  onChange: (list: VariantLeadTime[]) => void;
}) {
  const t = useT();
  const set = (i: number, patch: Partial<VariantLeadTime>) => onChange(patchAt(value, i, patch));
  return (
    <div className="mt-6 border-t border-stone/60 pt-4" data-testid="variant-lead-times">
      <h3 className="text-sm font-medium text-ink">{t("admin.leadTimes.variants")}</h3>
      <p className="mt-1 mb-3 text-xs text-muted">{t("admin.leadTimes.variantsNote")}</p>
      {value.map((v, i) => (
        <div key={i} className="mb-3 grid gap-3 rounded-sm border border-stone/60 p-3 md:grid-cols-[1fr_10rem_auto]">
          <FormField label={t("admin.leadTimes.sku")} htmlFor={`variant-lead-${i}-sku`}>
            <input
              id={`variant-lead-${i}-sku`}
              className={inputClass}
              value={v.sku}
              onChange={(e) => set(i, { sku: e.target.value })}
            />
          </FormField>
          <FormField label={t("admin.leadTimes.availability")} htmlFor={`variant-lead-${i}-availability`}>
            <select
              id={`variant-lead-${i}-availability`}
              className={selectClass}
              value={v.availability}
              onChange={(e) => set(i, { availability: e.target.value as Availability })}
            >
              <option value="in-stock">{t("admin.leadTimes.inStock")}</option>
              <option value="on-order">{t("admin.leadTimes.onOrder")}</option>
            </select>
          </FormField>
          <div className="flex items-end">
            <button type="button" className={btnSecondary} onClick={() => onChange(value.filter((_, n) => n !== i))}>
              {t("admin.common.remove")}
            </button>
          </div>
          <label className="flex items-center gap-2 text-sm text-ink md:col-span-3">
            <input
              type="checkbox"
              checked={v.window !== null}
              onChange={(e) => set(i, { window: e.target.checked ? DEFAULT_WINDOW[v.availability] : null })}
            />
            {t("admin.leadTimes.ownWindow")}
          </label>
          {v.window && (
            <div className="md:col-span-3">
              <WindowFields
                id={`variant-lead-${i}-window`}
                label={t("admin.leadTimes.window")}
                value={v.window}
                onChange={(window) => set(i, { window })}
              />
            </div>
          )}
        </div>
      ))}
      <button
        type="button"
        className={btnSecondary}
        onClick={() => onChange([...value, { sku: "", availability: "on-order", window: null }])}
      >
        {t("admin.leadTimes.addVariant")}
      </button>
    </div>
  );
}

export function LeadTimesCard({ rules }: { rules: CheckoutRules["leadTimes"] }) {
  const t = useT();
  const [value, setValue] = useState(rules);
  const { busy, error, save } = useSave("lead-times");
  return (
    <form onSubmit={(e) => save(e, value, t("admin.leadTimes.saved"))} aria-label={t("admin.leadTimes.title")}>
      <Card title={t("admin.leadTimes.title")} className="mb-6">
        <CardAlert message={error} />
        <p className="mb-3 text-sm text-muted">{t("admin.leadTimes.note")}</p>
        <h3 className="mb-2 text-sm font-medium text-ink">{t("admin.leadTimes.default")}</h3>
        <PairFields id="lead-default" value={value.default} onChange={(d) => setValue({ ...value, default: d })} />
        {value.brands.map((b, i) => (
          <div key={b.brand} className="mt-5 border-t border-stone/60 pt-4">
            <div className="mb-2 flex items-center justify-between">
              <h3 className="text-sm font-medium text-ink">{b.brand}</h3>
              <button
                type="button"
                className={btnSecondary}
                onClick={() => setValue({ ...value, brands: value.brands.filter((_, n) => n !== i) })}
              >
                {t("admin.common.remove")}
              </button>
            </div>
            <PairFields
              id={`lead-${b.brand}`}
              value={b}
              onChange={(p) => setValue({ ...value, brands: patchAt(value.brands, i, p) })}
            />
          </div>
        ))}
        <div className="mt-4 flex flex-wrap gap-2">
          {BRANDS.filter((brand) => !value.brands.some((b) => b.brand === brand)).map((brand) => (
            <button
              key={brand}
              type="button"
              className={btnSecondary}
              onClick={() => setValue({ ...value, brands: [...value.brands, { brand, ...value.default }] })}
            >
              {t("admin.leadTimes.addBrand", { brand })}
            </button>
          ))}
        </div>
        <VariantLeadTimes value={value.variants} onChange={(variants) => setValue({ ...value, variants })} />
        <SaveBar busy={busy} label={t("admin.leadTimes.save")} />
      </Card>
    </form>
  );
}
