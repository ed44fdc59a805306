import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

/** SPEC §9: the hero changes slide every 5000 ms. */
export const HERO_INTERVAL_MS = 5000;

export interface SlideTimer {
  index: number;
  /** Changes on every advance or jump: restart anything timed to the slide (the progress ring). */
  cycle: number;
  /** Jumps to a slide and restarts the timer (SPEC §4). */
  goTo(index: number): void;
}

/** Alternates between `count` slides every `interval` ms unless paused. */
export function useSlideTimer(count: number, interval: number = HERO_INTERVAL_MS, paused = false): SlideTimer {
  const [state, setState] = useState({ index: 0, cycle: 0 });

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => {
      setState((s) => ({ index: (s.index + 1) % count, cycle: s.cycle + 1 }));
    }, interval);
    return () => window.clearTimeout(timer);
    // state.cycle: every advance or jump schedules a fresh full interval.
  }, [state.cycle, paused, count, interval]);

  const goTo = useCallback(
    (index: number) => setState((s) => ({ index: ((index % count) + count) % count, cycle: s.cycle + 1 })),
    [count],
  );
  return { index: state.index, cycle: state.cycle, goTo };
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(REDUCED_MOTION).matches
    : false;
}

function onMotionPreferenceChange(listener: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener?.("change", listener);
  return () => query.removeEventListener?.("change", listener);
}

/**
 * The visitor's motion preference, followed live. False while a server-rendered page hydrates
 * (the server cannot know it), then the browser's answer.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(onMotionPreferenceChange, prefersReducedMotion, () => false);
}
