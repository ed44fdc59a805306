import { describe, expect, it } from "vitest";
import { type CheckoutFormValues, checkoutFormSchema, checkoutRule } from "./checkout-form.js";
import type { TrProvince } from "./tr-address.js";

const PROVINCES: TrProvince[] = [
  { code: "34", name: "İstanbul", districts: ["Kadıköy", "Beşiktaş"] },
  { code: "35", name: "İzmir", districts: ["Konak"] },
];

const FORM: CheckoutFormValues = {
  firstName: " Elif ",
  lastName: "Şahin",
  email: "elif.sahin@example.com",
  phone: "+90 532 555 03 03",
  address: "Kordon Boyu 21, Alsancak",
  country: "Türkiye",
  city: "İzmir",
  district: "Konak",
  postalCode: " 35220",
  createAccount: false,
  password: "",
  confirmPassword: "",
};

/** The rule of each field in error, as the web form reads them (the first problem of each field). */
function rules(values: Partial<CheckoutFormValues>, provinces: TrProvince[] | null = PROVINCES) {
  const result = checkoutFormSchema(provinces).safeParse({ ...FORM, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0]);
    found[name] ??= checkoutRule(name, { type: issue.code, message: issue.message });
  }
  return found;
}

describe("checkoutFormSchema", () => {
  it("accepts a complete Turkish address and hands over the address trimmed, without an account", () => {
    const result = checkoutFormSchema(PROVINCES).parse(FORM);
    expect(result.account).toBeNull();
    expect(result.address).toMatchObject({ firstName: "Elif", postalCode: "35220", district: "Konak" });
    expect(result.address).not.toHaveProperty("createAccount");
  });

  it("requires every field (SPEC §5), blanks included; the province is chosen from the list", () => {
    const empty = { firstName: "", lastName: " ", email: "", phone: "", address: "", city: "", postalCode: "" };
    expect(rules(empty)).toEqual({
      firstName: "required",
      lastName: "required",
      email: "required",
      phone: "required",
      address: "required",
      city: "province",
      postalCode: "required",
    });
    expect(rules({ country: "" })).toMatchObject({ country: "required" });
    // Abroad, or before the province list has arrived: the city and postal code as typed.
    expect(rules({ country: "Germany", city: "", postalCode: "", district: "" })).toEqual({
      city: "required",
      postalCode: "required",
    });
    expect(rules({ city: "" }, null)).toEqual({ city: "required" });
  });

  it("names the API's own field rules: e-mail, phone, lengths", () => {
    expect(rules({ email: "ayse@", phone: "call me", address: "x".repeat(301) })).toEqual({
      email: "email",
      phone: "phone",
      address: "tooLong",
    });
    expect(rules({ phone: "12" })).toEqual({ phone: "tooShort" });
    expect(rules({ email: `${"a".repeat(250)}@example.com` })).toEqual({ email: "email" });
  });

  it("checks the district and the postal code against the province", () => {
    expect(rules({ district: "Kadıköy" })).toEqual({ district: "district" });
    expect(rules({ district: "" })).toEqual({ district: "district" });
    expect(rules({ postalCode: "3522" })).toEqual({ postalCode: "postalDigits" });
    expect(rules({ postalCode: "90000" })).toEqual({ postalCode: "postalPlate" });
    expect(rules({ postalCode: "34710" })).toEqual({ postalCode: "postalProvince" });
    expect(rules({ city: "istanbul", district: "Kadıköy", postalCode: "34710" })).toEqual({});
  });

  it("checks a guest's new account only when one is asked for: a password as registration wants it, twice", () => {
    expect(rules({ password: "x" })).toEqual({});
    expect(rules({ createAccount: true })).toEqual({
      password: "passwordRequired",
      confirmPassword: "confirmRequired",
    });
    expect(rules({ createAccount: true, password: "short", confirmPassword: "short" })).toEqual({
      password: "passwordShort",
    });
    expect(rules({ createAccount: true, password: "long enough", confirmPassword: "long enougH" })).toEqual({
      confirmPassword: "passwordMismatch",
    });
    expect(rules({ createAccount: true, password: "x".repeat(129), confirmPassword: "x".repeat(129) })).toEqual({
      password: "passwordLong",
    });
    const result = checkoutFormSchema(PROVINCES).parse({
      ...FORM,
      createAccount: true,
      password: "long enough",
      confirmPassword: "long enough",
    });
    expect(result.account).toEqual({ password: "long enough" });
  });
});
