import { type LoginForm, loginFormSchema } from "@avlu/contract/shop-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { Navigate } from "react-router";
import { primaryButton } from "../../components/ui/button";
import { Field, FormError } from "../../components/ui/field";
import { paths } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { useLoginMutation } from "../../state/auth-api";
import { useLogoutOnArrival } from "../../state/use-logout";
import { AuthPanel, AuthSwitchLink, EMAIL_INPUT } from "./components/auth-panel";
import { type RuleTexts, useServerText } from "./form-text";
import { comesFromCheckout } from "./redirect";
import { useAccountForm } from "./use-account-form";
import { useSignInForm } from "./use-sign-in-form";

const TEXTS: RuleTexts<keyof LoginForm> = {
  email: { required: "auth.rule.emailRequired" },
  password: { required: "auth.rule.enterPassword" },
};

/** /login (SPEC §2): email and password; `redirect` is honoured only for paths inside the site. */
export default function LoginPage() {
  const t = useT();
  useDocumentMeta({ title: pageTitle(t("auth.login.head")) });
  const { user, target, busy, signIn } = useSignInForm();
  const [login, { error }] = useLoginMutation();
  const serverText = useServerText();
  const serverError = error ? serverText(error, "auth.login.failed") : null;
  const { register, handleSubmit, formState, fieldText } = useAccountForm(
    zodResolver(loginFormSchema),
    { email: "", password: "" },
    TEXTS,
  );
  const { errors } = formState;
  const loggingOut = useLogoutOnArrival();

  // Someone already signed in has nothing to do here (not while this form is finishing its own
  // sign-in, nor while a logout that brought them here is under way).
  if (user && !busy && !loggingOut) return <Navigate to={target} replace />;

  const submit = handleSubmit((body) => signIn(() => login(body).unwrap()));

  return (
    <AuthPanel
      eyebrow={t("auth.eyebrow")}
      title={t("auth.login.title")}
      intro={t("auth.login.intro")}
      notice={comesFromCheckout(target) ? t("auth.checkoutNotice") : null}
    >
      <form
        noValidate
        onSubmit={submit}
        className="space-y-6"
        aria-describedby={serverError ? "login-error" : undefined}
      >
        <div id="login-error">
          <FormError message={serverError} />
        </div>
        <Field
          label={t("auth.field.email")}
          {...EMAIL_INPUT}
          {...register("email")}
          error={fieldText("email", errors.email)}
        />
        <Field
          label={t("auth.field.password")}
          type="password"
          autoComplete="current-password"
          required
          {...register("password")}
          error={fieldText("password", errors.password)}
        />
        <p className="-mt-3 text-right text-sm">
          <Link to={paths.forgotPassword} className="text-muted underline underline-offset-4 hover:text-brass">
            {t("auth.login.forgot")}
          </Link>
        </p>
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
          {busy ? t("auth.login.busy") : t("auth.login.submit")}
        </button>
      </form>
      <AuthSwitchLink to="register" target={target} />
    </AuthPanel>
  );
}
