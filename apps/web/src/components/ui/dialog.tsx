import { X } from "lucide-react";
import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useT } from "../../i18n/use-t";
import { useDialog } from "../../lib/use-dialog";
import { btn, btnSecondary, iconBtn } from "./button";

/**
 * A modal dialog on the native `<dialog>`: `showModal()` puts it in the top layer over a
 * `::backdrop` and makes the page behind inert; `lib/use-dialog.ts` adds what the element alone
 * does not (ADR 1410): the focus goes to `initialFocus`, Tab and Shift+Tab wrap inside instead of
 * leaving for the browser's own controls, focus that falls to `<body>` comes back, Escape asks
 * `onClose`, and the focus returns to the element that opened it. The dialog closes only when its
 * owner sets `open` to false, so state and screen never disagree.
 */
export function Dialog({
  open,
  onClose,
  initialFocus,
  closeOnBackdrop = false,
  className,
  children,
  ...aria
}: {
  open: boolean;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click on the backdrop (outside the box) closes too. */
  closeOnBackdrop?: boolean;
  className: string;
  children: ReactNode;
  role?: "alertdialog";
  "aria-labelledby": string;
  "aria-describedby"?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Before useDialog's effect, so the focus goes into a dialog that is already shown. The opener
  // gets the focus back here, whether the dialog closes or is removed while open.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", ""); // jsdom has no showModal
    return () => {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
      if (opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
    };
  }, [open]);
  useDialog(open, onClose, ref, initialFocus);

  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    // Clicks on ::backdrop reach the dialog itself, outside its box (a key press has no position).
    if (!closeOnBackdrop || e.target !== e.currentTarget) return;
    const r = e.currentTarget.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has Escape as its keyboard twin (useDialog)
    <dialog
      ref={ref}
      aria-modal="true"
      {...aria}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={onBackdrop}
      className={className}
    >
      {children}
    </dialog>
  );
}

interface ConfirmRequest {
  message: string;
  /** The confirming button's text; "Delete" when not given. */
  confirmLabel: string | undefined;
  resolve: (ok: boolean) => void;
}

/**
 * An accessible confirmation dialog: `const { confirm, dialog } = useConfirm();` render `dialog`,
 * then `if (await confirm("Are you sure…?")) …`. Escape, Cancel, × or the backdrop cancels.
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const confirm = useCallback(
    (message: string, confirmLabel?: string) =>
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
  confirmLabel: string | undefined;
  onClose: (ok: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Focus on Cancel, Tab kept inside, Escape cancels, focus back to the button that asked (issue 14).
  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      initialFocus={cancelRef}
      closeOnBackdrop
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      className="relative m-auto w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl backdrop:bg-ink/40 backdrop:backdrop-blur-[2px]"
    >
      <button
        type="button"
        className={`${iconBtn} absolute top-3 right-3`}
        aria-label={t("ui.dialog.close")}
        onClick={() => onClose(false)}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <p id={`${id}-title`} className="pr-6 text-base text-ink">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <button ref={cancelRef} type="button" className={btnSecondary} onClick={() => onClose(false)}>
          {t("ui.dialog.cancel")}
        </button>
        <button
          type="button"
          className={`${btn} bg-danger text-white hover:bg-danger/90`}
          onClick={() => onClose(true)}
        >
          {confirmLabel ?? t("ui.dialog.delete")}
        </button>
      </div>
    </Dialog>
  );
}
