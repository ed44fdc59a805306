import { describe, expect, it } from "vitest";
import {
  contactFormSchema,
  type FormRule,
  formRule,
  loginFormSchema,
  nameFormSchema,
  passwordChangeFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from "./shop-forms.js";

/** Each failed field and the rule it broke (what the page words in its language). */
function rules(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), formRule(i.message)])) as Record<
    string,
    FormRule
  >;
}

describe("the storefront's account and contact forms", () => {
  it("register: every field required (SPEC §5), then the API's own rules; output is the API's body", () => {
    expect(rules(registerFormSchema.safeParse({ name: " ", email: "", password: "", confirmPassword: "" }))).toEqual({
      name: "required",
      email: "required",
      password: "required",
      confirmPassword: "required",
    });
    expect(
      rules(registerFormSchema.safeParse({ name: "", email: "ayse@", password: "short", confirmPassword: "other" })),
    ).toEqual({ name: "required", email: "email", password: "passwordTooShort", confirmPassword: "passwordsDiffer" });
    const ok = registerFormSchema.safeParse({
      name: " Ayşe ",
      email: " Ayse@Example.com",
      password: "Correct-Horse-42",
      confirmPassword: "Correct-Horse-42",
    });
    expect(ok.data).toEqual({ name: "Ayşe", email: "ayse@example.com", password: "Correct-Horse-42" });
  });

  it("login: e-mail and password required, nothing more (SPEC §5)", () => {
    expect(rules(loginFormSchema.safeParse({ email: " ", password: "" }))).toEqual({
      email: "required",
      password: "required",
    });
    expect(loginFormSchema.safeParse({ email: "not-checked", password: "x" }).success).toBe(true);
  });

  it("reset and profile: the new password's length, and a confirmation that matches", () => {
    expect(rules(resetPasswordFormSchema.safeParse({ password: "Correct-Horse-42", confirmPassword: "" }))).toEqual({
      confirmPassword: "required",
    });
    expect(
      resetPasswordFormSchema.parse({ password: "Correct-Horse-42", confirmPassword: "Correct-Horse-42" }),
    ).toEqual({ password: "Correct-Horse-42" });
    expect(
      rules(passwordChangeFormSchema.safeParse({ currentPassword: "", password: "", confirmPassword: "" })),
    ).toEqual({ currentPassword: "required", password: "passwordTooShort" });
    expect(
      rules(passwordChangeFormSchema.safeParse({ currentPassword: "a", password: "Brand-New-7", confirmPassword: "" })),
    ).toEqual({ confirmPassword: "passwordsDiffer" });
    expect(
      rules(
        passwordChangeFormSchema.safeParse({
          currentPassword: "a",
          password: "x".repeat(129),
          confirmPassword: "x".repeat(129),
        }),
      ),
    ).toEqual({ password: "passwordTooLong" });
    expect(rules(nameFormSchema.safeParse({ name: "   " }))).toEqual({ name: "required" });
    expect(rules(nameFormSchema.safeParse({ name: "x".repeat(101) }))).toEqual({ name: "invalid" });
  });

  it("contact: every field required, the e-mail checked as the API does", () => {
    expect(rules(contactFormSchema.safeParse({ name: " ", email: "bad", subject: "s", message: "" }))).toEqual({
      name: "required",
      email: "email",
      message: "required",
    });
  });
});
