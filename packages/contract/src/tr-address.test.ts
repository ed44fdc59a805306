import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { savedAddressInputSchema } from "./checkout.js";
import {
  checkTurkishAddress,
  findProvince,
  isPlateCode,
  isTurkey,
  PLATE_CODES,
  postalCodeIssue,
  postalCodeProblem,
  type TrProvince,
} from "./tr-address.js";

const provinces: TrProvince[] = [
  { code: "34", name: "İstanbul", districts: ["Kadıköy", "Üsküdar", "Şişli"] },
  { code: "35", name: "İzmir", districts: ["Karşıyaka", "Çiğli"] },
  { code: "06", name: "Ankara", districts: ["Çankaya"] },
];

describe("Turkish addresses", () => {
  it("knows Türkiye however it is written", () => {
    for (const c of ["Türkiye", "TÜRKİYE", "turkiye", "Turkey", "TR", " tr "]) expect(isTurkey(c), c).toBe(true);
    for (const c of ["Germany", "Turkmenistan", ""]) expect(isTurkey(c), c).toBe(false);
  });

  it("plate codes run from 01 to 81, two digits", () => {
    expect(PLATE_CODES).toHaveLength(81);
    expect(PLATE_CODES[0]).toBe("01");
    expect(PLATE_CODES[80]).toBe("81");
    for (const c of ["00", "82", "1", "001", "3a"]) expect(isPlateCode(c), c).toBe(false);
  });

  it("a postal code is 5 digits starting with the province's plate code", () => {
    const istanbul = provinces[0] as TrProvince;
    expect(postalCodeProblem("34728", istanbul)).toBeNull();
    expect(postalCodeProblem(" 34728 ", istanbul)).toBeNull();
    expect(postalCodeProblem("3472", istanbul)).toBe("Postal code must be 5 digits");
    expect(postalCodeProblem("35040", istanbul)).toBe("Postal codes in İstanbul start with 34");
    expect(postalCodeProblem("90000")).toBe("Postal code must start with a province number (01 to 81)");
    expect(postalCodeProblem("00100")).toBe("Postal code must start with a province number (01 to 81)");
    // The same problems as data, for each language's own words (ADR 2011).
    expect(postalCodeIssue("3472", istanbul)).toEqual({ kind: "digits" });
    expect(postalCodeIssue("90000")).toEqual({ kind: "plate" });
    expect(postalCodeIssue("35040", istanbul)).toEqual({ kind: "province", province: "İstanbul", code: "34" });
    expect(postalCodeIssue("34728", istanbul)).toBeNull();
  });

  it("any 5 digits starting with a plate code pass for that province and fail for every other", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLATE_CODES), fc.integer({ min: 0, max: 999 }), (plate, rest) => {
        const code = `${plate}${String(rest).padStart(3, "0")}`;
        expect(postalCodeProblem(code, { code: plate, name: "P" })).toBeNull();
        const other = PLATE_CODES[(Number(plate) % 81) as number] as string;
        expect(postalCodeProblem(code, { code: other, name: "Q" })).not.toBeNull();
      }),
    );
  });

  it("finds provinces and districts whatever the case and Turkish letters", () => {
    expect(findProvince(provinces, "istanbul")?.code).toBe("34");
    expect(findProvince(provinces, "IZMIR")?.code).toBe("35");
    expect(findProvince(provinces, "")).toBeUndefined();
    expect(checkTurkishAddress(provinces, { city: "ISTANBUL", district: "kadikoy", postalCode: "34728" })).toEqual({
      ok: true,
      province: provinces[0],
      district: "Kadıköy",
    });
  });

  it("names the first problem and its field", () => {
    expect(checkTurkishAddress(provinces, { city: "Gotham", district: "x", postalCode: "34728" })).toEqual({
      ok: false,
      field: "city",
      message: "Please choose a province from the list",
    });
    expect(checkTurkishAddress(provinces, { city: "Ankara", district: "Kadıköy", postalCode: "06100" })).toEqual({
      ok: false,
      field: "district",
      message: "Please choose a district of Ankara",
      province: "Ankara",
    });
    expect(checkTurkishAddress(provinces, { city: "Ankara", district: "Çankaya", postalCode: "34100" })).toMatchObject({
      ok: false,
      field: "postalCode",
      postal: { kind: "province", province: "Ankara", code: "06" },
    });
  });

  it("a saved address in Türkiye needs a district and a well-formed postal code; abroad neither", () => {
    const base = {
      firstName: "Ayşe",
      lastName: "Yılmaz",
      phone: "+90 532 000 00 00",
      address: "Bağdat Cad. 10",
      city: "İstanbul",
    };
    const ok = savedAddressInputSchema.parse({ ...base, country: "turkey", district: "Kadıköy", postalCode: "34728" });
    expect(ok).toMatchObject({ country: "Türkiye", label: "" });
    const bad = savedAddressInputSchema.safeParse({ ...base, country: "Türkiye", postalCode: "ABCDE" });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["district", "Please choose a district"],
      ["postalCode", "Postal code must be 5 digits"],
    ]);
    expect(
      savedAddressInputSchema.safeParse({ ...base, country: "Germany", city: "Berlin", postalCode: "10115" }).success,
    ).toBe(true);
    expect(
      savedAddressInputSchema.safeParse({ ...base, country: "Germany", postalCode: "1", role: "admin" }).success,
    ).toBe(false);
  });
});
