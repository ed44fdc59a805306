import { X } from "lucide-react";
import { useRef } from "react";
import { ProductImage } from "../../../components/ui/product-image";
import { useT } from "../../../i18n/use-t";
import { useDialog } from "../../../lib/use-dialog";

/** Full-screen view of one picture; a click anywhere, the close button or Escape closes it. */
export function ImageViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDialog(true, onClose, dialogRef, closeRef);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the close button cover keyboards
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={t("catalog.viewer.label", { alt })}
      className="fixed inset-0 z-[70] flex cursor-zoom-out items-center justify-center bg-ink/95 p-4"
      onClick={onClose}
    >
      <ProductImage
        src={src}
        alt={alt}
        width={1600}
        height={1600}
        loading="eager"
        className="max-h-[92vh] max-w-[94vw] object-contain"
        style={{ width: "auto", height: "auto" }}
      />
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        aria-label={t("catalog.viewer.close")}
        className="absolute top-4 right-4 flex h-11 w-11 items-center justify-center rounded-full bg-paper/10 text-paper transition hover:bg-paper/20"
      >
        <X aria-hidden="true" className="h-6 w-6" />
      </button>
    </div>
  );
}
