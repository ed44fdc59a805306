import type { ConfiguratorDefinition, ConfiguratorOption, ConfiguratorStep } from "@avlu/contract/configurator-model";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { btnSecondary, iconBtn } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { control, inputClass, labelClass, selectClass } from "../../components/ui/field";
import { useT } from "../../i18n/use-t";
import {
  addOption,
  earlierSingleSteps,
  priceVaryingBy,
  removeOption,
  requires,
  toggleRequirement,
  updateOption,
  updateStep,
  withPriceCents,
} from "./configurator-editor-model";
import { ColourRange, PriceInput } from "./configurator-option-inputs";

interface Props {
  def: ConfiguratorDefinition;
  step: ConfiguratorStep;
  index: number;
  onChange: (def: ConfiguratorDefinition) => void;
}

/** One step of the owner's editor: its titles, default, and every option with prices and rules. */
export function StepEditor({ def, step, index, onChange }: Props) {
  const t = useT();
  const [newLabel, setNewLabel] = useState("");
  const [addError, setAddError] = useState<string | null>(null);
  const add = () => {
    const next = addOption(def, step.id, newLabel);
    if (!next) {
      setAddError(t("admin.steps.nameTaken"));
      return;
    }
    onChange(next);
    setNewLabel("");
    setAddError(null);
  };
  return (
    <Card title={t("admin.steps.title", { n: index + 1, title: step.title.en })}>
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="block">
          <span className={labelClass}>{t("admin.steps.titleEn")}</span>
          <input
            className={inputClass}
            value={step.title.en}
            onChange={(e) => onChange(updateStep(def, step.id, { title: { ...step.title, en: e.target.value } }))}
          />
        </label>
        <label className="block">
          <span className={labelClass}>{t("admin.steps.titleTr")}</span>
          <input
            className={inputClass}
            value={step.title.tr ?? ""}
            onChange={(e) => onChange(updateStep(def, step.id, { title: { ...step.title, tr: e.target.value } }))}
          />
        </label>
        {step.kind === "single" ? (
          <label className="block">
            <span className={labelClass}>{t("admin.steps.default")}</span>
            <select
              className={selectClass}
              value={step.default ?? ""}
              onChange={(e) => onChange(updateStep(def, step.id, { default: e.target.value }))}
            >
              {step.options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label.en}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="self-end pb-2 text-sm text-muted">{t("admin.steps.multi")}</p>
        )}
      </div>
      <ul className="mt-6 divide-y divide-stone/70 border-y border-stone/70">
        {step.options.map((o) => (
          <OptionRow key={o.id} def={def} step={step} option={o} onChange={onChange} />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <label className="block">
          <span className={labelClass}>{t("admin.steps.newOption")}</span>
          <input
            className={`${control} w-64`}
            value={newLabel}
            placeholder={t("admin.steps.newOptionPlaceholder")}
            onChange={(e) => setNewLabel(e.target.value)}
          />
        </label>
        <button type="button" className={btnSecondary} onClick={add} disabled={!newLabel.trim()}>
          <Plus aria-hidden="true" className="size-4" />
          {t("admin.steps.addOption")}
        </button>
        {addError ? (
          <p role="alert" className="w-full text-xs text-danger">
            {addError}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

function OptionRow({
  def,
  step,
  option: o,
  onChange,
}: {
  def: ConfiguratorDefinition;
  step: ConfiguratorStep;
  option: ConfiguratorOption;
  onChange: (def: ConfiguratorDefinition) => void;
}) {
  const t = useT();
  const earlier = earlierSingleSteps(def, step.id);
  const set = (patch: Partial<ConfiguratorOption>) => onChange(updateOption(def, step.id, o.id, patch));
  const byStep =
    typeof o.priceCents === "number" ? undefined : earlier.find((s) => s.id === (o.priceCents as { by: string }).by);
  const name = o.label.en;
  return (
    <li
      className="grid gap-4 py-4 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto]"
      data-testid={`option-${step.id}-${o.id}`}
    >
      <div className="space-y-2">
        <input
          aria-label={t("admin.steps.optionNameEn", { name })}
          className={inputClass}
          value={o.label.en}
          onChange={(e) => set({ label: { ...o.label, en: e.target.value } })}
        />
        <input
          aria-label={t("admin.steps.optionNameTr", { name })}
          className={inputClass}
          value={o.label.tr ?? ""}
          placeholder={t("admin.steps.optionNameTrPlaceholder")}
          onChange={(e) => set({ label: { ...o.label, tr: e.target.value } })}
        />
        {step.kind === "multi" ? (
          <label className="flex items-center gap-2 text-xs text-muted">
            {t("admin.steps.upTo")}
            <input
              type="number"
              min={1}
              max={99}
              aria-label={t("admin.steps.maxQuantity", { name })}
              className={`${control} w-20`}
              value={o.maxQuantity ?? 1}
              onChange={(e) => set({ maxQuantity: Math.max(1, Math.min(99, Number(e.target.value) || 1)) })}
            />
          </label>
        ) : null}
      </div>
      <div className="space-y-2">
        {byStep ? (
          byStep.options.map((k) => (
            <PriceInput
              key={k.id}
              label={t("admin.steps.priceWith", { name, option: k.label.en })}
              prefix={k.label.en}
              cents={typeof o.priceCents === "number" ? o.priceCents : (o.priceCents.cents[k.id] ?? 0)}
              onCents={(c) => set({ priceCents: withPriceCents(o.priceCents, c, k.id) })}
            />
          ))
        ) : (
          <PriceInput
            label={t("admin.steps.price", { name })}
            cents={typeof o.priceCents === "number" ? o.priceCents : 0}
            onCents={(c) => set({ priceCents: withPriceCents(o.priceCents, c) })}
          />
        )}
        {earlier.length > 0 ? (
          <select
            aria-label={t("admin.steps.priceBy", { name })}
            className={`${control} w-full text-xs`}
            value={byStep?.id ?? ""}
            onChange={(e) => set({ priceCents: priceVaryingBy(def, o.priceCents, e.target.value || null) })}
          >
            <option value="">{t("admin.steps.onePrice")}</option>
            {earlier.map((s) => (
              <option key={s.id} value={s.id}>
                {t("admin.steps.priceByStep", { step: s.title.en.toLowerCase() })}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      <div className="space-y-2 text-xs">
        {earlier.map((s) => (
          <fieldset key={s.id}>
            <legend className="text-muted">{t("admin.steps.offeredWith", { step: s.title.en.toLowerCase() })}</legend>
            <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {s.options.map((r) => (
                <label key={r.id} className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    className="accent-forest"
                    checked={requires(o, s.id, r.id)}
                    onChange={(e) =>
                      onChange(updateOption(def, step.id, o.id, toggleRequirement(o, s.id, r.id, e.target.checked)))
                    }
                  />
                  {r.label.en}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {o.colours ? <ColourRange name={name} option={o} onColours={(colours) => set({ colours })} /> : null}
      </div>
      <button
        type="button"
        className={iconBtn}
        aria-label={t("admin.steps.remove", { name })}
        disabled={step.options.length <= 1 || step.default === o.id}
        title={step.default === o.id ? t("admin.steps.defaultStays") : undefined}
        onClick={() => onChange(removeOption(def, step.id, o.id))}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
