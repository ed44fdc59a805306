import { type RefObject, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "./use-slide-timer";

/** SPEC §9: the reveal starts when the block reaches 80 % of the viewport height. */
export const REVEAL_ROOT_MARGIN = "0px 0px -20% 0px";
export const REVEAL_DURATION_MS = 1000;
/** SPEC §9: the mouse parallax runs above 768 px wide. */
export const PARALLAX_MIN_WIDTH = 768;
const PARALLAX_MAX_SHIFT_PX = 14;

/** True once the element has scrolled into the lower fifth of the viewport (at once without observer or motion). */
export function useReveal<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: REVEAL_ROOT_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, shown];
}

/**
 * Moves the element slightly against the pointer while it is over `area` (wider than 768 px,
 * and never for visitors who prefer reduced motion). Writes a transform, so nothing reflows.
 */
export function useParallax(area: RefObject<HTMLElement | null>, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = area.current;
    const el = target.current;
    if (!box || !el || prefersReducedMotion() || typeof window.matchMedia !== "function") return;
    const wide = window.matchMedia(`(min-width: ${PARALLAX_MIN_WIDTH + 1}px)`);
    let frame = 0;
    const onMove = (e: PointerEvent) => {
      if (!wide.matches || e.pointerType !== "mouse") return;
      const r = box.getBoundingClientRect();
      const dx = ((e.clientX - r.left) / r.width - 0.5) * -2 * PARALLAX_MAX_SHIFT_PX;
      const dy = ((e.clientY - r.top) / r.height - 0.5) * -2 * PARALLAX_MAX_SHIFT_PX;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        el.style.transform = `translate3d(${dx.toFixed(1)}px, ${dy.toFixed(1)}px, 0) scale(1.06)`;
      });
    };
    const reset = () => {
      cancelAnimationFrame(frame);
      el.style.transform = "";
    };
    box.addEventListener("pointermove", onMove);
    box.addEventListener("pointerleave", reset);
    return () => {
      box.removeEventListener("pointermove", onMove);
      box.removeEventListener("pointerleave", reset);
      cancelAnimationFrame(frame);
    };
  }, [area, target]);
}
