import type { CheckoutFormValues } from "@avlu/contract/checkout-form";
import { MIN_PASSWORD_LENGTH } from "@avlu/contract/users-constants";
import { CheckboxField, Field, fieldBinder, NEW_PASSWORD_INPUT } from "../../../components/ui/field";
import { useT } from "../../../i18n/use-t";

export type AccountValues = Pick<CheckoutFormValues, "createAccount" | "password" | "confirmPassword">;
export type AccountErrors = Partial<Record<"password" | "confirmPassword", string>>;

export const NO_ACCOUNT: AccountValues = { createAccount: false, password: "", confirmPassword: "" };

/**
 * "Create an account with this e-mail" at a guest's checkout: a box, and once ticked the password
 * and its confirmation (registration's rules, SPEC §5: the passwords must match; checked by the
 * contract's checkout form). The account is made with the address's name and e-mail before payment.
 */
export function AccountFields({
  values,
  errors,
  onChange,
}: {
  values: AccountValues;
  errors: AccountErrors;
  onChange(patch: Partial<AccountValues>): void;
}) {
  const t = useT();
  const field = fieldBinder(values, errors, onChange);
  return (
    <div className="mt-6 rounded-sm border border-stone/80 px-5 py-4">
      <CheckboxField
        label={t("checkout.account.create")}
        checked={values.createAccount}
        onChange={(createAccount) => onChange({ createAccount })}
        className="flex items-center gap-3 text-sm text-ink"
      />
      <p className="mt-1 pl-7 text-xs text-muted">{t("checkout.account.why")}</p>
      {values.createAccount && (
        <div className="mt-5 grid gap-x-5 gap-y-6 sm:grid-cols-2">
          <Field
            label={t("checkout.field.password")}
            {...NEW_PASSWORD_INPUT}
            hint={t("checkout.account.hint", { min: MIN_PASSWORD_LENGTH })}
            {...field("password")}
          />
          <Field label={t("checkout.field.confirmPassword")} {...NEW_PASSWORD_INPUT} {...field("confirmPassword")} />
        </div>
      )}
    </div>
  );
}
