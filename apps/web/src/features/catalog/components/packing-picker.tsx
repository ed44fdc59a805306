import { packingPieces } from "@avlu/contract/variants";
import { useT, useTerm } from "../../../i18n/use-t";

interface PackingPickerProps {
  options: readonly string[];
  selected: string;
  onSelect: (packing: string) => void;
  /** The packings sold in the chosen colour (issue 17); the others are shown but cannot be chosen. */
  available?: readonly string[];
  /** The chosen colour, to say which colour a packing is not sold in. */
  color?: string;
}

/**
 * 'Choose Packing:' (SPEC §2): one button per packing option, the selected one filled. A packing is
 * a box of that many pieces (ADR 1701): the line under the buttons says what the chosen one holds.
 */
export function PackingPicker({ options, selected, onSelect, available, color }: PackingPickerProps) {
  const t = useT();
  const term = useTerm();
  const pieces = packingPieces(selected);
  const notSold = color
    ? t("catalog.packing.notSoldIn", { color: term("color", color) })
    : t("catalog.packing.notSold");
  return (
    <section aria-labelledby="packing-heading" className="border-t border-stone py-6">
      <h2 id="packing-heading" className="font-sans text-xs font-semibold tracking-[0.2em] uppercase">
        {t("catalog.packing.title")}
      </h2>
      <div className="mt-4 flex flex-wrap gap-2">
        {options.map((p) => {
          const active = p === selected;
          const sold = !available || available.includes(p);
          return (
            <button
              key={p}
              type="button"
              aria-pressed={active}
              disabled={!sold}
              title={sold ? t("catalog.packing.perBox", { count: packingPieces(p) }) : notSold}
              onClick={() => onSelect(p)}
              className={`min-w-12 rounded-full border px-4 py-2 text-sm tabular-nums transition ${
                active ? "border-forest bg-forest text-paper" : "border-stone hover:border-ink"
              } disabled:cursor-not-allowed disabled:border-dashed disabled:text-muted disabled:line-through disabled:hover:border-stone`}
            >
              {p}
            </button>
          );
        })}
      </div>
      {selected && (
        <p className="mt-3 text-xs text-muted" data-testid="packing-note">
          {t("catalog.packing.note", { count: pieces })}
        </p>
      )}
    </section>
  );
}
