import { colorHex } from "@avlu/contract/catalog-constants";
import { Plus, X } from "lucide-react";
import { btnGhost, iconBtn } from "../../components/ui/button";
import { inputClass, labelClass, selectClass } from "../../components/ui/field";
import { Options } from "../../components/ui/options";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { patchAt } from "../../lib/patch-at";
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
  const t = useT();
  const set = (i: number, v: string) => onChange(values.map((x, j) => (j === i ? v : x)));
  const entry = (i: number) => t("admin.lists.entry", { label, n: i + 1 });
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
                aria-label={entry(i)}
                className={selectClass}
                value={value}
                onChange={(e) => set(i, e.target.value)}
              >
                <Options values={options} empty="—" current={value} />
              </select>
            ) : multiline ? (
              <textarea
                aria-label={entry(i)}
                rows={1}
                className={`${inputClass} min-h-[38px] resize-y`}
                value={value}
                placeholder={placeholder}
                onChange={(e) => set(i, e.target.value)}
              />
            ) : (
              <input
                aria-label={entry(i)}
                className={inputClass}
                value={value}
                placeholder={placeholder}
                list={listId}
                onChange={(e) => set(i, e.target.value)}
              />
            )}
            <RemoveEntryButton
              label={t("admin.lists.remove", { label: label.toLowerCase(), n: i + 1 })}
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
/**
 * The words of a features editor as message keys (`name`, `value` and `remove` fill in `{n}`):
 * the default's, or another language's (ADR 2001).
 */
export interface FeatureWords {
  legend: MessageKey;
  name: MessageKey;
  value: MessageKey;
  remove: MessageKey;
  add: MessageKey;
  namePlaceholder: MessageKey;
  valuePlaceholder: MessageKey;
}
const FEATURE_WORDS: FeatureWords = {
  legend: "admin.features.legend",
  name: "admin.features.name",
  value: "admin.features.value",
  remove: "admin.features.remove",
  add: "admin.features.add",
  namePlaceholder: "admin.features.namePlaceholder",
  valuePlaceholder: "admin.features.valuePlaceholder",
};

/** A feature's two inputs, side by side: its name and its value. */
const FEATURE_PARTS = ["name", "value"] as const;

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
  const t = useT();
  const set = (i: number, patch: Partial<FeatureEntry>) => onChange(patchAt(values, i, patch));
  return (
    <fieldset>
      <legend className={labelClass}>{t(words.legend)}</legend>
      <ul className="space-y-2">
        {values.map((f, i) => (
          <li key={i} className="grid grid-cols-[1fr_1.4fr_auto] items-center gap-2">
            {FEATURE_PARTS.map((part) => (
              <input
                key={part}
                aria-label={t(words[part], { n: i + 1 })}
                className={inputClass}
                placeholder={t(words[`${part}Placeholder`])}
                value={f[part]}
                onChange={(e) => set(i, { [part]: e.target.value })}
              />
            ))}
            <RemoveEntryButton
              label={t(words.remove, { n: i + 1 })}
              disabled={values.length <= 1}
              onClick={() => onChange(removeAt(values, i))}
            />
          </li>
        ))}
      </ul>
      <EntriesFooter
        error={error}
        addLabel={t(words.add)}
        onAdd={() => onChange([...values, { name: "", value: "" }])}
      />
    </fieldset>
  );
}
