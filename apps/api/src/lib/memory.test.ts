import v8 from "node:v8";
import { describe, expect, it } from "vitest";
import { releaseMemory } from "./memory.js";

const oldSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "old_space") as v8.HeapSpaceInfo;

describe("releaseMemory (ADR 1503, 1507)", () => {
  it("after a burst, gives back the pages its survivors were spread over", () => {
    releaseMemory();
    const before = oldSpace().space_size;
    // A burst like the index's full read: many objects that live long enough to reach the old
    // space, of which one in twenty survives, spread over every page the burst filled.
    let burst: Array<{ name: string; n: number } | undefined> = [];
    for (let k = 0; k < 1_500_000; k++) burst.push({ name: `product ${k}`, n: k });
    for (let k = 0; k < 10; k++) {
      const scratch = new Array(100_000).fill(0).map((_, i) => ({ i })); // scavenges move the burst up
      scratch.length = 0;
    }
    const kept = burst.filter((_, k) => k % 20 === 0);
    burst = [];
    const grown = oldSpace().space_size;
    releaseMemory();
    const after = oldSpace();
    expect(kept).toHaveLength(75_000);
    expect(grown - before).toBeGreaterThan(50 * 1024 * 1024);
    // Compacted: the survivors (a few MB) fill what is left; most of the burst's pages are gone.
    expect(after.space_size - before).toBeLessThan((grown - before) / 4);
    expect(after.space_used_size / after.space_size).toBeGreaterThan(0.6);
  });
});
