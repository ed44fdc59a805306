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
  // A plain full collection: with options ({ flavor: "last-resort" }) Node 20 collected nothing here.
  gc?.();
}
