// mulberry32: a small seeded pseudo-random generator, so that what a script draws is the same on
// every run (the benchmark's cold queries, the home page's pictures). The demo catalogue has its own
// copy in apps/api/src/db/seed/catalogue-data.ts.

/** A generator of numbers in [0, 1), the same sequence for the same seed. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
