import { colorHex } from "@avlu/contract/catalog-constants";
import { Plus, X } from "lucide-react";
import { btnGhost, iconBtn } from "../../components/ui/button";
import { inputClass, labelClass, selectClass } from "../../components/ui/field";
import { Options } from "../../components/ui/options";
import { type FeatureEntry, removeAt } from "./product-form-model";

/**
 * A list of text (or choice) entries. Blank entries are dropped on save; an entry can be removed
 * only while more than one exists (SPEC §5), so the list never disappears from the form.
 */
export function ListEditor({
  label,
  values,
  onChange,
  options,
  placeholder,
  addLabel,
  multiline,
  swatches,
  listId,
  error,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** fixed choices: each entry becomes a select */
  options?: readonly string[];
  placeholder?: string;
  addLabel: string;
  multiline?: boolean;
  /** show a colour swatch before each entry */
  swatches?: boolean;
  /** id of a datalist with suggestions */
  listId?: string;
  error?: string | undefined;
}) {
  const set = (i: number, v: string) => onChange(values.map((x, j) => (j === i ? v : x)));
  return (
    <fieldset>
      <legend className={labelClass}>{label}</legend>
      <ul className="space-y-2">
        {values.map((value, i) => (
          <li key={i} className="flex items-center gap-2">
            {swatches ? (
              <span
                aria-hidden="true"
                className="size-6 shrink-0 rounded-full border border-stone"
                style={{ backgroundColor: value.trim() ? colorHex(value) : "transparent" }}
              />
            ) : null}
            {options ? (
              <select
                aria-label={`${label} ${i + 1}`}
                className={selectClass}
                value={value}
                onChange={(e) => set(i, e.target.value)}
              >
                <Options values={options} empty="—" current={value} />
              </select>
            ) : multiline ? (
              <textarea
                aria-label={`${label} ${i + 1}`}
                rows={1}
                className={`${inputClass} min-h-[38px] resize-y`}
                value={value}
                placeholder={placeholder}
                onChange={(e) => set(i, e.target.value)}
              />
            ) : (
              <input
                aria-label={`${label} ${i + 1}`}
                className={inputClass}
                value={value}
                placeholder={placeholder}
                list={listId}
                onChange={(e) => set(i, e.target.value)}
              />
            )}
            <RemoveEntryButton
              label={`Remove ${label.toLowerCase()} ${i + 1}`}
              disabled={values.length <= 1}
              onClick={() => onChange(removeAt(values, i))}
            />
          </li>
        ))}
      </ul>
      <EntriesFooter error={error} addLabel={addLabel} onAdd={() => onChange([...values, ""])} />
    </fieldset>
  );
}

/** The remove button of one entry of a list editor (the last entry stays). */
function RemoveEntryButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className={iconBtn} aria-label={label} disabled={disabled} onClick={onClick}>
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

/** Under a list editor: its error, then the button that adds an entry. */
function EntriesFooter({ error, addLabel, onAdd }: { error: string | undefined; addLabel: string; onAdd: () => void }) {
  return (
    <>
      {error ? (
        <p className="mt-1 text-xs text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className={`${btnGhost} mt-2 px-2 py-1 text-forest`} onClick={onAdd}>
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </button>
    </>
  );
}

/** Features: name → value pairs. */
/** The words of a features editor: the default's, or another language's (ADR 2001). */
export interface FeatureWords {
  legend: string;
  name: (n: number) => string;
  value: (n: number) => string;
  remove: (n: number) => string;
  add: string;
  namePlaceholder: string;
  valuePlaceholder: string;
}
const FEATURE_WORDS: FeatureWords = {
  legend: "Features",
  name: (n) => `Feature ${n} name`,
  value: (n) => `Feature ${n} value`,
  remove: (n) => `Remove feature ${n}`,
  add: "Add feature",
  namePlaceholder: "Name, e.g. Material",
  valuePlaceholder: "Value, e.g. Powder-coated steel",
};

export function FeaturesEditor({
  values,
  onChange,
  error,
  words = FEATURE_WORDS,
}: {
  values: FeatureEntry[];
  onChange: (values: FeatureEntry[]) => void;
  error?: string | undefined;
  words?: FeatureWords;
}) {
  const set = (i: number, patch: Partial<FeatureEntry>) =>
    onChange(values.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <fieldset>
      <legend className={labelClass}>{words.legend}</legend>
      <ul className="space-y-2">
        {values.map((f, i) => (
          <li key={i} className="grid grid-cols-[1fr_1.4fr_auto] items-center gap-2">
            <input
              aria-label={words.name(i + 1)}
              className={inputClass}
              placeholder={words.namePlaceholder}
              value={f.name}
              onChange={(e) => set(i, { name: e.target.value })}
            />
            <input
              aria-label={words.value(i + 1)}
              className={inputClass}
              placeholder={words.valuePlaceholder}
              value={f.value}
              onChange={(e) => set(i, { value: e.target.value })}
            />
            <RemoveEntryButton
              label={words.remove(i + 1)}
              disabled={values.length <= 1}
              onClick={() => onChange(removeAt(values, i))}
            />
          </li>
        ))}
      </ul>
      <EntriesFooter error={error} addLabel={words.add} onAdd={() => onChange([...values, { name: "", value: "" }])} />
    </fieldset>
  );
}
