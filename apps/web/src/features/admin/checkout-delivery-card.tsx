import type { CheckoutRules, TrGeo } from "@avlu/contract/checkout";
import type { DeliveryZoneKind } from "@avlu/contract/delivery";
import { useState } from "react";
import { btnSecondary } from "../../components/ui/button";
import { Card, CardAlert } from "../../components/ui/card";
import { FormField, inputClass, selectClass } from "../../components/ui/field";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { patchAt } from "../../lib/patch-at";
import { DecimalField, num, SaveBar, useSave } from "./checkout-rules-save";

/** Delivery zones by province with their fees, the free-delivery threshold and assembly (ADR 1901). */

type Zone = { name: string; kind: DeliveryZoneKind; provinces: string[]; fee: string; onRequest: boolean };
const KIND_LABELS: Record<DeliveryZoneKind, MessageKey> = {
  provinces: "admin.delivery.kind.provinces",
  "rest-of-turkey": "admin.delivery.kind.restOfTurkey",
  abroad: "admin.delivery.kind.abroad",
};

export function DeliveryCard({ rules, geo }: { rules: CheckoutRules["delivery"]; geo: TrGeo | null }) {
  const t = useT();
  // Only the fields the owner edits: a zone's id is the server's (every save gives new ones), and
  // the rules' strict schema refuses any key it does not know.
  const [zones, setZones] = useState<Zone[]>(() =>
    rules.zones.map(({ name, kind, provinces, fee, onRequest }) => ({
      name,
      kind,
      provinces,
      fee: String(fee),
      onRequest,
    })),
  );
  const [threshold, setThreshold] = useState(
    rules.freeDeliveryThreshold === null ? "" : String(rules.freeDeliveryThreshold),
  );
  const [assembly, setAssembly] = useState({
    available: rules.assembly.available,
    price: String(rules.assembly.price),
  });
  const { busy, error, save } = useSave("delivery");
  const patch = (i: number, p: Partial<Zone>) => setZones(patchAt(zones, i, p));
  const body = () => ({
    zones: zones.map(({ name, kind, provinces, fee, onRequest }) => ({
      name,
      kind,
      provinces: kind === "provinces" ? provinces : [],
      fee: num(fee) || 0,
      onRequest,
    })),
    freeDeliveryThreshold: threshold.trim() === "" ? null : num(threshold),
    assembly: { available: assembly.available, price: num(assembly.price) || 0 },
  });
  return (
    <form onSubmit={(e) => save(e, body(), t("admin.delivery.saved"))} aria-label={t("admin.delivery.form")}>
      <Card title={t("admin.delivery.title")} className="mb-6">
        <CardAlert message={error} />
        <div className="space-y-4">
          {zones.map((z, i) => (
            <fieldset
              key={i}
              className="grid gap-3 rounded-xl border border-stone/60 p-3 md:grid-cols-[1.2fr_1fr_0.8fr_auto]"
              data-testid="zone"
            >
              <legend className="sr-only">{t("admin.delivery.zone", { n: i + 1 })}</legend>
              <FormField label={t("admin.delivery.zoneName")} htmlFor={`zone-${i}-name`}>
                <input
                  id={`zone-${i}-name`}
                  className={inputClass}
                  value={z.name}
                  onChange={(e) => patch(i, { name: e.target.value })}
                />
              </FormField>
              <FormField label={t("admin.delivery.covers")} htmlFor={`zone-${i}-kind`}>
                <select
                  id={`zone-${i}-kind`}
                  className={selectClass}
                  value={z.kind}
                  onChange={(e) => patch(i, { kind: e.target.value as DeliveryZoneKind })}
                >
                  {Object.entries(KIND_LABELS).map(([k, label]) => (
                    <option key={k} value={k}>
                      {t(label)}
                    </option>
                  ))}
                </select>
              </FormField>
              <DecimalField
                id={`zone-${i}-fee`}
                label={t("admin.delivery.fee")}
                value={z.fee}
                disabled={z.onRequest}
                onChange={(fee) => patch(i, { fee })}
              />
              <div className="flex items-end gap-3 pb-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={z.onRequest}
                    onChange={(e) => patch(i, { onRequest: e.target.checked })}
                  />
                  {t("admin.delivery.onRequest")}
                </label>
                <button
                  type="button"
                  className={btnSecondary}
                  onClick={() => setZones(zones.filter((_, n) => n !== i))}
                  aria-label={t("admin.delivery.removeZone", { name: z.name })}
                >
                  {t("admin.common.remove")}
                </button>
              </div>
              {z.kind === "provinces" && (
                <div className="md:col-span-4">
                  <FormField
                    label={t("admin.delivery.provinces")}
                    htmlFor={`zone-${i}-provinces`}
                    hint={t("admin.delivery.provincesHint")}
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
            {t("admin.delivery.addZone")}
          </button>
        </div>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <DecimalField
            id="free-threshold"
            label={t("admin.delivery.freeFrom")}
            hint={t("admin.delivery.freeFromHint")}
            value={threshold}
            onChange={setThreshold}
          />
          <DecimalField
            id="assembly-price"
            label={t("admin.delivery.assemblyPrice")}
            hint={t("admin.delivery.assemblyPriceHint")}
            value={assembly.price}
            onChange={(price) => setAssembly({ ...assembly, price })}
          />
          <label className="flex items-center gap-2 self-center text-sm">
            <input
              type="checkbox"
              checked={assembly.available}
              onChange={(e) => setAssembly({ ...assembly, available: e.target.checked })}
            />
            {t("admin.delivery.assembly")}
          </label>
        </div>
        <SaveBar busy={busy} label={t("admin.delivery.save")} />
      </Card>
    </form>
  );
}
