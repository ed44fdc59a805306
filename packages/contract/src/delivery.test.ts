import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deliveryRulesInputSchema } from "./checkout.js";
import { type DeliveryRules, deliveryQuote, deliveryRulesProblems, zoneFor } from "./delivery.js";

const rules: DeliveryRules = {
  zones: [
    { id: "ist", name: "İstanbul", kind: "provinces", provinces: ["34"], fee: 49, onRequest: false },
    { id: "big", name: "Big cities", kind: "provinces", provinces: ["06", "35", "16"], fee: 89, onRequest: false },
    { id: "rest", name: "Rest of Türkiye", kind: "rest-of-turkey", provinces: [], fee: 129.9, onRequest: false },
    { id: "abroad", name: "Abroad", kind: "abroad", provinces: [], fee: 0, onRequest: true },
  ],
  freeDeliveryThreshold: 1500,
  assembly: { available: true, price: 79 },
};
const basket = (subtotalCents: number, assembly = false) => ({ subtotalCents, assembly });

describe("delivery quote", () => {
  it("charges the fee of the province's zone, else the rest of Türkiye's", () => {
    const ist = deliveryQuote(rules, { country: "Türkiye", provinceCode: "34" }, basket(10_000));
    expect(ist).toMatchObject({ available: true, zone: { id: "ist" }, feeCents: 4_900, totalCents: 4_900 });
    const ankara = deliveryQuote(rules, { country: "Turkey", provinceCode: "06" }, basket(10_000));
    expect(ankara).toMatchObject({ zone: { id: "big" }, feeCents: 8_900 });
    const van = deliveryQuote(rules, { country: "TR", provinceCode: "65" }, basket(10_000));
    expect(van).toMatchObject({ zone: { id: "rest" }, feeCents: 12_990, untilFreeCents: 140_000 });
  });

  it("delivers free in Türkiye from the threshold on, and says how far a basket is from it", () => {
    expect(deliveryQuote(rules, { country: "Türkiye", provinceCode: "34" }, basket(149_999))).toMatchObject({
      feeCents: 4_900,
      free: false,
      untilFreeCents: 1,
    });
    expect(deliveryQuote(rules, { country: "Türkiye", provinceCode: "34" }, basket(150_000))).toMatchObject({
      feeCents: 0,
      free: true,
      untilFreeCents: null,
    });
  });

  it("abroad is on request: nothing charged now, and the threshold does not apply", () => {
    const q = deliveryQuote(rules, { country: "Germany", provinceCode: null }, basket(500_000, true));
    expect(q).toMatchObject({
      available: true,
      zone: { kind: "abroad" },
      onRequest: true,
      free: false,
      feeCents: 0,
      assemblyCents: 7_900,
      totalCents: 7_900,
      untilFreeCents: null,
    });
  });

  it("adds assembly at its price per order, and refuses it when the shop does not offer it", () => {
    expect(deliveryQuote(rules, { country: "Türkiye", provinceCode: "34" }, basket(10_000, true))).toMatchObject({
      feeCents: 4_900,
      assemblyCents: 7_900,
      totalCents: 12_800,
    });
    const none = { ...rules, assembly: { available: false, price: 79 } };
    expect(deliveryQuote(none, { country: "Türkiye", provinceCode: "34" }, basket(10_000, true))).toMatchObject({
      available: false,
      reason: "no-assembly",
    });
  });

  it("needs a province in Türkiye, and an abroad zone for addresses abroad", () => {
    expect(deliveryQuote(rules, { country: "Türkiye", provinceCode: null }, basket(1))).toMatchObject({
      available: false,
      reason: "no-province",
    });
    const domestic = { ...rules, zones: rules.zones.filter((z) => z.kind !== "abroad") };
    expect(deliveryQuote(domestic, { country: "France", provinceCode: null }, basket(1))).toMatchObject({
      available: false,
      reason: "not-delivered",
    });
  });

  it("for any basket: the total is fee + assembly, free only at or above the threshold, never negative", () => {
    const codes = Array.from({ length: 81 }, (_, i) => String(i + 1).padStart(2, "0"));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.boolean(),
        fc.constantFrom(...codes),
        (subtotal, assembly, code) => {
          const q = deliveryQuote(rules, { country: "Türkiye", provinceCode: code }, basket(subtotal, assembly));
          if (!q.available) throw new Error("always delivered in Türkiye");
          expect(q.totalCents).toBe(q.feeCents + q.assemblyCents);
          expect(q.free).toBe(subtotal >= 150_000);
          expect(q.feeCents === 0).toBe(q.free);
          expect(q.zone.id).toBe(zoneFor(rules, { country: "Türkiye", provinceCode: code })?.id);
          if (q.untilFreeCents !== null) expect(subtotal + q.untilFreeCents).toBe(150_000);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe("delivery rules the owner saves", () => {
  const input = {
    zones: [
      { name: "İstanbul", kind: "provinces", provinces: ["34", "34"], fee: 49 },
      { name: "Rest", kind: "rest-of-turkey", fee: 129.9 },
    ],
    freeDeliveryThreshold: null,
    assembly: { available: false, price: 0 },
  };

  it("accepts a sound set (duplicate provinces of one zone folded) and fills the defaults", () => {
    const parsed = deliveryRulesInputSchema.parse(input);
    expect(parsed.zones[0]).toEqual({
      name: "İstanbul",
      kind: "provinces",
      provinces: ["34"],
      fee: 49,
      onRequest: false,
    });
    expect(parsed.zones[1]?.provinces).toEqual([]);
  });

  it("refuses a province in two zones, no rest-of-Türkiye zone, two abroad zones, bad codes and fees", () => {
    const bad = (zones: unknown[], extra: Record<string, unknown> = {}) =>
      deliveryRulesInputSchema.safeParse({ ...input, zones, ...extra }).error?.issues.map((i) => i.message) ?? [];
    expect(
      bad([
        { name: "A", kind: "provinces", provinces: ["34"], fee: 1 },
        { name: "B", kind: "provinces", provinces: ["34", "06"], fee: 1 },
        { name: "R", kind: "rest-of-turkey", fee: 1 },
      ]),
    ).toContain('Province 34 is in two zones: "A" and "B"');
    expect(bad([{ name: "A", kind: "provinces", provinces: ["34"], fee: 1 }])).toContain(
      "Exactly one zone must cover the rest of Türkiye",
    );
    expect(
      bad([
        { name: "R", kind: "rest-of-turkey", fee: 1 },
        { name: "X", kind: "abroad", fee: 1 },
        { name: "Y", kind: "abroad", fee: 1 },
      ]),
    ).toContain("Only one zone can cover addresses abroad");
    expect(
      bad([
        { name: "R", kind: "rest-of-turkey", fee: 1 },
        { name: "A", kind: "provinces", provinces: ["82"], fee: 1 },
      ]),
    ).toContain("must be a province plate code, 01 to 81");
    expect(bad([{ name: "R", kind: "rest-of-turkey", fee: -1 }])).toContain("must not be negative");
    expect(bad([{ name: "R", kind: "rest-of-turkey", fee: 1.005 }])).toContain("must have at most 2 decimals");
    expect(bad([{ name: "R", kind: "rest-of-turkey", provinces: ["34"], fee: 1 }])[0]).toMatch(/lists no provinces/);
    expect(
      bad([
        { name: "R", kind: "rest-of-turkey", fee: 1 },
        { name: "r", kind: "provinces", provinces: ["01"], fee: 1 },
      ]),
    ).toContain('Two zones are called "r"');
  });

  it("the pure check agrees with the schema", () => {
    expect(deliveryRulesProblems({ zones: [] })).toEqual(["Exactly one zone must cover the rest of Türkiye"]);
  });
});
