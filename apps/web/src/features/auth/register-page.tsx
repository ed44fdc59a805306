import { MIN_PASSWORD_LENGTH } from "@avlu/contract/users-constants";
import { type FormEvent, useState } from "react";
import { Navigate } from "react-router";
import { primaryButton } from "../../components/ui/button";
import { Field, FormError } from "../../components/ui/field";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { queryErrorMessage } from "../../state/api";
import { REGISTRATION_FAILED, useRegisterMutation } from "../../state/auth-api";
import { AuthPanel, AuthSwitchLink, EMAIL_FIELD } from "./components/auth-panel";
import { signInReason } from "./redirect";
import { useSignInForm } from "./use-sign-in-form";
import { type RegisterErrors, type RegisterValues, registerErrors } from "./validation";

/** /register (SPEC §2): name, email, password and its confirmation. */
export default function RegisterPage() {
  useDocumentMeta({ title: pageTitle("Create an account") });
  const { user, target, busy, signIn } = useSignInForm();
  const [register, { error }] = useRegisterMutation();
  const serverError = error ? queryErrorMessage(error, REGISTRATION_FAILED) : null;
  const [values, setValues] = useState<RegisterValues>({ name: "", email: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<RegisterErrors>({});

  if (user && !busy) return <Navigate to={target} replace />;

  const set = (key: keyof RegisterValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = registerErrors(values);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await signIn(() =>
      register({ name: values.name.trim(), email: values.email.trim(), password: values.password }).unwrap(),
    );
  }

  return (
    <AuthPanel
      eyebrow="Account"
      title="Create an account"
      intro="One account for your cart, your orders and every visit to the studio."
      notice={signInReason(target)}
    >
      <form noValidate onSubmit={submit} className="space-y-6">
        <FormError message={serverError} />
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={set("name")}
        />
        <Field {...EMAIL_FIELD} value={values.email} error={errors.email} onChange={set("email")} />
        <div className="grid gap-6 sm:grid-cols-2">
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={values.password}
            error={errors.password}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
            onChange={set("password")}
          />
          <Field
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={set("confirmPassword")}
          />
        </div>
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
          {busy ? "Creating account..." : "Create account"}
        </button>
      </form>
      <AuthSwitchLink to="login" target={target} />
    </AuthPanel>
  );
}
