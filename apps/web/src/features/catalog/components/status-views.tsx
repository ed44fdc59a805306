import type { ReactNode } from "react";
import { useT } from "../../../i18n/use-t";

/** A calm, centred status line for loading, empty and error states. */
export function StatusMessage({
  children,
  tone = "muted",
  action,
}: {
  children: ReactNode;
  tone?: "muted" | "danger";
  action?: ReactNode;
}) {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 px-6 text-center" role="status">
      <p className={tone === "danger" ? "text-danger" : "text-muted"}>{children}</p>
      {action}
    </div>
  );
}

/** Placeholder tiles while a grid loads (no layout jump when the pictures arrive). */
export function TileSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <div className="aspect-square animate-pulse bg-sand" />
          <div className="mx-auto mt-3 h-3 w-2/3 animate-pulse bg-sand" />
        </div>
      ))}
    </div>
  );
}

export function RetryButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-full border border-ink px-5 py-2 text-sm transition hover:bg-ink hover:text-paper"
    >
      {t("catalog.tryAgain")}
    </button>
  );
}
