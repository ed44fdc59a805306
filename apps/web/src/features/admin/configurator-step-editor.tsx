import type { ConfiguratorDefinition, ConfiguratorOption, ConfiguratorStep } from "@avlu/contract/configurator-model";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { btnSecondary, iconBtn } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { control, inputClass, labelClass, selectClass } from "../../components/ui/field";
import {
  addOption,
  centsToEuros,
  colourLines,
  earlierSingleSteps,
  eurosToCents,
  parseColourLines,
  priceVaryingBy,
  removeOption,
  requires,
  toggleRequirement,
  updateOption,
  updateStep,
  withPriceCents,
} from "./configurator-editor-model";

interface Props {
  def: ConfiguratorDefinition;
  step: ConfiguratorStep;
  index: number;
  onChange: (def: ConfiguratorDefinition) => void;
}

/** One step of the owner's editor: its titles, default, and every option with prices and rules. */
export function StepEditor({ def, step, index, onChange }: Props) {
  const [newLabel, setNewLabel] = useState("");
  const [addError, setAddError] = useState<string | null>(null);
  const add = () => {
    const next = addOption(def, step.id, newLabel);
    if (!next) {
      setAddError("Give the new option a name that no option of this step has");
      return;
    }
    onChange(next);
    setNewLabel("");
    setAddError(null);
  };
  return (
    <Card title={`Step ${index + 1}: ${step.title.en}`}>
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="block">
          <span className={labelClass}>Title (English)</span>
          <input
            className={inputClass}
            value={step.title.en}
            onChange={(e) => onChange(updateStep(def, step.id, { title: { ...step.title, en: e.target.value } }))}
          />
        </label>
        <label className="block">
          <span className={labelClass}>Title (Turkish)</span>
          <input
            className={inputClass}
            value={step.title.tr ?? ""}
            onChange={(e) => onChange(updateStep(def, step.id, { title: { ...step.title, tr: e.target.value } }))}
          />
        </label>
        {step.kind === "single" ? (
          <label className="block">
            <span className={labelClass}>Usual choice</span>
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
          <p className="self-end pb-2 text-sm text-muted">Shoppers take any of these, each up to its quantity.</p>
        )}
      </div>
      <ul className="mt-6 divide-y divide-stone/70 border-y border-stone/70">
        {step.options.map((o) => (
          <OptionRow key={o.id} def={def} step={step} option={o} onChange={onChange} />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <label className="block">
          <span className={labelClass}>New option</span>
          <input
            className={`${control} w-64`}
            value={newLabel}
            placeholder="Name in English"
            onChange={(e) => setNewLabel(e.target.value)}
          />
        </label>
        <button type="button" className={btnSecondary} onClick={add} disabled={!newLabel.trim()}>
          <Plus aria-hidden="true" className="size-4" />
          Add option
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
          aria-label={`${name}: name in English`}
          className={inputClass}
          value={o.label.en}
          onChange={(e) => set({ label: { ...o.label, en: e.target.value } })}
        />
        <input
          aria-label={`${name}: name in Turkish`}
          className={inputClass}
          value={o.label.tr ?? ""}
          placeholder="Türkçe"
          onChange={(e) => set({ label: { ...o.label, tr: e.target.value } })}
        />
        {step.kind === "multi" ? (
          <label className="flex items-center gap-2 text-xs text-muted">
            Up to
            <input
              type="number"
              min={1}
              max={99}
              aria-label={`${name}: most a shopper may take`}
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
              label={`${name}: price with ${k.label.en} (€)`}
              prefix={k.label.en}
              cents={typeof o.priceCents === "number" ? o.priceCents : (o.priceCents.cents[k.id] ?? 0)}
              onCents={(c) => set({ priceCents: withPriceCents(o.priceCents, c, k.id) })}
            />
          ))
        ) : (
          <PriceInput
            label={`${name}: price (€)`}
            cents={typeof o.priceCents === "number" ? o.priceCents : 0}
            onCents={(c) => set({ priceCents: withPriceCents(o.priceCents, c) })}
          />
        )}
        {earlier.length > 0 ? (
          <select
            aria-label={`${name}: price depends on`}
            className={`${control} w-full text-xs`}
            value={byStep?.id ?? ""}
            onChange={(e) => set({ priceCents: priceVaryingBy(def, o.priceCents, e.target.value || null) })}
          >
            <option value="">One price</option>
            {earlier.map((s) => (
              <option key={s.id} value={s.id}>
                Price by {s.title.en.toLowerCase()}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      <div className="space-y-2 text-xs">
        {earlier.map((s) => (
          <fieldset key={s.id}>
            <legend className="text-muted">Offered only with {s.title.en.toLowerCase()} (none ticked: always)</legend>
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
        aria-label={`Remove ${name}`}
        disabled={step.options.length <= 1 || step.default === o.id}
        title={step.default === o.id ? "The usual choice cannot be removed" : undefined}
        onClick={() => onChange(removeOption(def, step.id, o.id))}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

function PriceInput({
  label,
  prefix,
  cents,
  onCents,
}: {
  label: string;
  prefix?: string;
  cents: number;
  onCents: (cents: number) => void;
}) {
  const [text, setText] = useState(centsToEuros(cents));
  const valid = eurosToCents(text) !== null;
  return (
    <label className="flex items-center gap-2 text-xs">
      {prefix ? <span className="w-28 shrink-0 text-muted">{prefix}</span> : null}
      <input
        aria-label={label}
        aria-invalid={!valid}
        inputMode="decimal"
        className={`${control} w-28 text-right tabular-nums`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const next = eurosToCents(e.target.value);
          if (next !== null) onCents(next);
        }}
      />
      <span className="text-muted">€</span>
    </label>
  );
}

function ColourRange({
  name,
  option,
  onColours,
}: {
  name: string;
  option: ConfiguratorOption;
  onColours: (colours: NonNullable<ConfiguratorOption["colours"]>) => void;
}) {
  const [text, setText] = useState(colourLines(option.colours));
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <label className="block">
      <span className="text-muted">Colours of {name} (one a line: name #RRGGBB)</span>
      <textarea
        rows={4}
        className={`${inputClass} mt-1 font-mono text-xs`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseColourLines(e.target.value);
          setErrors(parsed.errors);
          if (parsed.errors.length === 0 && parsed.colours.length > 0) onColours(parsed.colours);
        }}
      />
      {errors.map((err) => (
        <span key={err} role="alert" className="block text-danger">
          {err}
        </span>
      ))}
    </label>
  );
}
