import type { ReactNode } from "react";

/**
 * A section named by its own large heading (`aria-labelledby`): the foot of the product page
 * (`text-3xl`), About's values and brands, Careers' teams (`text-4xl`).
 */
export function HeadedSection({
  id,
  title,
  className,
  headingClassName = "text-4xl",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
