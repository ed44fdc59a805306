import { ChevronLeft, ChevronRight, Download, Loader2, type LucideIcon, Search, Trash2, X } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ProductImage } from "../../components/ui/product-image";
import { to } from "../../config/paths";
import { api, errorMessage } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { useDialog } from "../../lib/use-dialog";

/** Shared pieces of the admin screens: calm cards, clear buttons, accessible dialogs. */

export const btn =
  "inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50";
export const btnPrimary = `${btn} bg-forest text-paper hover:bg-forest/90`;
export const btnSecondary = `${btn} border border-stone bg-white text-ink hover:border-ink/40`;
export const btnDanger = `${btn} border border-danger/30 bg-white text-danger hover:bg-danger/5`;
export const btnGhost = `${btn} text-ink hover:bg-ink/5`;
export const iconBtn =
  "inline-flex size-8 items-center justify-center rounded-full text-muted transition-colors hover:bg-ink/5 hover:text-ink disabled:cursor-not-allowed disabled:opacity-40";

/** A form control without a width (tables give theirs). */
export const control =
  "rounded-lg border border-stone bg-white px-3 py-2 text-sm text-ink placeholder:text-muted/70 focus:border-forest focus:outline-none focus:ring-2 focus:ring-forest/15 disabled:bg-sand/50 disabled:text-muted aria-[invalid=true]:border-danger";
export const inputClass = `${control} w-full`;
export const selectClass = `${control} w-full pr-8`;
export const labelClass = "mb-1.5 block text-xs font-medium uppercase tracking-wider text-muted";

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-display text-4xl leading-tight text-ink">{title}</h1>
        {description ? <p className="mt-1 max-w-2xl text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function Card({
  title,
  actions,
  children,
  className = "",
  padded = true,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  padded?: boolean;
}) {
  return (
    <section
      className={`min-w-0 rounded-2xl border border-stone/70 bg-white shadow-[0_1px_2px_rgba(28,27,25,0.04)] ${className}`}
    >
      {title || actions ? (
        <div className="flex items-center justify-between gap-3 border-b border-stone/60 px-5 py-4">
          {title ? <h2 className="font-display text-xl text-ink">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {/* Long e-mails and names break rather than widen the card past a phone's screen (issue 14). */}
      <div className={`[overflow-wrap:anywhere] ${padded ? "p-5" : ""}`}>{children}</div>
    </section>
  );
}

export function Field({
  label,
  error,
  hint,
  children,
  htmlFor,
  required,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  htmlFor?: string;
  required?: boolean;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className={labelClass}>
        {label}
        {required ? (
          <span className="text-terracotta" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p className="mt-1 text-xs text-danger" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="mt-1 text-xs text-muted">{hint}</p>
      ) : null}
    </div>
  );
}

type Tone = "neutral" | "green" | "amber" | "red" | "blue" | "brass";
const TONES: Record<Tone, string> = {
  neutral: "bg-sand text-ink/80",
  green: "bg-emerald-50 text-emerald-800",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-danger/10 text-danger",
  blue: "bg-sky-100 text-sky-900",
  brass: "bg-brass/15 text-[#7a5c2c]",
};

export function Badge({ tone = "neutral", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-sans text-xs font-medium ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

const STATUS_TONES: Record<string, Tone> = {
  Pending: "amber",
  Processing: "blue",
  Shipped: "brass",
  Delivered: "green",
  Cancelled: "red",
};
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? "neutral"}>{status}</Badge>;
}

export function AlertBanner({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "info" }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`mb-6 rounded-xl border px-4 py-3 text-sm ${
        tone === "error" ? "border-danger/30 bg-danger/5 text-danger" : "border-stone bg-sand/60 text-ink"
      }`}
    >
      {children}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="px-5 py-12 text-center text-sm text-muted">{children}</p>;
}

export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <p className="flex items-center justify-center gap-2 px-5 py-12 text-sm text-muted" role="status">
      <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {label}
    </p>
  );
}

/** A page of an admin list as the API answers it. */
export interface ListPage {
  page: number;
  pages: number;
  total: number;
}

/** The count and previous/next buttons under a list; nothing while the list is empty or loading. */
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
  if (!data || data.total === 0) return null;
  const { page, pages, total } = data;
  return (
    <nav
      aria-label="Pages"
      className="flex items-center justify-between gap-3 border-t border-stone/60 px-5 py-3 text-sm"
    >
      <span className="text-muted">
        {total.toLocaleString("en-US")} {total === 1 ? one : many}
      </span>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={iconBtn}
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <span className="tabular-nums text-muted">
          Page {page} of {Math.max(1, pages)}
        </span>
        <button
          type="button"
          className={iconBtn}
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
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

/** An error shown inside a card, above its list. */
export function CardAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="p-5 pb-0">
      <AlertBanner>{message}</AlertBanner>
    </div>
  );
}

/** A search box with its icon; the label is for screen readers (the placeholder says what it finds). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className = "relative block",
  inputClassName = inputClass,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <label className={className}>
      <span className="sr-only">{label}</span>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        type="search"
        className={`${inputClassName} pl-9`}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** A select that filters a list; its options are `{ value, label }` ("" for "all"). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <select aria-label={label} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** Pill buttons that filter a list (All, Pending, … or Open, Handled, All). */
export function FilterTabs<T extends string>({
  label,
  options,
  value,
  onChange,
  className = "flex gap-1",
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={className}>
      {options.map((o) => (
        <button
          key={o.label}
          type="button"
          role="tab"
          aria-selected={value === o.value}
          className={`rounded-full px-3 py-1.5 text-sm whitespace-nowrap transition-colors ${
            value === o.value ? "bg-forest text-paper" : "text-muted hover:bg-ink/5 hover:text-ink"
          }`}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/**
 * A paged list's filters, search and page kept in the address, so a reload or a shared link keeps
 * them: `update({ status: "Shipped" })` sets (or, with "", removes) values, and any change but the
 * page itself goes back to page 1. The search box (`search`) reaches the address 300 ms after
 * typing stops. `reload` changes when the list must be fetched again (`refresh()`, or
 * `rowRemoved()` after a delete, which goes back a page when the page's last row went).
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get("search") ?? "");
  const term = useDebounced(search.trim(), 300);
  const [reload, setReload] = useState(0);
  const page = Math.max(1, Number(params.get("page")) || 1);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (term !== (params.get("search") ?? "")) update({ search: term });
  }, [term]);

  const refresh = () => setReload((n) => n + 1);
  const rowRemoved = (rowsOnPage: number) => {
    if (rowsOnPage <= 1 && page > 1) update({ page: String(page - 1) });
    else refresh();
  };
  return { params, page, update, search, setSearch, reload, refresh, rowRemoved };
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
  title = "Delete",
  disabled,
  onClick,
}: {
  label: string;
  title?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${iconBtn} hover:text-danger`}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}

/** Downloads an admin CSV export (api.download) and says how it went. */
export function ExportCsvButton({ path, fileName }: { path: string; fileName: string }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await api.download(path, fileName);
      toast.success(`Exported ${name}`);
    } catch (err) {
      toast.error(errorMessage(err, "Export failed"));
    } finally {
      setExporting(false);
    }
  };
  return (
    <button type="button" className={btnSecondary} onClick={() => void exportCsv()} disabled={exporting}>
      <Download className="size-4" aria-hidden="true" />
      {exporting ? "Exporting…" : "Export CSV"}
    </button>
  );
}

const THUMB_CLASS = {
  40: "size-10 object-cover",
  48: "size-12 object-cover",
  64: "size-16 object-contain",
} as const;

/** A product's picture in an admin list: small, rounded and framed. */
export function Thumb({ src, alt, size }: { src: string | undefined; alt: string; size: keyof typeof THUMB_CLASS }) {
  return (
    <ProductImage
      src={src}
      sizes={`${size}px`}
      alt={alt}
      width={size}
      height={size}
      className={`${THUMB_CLASS[size]} shrink-0 rounded-lg border border-stone/60 bg-sand`}
    />
  );
}

/** A product in an admin list: its picture, and its name (to the edit page) over a detail line. */
export function ProductCell({
  id,
  name,
  image,
  alt = name,
  size,
  nameClassName,
  detail,
}: {
  id: string;
  name: string;
  image: string | undefined;
  alt?: string;
  size: keyof typeof THUMB_CLASS;
  nameClassName: string;
  detail: ReactNode;
}) {
  const nameClass = `block truncate hover:underline ${nameClassName}`;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Thumb src={image} alt={alt} size={size} />
      <div className="min-w-0 flex-1">
        <Link to={to("adminProductEdit", { id })} className={nameClass}>
          {name}
        </Link>
        {detail}
      </div>
    </div>
  );
}

/** Table cell classes shared by the admin lists. */
export const th = "px-4 py-3 text-left text-xs font-medium uppercase tracking-wider text-muted whitespace-nowrap";
export const td = "px-4 py-3 align-middle text-sm text-ink";

/**
 * An admin table: a header cell per column (those in `alignRight` right-aligned, then an
 * "Actions" column named for screen readers when `actions`), the rows as children, scrolling
 * sideways on small screens. `busy` dims it while a new page or filter loads.
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
   * Width classes per column ("Actions" for the actions column): the table is then laid out at
   * its card's width (table-fixed), the columns without a width share what is left and their
   * cells cut long text (`truncate`) instead of pushing the last columns out of the card.
   */
  widths?: Readonly<Record<string, string>>;
  busy?: boolean;
  children: ReactNode;
}) {
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
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone/50">{children}</tbody>
      </table>
    </div>
  );
}

interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  resolve: (ok: boolean) => void;
}

/**
 * An accessible confirmation dialog: `const { confirm, dialog } = useConfirm();` render `dialog`,
 * then `if (await confirm("Are you sure…?")) …`. Escape or the backdrop cancels.
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const confirm = useCallback(
    (message: string, confirmLabel = "Delete") =>
      new Promise<boolean>((resolve) => setRequest({ message, confirmLabel, resolve })),
    [],
  );
  const close = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };
  const dialog = request ? (
    <ConfirmDialog message={request.message} confirmLabel={request.confirmLabel} onClose={close} />
  ) : null;
  return { confirm, dialog };
}

function ConfirmDialog({
  message,
  confirmLabel,
  onClose,
}: {
  message: string;
  confirmLabel: string;
  onClose: (ok: boolean) => void;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Focus on Cancel, Tab kept inside, Escape cancels, focus back to the button that asked (issue 14).
  useDialog(true, () => onClose(false), dialogRef, cancelRef);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <button
        type="button"
        aria-label="Cancel"
        tabIndex={-1}
        className="absolute inset-0 bg-ink/40 backdrop-blur-[2px]"
        onClick={() => onClose(false)}
      />
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="relative w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl"
      >
        <button
          type="button"
          className={`${iconBtn} absolute top-3 right-3`}
          aria-label="Close"
          onClick={() => onClose(false)}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
        <p id={`${id}-title`} className="pr-6 text-base text-ink">
          {message}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button ref={cancelRef} type="button" className={btnSecondary} onClick={() => onClose(false)}>
            Cancel
          </button>
          <button
            type="button"
            className={`${btn} bg-danger text-white hover:bg-danger/90`}
            onClick={() => onClose(true)}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

/** A value that follows `value` once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
