import { BRANDS, CATEGORIES } from "@avlu/contract/catalog-constants";
import type { CheckoutRules, TrGeo } from "@avlu/contract/checkout";
import type { DeliveryZoneKind } from "@avlu/contract/delivery";
import type { Availability, LeadTime, LeadTimePair, VariantLeadTime } from "@avlu/contract/lead-time";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { btnPrimary, btnSecondary } from "../../components/ui/button";
import { AlertBanner, Card, CardAlert } from "../../components/ui/card";
import { FormField, inputClass, selectClass } from "../../components/ui/field";
import { Loading } from "../../components/ui/table";
import { api, errorMessage } from "../../lib/api-client";
import { toast } from "../../lib/toast";

/*
 * /admin/shop?tab=checkout (ADR 1901–1903): delivery zones by province with their fees, the
 * free-delivery threshold and assembly; the VAT rate and categories with their own; lead times
 * in stock and on order, the default and per brand. Each card saves its part as a whole;
 * placed orders keep what they were charged.
 */

type Zone = { name: string; kind: DeliveryZoneKind; provinces: string[]; fee: string; onRequest: boolean };
const KIND_LABELS: Record<DeliveryZoneKind, string> = {
  provinces: "Provinces",
  "rest-of-turkey": "Rest of Türkiye",
  abroad: "Abroad",
};
const num = (v: string) => (v.trim() === "" ? Number.NaN : Number(v.replace(",", ".")));

function SaveBar({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="mt-4 flex justify-end">
      <button type="submit" className={btnPrimary} disabled={busy}>
        {busy ? "Saving…" : label}
      </button>
    </div>
  );
}

function useSave(url: string, done: (saved: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (e: FormEvent, body: unknown, message: string) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      done(await api.put(url, body));
      toast.success(message);
    } catch (err) {
      setError(errorMessage(err, "Failed to save"));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, save };
}

function DeliveryCard({ rules, geo }: { rules: CheckoutRules["delivery"]; geo: TrGeo | null }) {
  const [zones, setZones] = useState<Zone[]>(() => rules.zones.map((z) => ({ ...z, fee: String(z.fee) })));
  const [threshold, setThreshold] = useState(
    rules.freeDeliveryThreshold === null ? "" : String(rules.freeDeliveryThreshold),
  );
  const [assembly, setAssembly] = useState({
    available: rules.assembly.available,
    price: String(rules.assembly.price),
  });
  const { busy, error, save } = useSave("/api/admin/delivery", () => {});
  const patch = (i: number, p: Partial<Zone>) => setZones(zones.map((z, n) => (n === i ? { ...z, ...p } : z)));
  const body = () => ({
    zones: zones.map((z) => ({ ...z, provinces: z.kind === "provinces" ? z.provinces : [], fee: num(z.fee) || 0 })),
    freeDeliveryThreshold: threshold.trim() === "" ? null : num(threshold),
    assembly: { available: assembly.available, price: num(assembly.price) || 0 },
  });
  return (
    <form onSubmit={(e) => save(e, body(), "Delivery rules saved")} aria-label="Delivery rules">
      <Card title="Delivery zones and fees" className="mb-6">
        <CardAlert message={error} />
        <div className="space-y-4">
          {zones.map((z, i) => (
            <fieldset
              key={i}
              className="grid gap-3 rounded-xl border border-stone/60 p-3 md:grid-cols-[1.2fr_1fr_0.8fr_auto]"
              data-testid="zone"
            >
              <legend className="sr-only">Zone {i + 1}</legend>
              <FormField label="Zone name" htmlFor={`zone-${i}-name`}>
                <input
                  id={`zone-${i}-name`}
                  className={inputClass}
                  value={z.name}
                  onChange={(e) => patch(i, { name: e.target.value })}
                />
              </FormField>
              <FormField label="Covers" htmlFor={`zone-${i}-kind`}>
                <select
                  id={`zone-${i}-kind`}
                  className={selectClass}
                  value={z.kind}
                  onChange={(e) => patch(i, { kind: e.target.value as DeliveryZoneKind })}
                >
                  {Object.entries(KIND_LABELS).map(([k, label]) => (
                    <option key={k} value={k}>
                      {label}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField label="Fee (VAT incl.)" htmlFor={`zone-${i}-fee`}>
                <input
                  id={`zone-${i}-fee`}
                  className={inputClass}
                  inputMode="decimal"
                  value={z.fee}
                  disabled={z.onRequest}
                  onChange={(e) => patch(i, { fee: e.target.value })}
                />
              </FormField>
              <div className="flex items-end gap-3 pb-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={z.onRequest}
                    onChange={(e) => patch(i, { onRequest: e.target.checked })}
                  />
                  On request
                </label>
                <button
                  type="button"
                  className={btnSecondary}
                  onClick={() => setZones(zones.filter((_, n) => n !== i))}
                  aria-label={`Remove zone ${z.name}`}
                >
                  Remove
                </button>
              </div>
              {z.kind === "provinces" && (
                <div className="md:col-span-4">
                  <FormField
                    label="Provinces"
                    htmlFor={`zone-${i}-provinces`}
                    hint="Hold Ctrl (⌘ on a Mac) to choose several."
                  >
                    <select
                      id={`zone-${i}-provinces`}
                      multiple
                      size={5}
                      className={`${inputClass} h-auto`}
                      value={z.provinces}
                      onChange={(e) => patch(i, { provinces: [...e.target.selectedOptions].map((o) => o.value) })}
                    >
                      {(geo?.provinces ?? []).map((p) => (
                        <option key={p.code} value={p.code}>
                          {p.code} {p.name}
                        </option>
                      ))}
                    </select>
                  </FormField>
                </div>
              )}
            </fieldset>
          ))}
          <button
            type="button"
            className={btnSecondary}
            onClick={() =>
              setZones([...zones, { name: "", kind: "provinces", provinces: [], fee: "0", onRequest: false }])
            }
          >
            Add a zone
          </button>
        </div>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <FormField
            label="Free delivery from"
            htmlFor="free-threshold"
            hint="Goods total in Türkiye; empty: never free."
          >
            <input
              id="free-threshold"
              className={inputClass}
              inputMode="decimal"
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
            />
          </FormField>
          <FormField label="Assembly price" htmlFor="assembly-price" hint="One price per order, VAT included.">
            <input
              id="assembly-price"
              className={inputClass}
              inputMode="decimal"
              value={assembly.price}
              onChange={(e) => setAssembly({ ...assembly, price: e.target.value })}
            />
          </FormField>
          <label className="flex items-center gap-2 self-center text-sm">
            <input
              type="checkbox"
              checked={assembly.available}
              onChange={(e) => setAssembly({ ...assembly, available: e.target.checked })}
            />
            Offer assembly and installation
          </label>
        </div>
        <SaveBar busy={busy} label="Save delivery rules" />
      </Card>
    </form>
  );
}

function VatCard({ rules }: { rules: CheckoutRules["vat"] }) {
  const [rate, setRate] = useState(String(rules.rate));
  const [rows, setRows] = useState(
    Object.entries(rules.categoryRates).map(([category, r]) => ({ category, rate: String(r) })),
  );
  const { busy, error, save } = useSave("/api/admin/vat", () => {});
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
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="mb-1 text-xs font-medium tracking-wider text-muted uppercase">{label}</legend>
      <input
        aria-label={`${label} from`}
        id={`${id}-min`}
        className={inputClass}
        inputMode="numeric"
        value={value.min}
        onChange={(e) => onChange({ ...value, min: Number(e.target.value) || 0 })}
      />
      <input
        aria-label={`${label} to`}
        id={`${id}-max`}
        className={inputClass}
        inputMode="numeric"
        value={value.max}
        onChange={(e) => onChange({ ...value, max: Number(e.target.value) || 0 })}
      />
      <select
        aria-label={`${label} unit`}
        className={selectClass}
        value={value.unit}
        onChange={(e) => onChange({ ...value, unit: e.target.value as LeadTime["unit"] })}
      >
        <option value="business-days">business days</option>
        <option value="weeks">weeks</option>
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
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <WindowFields
        id={`${id}-in`}
        label="In stock"
        value={value.inStock}
        onChange={(inStock) => onChange({ ...value, inStock })}
      />
      <WindowFields
        id={`${id}-on`}
        label="On order"
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
  const set = (i: number, patch: Partial<VariantLeadTime>) =>
    onChange(value.map((v, n) => (n === i ? { ...v, ...patch } : v)));
  return (
    <div className="mt-6 border-t border-stone/60 pt-4" data-testid="variant-lead-times">
      <h3 className="text-sm font-medium text-ink">Variants with their own lead time</h3>
      <p className="mt-1 mb-3 text-xs text-muted">
        By SKU: a colour or packing you order from the maker, or one that ships faster or slower than its brand.
      </p>
      {value.map((v, i) => (
        <div key={i} className="mb-3 grid gap-3 rounded-sm border border-stone/60 p-3 md:grid-cols-[1fr_10rem_auto]">
          <FormField label="SKU" htmlFor={`variant-lead-${i}-sku`}>
            <input
              id={`variant-lead-${i}-sku`}
              className={inputClass}
              value={v.sku}
              onChange={(e) => set(i, { sku: e.target.value })}
            />
          </FormField>
          <FormField label="Availability" htmlFor={`variant-lead-${i}-availability`}>
            <select
              id={`variant-lead-${i}-availability`}
              className={selectClass}
              value={v.availability}
              onChange={(e) => set(i, { availability: e.target.value as Availability })}
            >
              <option value="in-stock">In stock</option>
              <option value="on-order">On order</option>
            </select>
          </FormField>
          <div className="flex items-end">
            <button type="button" className={btnSecondary} onClick={() => onChange(value.filter((_, n) => n !== i))}>
              Remove
            </button>
          </div>
          <label className="flex items-center gap-2 text-sm text-ink md:col-span-3">
            <input
              type="checkbox"
              checked={v.window !== null}
              onChange={(e) => set(i, { window: e.target.checked ? DEFAULT_WINDOW[v.availability] : null })}
            />
            Its own window (else the brand's)
          </label>
          {v.window && (
            <div className="md:col-span-3">
              <WindowFields
                id={`variant-lead-${i}-window`}
                label="Window"
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
        Add a variant
      </button>
    </div>
  );
}

function LeadTimesCard({ rules }: { rules: CheckoutRules["leadTimes"] }) {
  const [value, setValue] = useState(rules);
  const { busy, error, save } = useSave("/api/admin/lead-times", () => {});
  return (
    <form onSubmit={(e) => save(e, value, "Lead times saved")} aria-label="Lead times">
      <Card title="Lead times" className="mb-6">
        <CardAlert message={error} />
        <p className="mb-3 text-sm text-muted">Shown on product pages, in the cart, at checkout and on orders.</p>
        <h3 className="mb-2 text-sm font-medium text-ink">Every brand (default)</h3>
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
                Remove
              </button>
            </div>
            <PairFields
              id={`lead-${b.brand}`}
              value={b}
              onChange={(p) =>
                setValue({ ...value, brands: value.brands.map((x, n) => (n === i ? { ...x, ...p } : x)) })
              }
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
              Add {brand}
            </button>
          ))}
        </div>
        <VariantLeadTimes value={value.variants} onChange={(variants) => setValue({ ...value, variants })} />
        <SaveBar busy={busy} label="Save lead times" />
      </Card>
    </form>
  );
}

export function CheckoutRulesPanel() {
  const [rules, setRules] = useState<CheckoutRules | null>(null);
  const [geo, setGeo] = useState<TrGeo | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api
      .get<CheckoutRules>("/api/checkout/rules")
      .then(setRules)
      .catch((err) => setError(errorMessage(err, "Failed to load the rules")));
    api
      .get<TrGeo>("/api/geo/tr")
      .then(setGeo)
      .catch(() => {});
  }, []);
  if (error) return <AlertBanner>{error}</AlertBanner>;
  if (!rules) return <Loading />;
  return (
    <>
      <DeliveryCard rules={rules.delivery} geo={geo} />
      <VatCard rules={rules.vat} />
      <LeadTimesCard rules={rules.leadTimes} />
    </>
  );
}
