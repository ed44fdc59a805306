import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadTimeRulesInputSchema } from "./checkout.js";
import {
  combineLeadTimes,
  DEFAULT_LEAD_TIMES,
  formatLeadTime,
  type LeadTime,
  type LeadTimeRules,
  leadTimeFor,
  lineLeadTime,
} from "./lead-time.js";
import { basketLeadTimes } from "./order-charges.js";

const rules: LeadTimeRules = {
  default: DEFAULT_LEAD_TIMES.default,
  brands: [
    {
      brand: "FERMOB",
      inStock: { min: 3, max: 7, unit: "business-days" },
      onOrder: { min: 4, max: 6, unit: "weeks" },
    },
    {
      brand: "SIFAS",
      inStock: { min: 2, max: 5, unit: "business-days" },
      onOrder: { min: 8, max: 10, unit: "weeks" },
    },
  ],
};

describe("lead times", () => {
  it("takes the brand's own pair (any case), else the shop's default, and a variant's own window first", () => {
    expect(leadTimeFor(rules, "fermob", "on-order")).toEqual({ min: 4, max: 6, unit: "weeks" });
    expect(leadTimeFor(rules, "OLTA", "in-stock")).toEqual({ min: 2, max: 5, unit: "business-days" });
    expect(leadTimeFor(rules, "FERMOB", "in-stock", { inStock: { min: 1, max: 2, unit: "business-days" } })).toEqual({
      min: 1,
      max: 2,
      unit: "business-days",
    });
    expect(leadTimeFor(rules, "FERMOB", "on-order", { inStock: { min: 1, max: 2, unit: "business-days" } })).toEqual({
      min: 4,
      max: 6,
      unit: "weeks",
    });
  });

  it("writes windows as people read them, in English and Turkish", () => {
    expect(formatLeadTime({ min: 2, max: 5, unit: "business-days" })).toBe("2–5 business days");
    expect(formatLeadTime({ min: 2, max: 5, unit: "business-days" }, "tr")).toBe("2–5 iş günü");
    expect(formatLeadTime({ min: 4, max: 6, unit: "weeks" })).toBe("4–6 weeks");
    expect(formatLeadTime({ min: 4, max: 6, unit: "weeks" }, "tr")).toBe("4–6 hafta");
    expect(formatLeadTime({ min: 1, max: 1, unit: "weeks" })).toBe("1 week");
    expect(formatLeadTime({ min: 3, max: 3, unit: "business-days" })).toBe("3 business days");
  });

  it("combines the pieces of one delivery: the slowest start and the slowest end", () => {
    const businessDays = (min: number, max: number): LeadTime => ({ min, max, unit: "business-days" });
    const weeks = (min: number, max: number): LeadTime => ({ min, max, unit: "weeks" });
    const cases: Array<[pieces: LeadTime[], combined: LeadTime]> = [
      [[businessDays(2, 5), businessDays(3, 7)], businessDays(3, 7)],
      [[weeks(4, 6), weeks(8, 10)], weeks(8, 10)],
      [[businessDays(3, 7), weeks(1, 2)], weeks(1, 2)],
      [[businessDays(3, 12), weeks(1, 2)], businessDays(5, 12)],
    ];
    for (const [pieces, combined] of cases) expect(combineLeadTimes(pieces)).toEqual(combined);
    expect(combineLeadTimes([])).toBeNull();
  });

  it("a combined window is never shorter than any of its pieces", () => {
    const window = fc
      .record({ a: fc.integer({ min: 0, max: 30 }), b: fc.integer({ min: 1, max: 30 }), weeks: fc.boolean() })
      .map(
        ({ a, b, weeks }): LeadTime => ({
          min: Math.min(a, b),
          max: Math.max(a, b),
          unit: weeks ? "weeks" : "business-days",
        }),
      );
    const days = (w: LeadTime, n: number) => (w.unit === "weeks" ? n * 5 : n);
    fc.assert(
      fc.property(fc.array(window, { minLength: 1, maxLength: 10 }), (windows) => {
        const c = combineLeadTimes(windows) as LeadTime;
        for (const w of windows) {
          expect(days(c, c.min)).toBeGreaterThanOrEqual(days(w, w.min));
          expect(days(c, c.max)).toBeGreaterThanOrEqual(days(w, w.max));
        }
        expect(days(c, c.max)).toBe(Math.max(...windows.map((w) => days(w, w.max))));
      }),
    );
  });

  it("the owner's input: brands from the shop's list, once each, windows that make sense", () => {
    const pair = { inStock: { min: 2, max: 5, unit: "business-days" }, onOrder: { min: 4, max: 6, unit: "weeks" } };
    const parsed = leadTimeRulesInputSchema.parse({ default: pair, brands: [{ brand: " fermob ", ...pair }] });
    expect(parsed.brands[0]?.brand).toBe("FERMOB");
    const issues = (body: unknown) =>
      leadTimeRulesInputSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ default: pair, brands: [{ brand: "IKEA", ...pair }] })[0]).toMatch(/must be one of/);
    expect(
      issues({
        default: pair,
        brands: [
          { brand: "OLTA", ...pair },
          { brand: "olta", ...pair },
        ],
      }),
    ).toContain("each brand may appear only once");
    expect(issues({ default: { ...pair, inStock: { min: 5, max: 2, unit: "weeks" } }, brands: [] })).toContain(
      "max must be at least min (and more than 0)",
    );
    expect(issues({ default: { ...pair, inStock: { min: 1, max: 2, unit: "days" } }, brands: [] })[0]).toMatch(
      /must be one of business-days, weeks/,
    );
  });

  it("a variant's own availability and window win over its brand's (ADR 1910); an order mixing both shows both", () => {
    const withVariants: LeadTimeRules = {
      ...rules,
      variants: [
        { sku: "FER-CACTUS", availability: "on-order", window: { min: 8, max: 12, unit: "weeks" } },
        { sku: "FER-CLAY", availability: "on-order", window: null },
        { sku: "SIF-ONE", availability: "in-stock", window: { min: 1, max: 1, unit: "business-days" } },
      ],
    };
    expect(lineLeadTime(withVariants, { brand: "FERMOB", sku: "FER-CACTUS" })).toEqual({
      availability: "on-order",
      window: { min: 8, max: 12, unit: "weeks" },
    });
    expect(lineLeadTime(withVariants, { brand: "FERMOB", sku: "FER-CLAY" })).toEqual({
      availability: "on-order",
      window: { min: 4, max: 6, unit: "weeks" },
    });
    expect(lineLeadTime(withVariants, { brand: "SIFAS", sku: "SIF-ONE" }).window).toEqual({
      min: 1,
      max: 1,
      unit: "business-days",
    });
    // Another SKU (or none) follows its brand, in stock.
    expect(lineLeadTime(withVariants, { brand: "FERMOB", sku: "FER-OTHER" })).toEqual({
      availability: "in-stock",
      window: { min: 3, max: 7, unit: "business-days" },
    });
    expect(lineLeadTime(withVariants, { brand: "OLTA" }).availability).toBe("in-stock");
    const line = (brand: string, sku: string) => ({ priceCents: 100, quantity: 1, brand, category: "Pouf", sku });
    expect(
      basketLeadTimes(withVariants, [line("FERMOB", "FER-CACTUS"), line("SIFAS", "SIF-ONE"), line("FERMOB", "X")]),
    ).toEqual([
      { availability: "in-stock", min: 3, max: 7, unit: "business-days" },
      { availability: "on-order", min: 8, max: 12, unit: "weeks" },
    ]);
    // Rules without a variant list (older stored sets) read as before.
    expect(basketLeadTimes(rules, [line("FERMOB", "FER-CACTUS")])).toEqual([
      { availability: "in-stock", min: 3, max: 7, unit: "business-days" },
    ]);
  });
});
