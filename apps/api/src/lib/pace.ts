import { setImmediate as yieldToEventLoop } from "node:timers/promises";

/** Longest stretch of work between two yields to the event loop (issue 15: no block above ~20 ms). */
const SLICE_MS = 8;

/**
 * Long work on the event loop, in slices: call `tick(k)` in the loop; every `every` steps (a power of
 * two; fewer for heavier steps) it checks the clock and, once SLICE_MS have passed, lets every
 * waiting request and timer run before going on. `tick` returns undefined when there is no need to
 * wait (no promise per step).
 */
export function pacer(sliceMs = SLICE_MS, every = 256): (k: number) => Promise<void> | undefined {
  let since = performance.now();
  const mask = every - 1;
  return (k) => {
    if ((k & mask) !== 0 || performance.now() - since < sliceMs) return undefined;
    return yieldToEventLoop().then(() => {
      since = performance.now();
    });
  };
}

const turnQueue: Array<() => void> = [];
let turnScheduled = false;

function runOneTurn(): void {
  turnQueue.shift()?.();
  // Queued from inside the check phase, the next immediate waits for the next turn of the loop:
  // its timers and its waiting sockets (health checks, cached pages, checkouts) come first.
  if (turnQueue.length > 0) setImmediate(runOneTurn);
  else turnScheduled = false;
}

/**
 * Runs short CPU-bound work (one cold catalogue query: ~0.1–1 ms at 100,000 products) on a turn of
 * the event loop of its own, in arrival order (ADR 1505). A burst of fifty such queries then holds
 * the loop for one query at a time instead of all fifty in a row, so timers and other requests
 * are never kept waiting behind the burst. The work's value or error comes back in the promise.
 */
export function onItsOwnTurn<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    turnQueue.push(() => {
      try {
        resolve(work());
      } catch (err) {
        reject(err);
      }
    });
    if (!turnScheduled) {
      turnScheduled = true;
      setImmediate(runOneTurn);
    }
  });
}

/** Sorts `a` (a stable bottom-up merge sort) in slices of work, yielding between them. Returns the sorted array. */
export async function sortPaced(a: Int32Array, cmp: (x: number, y: number) => number): Promise<Int32Array> {
  const n = a.length;
  let src: Int32Array = a;
  let dst: Int32Array = new Int32Array(n);
  const tick = pacer();
  let steps = 0;
  // Runs of 16 by insertion sort first.
  for (let lo = 0; lo < n; lo += 16) {
    const hi = Math.min(lo + 16, n);
    for (let i = lo + 1; i < hi; i++) {
      const v = src[i] as number;
      let j = i - 1;
      while (j >= lo && cmp(src[j] as number, v) > 0) {
        src[j + 1] = src[j] as number;
        j--;
      }
      src[j + 1] = v;
    }
    const wait = tick(++steps);
    if (wait) await wait;
  }
  for (let width = 16; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let o = lo;
      while (i < mid && j < hi) {
        dst[o++] = cmp(src[j] as number, src[i] as number) < 0 ? (src[j++] as number) : (src[i++] as number);
        if ((o & 4095) === 0) {
          const wait = tick(++steps * 256);
          if (wait) await wait;
        }
      }
      while (i < mid) dst[o++] = src[i++] as number;
      while (j < hi) dst[o++] = src[j++] as number;
    }
    [src, dst] = [dst, src];
  }
  return src;
}
