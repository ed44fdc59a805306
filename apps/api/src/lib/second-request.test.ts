import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SecondRequest } from "./second-request.js";

describe("SecondRequest (cache admission, ADR 1508)", () => {
  it("answers false the first time an address is asked and true while it is within the window", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.webPath(), { minLength: 1, maxLength: 200 }), (addresses) => {
        const admission = new SecondRequest(1_000);
        for (const a of addresses) expect(admission.seenBefore(a), a).toBe(false);
        for (const a of addresses) expect(admission.seenBefore(a), a).toBe(true);
      }),
      { numRuns: 50, seed: 1508 },
    );
  });

  it("forgets an address once two windows of other addresses have passed, and remembers it for at least one", () => {
    const admission = new SecondRequest(100);
    admission.seenBefore("/api/products/filter?color=red");
    for (let k = 0; k < 99; k++) admission.seenBefore(`/one-off/${k}`);
    expect(admission.seenBefore("/api/products/filter?color=red")).toBe(true);
    for (let k = 0; k < 250; k++) admission.seenBefore(`/other/${k}`);
    expect(admission.seenBefore("/api/products/filter?color=red")).toBe(false);
  });
});
