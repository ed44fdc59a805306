import { type FormEvent, useState } from "react";
import { Link, Navigate } from "react-router";
import { primaryButton } from "../../components/ui/button";
import { Field, FormError } from "../../components/ui/field";
import { paths } from "../../config/paths";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { queryErrorMessage } from "../../state/api";
import { LOGIN_FAILED, useLoginMutation } from "../../state/auth-api";
import { useLogoutOnArrival } from "../../state/use-logout";
import { AuthPanel, AuthSwitchLink, EMAIL_FIELD } from "./components/auth-panel";
import { signInReason } from "./redirect";
import { useSignInForm } from "./use-sign-in-form";

type Errors = Partial<Record<"email" | "password", string>>;

/** /login (SPEC §2): email and password; `redirect` is honoured only for paths inside the site. */
export default function LoginPage() {
  useDocumentMeta({ title: pageTitle("Log in") });
  const { user, target, busy, signIn } = useSignInForm();
  const [login, { error }] = useLoginMutation();
  const serverError = error ? queryErrorMessage(error, LOGIN_FAILED) : null;
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const loggingOut = useLogoutOnArrival();

  // Someone already signed in has nothing to do here (not while this form is finishing its own
  // sign-in, nor while a logout that brought them here is under way).
  if (user && !busy && !loggingOut) return <Navigate to={target} replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Errors = {};
    if (!email.trim()) next.email = "Please enter your email";
    if (!password) next.password = "Please enter your password";
    setErrors(next);
    if (next.email || next.password) return;
    await signIn(() => login({ email: email.trim(), password }).unwrap());
  }

  return (
    <AuthPanel
      eyebrow="Account"
      title="Welcome back"
      intro="Log in to see your orders, keep your cart on every device and check out in a few steps."
      notice={signInReason(target)}
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
        <Field {...EMAIL_FIELD} value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="-mt-3 text-right text-sm">
          <Link to={paths.forgotPassword} className="text-muted underline underline-offset-4 hover:text-brass">
            Forgot password?
          </Link>
        </p>
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
          {busy ? "Logging in..." : "Log in"}
        </button>
      </form>
      <AuthSwitchLink to="register" target={target} />
    </AuthPanel>
  );
}
