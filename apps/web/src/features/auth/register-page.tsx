import { type RegisterForm, registerFormSchema } from "@avlu/contract/shop-forms";
import { MIN_PASSWORD_LENGTH } from "@avlu/contract/users-constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { Navigate } from "react-router";
import { primaryButton } from "../../components/ui/button";
import { Field, FormError, NEW_PASSWORD_INPUT } from "../../components/ui/field";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { useRegisterMutation } from "../../state/auth-api";
import { AuthPanel, AuthSwitchLink, EMAIL_INPUT } from "./components/auth-panel";
import { NEW_PASSWORD_TEXTS, type RuleTexts, useServerText } from "./form-text";
import { comesFromCheckout } from "./redirect";
import { useAccountForm } from "./use-account-form";
import { useSignInForm } from "./use-sign-in-form";

/** SPEC §5's words for the register form's rules (the rest: form-text.ts). */
const TEXTS: RuleTexts<keyof RegisterForm> = {
  name: { required: "auth.rule.nameRequired" },
  email: { required: "auth.rule.emailRequired" },
  ...NEW_PASSWORD_TEXTS,
};

const NEW_PASSWORD_FIELDS: ReadonlyArray<{ name: "password" | "confirmPassword"; label: MessageKey; hint?: true }> = [
  { name: "password", label: "auth.field.password", hint: true },
  { name: "confirmPassword", label: "auth.field.confirmPassword" },
];

/** /register (SPEC §2): name, email, password and its confirmation. */
export default function RegisterPage() {
  const t = useT();
  useDocumentMeta({ title: pageTitle(t("auth.register.title")) });
  const { user, target, busy, signIn } = useSignInForm();
  const [createAccount, { error }] = useRegisterMutation();
  const serverText = useServerText();
  const serverError = error ? serverText(error, "auth.register.failed") : null;
  const { register, handleSubmit, formState, fieldText } = useAccountForm(
    zodResolver(registerFormSchema),
    { name: "", email: "", password: "", confirmPassword: "" },
    TEXTS,
  );
  const { errors } = formState;

  if (user && !busy) return <Navigate to={target} replace />;

  const submit = handleSubmit((body) => signIn(() => createAccount(body).unwrap()));

  return (
    <AuthPanel
      eyebrow={t("auth.eyebrow")}
      title={t("auth.register.title")}
      intro={t("auth.register.intro")}
      notice={comesFromCheckout(target) ? t("auth.checkoutNotice") : null}
    >
      <form noValidate onSubmit={submit} className="space-y-6">
        <FormError message={serverError} />
        <Field
          label={t("auth.field.name")}
          autoComplete="name"
          required
          maxLength={100}
          {...register("name")}
          error={fieldText("name", errors.name)}
        />
        <Field
          label={t("auth.field.email")}
          {...EMAIL_INPUT}
          {...register("email")}
          error={fieldText("email", errors.email)}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          {NEW_PASSWORD_FIELDS.map((f) => (
            <Field
              key={f.name}
              label={t(f.label)}
              hint={f.hint ? t("auth.field.passwordHint", { min: MIN_PASSWORD_LENGTH }) : undefined}
              {...NEW_PASSWORD_INPUT}
              {...register(f.name)}
              error={fieldText(f.name, errors[f.name])}
            />
          ))}
        </div>
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
          {busy ? t("auth.register.busy") : t("auth.register.submit")}
        </button>
      </form>
      <AuthSwitchLink to="login" target={target} />
    </AuthPanel>
  );
}
