import { type ComponentProps, lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast, Toaster } from "sonner";

/**
 * SPEC §9 toast defaults. They are sonner's own (4000 ms, 3 visible, 14 px gap, 356 px wide,
 * 45 px swipe to dismiss); the first three are stated here so a sonner upgrade cannot move them.
 */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;
export const TOAST_GAP_PX = 14;

/**
 * Toasts (SPEC §9, sonner). sonner's code loads with the first toast instead of with every page:
 * `toast` asks for it, and <Toasts /> then mounts sonner's Toaster, which shows every toast
 * raised before it was there.
 */
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
const requested = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const notify of requested) notify();
  }
  return sonner;
}

function show(kind: "success" | "error" | "info", message: string, data?: ExternalToast): void {
  void loadSonner().then((m) => m.toast[kind](message, data));
}

export const toast = {
  success: (message: string, data?: ExternalToast) => show("success", message, data),
  error: (message: string, data?: ExternalToast) => show("error", message, data),
  info: (message: string, data?: ExternalToast) => show("info", message, data),
};

const LazyToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

function onRequested(notify: () => void): () => void {
  requested.add(notify);
  return () => requested.delete(notify);
}

/** Where toasts appear (sonner's Toaster and its props), mounted once the first toast is raised. */
export function Toasts(props: ComponentProps<typeof Toaster>) {
  const needed = useSyncExternalStore(
    onRequested,
    () => sonner !== undefined,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}
