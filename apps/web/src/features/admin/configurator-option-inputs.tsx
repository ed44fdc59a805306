import type { ConfiguratorOption } from "@avlu/contract/configurator-model";
import { useState } from "react";
import { control, inputClass } from "../../components/ui/field";
import { useT } from "../../i18n/use-t";
import { centsToEuros, colourLines, eurosToCents, parseColourLines } from "./configurator-editor-model";

/** Inputs of one option in the configurator editor: a price in euros, and a colour range as typed lines. */

export function PriceInput({
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

export function ColourRange({
  name,
  option,
  onColours,
}: {
  name: string;
  option: ConfiguratorOption;
  onColours: (colours: NonNullable<ConfiguratorOption["colours"]>) => void;
}) {
  const t = useT();
  const [text, setText] = useState(colourLines(option.colours));
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <label className="block">
      <span className="text-muted">{t("admin.steps.colours", { name })}</span>
      <textarea
        rows={4}
        className={`${inputClass} mt-1 font-mono text-xs`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseColourLines(e.target.value, t);
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
