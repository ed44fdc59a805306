import type { FacetCount, Facets } from "@avlu/contract/catalog";
import { colorHex, type Door } from "@avlu/contract/catalog-constants";
import type { Language } from "@avlu/contract/languages";
import { compareNames, type TermKind } from "@avlu/contract/terms";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { MessageKey } from "../../../i18n/i18n";
import { useLanguage, useT, useTerm } from "../../../i18n/use-t";
import type { ListFilterKey, ListingView } from "../listing-query";
import { SwatchCheck, swatchRing, swatchStyle } from "./swatch";

interface FilterPanelProps {
  view: ListingView;
  facets: Facets | null;
  /** Sections fixed by the route (e.g. the dining chairs' category) are not offered. */
  hidden?: ReadonlyArray<"category" | "door" | "color" | "sizes" | "brand">;
  onChange: (patch: Partial<ListingView>) => void;
  /** Adds or removes one value of a list filter (applied to the latest view, so quick clicks add up). */
  onToggle: (key: ListFilterKey, value: string) => void;
  onClear: () => void;
  activeCount: number;
  /** Distinguishes the desktop panel from the drawer's copy (ids must be unique). */
  idPrefix: string;
}

/**
 * Facet values with their counts, plus selected values the current results no longer contain
 * (count 0). The API orders them by count, then by (English) name; a Turkish page orders equal
 * counts by their Turkish names, in the Turkish alphabet.
 */
export function facetOptions(
  facet: readonly FacetCount[] | undefined,
  selected: readonly string[],
  language: Language = "en",
  label: (value: string) => string = (v) => v,
): FacetCount[] {
  const list = [...(facet ?? [])];
  if (language !== "en") {
    list.sort((a, b) => b.count - a.count || compareNames(label(a.value), label(b.value), language));
  }
  for (const value of selected) {
    if (!list.some((f) => f.value.toLowerCase() === value.toLowerCase())) list.push({ value, count: 0 });
  }
  return list;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-stone py-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 w-full text-[11px] font-semibold tracking-[0.2em] text-ink uppercase">
        {title}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

function NoOptions() {
  const t = useT();
  return <p className="text-sm text-muted">{t("catalog.filters.noOptions")}</p>;
}

function CheckList({
  options,
  selected,
  onToggle,
  idPrefix,
  label,
}: {
  options: FacetCount[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  idPrefix: string;
  /** A value in the reader's words (the value itself stays the canonical one). */
  label: (value: string) => string;
}) {
  if (options.length === 0) return <NoOptions />;
  return (
    <ul className="space-y-1">
      {options.map((o) => {
        const checked = selected.some((s) => s.toLowerCase() === o.value.toLowerCase());
        const id = `${idPrefix}-${o.value.replace(/[^A-Za-z0-9]+/g, "-")}`;
        return (
          <li key={o.value}>
            <label
              htmlFor={id}
              className={`flex cursor-pointer items-center gap-3 rounded-sm py-1.5 text-sm transition hover:text-ink ${
                checked ? "text-ink" : "text-muted"
              } ${o.count === 0 && !checked ? "opacity-50" : ""}`}
            >
              <input
                id={id}
                type="checkbox"
                className="peer sr-only"
                checked={checked}
                onChange={() => onToggle(o.value)}
              />
              <span
                aria-hidden="true"
                className={`flex h-4 w-4 shrink-0 items-center justify-center border transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brass ${
                  checked ? "border-forest bg-forest text-paper" : "border-stone bg-paper"
                }`}
              >
                {checked && <Check className="h-3 w-3" strokeWidth={3} />}
              </span>
              <span className="flex-1">{label(o.value)}</span>
              <span className="text-xs tabular-nums text-muted">{o.count}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

type CheckKey = "category" | "sizes" | "brand";

/**
 * The filters shown as a list of checkboxes: the facet counted for each, the part of the inputs'
 * ids, and the kind of catalogue word a value is shown as (brands are names as they are, and keep
 * the API's order on every page).
 */
const CHECK_SECTIONS: Record<CheckKey, { title: MessageKey; facet: keyof Facets; id: string; kind?: TermKind }> = {
  category: { title: "catalog.filters.category", facet: "category", id: "category", kind: "category" },
  sizes: { title: "catalog.filters.size", facet: "size", id: "size", kind: "size" },
  brand: { title: "catalog.filters.brand", facet: "brand", id: "brand" },
};

/**
 * The listing's filters (SPEC §2): categories, the indoor/outdoor toggle, colour swatches,
 * sizes and brands, each with the number of products the API counted for it.
 */
export function FilterPanel({
  view,
  facets,
  hidden = [],
  onChange,
  onToggle,
  onClear,
  activeCount,
  idPrefix,
}: FilterPanelProps) {
  const t = useT();
  const term = useTerm();
  const language = useLanguage();
  const show = (s: "category" | "door" | "color" | "sizes" | "brand") => !hidden.includes(s);
  const toggle = onToggle;
  const doorCount = (door: Door) => facets?.door.find((d) => d.value === door)?.count ?? 0;
  const color = (v: string) => term("color", v);
  const colors = facetOptions(facets?.color, view.color, language, color);

  const checkSection = (key: CheckKey) => {
    const { title, facet, id, kind } = CHECK_SECTIONS[key];
    const label = kind ? (v: string) => term(kind, v) : (v: string) => v;
    return (
      show(key) && (
        <Section title={t(title)}>
          <CheckList
            options={facetOptions(facets?.[facet], view[key], kind ? language : "en", label)}
            selected={view[key]}
            onToggle={(v) => toggle(key, v)}
            idPrefix={`${idPrefix}-${id}`}
            label={label}
          />
        </Section>
      )
    );
  };

  return (
    <div>
      <div className="mb-5 flex items-center justify-between">
        <h2 className="font-sans text-sm font-semibold tracking-[0.2em] uppercase">{t("catalog.filters.title")}</h2>
        <button
          type="button"
          onClick={onClear}
          disabled={activeCount === 0}
          className="text-xs tracking-wide text-muted underline underline-offset-4 transition hover:text-ink disabled:no-underline disabled:opacity-40"
        >
          {t("catalog.filters.clearAll")}
        </button>
      </div>

      {checkSection("category")}

      {show("door") && (
        <Section title={t("catalog.filters.door")}>
          {/* Side by side while both fit on one line each, else one under the other: a pill never wraps. */}
          <div className="flex flex-wrap gap-2">
            {(["indoor", "outdoor"] as const).map((door) => {
              const active = view.door === door;
              return (
                <button
                  key={door}
                  type="button"
                  aria-pressed={active}
                  onClick={() => onChange({ door: active ? "" : door })}
                  className={`flex-1 rounded-full border px-3 py-2 text-sm whitespace-nowrap transition ${
                    active ? "border-forest bg-forest text-paper" : "border-stone text-ink hover:border-ink"
                  }`}
                >
                  {term("door", door)}{" "}
                  <span className={active ? "text-paper/70" : "text-muted"}>{doorCount(door)}</span>
                </button>
              );
            })}
          </div>
        </Section>
      )}

      {show("color") && (
        <Section title={t("catalog.filters.color")}>
          {colors.length === 0 ? (
            <NoOptions />
          ) : (
            <ul className="grid grid-cols-6 gap-2.5">
              {colors.map((o) => {
                const active = view.color.some((c) => c.toLowerCase() === o.value.toLowerCase());
                const hex = colorHex(o.value);
                const name = t("catalog.filters.colorCount", { color: color(o.value), count: o.count });
                const ring = swatchRing(active);
                return (
                  <li key={o.value}>
                    <button
                      type="button"
                      aria-pressed={active}
                      aria-label={name}
                      title={name}
                      onClick={() => toggle("color", o.value)}
                      className={`relative flex aspect-square w-full items-center justify-center rounded-full border transition ${ring} ${o.count === 0 && !active ? "opacity-40" : ""}`}
                      style={swatchStyle(hex)}
                    >
                      {active && <SwatchCheck hex={hex} className="h-3.5 w-3.5" />}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {view.color.length > 0 && <p className="mt-3 text-xs text-muted">{view.color.map(color).join(", ")}</p>}
        </Section>
      )}

      {checkSection("sizes")}

      {checkSection("brand")}
    </div>
  );
}
