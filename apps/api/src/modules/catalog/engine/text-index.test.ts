import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeGaps, encodeGaps } from "./text-index.js";

/*
 * A slot's words are kept as gaps between sorted word ids, one 16-bit unit for a gap below 2^15 and
 * two past it: the round trip on random id sets (crowded, spread over the whole range, gaps right
 * at the one-unit bound), the unit count, and the bound on ids.
 */

const sortedDistinct = (ids: number[]) => Uint32Array.from(new Set(ids)).sort();
const encode = (ids: Uint32Array) => {
  const out = new Uint16Array(ids.length * 2);
  return out.subarray(0, encodeGaps(ids, out));
};

const id = fc.oneof(
  fc.integer({ min: 0, max: 2 ** 30 - 1 }),
  fc.integer({ min: 0, max: 3000 }),
  fc.constantFrom(0, 1, 0x7fff, 0x8000, 0x8001, 0xffff, 0x10000, 2 ** 30 - 1),
);

describe("word ids as gaps (TextIndex's store)", () => {
  it("decode(encode(ids)) is ids, in one unit per gap below 2^15 and two past it", () => {
    fc.assert(
      fc.property(fc.array(id, { maxLength: 300 }), (raw) => {
        const ids = sortedDistinct(raw);
        const units = encode(ids);
        expect([...decodeGaps(units)]).toEqual([...ids]);
        let expected = 0;
        ids.forEach((v, k) => {
          expected += v - (k === 0 ? 0 : (ids[k - 1] as number)) < 0x8000 ? 1 : 2;
        });
        expect(units.length).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("different id sets never encode alike (the store compares units to tell whether a product's words changed)", () => {
    fc.assert(
      fc.property(fc.array(id, { maxLength: 40 }), fc.array(id, { maxLength: 40 }), (a, b) => {
        const x = sortedDistinct(a);
        const y = sortedDistinct(b);
        fc.pre(x.join() !== y.join());
        expect(encode(x).join()).not.toBe(encode(y).join());
      }),
    );
  });

  it("the gaps at the one-unit bound", () => {
    expect([...encode(Uint32Array.of(0x7fff))]).toEqual([0x7fff]);
    expect([...encode(Uint32Array.of(0x8000))]).toEqual([0x8001, 0]);
    expect([...encode(Uint32Array.of(5, 5 + 0x8000 + 3))]).toEqual([5, 0x8001, 3]);
    expect([...encode(Uint32Array.of(2 ** 30 - 1))]).toEqual([0xffff, 0x7fff]);
    expect([...decodeGaps(new Uint16Array(0))]).toEqual([]);
  });

  it("refuses an id past 2^30 - 1 rather than storing a wrong one", () => {
    expect(() => encode(Uint32Array.of(2 ** 30))).toThrow(RangeError);
  });
});
