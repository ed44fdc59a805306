import type { ReactNode } from "react";

/** The admin's page frame: a page header, cards and notices. */

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

/** An error shown inside a card, above its list. */
export function CardAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="p-5 pb-0">
      <AlertBanner>{message}</AlertBanner>
    </div>
  );
}
