import { type ComponentType, useEffect, useState } from "react";

/**
 * Parts of the frame that are closed on every first view (the cart drawer, the mobile menu) load
 * their code on first use instead of with every page (ADR 1640): `preload` starts the download
 * when the shopper points at or focuses the control that opens them, `useOnDemand` mounts them.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((c) => {
      loaded = c;
      return c;
    });
    return loading;
  };
  /**
   * The component once `wanted` has been true (null before), and whether it has been on screen
   * closed for a frame: a part opened before its code arrived is shown closed first, so that it
   * slides in as it does every other time.
   */
  function useOnDemand(wanted: boolean): { Component: ComponentType<P> | null; settled: boolean } {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded ?? null);
    const [settled, setSettled] = useState(Component !== null);
    // Once asked for, the part keeps loading even if it is closed again meanwhile.
    const [asked, setAsked] = useState(false);
    if (wanted && !asked) setAsked(true);
    useEffect(() => {
      if (!asked || Component) return;
      let live = true;
      preload().then(
        (c) => live && setComponent(() => c),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [asked, Component]);
    useEffect(() => {
      if (!Component || settled) return;
      // Two frames: the closed part is styled once before it opens, so its transition runs.
      let frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setSettled(true));
      });
      return () => cancelAnimationFrame(frame);
    }, [Component, settled]);
    return { Component, settled };
  }
  return { preload, useOnDemand };
}
