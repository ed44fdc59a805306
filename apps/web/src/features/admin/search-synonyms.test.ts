import { describe, expect, it } from "vitest";
import { GROUP_TOO_SMALL, groupTerms, rowsToGroups } from "./search-synonyms";

describe("search words editor", () => {
  it("splits a line on commas, trimming and closing up spaces", () => {
    expect(groupTerms(" şezlong,  sun   lounger ,, lounger ")).toEqual(["şezlong", "sun lounger", "lounger"]);
    expect(groupTerms(" , ")).toEqual([]);
  });

  it("drops blank lines, refuses a line of one term, and remembers which line became which group", () => {
    const rows = [
      { key: 4, text: "table, masa" },
      { key: 7, text: "  " },
      { key: 9, text: "lamba" },
      { key: 12, text: "sofa, kanepe" },
    ];
    const { groups, sent, errors } = rowsToGroups(rows);
    expect(groups).toEqual([["table", "masa"], ["lamba"], ["sofa", "kanepe"]]);
    expect(sent).toEqual([4, 9, 12]);
    expect([...errors]).toEqual([[9, GROUP_TOO_SMALL]]);
  });
});
