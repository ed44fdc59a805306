import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GATHER_MAX_KEYS, gathered } from "./gather.js";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A read that answers each key with "value of <key>" after `ms()` ms, recording what it was asked and how many reads were out at once. */
function recordingRead(ms: () => number) {
  const reads: string[][] = [];
  let out = 0;
  let mostOut = 0;
  const read = async (keys: readonly string[]) => {
    reads.push([...keys]);
    out++;
    mostOut = Math.max(mostOut, out);
    await new Promise((resolve) => setTimeout(resolve, ms()));
    out--;
    return keys.map((k) => (k.startsWith("missing") ? undefined : `value of ${k}`));
  };
  return { read, reads, mostOut: () => mostOut };
}

describe("gathered reads (ADR 1513)", () => {
  it("answers every load with its own key's value, one read out at a time, every key read once per load", async () => {
    await fc.assert(
      fc.asyncProperty(
        // Waves of loads: the keys asked for on one turn, then how many turns pass before the next wave.
        fc.array(
          fc.record({
            keys: fc.array(fc.constantFrom("a", "b", "c", "missing-1", "d", "e"), { maxLength: 30 }),
            turns: fc.integer({ min: 0, max: 3 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 10 }),
        async (waves, delays) => {
          let d = 0;
          const { read, reads, mostOut } = recordingRead(() => delays[d++ % delays.length] as number);
          const loader = gathered(read);
          const asked: Array<[string, Promise<string | undefined>]> = [];
          for (const wave of waves) {
            for (const key of wave.keys) asked.push([key, loader.load(key)]);
            for (let t = 0; t < wave.turns; t++) await turn();
          }
          const answers = await Promise.all(asked.map(([, p]) => p));
          asked.forEach(([key], i) => {
            expect(answers[i]).toBe(key.startsWith("missing") ? undefined : `value of ${key}`);
          });
          expect(mostOut()).toBeLessThanOrEqual(1);
          expect(reads.flat().sort()).toEqual(asked.map(([key]) => key).sort());
          for (const keys of reads) expect(keys.length).toBeLessThanOrEqual(GATHER_MAX_KEYS);
        },
      ),
      { numRuns: 60, seed: 1513 },
    );
  });

  it("reads what one turn asked for in one read, and what was asked while it was out in the next", async () => {
    let release: () => void = () => undefined;
    const reads: string[][] = [];
    const loader = gathered(async (keys) => {
      reads.push([...keys]);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return keys.map((k) => k.toUpperCase());
    });
    const first = [loader.load("a"), loader.load("b")];
    await turn();
    expect(reads).toEqual([["a", "b"]]);
    const second = [loader.load("c"), loader.load("a")];
    await turn();
    await turn();
    expect(reads).toHaveLength(1); // the first read is still out
    release();
    expect(await Promise.all(first)).toEqual(["A", "B"]);
    await turn();
    expect(reads).toEqual([
      ["a", "b"],
      ["c", "a"],
    ]);
    release();
    expect(await Promise.all(second)).toEqual(["C", "A"]);
  });

  it("keeps nothing: a key asked for again is read again, and sees what changed meanwhile", async () => {
    let stock = 3;
    const loader = gathered(async (keys) => keys.map(() => stock));
    expect(await loader.load("p")).toBe(3);
    stock = 2;
    expect(await loader.load("p")).toBe(2);
  });

  it("fails every load of a read that fails, and the next read goes ahead", async () => {
    let fail = true;
    const loader = gathered(async (keys) => {
      if (fail) throw new Error("database unavailable");
      return keys.map((k) => k);
    });
    const results = await Promise.allSettled([loader.load("a"), loader.load("b")]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await loader.load("c")).toBe("c");
  });
});
