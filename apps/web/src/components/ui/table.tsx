import { Loader2, type LucideIcon, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/use-t";
import { iconBtn } from "./button";

/** Tables of the admin lists: the table, its states (loading, empty) and the row actions. */

/** Table cell classes shared by the admin lists. */
export const th = "px-4 py-3 text-left text-xs font-medium uppercase tracking-wider text-muted whitespace-nowrap";
export const td = "px-4 py-3 align-middle text-sm text-ink";

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="px-5 py-12 text-center text-sm text-muted">{children}</p>;
}

export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <p className="flex items-center justify-center gap-2 px-5 py-12 text-sm text-muted" role="status">
      <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {label ?? t("ui.table.loading")}
    </p>
  );
}

/** A list's states: the spinner until its first answer, then the empty text, or the list itself. */
export function ListBody({
  loading,
  empty,
  emptyText,
  children,
}: {
  loading: boolean;
  empty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
}) {
  if (loading) return <Loading />;
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return children;
}

/**
 * A table: a header cell per column (those in `alignRight` right-aligned, then an "Actions"
 * column named for screen readers when `actions`), the rows as children, scrolling sideways on
 * small screens. `busy` dims it while a new page or filter loads.
 */
export function DataTable({
  columns,
  alignRight = [],
  actions = false,
  minWidth = "",
  widths,
  busy,
  children,
}: {
  columns: readonly string[];
  alignRight?: readonly string[];
  actions?: boolean;
  /** A Tailwind min-width class, e.g. "min-w-[640px]". */
  minWidth?: string;
  /**
   * Width classes per column, by its label ("Actions" for the actions column, in any language):
   * the table is then laid out at its card's width (table-fixed), the columns without a width
   * share what is left and their cells cut long text (`truncate`) instead of pushing the last
   * columns out of the card.
   */
  widths?: Readonly<Record<string, string>>;
  busy?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const width = (c: string) => (widths?.[c] ? ` ${widths[c]}` : "");
  return (
    <div className={`relative overflow-x-auto transition-opacity ${busy ? "opacity-60" : ""}`} aria-busy={busy}>
      <table className={`w-full ${minWidth} ${widths ? "table-fixed" : ""}`}>
        <thead className="border-b border-stone/60">
          <tr>
            {columns.map((c) => (
              <th key={c} className={`${alignRight.includes(c) ? `${th} text-right` : th}${width(c)}`}>
                {c}
              </th>
            ))}
            {actions ? (
              <th className={`${th} text-right${width("Actions")}`}>
                <span className="sr-only">{t("ui.table.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone/50">{children}</tbody>
      </table>
    </div>
  );
}

/** An icon link in a table row (Open, Edit, View in the shop); `label` names the row's thing. */
export function RowLink({
  to,
  label,
  title,
  icon: Icon,
  newTab = false,
}: {
  to: string;
  label: string;
  title: string;
  icon: LucideIcon;
  newTab?: boolean;
}) {
  return (
    <Link
      to={to}
      className={iconBtn}
      aria-label={label}
      title={title}
      {...(newTab ? { target: "_blank", rel: "noopener" } : {})}
    >
      <Icon className="size-4" aria-hidden="true" />
    </Link>
  );
}

/** The delete icon of a table row; `label` names what goes ("Delete Luxembourg Chair"). */
export function RowDeleteButton({
  label,
  title,
  disabled,
  onClick,
}: {
  label: string;
  title?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className={`${iconBtn} hover:text-danger`}
      aria-label={label}
      title={title ?? t("ui.table.delete")}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}
