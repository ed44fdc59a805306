import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { type ListingView, listingSearchParams, pageWindow } from "../listing-query";

/** Page links (?page=n keeps every other part of the view), so any page can be shared or bookmarked. */
export function Pagination({ view, pages }: { view: ListingView; pages: number }) {
  if (pages <= 1) return null;
  const href = (page: number) => {
    const q = listingSearchParams({ ...view, page }).toString();
    return q ? `?${q}` : "?";
  };
  const current = Math.min(view.page, pages);
  const base = "flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm tabular-nums transition";
  return (
    <nav aria-label="Pages" className="mt-14 flex items-center justify-center gap-1">
      {current > 1 ? (
        <Link to={href(current - 1)} className={`${base} hover:bg-sand`} aria-label="Previous page" rel="prev">
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : (
        <span className={`${base} text-stone`} aria-hidden="true">
          <ChevronLeft className="h-4 w-4" />
        </span>
      )}
      {pageWindow(current, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={href(n)}
            aria-label={`Page ${n}`}
            aria-current={n === current ? "page" : undefined}
            className={`${base} ${n === current ? "bg-ink text-paper" : "hover:bg-sand"}`}
          >
            {n}
          </Link>
        ),
      )}
      {current < pages ? (
        <Link to={href(current + 1)} className={`${base} hover:bg-sand`} aria-label="Next page" rel="next">
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : (
        <span className={`${base} text-stone`} aria-hidden="true">
          <ChevronRight className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
