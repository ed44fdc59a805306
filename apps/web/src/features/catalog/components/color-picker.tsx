import { colorHex } from "@avlu/contract/catalog-constants";
import { Check } from "lucide-react";
import { isLight } from "./filter-panel";

interface ColorPickerProps {
  colors: readonly string[];
  selected: string;
  onSelect: (color: string) => void;
  /** Colours with no unit in stock (issue 17): marked, still selectable to see their picture. */
  soldOut?: ReadonlySet<string>;
}

/**
 * 'Color' (SPEC §2): swatches with a check on the selected one, its name, and a drop-down — all in
 * step. A sold-out colour's swatch is struck through and says so to assistive technology.
 */
export function ColorPicker({ colors, selected, onSelect, soldOut }: ColorPickerProps) {
  if (colors.length === 0) return null;
  return (
    <section aria-labelledby="color-heading" className="border-t border-stone py-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="color-heading" className="font-sans text-xs font-semibold tracking-[0.2em] uppercase">
          Color
        </h2>
        <p className="text-sm text-ink" data-testid="selected-color">
          {selected || <span className="text-muted">No colour selected</span>}
          {selected && soldOut?.has(selected) && <span className="text-terracotta"> · Sold out</span>}
        </p>
      </div>
      <ul className="mt-4 flex flex-wrap gap-3">
        {colors.map((c) => {
          const active = c === selected;
          const hex = colorHex(c);
          const out = soldOut?.has(c) ?? false;
          return (
            <li key={c}>
              <button
                type="button"
                aria-pressed={active}
                aria-label={out ? `${c} (sold out)` : c}
                title={out ? `${c} — sold out` : c}
                data-sold-out={out || undefined}
                onClick={() => onSelect(c)}
                className={`relative flex h-9 w-9 items-center justify-center overflow-hidden rounded-full border transition ${
                  active ? "ring-2 ring-forest ring-offset-2 ring-offset-paper" : "hover:scale-110"
                } ${out ? "opacity-60" : ""}`}
                style={{ backgroundColor: hex, borderColor: "rgb(0 0 0 / 0.12)" }}
              >
                {out && (
                  <span
                    aria-hidden="true"
                    data-testid="swatch-sold-out"
                    className="absolute top-1/2 left-[-10%] h-[2px] w-[120%] -rotate-45 bg-terracotta"
                  />
                )}
                {active && (
                  <Check
                    aria-hidden="true"
                    data-testid="swatch-check"
                    className="h-4 w-4"
                    strokeWidth={3}
                    style={{ color: isLight(hex) ? "#1c1b19" : "#faf8f5" }}
                  />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <label className="mt-4 block">
        <span className="sr-only">Choose a colour</span>
        <select
          value={selected}
          onChange={(e) => onSelect(e.target.value)}
          className="w-full rounded-sm border border-stone bg-paper px-3 py-2.5 text-sm transition hover:border-ink"
        >
          <option value="">Select a colour</option>
          {colors.map((c) => (
            <option key={c} value={c}>
              {soldOut?.has(c) ? `${c} (sold out)` : c}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
