import { type ReactNode, useEffect, useRef } from "react";
import { DisclosureChevron } from "../../components/ui/disclosure-chevron";

export interface NavMenuProps {
  id: string;
  label: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Classes of the wrapper (e.g. `relative` for a panel under the button, `static` for a full-width one). */
  className?: string;
  panelClassName: string;
  children: ReactNode;
}

/** Delay before a menu the mouse has left closes, so it can travel from the button into the panel. */
export const MENU_CLOSE_DELAY_MS = 150;

/**
 * A desktop menu: opens on mouse hover, and from the keyboard with Enter, Space or ArrowDown
 * (ArrowDown also moves into the first link); Escape closes it and returns to the button, and
 * it closes when focus leaves it. Touch taps simply toggle it.
 */
export function NavMenu({ id, label, open, onOpenChange, className = "", panelClassName, children }: NavMenuProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const focusFirst = useRef(false);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (open && focusFirst.current) {
      focusFirst.current = false;
      panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover, Escape and focus-out are handled for the menu as a whole; its controls are the button and links inside
    <div
      ref={wrapperRef}
      className={className}
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return;
        cancelClose();
        onOpenChange(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== "mouse") return;
        cancelClose();
        closeTimer.current = window.setTimeout(() => onOpenChange(false), MENU_CLOSE_DELAY_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          onOpenChange(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && !wrapperRef.current?.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        className="inline-flex h-11 items-center gap-1.5 text-[12px] font-medium tracking-[0.18em] text-ink uppercase transition-colors hover:text-brass aria-expanded:text-brass"
        onClick={() => onOpenChange(!open)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            focusFirst.current = true;
            if (open) panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
            else onOpenChange(true);
          }
        }}
      >
        {label}
        <DisclosureChevron open={open} size={14} strokeWidth={1.75} />
      </button>
      <div ref={panelRef} id={id} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
