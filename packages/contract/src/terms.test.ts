import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORIES, COLOR_PALETTE, DOORS, SIZES, SORTS } from "./catalog-constants.js";
import { compareNames, sortOptions, type TermKind, term, termPairs } from "./terms.js";

describe("catalogue words in Turkish (issue 20)", () => {
  it("every category, door, size, palette colour and sort order has a Turkish name of its own", () => {
    const lists: Array<[TermKind, readonly string[]]> = [
      ["category", CATEGORIES],
      ["door", DOORS],
      ["size", SIZES],
      ["color", Object.keys(COLOR_PALETTE)],
      ["sort", SORTS],
    ];
    for (const [kind, values] of lists) {
      for (const value of values) {
        const tr = term(kind, value, "tr");
        expect(tr, `${kind} ${value}`).toBeTruthy();
        if (!["Marshmallow", "Pesto", "Tonka"].includes(value)) expect(tr, `${kind} ${value}`).not.toBe(value);
      }
      expect(termPairs(kind).length).toBe(values.length);
    }
    expect(term("category", "Living Room", "tr")).toBe("Oturma Odası");
    expect(term("door", "outdoor", "tr")).toBe("Dış Mekân");
    expect(term("door", "outdoor", "en")).toBe("Outdoor");
    expect(term("color", "cotton WHITE", "tr")).toBe("Pamuk Beyazı");
  });

  it("English keeps SPEC's words; an unknown value is shown as it is, never empty (property)", () => {
    expect(term("category", "Living Room", "en")).toBe("Living Room");
    expect(term("color", "Cactus", "en")).toBe("Cactus");
    expect(sortOptions("en").map((o) => o.label)).toEqual([
      "Newest",
      "Most popular",
      "Price: low to high",
      "Price: high to low",
      "Name: A to Z",
    ]);
    fc.assert(
      fc.property(
        fc.constantFrom<TermKind>("category", "door", "size", "color", "sort"),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== "" && !(s in COLOR_PALETTE)),
        fc.constantFrom("en" as const, "tr" as const),
        (kind, value, lang) => {
          const shown = term(kind, value, lang);
          expect(shown.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("sorts names in the Turkish alphabet for Turkish readers", () => {
    const names = ["Şezlong", "Sandalye", "Çay masası", "Cam sehpa", "İskemle", "Ilık", "Zigon", "Öykü", "Orta"];
    expect([...names].sort((a, b) => compareNames(a, b, "tr"))).toEqual([
      "Cam sehpa",
      "Çay masası",
      "Ilık",
      "İskemle",
      "Orta",
      "Öykü",
      "Sandalye",
      "Şezlong",
      "Zigon",
    ]);
  });
});
