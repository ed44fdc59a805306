import type { TrGeo } from "@avlu/contract/checkout";
import { type CheckoutFormValues, checkoutFormSchema } from "@avlu/contract/checkout-form";
import type { Language } from "@avlu/contract/languages";
import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ADDRESS } from "../../test/fixtures";
import { testI18n } from "../../test/i18n";
import { useFormMessage } from "./form-messages";

const GEO: TrGeo = {
  provinces: [
    { code: "34", name: "İstanbul", districts: ["Kadıköy"] },
    { code: "35", name: "İzmir", districts: ["Konak"] },
  ],
};
const FORM: CheckoutFormValues = { ...ADDRESS, createAccount: false, password: "", confirmPassword: "" };

/** Each field's error as the checkout shows it, in `language`: the schema's first issue per field, in words. */
function messages(values: Partial<CheckoutFormValues>, language: Language = "en") {
  const form = { ...FORM, ...values };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={testI18n(language)}>{children}</I18nProvider>
  );
  const { result } = renderHook(() => useFormMessage(form, GEO), { wrapper });
  const out: Record<string, string | undefined> = {};
  for (const issue of checkoutFormSchema(GEO.provinces).safeParse(form).error?.issues ?? []) {
    const name = String(issue.path[0]) as keyof CheckoutFormValues;
    out[name] ??= result.current(name, { type: issue.code, message: issue.message });
  }
  return out;
}

describe("the checkout form's messages", () => {
  it("say SPEC's words on SPEC pages: every field required, one readable message per field", () => {
    expect(messages({ firstName: "", lastName: "", email: " ", phone: "", address: "", postalCode: "" })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phone: "Phone is required",
      address: "Address is required",
      postalCode: "Postal code is required",
    });
    expect(messages({ email: "ayse@", phone: "call me", address: "x".repeat(301) })).toEqual({
      email: "Please enter a valid email address",
      phone: "Phone may contain digits, spaces, +, ( ) and - only",
      address: "Address is too long",
    });
    expect(messages({ phone: "12" })).toEqual({ phone: "Phone is too short" });
    expect(messages({ country: "Germany", city: "x".repeat(101) })).toEqual({ city: "City is too long" });
    expect(messages({ city: "" })).toEqual({ city: "Please choose a province" });
    expect(messages({ district: "" })).toEqual({ district: "Please choose a district" });
    expect(messages({ city: "İstanbul", district: "Kadıköy" })).toEqual({
      postalCode: "Postal codes in İstanbul start with 34",
    });
    expect(messages({ createAccount: true, password: "short", confirmPassword: "other" })).toEqual({
      password: "Password must be at least 8 characters",
      confirmPassword: "Passwords do not match",
    });
  });

  it("say the same rules in Turkish on Turkish pages", () => {
    expect(messages({ firstName: "", email: "ayse@", city: "" }, "tr")).toEqual({
      firstName: "Ad alanı zorunludur",
      email: "Lütfen geçerli bir e-posta adresi girin",
      city: "Lütfen bir il seçin",
    });
    expect(messages({ city: "İstanbul", district: "Kadıköy" }, "tr")).toEqual({
      postalCode: "İstanbul posta kodları 34 ile başlar",
    });
    expect(messages({ createAccount: true, password: "short", confirmPassword: "" }, "tr")).toEqual({
      password: "Şifre en az 8 karakter olmalıdır",
      confirmPassword: "Lütfen şifrenizi tekrar girin",
    });
  });
});
