import { type RefObject, useEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `container`, in order (hidden ones left out). */
function tabbable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0 && !el.closest("[inert]"),
  );
}

/**
 * Modal behaviour for drawers, full-screen menus, viewers and confirmations: while open, the page
 * behind does not scroll, Tab and Shift+Tab stay inside, Escape closes, focus moves in
 * (initialFocus or the first focusable element) and goes back where it was when the dialog
 * closes. Focus that falls out of the dialog while it is open (a focused button removed, or a
 * dialog still becoming visible) is brought back in.
 */
export function useDialog(
  open: boolean,
  onClose: () => void,
  containerRef: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    if (!container) return;
    // A native <dialog> opened with showModal() has already taken the focus: its opener is not
    // known here, and the Dialog component gives the focus back itself.
    const active = document.activeElement;
    const previouslyFocused = active instanceof HTMLElement && !container.contains(active) ? active : null;
    // The dialog itself takes focus when nothing inside can (and when focus would otherwise be lost).
    if (!container.hasAttribute("tabindex")) container.setAttribute("tabindex", "-1");
    const inside = () => container.contains(document.activeElement);
    const focusIn = () => {
      const first = initialFocusRef?.current ?? tabbable(container)[0] ?? container;
      first.focus({ preventScroll: true });
    };
    focusIn();
    // A dialog that is still becoming visible cannot take focus yet: try again on the next frame.
    const frame = window.requestAnimationFrame(() => {
      if (!inside()) focusIn();
    });

    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        onCloseRef.current();
        return;
      }
      if (e.key !== "Tab") return;
      const items = tabbable(container);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        e.preventDefault();
        container.focus();
        return;
      }
      const active = document.activeElement;
      if (!inside() || active === container) {
        e.preventDefault();
        (e.shiftKey ? lastItem : firstItem).focus();
      } else if (e.shiftKey && active === firstItem) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && active === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    // Focus leaving for nowhere (the focused element was removed or disabled) stays in the dialog.
    let live = true;
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget) return;
      window.setTimeout(() => {
        const active = document.activeElement;
        if (live && (active === null || active === document.body)) container.focus({ preventScroll: true });
      }, 0);
    };
    document.addEventListener("keydown", onKeyDown);
    container.addEventListener("focusout", onFocusOut);
    return () => {
      live = false;
      window.cancelAnimationFrame(frame);
      document.removeEventListener("keydown", onKeyDown);
      container.removeEventListener("focusout", onFocusOut);
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected && previouslyFocused !== document.body) {
        previouslyFocused.focus({ preventScroll: true });
      }
    };
  }, [open, containerRef, initialFocusRef]);
}
