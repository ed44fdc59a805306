import type { FacetCount, Facets } from "@avlu/contract/catalog";
import { colorHex, type Door } from "@avlu/contract/catalog-constants";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { ListFilterKey, ListingView } from "../listing-query";

export const DOOR_LABELS: Record<Door, string> = { indoor: "Indoor", outdoor: "Outdoor" };

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

/** Facet values with their counts, plus selected values the current results no longer contain (count 0). */
export function facetOptions(facet: readonly FacetCount[] | undefined, selected: readonly string[]): FacetCount[] {
  const list = [...(facet ?? [])];
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

function CheckList({
  options,
  selected,
  onToggle,
  idPrefix,
}: {
  options: FacetCount[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  idPrefix: string;
}) {
  if (options.length === 0) return <p className="text-sm text-muted">No options for these results.</p>;
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
              <span className="flex-1">{o.value}</span>
              <span className="text-xs tabular-nums text-muted">{o.count}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

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
  const show = (s: "category" | "door" | "color" | "sizes" | "brand") => !hidden.includes(s);
  const toggle = onToggle;
  const doorCount = (door: Door) => facets?.door.find((d) => d.value === door)?.count ?? 0;

  return (
    <div>
      <div className="mb-5 flex items-center justify-between">
        <h2 className="font-sans text-sm font-semibold tracking-[0.2em] uppercase">Filters</h2>
        <button
          type="button"
          onClick={onClear}
          disabled={activeCount === 0}
          className="text-xs tracking-wide text-muted underline underline-offset-4 transition hover:text-ink disabled:no-underline disabled:opacity-40"
        >
          Clear All
        </button>
      </div>

      {show("category") && (
        <Section title="Category">
          <CheckList
            options={facetOptions(facets?.category, view.category)}
            selected={view.category}
            onToggle={(v) => toggle("category", v)}
            idPrefix={`${idPrefix}-category`}
          />
        </Section>
      )}

      {show("door") && (
        <Section title="Indoor / Outdoor">
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
                  {DOOR_LABELS[door]} <span className={active ? "text-paper/70" : "text-muted"}>{doorCount(door)}</span>
                </button>
              );
            })}
          </div>
        </Section>
      )}

      {show("color") && (
        <Section title="Colour">
          {facetOptions(facets?.color, view.color).length === 0 ? (
            <p className="text-sm text-muted">No options for these results.</p>
          ) : (
            <ul className="grid grid-cols-6 gap-2.5">
              {facetOptions(facets?.color, view.color).map((o) => {
                const active = view.color.some((c) => c.toLowerCase() === o.value.toLowerCase());
                const hex = colorHex(o.value);
                return (
                  <li key={o.value}>
                    <button
                      type="button"
                      aria-pressed={active}
                      aria-label={`${o.value} (${o.count})`}
                      title={`${o.value} (${o.count})`}
                      onClick={() => toggle("color", o.value)}
                      className={`relative flex aspect-square w-full items-center justify-center rounded-full border transition ${
                        active ? "ring-2 ring-forest ring-offset-2 ring-offset-paper" : "hover:scale-110"
                      } ${o.count === 0 && !active ? "opacity-40" : ""}`}
                      style={{ backgroundColor: hex, borderColor: "rgb(0 0 0 / 0.12)" }}
                    >
                      {active && (
                        <Check
                          aria-hidden="true"
                          className="h-3.5 w-3.5"
                          strokeWidth={3}
                          style={{ color: isLight(hex) ? "#1c1b19" : "#faf8f5" }}
                        />
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {view.color.length > 0 && <p className="mt-3 text-xs text-muted">{view.color.join(", ")}</p>}
        </Section>
      )}

      {show("sizes") && (
        <Section title="Size">
          <CheckList
            options={facetOptions(facets?.size, view.sizes)}
            selected={view.sizes}
            onToggle={(v) => toggle("sizes", v)}
            idPrefix={`${idPrefix}-size`}
          />
        </Section>
      )}

      {show("brand") && (
        <Section title="Brand">
          <CheckList
            options={facetOptions(facets?.brand, view.brand)}
            selected={view.brand}
            onToggle={(v) => toggle("brand", v)}
            idPrefix={`${idPrefix}-brand`}
          />
        </Section>
      )}
    </div>
  );
}

/** True for pale colours, which need a dark check mark. */
export function isLight(hex: string): boolean {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) return true;
  const n = Number.parseInt(m[1], 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}
