import { useCallback, useEffect, useRef, useState } from "react";

/** SPEC §4/§9: the hotspot card hides 150 ms after the pointer leaves. */
export const HOTSPOT_HIDE_DELAY_MS = 150;

/** Which card is shown; hiding waits a moment so the pointer can travel from marker to card. */
export function useHoverCard(delay: number = HOTSPOT_HIDE_DELAY_MS) {
  const [active, setActive] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const cancelHide = useCallback(() => window.clearTimeout(timer.current), []);
  const show = useCallback(
    (id: string) => {
      cancelHide();
      setActive(id);
    },
    [cancelHide],
  );
  const scheduleHide = useCallback(() => {
    cancelHide();
    timer.current = window.setTimeout(() => setActive(null), delay);
  }, [cancelHide, delay]);
  const hide = useCallback(() => {
    cancelHide();
    setActive(null);
  }, [cancelHide]);

  useEffect(() => cancelHide, [cancelHide]);
  return { active, show, scheduleHide, cancelHide, hide };
}
