import { ChevronLeft, ChevronRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { useT } from "../../i18n/use-t";
import { iconBtn } from "./button";

/**
 * Paging under a list. `PageLinks` are links (the storefront's listings: every page has an address
 * to share or bookmark); `Pagination` is the admin tables' count with previous/next buttons (the
 * page lives in the address through the list's own filters).
 */

/** Page numbers to offer, with null for a gap: 1 … 4 5 6 … 13. */
export function pageWindow(current: number, pages: number): Array<number | null> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const wanted = new Set([1, pages, current - 1, current, current + 1]);
  if (current <= 3) for (const n of [2, 3, 4]) wanted.add(n);
  if (current >= pages - 2) for (const n of [pages - 3, pages - 2, pages - 1]) wanted.add(n);
  const sorted = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/** Links to the previous, next and nearby pages; nothing when there is one page. */
export function PageLinks({
  current: wanted,
  pages,
  href,
}: {
  current: number;
  pages: number;
  /** The address of page n. */
  href: (page: number) => string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const current = Math.min(wanted, pages);
  return (
    <nav aria-label={t("ui.pagination.pages")} className="mt-14 flex items-center justify-center gap-1">
      <StepLink
        to={current > 1 ? href(current - 1) : null}
        label={t("ui.pagination.previous")}
        rel="prev"
        icon={ChevronLeft}
      />
      {pageWindow(current, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={href(n)}
            aria-label={t("ui.pagination.page", { page: n })}
            aria-current={n === current ? "page" : undefined}
            className={`${pageLink} ${n === current ? "bg-ink text-paper" : "hover:bg-sand"}`}
          >
            {n}
          </Link>
        ),
      )}
      <StepLink
        to={current < pages ? href(current + 1) : null}
        label={t("ui.pagination.next")}
        rel="next"
        icon={ChevronRight}
      />
    </nav>
  );
}

const pageLink = "flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm tabular-nums transition";

/** The link to the previous or next page; on the first or last page (`to` null), a greyed arrow. */
function StepLink({ to, label, rel, icon: Icon }: { to: string | null; label: string; rel: string; icon: LucideIcon }) {
  if (to === null) {
    return (
      <span className={`${pageLink} text-stone`} aria-hidden="true">
        <Icon className="h-4 w-4" />
      </span>
    );
  }
  return (
    <Link to={to} className={`${pageLink} hover:bg-sand`} aria-label={label} rel={rel}>
      <Icon aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}

/** A page of a list as the API answers it. */
export interface ListPage {
  page: number;
  pages: number;
  total: number;
}

/** The count and previous/next buttons under a table; nothing while the list is empty or loading. */
export function Pagination({
  data,
  nouns: [one, many],
  onPage,
}: {
  data: ListPage | null | undefined;
  /** What is counted: ["order", "orders"]. */
  nouns: readonly [string, string];
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (!data || data.total === 0) return null;
  const { page, pages, total } = data;
  return (
    <nav
      aria-label={t("ui.pagination.pages")}
      className="flex items-center justify-between gap-3 border-t border-stone/60 px-5 py-3 text-sm"
    >
      <span className="text-muted">
        {total.toLocaleString("en-US")} {total === 1 ? one : many}
      </span>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={iconBtn}
          aria-label={t("ui.pagination.previous")}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <span className="tabular-nums text-muted">
          {t("ui.pagination.pageOf", { page, pages: Math.max(1, pages) })}
        </span>
        <button
          type="button"
          className={iconBtn}
          aria-label={t("ui.pagination.next")}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
