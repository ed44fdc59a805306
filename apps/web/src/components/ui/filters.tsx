import { Search } from "lucide-react";
import { inputClass, selectClass } from "./field";

/** Controls that filter a list: a search box, a select and pill tabs. */

/** A search box with its icon; the label is for screen readers (the placeholder says what it finds). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className = "relative block",
  inputClassName = inputClass,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <label className={className}>
      <span className="sr-only">{label}</span>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        type="search"
        className={`${inputClassName} pl-9`}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** A filter's options: "all" (the value "") first, then each value, shown as `label` names it (by default as it is). */
export function withAll<T extends string>(
  all: string,
  values: readonly T[],
  label: (value: T) => string = (value) => value,
): Array<{ value: T | ""; label: string }> {
  return [{ value: "", label: all }, ...values.map((value) => ({ value, label: label(value) }))];
}

/** A select that filters a list; its options are `{ value, label }` ("" for "all"). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <select aria-label={label} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** Pill buttons that filter a list (All, Pending, … or Open, Handled, All). */
export function FilterTabs<T extends string>({
  label,
  options,
  value,
  onChange,
  className = "flex gap-1",
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={className}>
      {options.map((o) => (
        <button
          key={o.label}
          type="button"
          role="tab"
          aria-selected={value === o.value}
          className={`rounded-full px-3 py-1.5 text-sm whitespace-nowrap transition-colors ${
            value === o.value ? "bg-forest text-paper" : "text-muted hover:bg-ink/5 hover:text-ink"
          }`}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
