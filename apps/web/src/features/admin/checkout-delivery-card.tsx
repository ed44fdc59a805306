import type { CheckoutRules, TrGeo } from "@avlu/contract/checkout";
import type { DeliveryZoneKind } from "@avlu/contract/delivery";
import { useState } from "react";
import { btnSecondary } from "../../components/ui/button";
import { Card, CardAlert } from "../../components/ui/card";
import { FormField, inputClass, selectClass } from "../../components/ui/field";
import { num, SaveBar, useSave } from "./checkout-rules-save";

/** Delivery zones by province with their fees, the free-delivery threshold and assembly (ADR 1901). */

type Zone = { name: string; kind: DeliveryZoneKind; provinces: string[]; fee: string; onRequest: boolean };
const KIND_LABELS: Record<DeliveryZoneKind, string> = {
  provinces: "Provinces",
  "rest-of-turkey": "Rest of Türkiye",
  abroad: "Abroad",
};

export function DeliveryCard({ rules, geo }: { rules: CheckoutRules["delivery"]; geo: TrGeo | null }) {
  const [zones, setZones] = useState<Zone[]>(() => rules.zones.map((z) => ({ ...z, fee: String(z.fee) })));
  const [threshold, setThreshold] = useState(
    rules.freeDeliveryThreshold === null ? "" : String(rules.freeDeliveryThreshold),
  );
  const [assembly, setAssembly] = useState({
    available: rules.assembly.available,
    price: String(rules.assembly.price),
  });
  const { busy, error, save } = useSave("delivery");
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
