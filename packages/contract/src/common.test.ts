import { describe, expect, it } from "vitest";
import { z } from "zod";
import { amountToCents, centsToAmount, collectionKey, emptyFields, foldText, formatPrice } from "./common.js";

describe("foldText", () => {
  it("folds Turkish letters both ways so any spelling matches", () => {
    expect(foldText("İZMİR ŞİŞLİ")).toBe("izmir sisli");
    expect(foldText("ılık Çağ Güneş Öykü")).toBe("ilik cag gunes oyku");
    expect(foldText("IŞIK")).toBe(foldText("ışık"));
    expect(foldText("Bergère  Opéra+")).toBe("bergere opera+");
  });
});

describe("emptyFields", () => {
  it("sets every field of an object schema to an empty text, in the schema's order", () => {
    const schema = z.object({ name: z.string().min(1), door: z.union([z.enum(["indoor", "outdoor"]), z.literal("")]) });
    expect(emptyFields(schema)).toEqual({ name: "", door: "" });
    expect(Object.keys(emptyFields(schema))).toEqual(["name", "door"]);
  });
});

describe("collectionKey", () => {
  it("keeps letters and digits only, so names with accents and symbols round-trip", () => {
    expect(collectionKey("Opéra+")).toBe("opera");
    expect(collectionKey("Mooon!")).toBe("mooon");
    expect(collectionKey("TRÈFLE")).toBe("trefle");
    expect(collectionKey("Luxembourg Kid")).toBe("luxembourgkid");
  });
});

describe("money", () => {
  it("converts decimal amounts to whole cents without float drift", () => {
    expect(amountToCents(129.9)).toBe(12990);
    expect(amountToCents("0.29")).toBe(29);
    expect(amountToCents("1299")).toBe(129900);
    expect(amountToCents(0)).toBe(0);
  });
  it("refuses negatives, more than two decimals, huge and non-numeric values", () => {
    for (const bad of [-1, "12.345", "1e5", "abc", "", 1e12, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(amountToCents(bad as number | string)).toBeNull();
    }
  });
  it("formats dollars with two decimals", () => {
    expect(formatPrice(centsToAmount(123456))).toBe("$1,234.56");
    expect(formatPrice(0)).toBe("$0.00");
  });
});
