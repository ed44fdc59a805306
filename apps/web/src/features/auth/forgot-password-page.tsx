import { emailSchema } from "@avlu/contract/common";
import { FORGOT_PASSWORD_ACCEPTED } from "@avlu/contract/users-constants";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { primaryButton } from "../../components/ui/button";
import { Field, FormError } from "../../components/ui/field";
import { paths } from "../../config/paths";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { queryErrorMessage } from "../../state/api";
import { useForgotPasswordMutation } from "../../state/auth-api";
import { AuthPanel, EMAIL_FIELD } from "./components/auth-panel";

export const FORGOT_PASSWORD_FAILED = "We could not send the link just now, please try again.";

/**
 * /forgot-password: the e-mail of the account; the server answers the same whether the address
 * has an account or not, so the page does too (ADR 1802).
 */
export default function ForgotPasswordPage() {
  useDocumentMeta({ title: pageTitle("Forgot your password?") });
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgotPassword] = useForgotPasswordMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    const next = !value
      ? "Please enter your email"
      : emailSchema.safeParse(value).success
        ? undefined
        : "Please enter a valid email address";
    setError(next);
    if (next) return;
    setBusy(true);
    setServerError(null);
    try {
      const res = await forgotPassword({ email: value }).unwrap();
      setSentTo({ email: value, message: res.message || FORGOT_PASSWORD_ACCEPTED });
    } catch (err) {
      setServerError(queryErrorMessage(err, FORGOT_PASSWORD_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthPanel
      eyebrow="Account"
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {sentTo ? (
        <div className="space-y-6" data-testid="forgot-password-sent">
          <p
            role="status"
            className="rounded-sm border border-stone bg-sand/60 px-4 py-3 text-sm leading-relaxed text-ink"
          >
            {sentTo.message}
          </p>
          <p className="text-sm text-muted">
            Sent to <span className="font-medium text-ink">{sentTo.email}</span>. No mail after a few minutes? Check
            your spam folder, or{" "}
            <button
              type="button"
              className="font-medium text-ink underline underline-offset-4 hover:text-brass"
              onClick={() => setSentTo(null)}
            >
              send it again
            </button>
            .
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-6">
          <FormError message={serverError} />
          <Field {...EMAIL_FIELD} value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
            {busy ? "Sending..." : "Send me a link"}
          </button>
        </form>
      )}
      <p className="mt-8 text-sm text-muted">
        Remembered it?{" "}
        <Link to={paths.login} className="font-medium text-ink underline underline-offset-4 hover:text-brass">
          Log in
        </Link>
      </p>
    </AuthPanel>
  );
}
