import type { SavedAddress } from "@avlu/contract/checkout";
import { useT } from "../../../i18n/use-t";

/** One line for a saved address: "Ev — Ayşe Yılmaz, Bağdat Caddesi 10, Kadıköy / İstanbul 34728". */
export function savedAddressLine(a: SavedAddress): string {
  const place = [a.district, a.city].filter(Boolean).join(" / ");
  return `${a.firstName} ${a.lastName}, ${a.address}, ${place} ${a.postalCode}, ${a.country}`;
}

/**
 * The signed-in shopper's saved addresses as choices at checkout (ADR 1904), with "A new address"
 * last; choosing one fills the form.
 */
export function SavedAddressPicker({
  addresses,
  selected,
  onSelect,
}: {
  addresses: readonly SavedAddress[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  if (addresses.length === 0) return null;
  const option = (id: string, title: string, detail?: string) => {
    const checked = selected === id;
    return (
      <label
        key={id}
        htmlFor={`saved-${id}`}
        className={`flex cursor-pointer items-start gap-3 rounded-sm border px-4 py-3 transition-colors ${checked ? "border-ink bg-white/70" : "border-stone hover:border-muted"}`}
      >
        <input
          id={`saved-${id}`}
          type="radio"
          name="savedAddress"
          value={id}
          checked={checked}
          onChange={() => onSelect(id)}
          className="mt-1 size-4 accent-forest"
        />
        <span className="min-w-0 text-sm">
          <span className="block font-medium text-ink">{title}</span>
          {detail && <span className="block text-xs text-muted">{detail}</span>}
        </span>
      </label>
    );
  };
  return (
    <fieldset className="mt-8" data-testid="saved-addresses">
      <legend className="text-[11px] font-medium tracking-[0.18em] text-muted uppercase">
        {t("checkout.saved.legend")}
      </legend>
      <div className="mt-3 grid gap-3">
        {addresses.map((a) =>
          option(
            a._id,
            a.isDefault
              ? t("checkout.saved.default", { name: a.label || `${a.firstName} ${a.lastName}` })
              : a.label || `${a.firstName} ${a.lastName}`,
            savedAddressLine(a),
          ),
        )}
        {option("new", t("checkout.saved.new"))}
      </div>
    </fieldset>
  );
}
