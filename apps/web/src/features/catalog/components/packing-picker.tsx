interface PackingPickerProps {
  options: readonly string[];
  selected: string;
  onSelect: (packing: string) => void;
}

/** 'Choose Packing:' (SPEC §2): one button per packing option, the selected one filled. */
export function PackingPicker({ options, selected, onSelect }: PackingPickerProps) {
  return (
    <section aria-labelledby="packing-heading" className="border-t border-stone py-6">
      <h2 id="packing-heading" className="font-sans text-xs font-semibold tracking-[0.2em] uppercase">
        Choose Packing:
      </h2>
      <div className="mt-4 flex flex-wrap gap-2">
        {options.map((p) => {
          const active = p === selected;
          return (
            <button
              key={p}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(p)}
              className={`min-w-12 rounded-full border px-4 py-2 text-sm tabular-nums transition ${
                active ? "border-forest bg-forest text-paper" : "border-stone hover:border-ink"
              }`}
            >
              {p}
            </button>
          );
        })}
      </div>
    </section>
  );
}
