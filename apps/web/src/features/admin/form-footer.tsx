import type { ReactNode } from "react";

/**
 * The bar at the foot of a long admin form (product, shop settings, search words): it stays in view
 * while the form scrolls, so the save button is always in reach. `className` lays out what it holds.
 */
export function FormFooter({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div
      className={`sticky bottom-0 z-10 -mx-4 flex border-t border-stone/60 bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border ${className}`}
    >
      {children}
    </div>
  );
}
