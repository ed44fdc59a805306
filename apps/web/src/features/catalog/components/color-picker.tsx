import { colorHex } from "@avlu/contract/catalog-constants";
import { Check } from "lucide-react";
import { Options } from "../../../components/ui/options";
import { isLight } from "./filter-panel";

interface ColorPickerProps {
  colors: readonly string[];
  selected: string;
  onSelect: (color: string) => void;
}

/** 'Color' (SPEC §2): swatches with a check on the selected one, its name, and a drop-down — all in step. */
export function ColorPicker({ colors, selected, onSelect }: ColorPickerProps) {
  if (colors.length === 0) return null;
  return (
    <section aria-labelledby="color-heading" className="border-t border-stone py-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="color-heading" className="font-sans text-xs font-semibold tracking-[0.2em] uppercase">
          Color
        </h2>
        <p className="text-sm text-ink" data-testid="selected-color">
          {selected || <span className="text-muted">No colour selected</span>}
        </p>
      </div>
      <ul className="mt-4 flex flex-wrap gap-3">
        {colors.map((c) => {
          const active = c === selected;
          const hex = colorHex(c);
          return (
            <li key={c}>
              <button
                type="button"
                aria-pressed={active}
                aria-label={c}
                title={c}
                onClick={() => onSelect(c)}
                className={`flex h-9 w-9 items-center justify-center rounded-full border transition ${
                  active ? "ring-2 ring-forest ring-offset-2 ring-offset-paper" : "hover:scale-110"
                }`}
                style={{ backgroundColor: hex, borderColor: "rgb(0 0 0 / 0.12)" }}
              >
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
          <Options values={colors} empty="Select a colour" />
        </select>
      </label>
    </section>
  );
}
