import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pacer, sortPaced } from "./pace.js";

describe("work in slices (ADR 1504)", () => {
  it("sortPaced sorts as Array.prototype.sort does, stably", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 3_000 }), async (keys) => {
        const slots = Int32Array.from(keys.keys());
        const cmp = (a: number, b: number) => (keys[a] as number) - (keys[b] as number);
        const want = [...slots].sort(cmp);
        expect([...(await sortPaced(slots, cmp))]).toEqual(want);
      }),
      { numRuns: 60, seed: 15_050 },
    );
  });

  it("a pacer lets other work run between slices", async () => {
    const tick = pacer(0);
    let ran = false;
    setImmediate(() => {
      ran = true;
    });
    expect(tick(1)).toBeUndefined(); // checks the clock only every 256 steps
    const wait = tick(256);
    expect(wait).toBeInstanceOf(Promise);
    await wait;
    expect(ran).toBe(true);
  });
});
