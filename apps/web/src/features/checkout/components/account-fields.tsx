import { MIN_PASSWORD_LENGTH } from "@avlu/contract/users-constants";
import { Field } from "../../../components/ui/field";

export interface AccountValues {
  create: boolean;
  password: string;
  confirmPassword: string;
}
export type AccountErrors = Partial<Record<"password" | "confirmPassword", string>>;

export const NO_ACCOUNT: AccountValues = { create: false, password: "", confirmPassword: "" };

/** The register form's rules (SPEC §5: the passwords must match), for the optional account at checkout. */
export function accountErrors(v: AccountValues): AccountErrors {
  if (!v.create) return {};
  const errors: AccountErrors = {};
  if (!v.password) errors.password = "Please choose a password";
  else if (v.password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (!v.confirmPassword) errors.confirmPassword = "Please confirm your password";
  else if (v.password && v.confirmPassword !== v.password) errors.confirmPassword = "Passwords do not match";
  return errors;
}

/**
 * "Create an account with this e-mail" at a guest's checkout: a box, and once ticked the password
 * and its confirmation. The account is made with the address's name and e-mail before payment.
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
  return (
    <div className="mt-6 rounded-sm border border-stone/80 px-5 py-4">
      <label className="flex items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={values.create}
          onChange={(e) => onChange({ create: e.target.checked })}
          className="size-4 accent-forest"
        />
        Create an account with this e-mail
      </label>
      <p className="mt-1 pl-7 text-xs text-muted">Follow this order and the next ones from My orders.</p>
      {values.create && (
        <div className="mt-5 grid gap-x-5 gap-y-6 sm:grid-cols-2">
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={values.password}
            error={errors.password}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
            onChange={(e) => onChange({ password: e.target.value })}
          />
          <Field
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(e) => onChange({ confirmPassword: e.target.value })}
          />
        </div>
      )}
    </div>
  );
}
