import type { ReactNode } from "react";

/** The home's section title: a small spaced eyebrow over a display heading. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "left",
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "left" | "center";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-3 font-display text-4xl leading-tight text-ink md:text-5xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-base leading-relaxed text-muted">{children}</p>}
    </div>
  );
}

/** A quiet loading indicator with an accessible label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center py-16">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-2 border-stone border-t-forest motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export const textLink =
  "inline-flex items-center gap-2 border-b border-current pb-1 text-[12px] font-medium tracking-[0.2em] uppercase transition-colors hover:text-brass";
