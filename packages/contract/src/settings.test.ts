import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIban, isValidIban, settingsUpdateSchema, whatsappDigits } from "./settings.js";

describe("shop settings as an owner types them", () => {
  it("reads a WhatsApp number written the ways people write phone numbers", () => {
    for (const written of [
      "+90 (532) 111-22-33",
      "+90 532 111 22 33",
      "0090 532 111 22 33",
      "0532 111 22 33",
      "905321112233",
      "+90.532.111.22.33",
    ]) {
      expect(whatsappDigits(written), written).toBe("905321112233");
      expect(settingsUpdateSchema.parse({ whatsappNumber: written }).whatsappNumber, written).toBe("905321112233");
    }
    expect(whatsappDigits("+49 30 1234567")).toBe("49301234567");
  });

  it("refuses what is not a phone number", () => {
    for (const bad of ["not-a-number", "+90 555", "abc905321112233", "+90 532 111 22 33 44 55 66 77"]) {
      expect(settingsUpdateSchema.safeParse({ whatsappNumber: bad }).success, bad).toBe(false);
    }
  });

  it("checks an IBAN's check digits and stores it in groups of four", () => {
    expect(isValidIban("TR33 0006 1005 1978 6457 8413 26")).toBe(true);
    expect(isValidIban("tr330006100519786457841326")).toBe(true);
    expect(isValidIban("TR34 0006 1005 1978 6457 8413 26")).toBe(false);
    expect(isValidIban("<script>")).toBe(false);
    expect(settingsUpdateSchema.parse({ iban: "tr330006100519786457841326" }).iban).toBe(
      "TR33 0006 1005 1978 6457 8413 26",
    );
    expect(settingsUpdateSchema.parse({ iban: "" }).iban).toBe("");
    expect(settingsUpdateSchema.safeParse({ iban: "TR34 0006 1005 1978 6457 8413 26" }).success).toBe(false);
  });

  it("a mistyped digit of an IBAN is always caught", () => {
    const valid = "TR330006100519786457841326";
    fc.assert(
      fc.property(fc.integer({ min: 4, max: valid.length - 1 }), fc.integer({ min: 1, max: 9 }), (at, shift) => {
        const digit = (Number(valid[at]) + shift) % 10;
        const typo = `${valid.slice(0, at)}${digit}${valid.slice(at + 1)}`;
        expect(isValidIban(typo)).toBe(false);
        expect(formatIban(typo).replaceAll(" ", "")).toBe(typo);
      }),
    );
  });
});
