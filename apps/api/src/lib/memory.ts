import v8 from "node:v8";
import vm from "node:vm";

type Gc = () => void;
let gc: Gc | undefined;

/**
 * A full, memory-reducing garbage collection now (ADR 1503). Building the catalogue index at
 * start-up reads every product once: hundreds of megabytes of rows and strings that are garbage a
 * moment later, but V8 keeps the heap it grew for them (and RSS with it) until memory gets tight.
 * After such a one-off burst this gives the pages back. Node offers no API for it; the `gc`
 * function is made available the documented way (the `--expose-gc` flag, set at run time).
 */
export function releaseMemory(): void {
  if (!gc) {
    v8.setFlagsFromString("--expose-gc");
    gc = vm.runInNewContext("gc") as Gc | undefined;
  }
  // A plain full collection frees the burst's garbage but leaves what survives spread over the pages
  // the burst grew: after the 100,000-product read, 105 MB of old space held 39 MB. Compacting moves
  // the survivors together and the emptied pages go back to the system (RSS 400 → 238 MB, ADR 1507).
  // V8 compacts on every full collection only while this flag is set, so it is set for this one.
  // (With options, { flavor: "last-resort" }, Node 20 collected no more than the plain call.)
  v8.setFlagsFromString("--compact-on-every-full-gc");
  try {
    gc?.();
  } finally {
    v8.setFlagsFromString("--no-compact-on-every-full-gc");
  }
}

/**
 * How far V8 lets the old space grow past what its last full collection kept, in per cent (ADR
 * 1516). By default V8 picks a factor of up to 4 when collections look cheap: after a first start
 * at 100,000 products (91 MB kept) the old space then filled with the short-lived objects of
 * requests in flight, promoted by scavenges, to 258 MB before the next full collection, and RSS
 * reached 432–455 MB under cold queries. At 50 % a full collection comes at about 1.5 times what
 * the last one kept.
 */
export const HEAP_GROWING_PERCENT = 50;

/** Bounds the old space's growth between full collections (V8's `--heap-growing-percent`, read at every collection). */
export function boundHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
