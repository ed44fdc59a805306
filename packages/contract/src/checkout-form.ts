import { z } from "zod";
import { type ShippingAddress, shippingAddressSchema } from "./orders.js";
import { findProvince, isTurkey, postalCodeRule, type TrProvince } from "./tr-address.js";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./users-constants.js";

/**
 * The checkout's address form (SPEC §3, §5; issue 16) as a zod schema over what the shopper types:
 * the API's own field rules (`shippingAddressSchema`: lengths, e-mail, phone), the form's stricter
 * ones (every field required; for Türkiye a province and district from the list and a postal code
 * of that province, the rules of `tr-address.ts` the server applies too), and, for a guest who asks
 * for an account, the password rules of registration. The web form validates with it through
 * react-hook-form's zodResolver and sends its output.
 *
 * Each problem is named by a rule (`CheckoutRule`), never a sentence: the page says it in its own
 * language (`checkoutRule` reads the rule back from a field error, whichever check raised it).
 */

export const CHECKOUT_RULES = [
  "required",
  "tooLong",
  "tooShort",
  "invalid",
  "email",
  "phone",
  "province",
  "district",
  "postalDigits",
  "postalPlate",
  "postalProvince",
  "passwordRequired",
  "passwordShort",
  "passwordLong",
  "confirmRequired",
  "passwordMismatch",
] as const;
export type CheckoutRule = (typeof CHECKOUT_RULES)[number];

const isRule = (message: unknown): message is CheckoutRule =>
  typeof message === "string" && (CHECKOUT_RULES as readonly string[]).includes(message);

/**
 * The rule a field's error stands for: the rule the form's own checks name in the message, else
 * the kind of the API schema's check that failed (a length, the e-mail's or the phone's format).
 */
export function checkoutRule(
  field: string,
  error: { type?: string | undefined; message?: string | undefined },
): CheckoutRule {
  if (isRule(error.message)) return error.message;
  // Whatever is wrong with an e-mail address (its form or its length), it is not a valid one.
  if (field === "email") return "email";
  switch (error.type) {
    case "too_big":
      return "tooLong";
    case "too_small":
      return "tooShort";
    case "invalid_format":
      return field === "phone" ? "phone" : "invalid";
    default:
      return "invalid";
  }
}

/** The form's fields: the shipping address, and the optional account of a guest. */
export interface CheckoutFormValues extends ShippingAddress {
  createAccount: boolean;
  password: string;
  confirmPassword: string;
}

/** What the form hands over once valid: the address, trimmed, and the password of an account to create. */
export interface CheckoutFormResult {
  address: ShippingAddress;
  account: { password: string } | null;
}

const field = shippingAddressSchema.shape;
const required = z
  .string()
  .trim()
  .min(1, { message: "required" satisfies CheckoutRule });
/** SPEC §5: the field must be filled, then pass the API's own rule for it. */
const filled = <S extends z.ZodType<unknown, string>>(schema: S) => required.pipe(schema);

type PlaceField = "city" | "district" | "postalCode";

/** The first rule `value` breaks in `schema`, or null. */
function firstRule(name: string, schema: z.ZodType, value: string): CheckoutRule | null {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue ? checkoutRule(name, { type: issue.code, message: issue.message }) : null;
}

/**
 * Where the address is, checked together: for Türkiye once the province list is known, the
 * province and district from it and a postal code of that province; otherwise the city and postal
 * code as typed (required, within the API's lengths) and an optional district.
 */
function placeRules(v: Pick<ShippingAddress, "country" | PlaceField>, provinces: readonly TrProvince[] | null) {
  const rules: Partial<Record<PlaceField, CheckoutRule>> = {};
  const set = (name: PlaceField, rule: CheckoutRule | null) => {
    if (rule) rules[name] = rule;
  };
  if (isTurkey(v.country) && provinces) {
    const province = findProvince(provinces, v.city);
    if (!province) set("city", "province");
    else if (!province.districts.includes(v.district)) set("district", "district");
    set("postalCode", v.postalCode.trim() ? postalCodeRule(v.postalCode, province) : "required");
  } else {
    set("city", firstRule("city", filled(field.city), v.city));
    set("district", firstRule("district", field.district, v.district));
    set("postalCode", firstRule("postalCode", filled(field.postalCode), v.postalCode));
  }
  return rules;
}

/** The account a guest may create at checkout: a password as registration wants it, typed twice. */
function accountRules(v: Pick<CheckoutFormValues, "createAccount" | "password" | "confirmPassword">) {
  const rules: Partial<Record<"password" | "confirmPassword", CheckoutRule>> = {};
  if (!v.createAccount) return rules;
  if (!v.password) rules.password = "passwordRequired";
  else if (v.password.length < MIN_PASSWORD_LENGTH) rules.password = "passwordShort";
  else if (v.password.length > MAX_PASSWORD_LENGTH) rules.password = "passwordLong";
  if (!v.confirmPassword) rules.confirmPassword = "confirmRequired";
  else if (v.password && v.confirmPassword !== v.password) rules.confirmPassword = "passwordMismatch";
  return rules;
}

/** The checkout form's schema; `provinces` is Türkiye's list (`GET /api/geo/tr`) once it has arrived. */
export function checkoutFormSchema(provinces: readonly TrProvince[] | null) {
  return z
    .object({
      firstName: filled(field.firstName),
      lastName: filled(field.lastName),
      email: filled(field.email),
      phone: filled(field.phone),
      address: filled(field.address),
      country: filled(field.country),
      // Checked together below: what they need depends on the country.
      city: z.string(),
      district: z.string(),
      postalCode: z.string(),
      createAccount: z.boolean(),
      password: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((v, ctx) => {
      const rules = { ...placeRules(v, provinces), ...accountRules(v) };
      for (const [name, rule] of Object.entries(rules)) {
        ctx.addIssue({ code: "custom", path: [name], message: rule });
      }
    })
    .transform(
      (v): CheckoutFormResult => ({
        address: {
          firstName: v.firstName,
          lastName: v.lastName,
          email: v.email,
          phone: v.phone,
          address: v.address,
          city: v.city.trim(),
          district: v.district.trim(),
          postalCode: v.postalCode.trim(),
          country: v.country,
        },
        account: v.createAccount ? { password: v.password } : null,
      }),
    );
}

/** The field order of the form's errors (the first one gets the focus). */
export const CHECKOUT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "postalCode",
  "country",
  "district",
  "password",
  "confirmPassword",
] as const satisfies ReadonlyArray<keyof CheckoutFormValues>;
