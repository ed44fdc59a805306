import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { onItsOwnTurn, pacer, sortPaced } from "./pace.js";

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

describe("one query a turn (ADR 1505)", () => {
  const busy = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      // holds the loop, as a cold query does
    }
  };

  it("gives back every value and error, in the order the work was queued", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.integer(), fc.constant("fail")), { maxLength: 40 }), async (jobs) => {
        const order: number[] = [];
        const results = await Promise.allSettled(
          jobs.map((job, k) =>
            onItsOwnTurn(() => {
              order.push(k);
              if (job === "fail") throw new Error(`job ${k}`);
              return job;
            }),
          ),
        );
        expect(order).toEqual(jobs.map((_, k) => k));
        results.forEach((r, k) => {
          const job = jobs[k];
          if (job === "fail") expect(r).toEqual({ status: "rejected", reason: new Error(`job ${k}`) });
          else expect(r).toEqual({ status: "fulfilled", value: job });
        });
      }),
      { numRuns: 50, seed: 15_051 },
    );
  });

  it("lets a timer run between two pieces of a burst instead of after the whole burst", async () => {
    const seen: string[] = [];
    setTimeout(() => seen.push("timer"), 1);
    await Promise.all(
      Array.from({ length: 5 }, (_, k) =>
        onItsOwnTurn(() => {
          busy(4);
          seen.push(`query ${k}`);
        }),
      ),
    );
    const timer = seen.indexOf("timer");
    expect(timer).toBeGreaterThanOrEqual(0);
    expect(timer).toBeLessThan(3); // after at most two queries (a timer of 1 ms may miss the first turn), not after all five
  });
});
