import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { useT } from "../../../i18n/use-t";
import { useDialog } from "../../../lib/use-dialog";

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  total: number | null;
  children: ReactNode;
}

/** The filters on small screens: a panel sliding in from the left over a dimmed page. */
export function FilterDrawer({ open, onClose, total, children }: FilterDrawerProps) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDialog(open, onClose, panelRef, closeRef);

  return (
    <div className={`fixed inset-0 z-50 lg:hidden ${open ? "" : "pointer-events-none"}`} aria-hidden={!open}>
      <button
        type="button"
        tabIndex={-1}
        aria-label={t("catalog.filters.close")}
        onClick={onClose}
        className={`absolute inset-0 h-full w-full bg-ink/40 transition-opacity duration-300 ${open ? "opacity-100" : "opacity-0"}`}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t("catalog.filters.title")}
        className={`absolute inset-y-0 left-0 flex w-[86%] max-w-sm flex-col bg-paper transition-transform duration-300 ease-out ${
          open ? "translate-x-0 shadow-2xl" : "-translate-x-full"
        }`}
      >
        <div className="flex items-center justify-between border-b border-stone px-5 py-4">
          <p className="font-display text-2xl">{t("catalog.filters.refine")}</p>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t("catalog.filters.close")}
            className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-sand"
            tabIndex={open ? 0 : -1}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-5" inert={!open}>
          {children}
        </div>
        <div className="border-t border-stone p-4">
          <button
            type="button"
            onClick={onClose}
            tabIndex={open ? 0 : -1}
            className="w-full rounded-full bg-forest px-5 py-3 text-sm font-medium tracking-wide text-paper"
          >
            {total === null ? t("catalog.filters.showProducts") : t("catalog.filters.showCount", { count: total })}
          </button>
        </div>
      </div>
    </div>
  );
}
