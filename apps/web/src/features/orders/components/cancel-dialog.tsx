import { Dialog } from "../../../components/ui/dialog";
import { useT } from "../../../i18n/use-t";

/**
 * "Cancel this order?" as a modal dialog (focus kept inside, Escape closes). The shop only
 * cancels orders it has not shipped; the items go back on sale.
 */
export function CancelDialog({
  open,
  reference,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  reference: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="cancel-title"
      aria-describedby="cancel-text"
      className="m-auto w-[min(92vw,440px)] rounded-sm bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/45"
    >
      <div className="p-8">
        <h2 id="cancel-title" className="text-3xl">
          {t("orders.cancel.title")}
        </h2>
        <p id="cancel-text" className="mt-3 text-sm leading-relaxed text-muted">
          {t("orders.cancel.text", { reference })}
        </p>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className="inline-flex h-11 items-center justify-center rounded-full border border-ink/20 px-6 text-xs font-medium tracking-[0.2em] uppercase hover:border-ink"
          >
            {t("orders.cancel.keep")}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className="inline-flex h-11 items-center justify-center rounded-full bg-terracotta px-6 text-xs font-medium tracking-[0.2em] text-paper uppercase hover:bg-danger disabled:opacity-60"
          >
            {busy ? t("orders.cancel.busy") : t("orders.cancel.action")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
