import { X } from "lucide-react";
import { useT, useTerm } from "../../../i18n/use-t";
import { type ListingView, toggleIn } from "../listing-query";

/** The chosen filters as removable chips above the results, in the reader's words. */
export function ActiveFilters({
  view,
  hiddenSearch,
  onChange,
  onClear,
}: {
  view: ListingView;
  hiddenSearch: boolean;
  onChange: (patch: Partial<ListingView>) => void;
  onClear: () => void;
}) {
  const t = useT();
  const term = useTerm();
  const chips: Array<{ label: string; remove: Partial<ListingView> }> = [
    ...view.category.map((v) => ({ label: term("category", v), remove: { category: toggleIn(view.category, v) } })),
    ...(view.door ? [{ label: term("door", view.door), remove: { door: "" as const } }] : []),
    ...view.color.map((v) => ({ label: term("color", v), remove: { color: toggleIn(view.color, v) } })),
    ...view.sizes.map((v) => ({ label: term("size", v), remove: { sizes: toggleIn(view.sizes, v) } })),
    ...view.brand.map((v) => ({ label: v, remove: { brand: toggleIn(view.brand, v) } })),
    ...(view.search && !hiddenSearch ? [{ label: `“${view.search}”`, remove: { search: "" } }] : []),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap items-center gap-2" aria-label={t("catalog.filters.active")}>
      {chips.map((c) => (
        <li key={c.label}>
          <button
            type="button"
            onClick={() => onChange(c.remove)}
            className="inline-flex items-center gap-1.5 rounded-full bg-sand px-3 py-1.5 text-xs text-ink transition hover:bg-stone"
            aria-label={t("catalog.filters.remove", { label: c.label })}
          >
            {c.label}
            <X aria-hidden="true" className="h-3 w-3" />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onClear}
          className="px-2 text-xs text-muted underline underline-offset-4 hover:text-ink"
        >
          {t("catalog.filters.clearAll")}
        </button>
      </li>
    </ul>
  );
}
