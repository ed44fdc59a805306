import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * SPEC §2: the flag is set when the vertical scroll grows and cleared when it shrinks (and it is
 * never set at the very top of the page). An unchanged position keeps the flag as it was.
 */
export function nextShrunk(previousY: number, y: number, shrunk: boolean): boolean {
  if (y <= 0) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return shrunk;
}

/** True while the header is shrunk; follows window scroll, at most once per frame. */
export function useHeaderShrink(): boolean {
  const [shrunk, setShrunk] = useState(false);
  const last = useRef({ y: 0, shrunk: false });

  useEffect(() => {
    let frame = 0;
    // A page the shopper scrolled before its code ran (a server-rendered page) starts shrunk.
    const y = window.scrollY;
    last.current = { y, shrunk: y > 0 };
    if (y > 0) setShrunk(true);
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const next = nextShrunk(last.current.y, y, last.current.shrunk);
      last.current = { y, shrunk: next };
      setShrunk(next);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return shrunk;
}

/**
 * Keeps `--header-height` on the document at the fixed header's current height, so what sticks
 * below it (the listing's filter column, scroll targets) is never covered as it grows and shrinks.
 */
export function useHeaderHeightVariable(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = header.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const update = () => root.style.setProperty("--header-height", `${Math.ceil(el.getBoundingClientRect().height)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--header-height");
    };
  }, [header]);
}
