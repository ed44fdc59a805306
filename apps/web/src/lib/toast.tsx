import { type ComponentProps, lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast, Toaster } from "sonner";

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
