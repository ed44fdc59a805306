import { useEffect } from "react";

/** The shop's usual policy (the server's Referrer-Policy header on every other page). */
const USUAL_POLICY = "strict-origin-when-cross-origin";

/**
 * While a page whose address holds a secret is shown (a guest order's private link), the browser
 * sends no Referer at all, not even to this shop: a page reached by a link inside the app gets no
 * Referrer-Policy header of its own, so a `<meta name="referrer">` does it (ADR 1908). On leaving,
 * the usual policy is written back (changing the tag's content is what browsers listen to).
 */
export function useNoReferrer(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const meta = document.createElement("meta");
    meta.name = "referrer";
    meta.content = "no-referrer";
    document.head.appendChild(meta);
    return () => {
      meta.content = USUAL_POLICY;
      meta.remove();
    };
  }, [active]);
}
