import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useT } from "../../../i18n/use-t";

/**
 * The listing's filter column on wide screens: it stays in view below the site header (whose
 * height changes as it shrinks: `--header-height`, set by the header), and when the filters are
 * taller than the window it scrolls on its own, with a visible scroll bar and a "More filters"
 * fade at the bottom while anything is hidden below (issue 14: the colours sat hidden in an
 * unmarked scrolling column, its top under the header).
 */
export function FilterColumn({ children }: { children: ReactNode }) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => setMore(el.scrollHeight - el.scrollTop - el.clientHeight > 8);
    update();
    el.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, []);

  return (
    <div className="sticky top-[calc(var(--header-height)+1.5rem)] transition-[top] duration-300">
      <div
        ref={scroller}
        data-testid="filter-column"
        className="max-h-[calc(100vh-var(--header-height)-3rem)] overflow-y-auto overscroll-contain pr-3 pb-6 [scrollbar-color:var(--color-muted)_transparent] [scrollbar-width:thin]"
      >
        <div>{children}</div>
      </div>
      {more && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => scroller.current?.scrollBy({ top: scroller.current.clientHeight * 0.7, behavior: "smooth" })}
          className="absolute inset-x-0 bottom-0 flex items-end justify-center gap-1 bg-gradient-to-t from-paper via-paper/90 to-transparent pt-10 pb-1 text-[11px] font-medium tracking-[0.2em] text-ink uppercase"
          data-testid="more-filters"
        >
          {t("catalog.filters.more")}
          <ChevronDown aria-hidden="true" className="h-3.5 w-3.5" />
        </button>
      )}
    </div>
  );
}
