import type { SortBy } from "@avlu/contract/catalog";
import { sortOptions } from "@avlu/contract/terms";
import { SlidersHorizontal } from "lucide-react";
import { useLanguage, useT } from "../../../i18n/use-t";
import { GRID_SIZES, type GridSize, type ListingView, PAGE_SIZES, type PageSize } from "../listing-query";

/** n thin columns: how many products sit in a row. */
function GridIcon({ columns }: { columns: GridSize }) {
  const width = 18;
  const gap = columns === 6 ? 1 : 2;
  const bar = (width - gap * (columns - 1)) / columns;
  return (
    <svg width={width} height={14} viewBox={`0 0 ${width} 14`} aria-hidden="true" fill="currentColor">
      {Array.from({ length: columns }, (_, i) => (
        <rect key={`bar-${i * 1}`} x={i * (bar + gap)} y={0} width={bar} height={14} rx={0.5} />
      ))}
    </svg>
  );
}

interface ListingToolbarProps {
  view: ListingView;
  rangeText: string | null;
  activeCount: number;
  onChange: (patch: Partial<ListingView>) => void;
  onOpenFilters: () => void;
}

/** Results count, page size (SPEC 'Show 24 / 48'), grid size 3/4/6, sort, and the mobile filter button. */
export function ListingToolbar({ view, rangeText, activeCount, onChange, onOpenFilters }: ListingToolbarProps) {
  const t = useT();
  // SPEC's sort menu in the reader's words (the contract's table of catalogue words).
  const sorts = sortOptions(useLanguage());
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-y border-stone py-3 text-sm">
      <div className="flex items-center gap-4">
        <button
          type="button"
          onClick={onOpenFilters}
          className="inline-flex items-center gap-2 rounded-full border border-ink px-4 py-2 lg:hidden"
          aria-haspopup="dialog"
        >
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
          {t("catalog.toolbar.filters", { count: activeCount })}
        </button>
        <p className="text-muted tabular-nums" aria-live="polite" data-testid="range-text">
          {rangeText ?? " "}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <fieldset className="flex items-center gap-1.5 text-muted">
          <legend className="sr-only">{t("catalog.toolbar.perPage")}</legend>
          <span aria-hidden="true">{t("catalog.toolbar.show")}</span>
          {PAGE_SIZES.map((n: PageSize, i) => (
            <span key={n} className="flex items-center gap-1.5">
              {i > 0 && <span aria-hidden="true">/</span>}
              <button
                type="button"
                aria-pressed={view.limit === n}
                aria-label={t("catalog.toolbar.showPerPage", { count: n })}
                onClick={() => onChange({ limit: n })}
                className={`tabular-nums transition ${view.limit === n ? "font-semibold text-ink underline underline-offset-4" : "hover:text-ink"}`}
              >
                {n}
              </button>
            </span>
          ))}
        </fieldset>

        <fieldset className="hidden items-center gap-1 lg:flex">
          <legend className="sr-only">{t("catalog.toolbar.perRow")}</legend>
          {GRID_SIZES.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={view.grid === n}
              aria-label={t("catalog.toolbar.countPerRow", { count: n })}
              title={t("catalog.toolbar.countPerRow", { count: n })}
              onClick={() => onChange({ grid: n })}
              className={`flex h-8 w-9 items-center justify-center rounded-sm transition ${
                view.grid === n ? "bg-ink text-paper" : "text-muted hover:text-ink"
              }`}
            >
              <GridIcon columns={n} />
            </button>
          ))}
        </fieldset>

        <label className="flex items-center gap-2">
          <span className="text-muted">{t("catalog.toolbar.sortBy")}</span>
          <select
            value={view.sortBy || "newest"}
            onChange={(e) => onChange({ sortBy: e.target.value as SortBy })}
            className="rounded-full border border-stone bg-paper py-1.5 pr-8 pl-3 text-ink transition hover:border-ink"
          >
            {sorts.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
