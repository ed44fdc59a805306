import type { SearchSuggestion } from "@avlu/contract/catalog";
import { paths } from "../../../config/paths";
import { Link } from "../../../i18n/link";
import { useT, useTerm } from "../../../i18n/use-t";
import { studioOnlyBrands, suggestionHref } from "../listing-heading";
import type { ListingView } from "../listing-query";

const pill =
  "inline-flex items-center gap-2 rounded-full border border-stone px-4 py-2 text-sm text-ink transition hover:border-ink";
const outline = "rounded-full border border-ink px-5 py-2 text-sm transition hover:bg-ink hover:text-paper";

/**
 * The listing when nothing matches (SPEC §2 'Ürün bulunamadı'), with somewhere to go: the nearest
 * categories and collections the server suggests for a search (ADR 1501), a plain word for a
 * brand shown only in the studio (ADR 1412), and Clear All.
 */
export function ListingEmpty({
  view,
  suggestions = [],
  filtered,
  onClear,
}: {
  view: ListingView;
  suggestions: readonly SearchSuggestion[] | undefined;
  filtered: boolean;
  onClear: () => void;
}) {
  const t = useT();
  const term = useTerm();
  const studio = studioOnlyBrands(view);
  return (
    <div className="py-24 text-center">
      <p className="text-muted" role="status">
        {t("catalog.listing.empty")}
      </p>
      {studio.length > 0 && (
        <div className="mx-auto mt-6 max-w-md" data-testid="studio-brand">
          <p className="text-ink">{t("catalog.listing.studioOnly", { brands: studio.join(", ") })}</p>
          <Link to={paths.contact} className={`${outline} mt-5 inline-block`}>
            {t("catalog.listing.visitStudio")}
          </Link>
        </div>
      )}
      {suggestions.length > 0 && (
        <nav aria-labelledby="listing-suggestions" className="mx-auto mt-8 max-w-xl">
          <h2 id="listing-suggestions" className="font-sans text-xs font-semibold tracking-[0.2em] uppercase">
            {t("catalog.listing.tryInstead")}
          </h2>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {suggestions.map((s) => (
              <li key={`${s.type}-${s.value}`}>
                <Link to={suggestionHref(s)} className={pill}>
                  {s.type === "category" ? term("category", s.value) : s.value}
                  <span className="text-xs text-muted tabular-nums">
                    {s.type === "collection" && s.brand ? `${s.brand} · ` : ""}
                    {s.count}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {filtered && (
        <button type="button" onClick={onClear} className={`${outline} mt-6`}>
          {t("catalog.filters.clearAll")}
        </button>
      )}
    </div>
  );
}
