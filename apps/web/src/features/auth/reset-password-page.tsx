import { MIN_PASSWORD_LENGTH } from "@avlu/contract/users-constants";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { primaryButton } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { paths } from "../../config/paths";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { toast } from "../../lib/toast";
import { type QueryError, queryErrorMessage } from "../../state/api";
import { endSession, mergeGuestCart, startSession, useResetPasswordMutation } from "../../state/auth-api";
import { selectUser } from "../../state/auth-slice";
import { AuthPanel } from "./components/auth-panel";
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from "./password-rules";

export const PASSWORD_RESET_DONE = "Your password has been changed. You are signed in.";
export const RESET_FAILED = "We could not change your password, please try again.";
export const RESET_LINK_INCOMPLETE = "This password reset link is incomplete. Please ask for a new one.";

type Errors = Partial<Record<"password" | "confirmPassword", string>>;

/**
 * /reset-password?token=…: a new password and its confirmation (the registration rules). On
 * success every other session of the account has ended and this device is signed in (ADR 1802).
 */
export default function ResetPasswordPage() {
  useDocumentMeta({ title: pageTitle("Choose a new password") });
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<{ message: string; askAgain: boolean } | null>(
    token ? null : { message: RESET_LINK_INCOMPLETE, askAgain: true },
  );
  const [busy, setBusy] = useState(false);
  const [resetPassword] = useResetPasswordMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Errors = {};
    if (!password) next.password = "Please choose a password";
    else if (password.length < MIN_PASSWORD_LENGTH) next.password = PASSWORD_TOO_SHORT;
    if (!confirmPassword) next.confirmPassword = "Please confirm your password";
    else if (password && confirmPassword !== password) next.confirmPassword = PASSWORDS_DO_NOT_MATCH;
    setErrors(next);
    if (Object.keys(next).length > 0 || !token) return;
    setBusy(true);
    setServerError(null);
    try {
      const res = await resetPassword({ token, password }).unwrap();
      // Another account signed in on this device is signed out first: nothing of it carries over.
      if (signedIn && signedIn._id !== res.user._id) dispatch(endSession());
      dispatch(startSession(res));
      await dispatch(mergeGuestCart());
      toast.success(PASSWORD_RESET_DONE);
      navigate(paths.profile, { replace: true });
    } catch (err) {
      // A link that is unknown, used or expired: the server says which; a new link is the way on.
      const { status, message } = err as QueryError;
      const askAgain = status === 400 && /link/i.test(message ?? "");
      setServerError({ message: queryErrorMessage(err, RESET_FAILED), askAgain });
      setBusy(false);
    }
  }

  return (
    <AuthPanel
      eyebrow="Account"
      title="Choose a new password"
      intro="Pick a password you do not use anywhere else. Every other device signed in to your account will be signed out."
    >
      <form noValidate onSubmit={submit} className="space-y-6">
        {serverError ? (
          <div role="alert" className="rounded-sm border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
            <p>{serverError.message}</p>
            {serverError.askAgain ? (
              <p className="mt-2">
                <Link
                  to={paths.forgotPassword}
                  className="font-medium text-ink underline underline-offset-4 hover:text-brass"
                >
                  Ask for a new link
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <button type="submit" disabled={busy || !token} className={`${primaryButton} w-full`}>
          {busy ? "Saving..." : "Save new password"}
        </button>
      </form>
      <p className="mt-8 text-sm text-muted">
        Link not working?{" "}
        <Link to={paths.forgotPassword} className="font-medium text-ink underline underline-offset-4 hover:text-brass">
          Ask for a new one
        </Link>
      </p>
    </AuthPanel>
  );
}
