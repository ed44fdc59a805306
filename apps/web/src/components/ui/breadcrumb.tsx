import { Fragment } from "react";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb (the page itself) has none. */
  to?: string;
}

/** The trail above a page's heading: links back up (in the page's language), then the current page (aria-current). */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("ui.breadcrumb")} className="text-xs text-muted">
      <ol className="flex flex-wrap items-center gap-2">
        {items.map((c, i) => (
          <Fragment key={`${i}-${c.label}`}>
            {i > 0 && <li aria-hidden="true">/</li>}
            {c.to ? (
              <li>
                <Link to={c.to} className="hover:text-ink">
                  {c.label}
                </Link>
              </li>
            ) : (
              <li className="text-ink" aria-current="page">
                {c.label}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
