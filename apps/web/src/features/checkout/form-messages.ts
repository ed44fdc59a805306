import type { TrGeo } from "@avlu/contract/checkout";
import { type CheckoutFormValues, type CheckoutRule, checkoutRule } from "@avlu/contract/checkout-form";
import { findProvince } from "@avlu/contract/tr-address";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@avlu/contract/users-constants";
import { useCallback } from "react";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { FIELD_LABELS } from "./address";

/** The words of each rule of the contract's checkout form (`checkout-form.ts`), in the page's language. */
const RULE_MESSAGES: Record<CheckoutRule, MessageKey> = {
  required: "checkout.error.required",
  tooLong: "checkout.error.tooLong",
  tooShort: "checkout.error.tooShort",
  invalid: "checkout.error.invalid",
  email: "checkout.error.email",
  phone: "checkout.error.phone",
  province: "checkout.error.province",
  district: "checkout.error.district",
  postalDigits: "checkout.error.postalDigits",
  postalPlate: "checkout.error.postalPlate",
  postalProvince: "checkout.error.postalProvince",
  passwordRequired: "checkout.error.passwordRequired",
  passwordShort: "checkout.error.passwordShort",
  passwordLong: "checkout.error.passwordLong",
  confirmRequired: "checkout.error.confirmRequired",
  passwordMismatch: "checkout.error.passwordMismatch",
};

type FieldName = keyof CheckoutFormValues;
type FieldErrorLike = { type?: string | undefined; message?: string | undefined } | undefined;
export type FormMessage = (name: FieldName, error: FieldErrorLike) => string | undefined;

/**
 * A field error of the checkout form in words: the rule it stands for (`checkoutRule`), said in
 * the page's language with what it names (the field, the province and its plate code, the
 * password's length). Nothing when the field has no error.
 */
export function useFormMessage(values: Pick<CheckoutFormValues, "city">, geo: TrGeo | null): FormMessage {
  const t = useT();
  const city = values.city;
  return useCallback(
    (name: FieldName, error: FieldErrorLike): string | undefined => {
      if (!error) return undefined;
      const province = geo ? findProvince(geo.provinces, city) : undefined;
      return t(RULE_MESSAGES[checkoutRule(name, error)], {
        field: t(FIELD_LABELS[name]),
        province: province?.name ?? city,
        code: province?.code ?? "",
        min: MIN_PASSWORD_LENGTH,
        max: MAX_PASSWORD_LENGTH,
      });
    },
    [t, geo, city],
  );
}
