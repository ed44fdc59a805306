import { colorHex } from "@avlu/contract/catalog-constants";
import { useT, useTerm } from "../../../i18n/use-t";
import { SwatchCheck, swatchRing, swatchStyle } from "./swatch";

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
  const t = useT();
  const term = useTerm();
  if (colors.length === 0) return null;
  const name = (c: string) => term("color", c);
  return (
    <section aria-labelledby="color-heading" className="border-t border-stone py-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="color-heading" className="font-sans text-xs font-semibold tracking-[0.2em] uppercase">
          {t("catalog.product.color")}
        </h2>
        <p className="text-sm text-ink" data-testid="selected-color">
          {selected ? name(selected) : <span className="text-muted">{t("catalog.product.noColour")}</span>}
          {selected && soldOut?.has(selected) && (
            <span className="text-terracotta"> · {t("catalog.product.soldOut")}</span>
          )}
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
                aria-label={out ? t("catalog.product.colourSoldOut", { color: name(c) }) : name(c)}
                title={out ? t("catalog.product.colourSoldOutTitle", { color: name(c) }) : name(c)}
                data-sold-out={out || undefined}
                onClick={() => onSelect(c)}
                className={`relative flex h-9 w-9 items-center justify-center overflow-hidden rounded-full border transition ${swatchRing(active)}`}
                style={swatchStyle(hex)}
              >
                {out && (
                  // The colour washed out and struck through: sold out, still selectable.
                  <span aria-hidden="true" data-testid="swatch-sold-out" className="absolute inset-0 bg-paper/45">
                    <span className="absolute top-1/2 left-[-10%] h-[2px] w-[120%] -rotate-45 bg-terracotta shadow-[0_0_0_1px_rgb(250_248_245)]" />
                  </span>
                )}
                {active && <SwatchCheck hex={hex} data-testid="swatch-check" className="relative z-10 h-4 w-4" />}
              </button>
            </li>
          );
        })}
      </ul>
      <label className="mt-4 block">
        <span className="sr-only">{t("catalog.product.chooseColour")}</span>
        <select
          value={selected}
          onChange={(e) => onSelect(e.target.value)}
          className="w-full rounded-sm border border-stone bg-paper px-3 py-2.5 text-sm transition hover:border-ink"
        >
          <option value="">{t("catalog.product.selectColour")}</option>
          {colors.map((c) => (
            <option key={c} value={c}>
              {soldOut?.has(c) ? t("catalog.product.colourSoldOut", { color: name(c) }) : name(c)}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
