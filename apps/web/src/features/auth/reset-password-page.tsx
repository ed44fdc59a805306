import { resetPasswordFormSchema } from "@avlu/contract/shop-forms";
import { MIN_PASSWORD_LENGTH } from "@avlu/contract/users-constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { primaryButton } from "../../components/ui/button";
import { Field, NEW_PASSWORD_INPUT } from "../../components/ui/field";
import { paths } from "../../config/paths";
import { Link, useLocalNavigate } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { toast } from "../../lib/toast";
import type { QueryError } from "../../state/api";
import { endSession, mergeGuestCart, startSession, useResetPasswordMutation } from "../../state/auth-api";
import { selectUser } from "../../state/auth-slice";
import { AuthPanel } from "./components/auth-panel";
import { NEW_PASSWORD_TEXTS, useServerText } from "./form-text";
import { useAccountForm } from "./use-account-form";

const askLink = "font-medium text-ink underline underline-offset-4 hover:text-brass";

/**
 * /reset-password?token=…: a new password and its confirmation (the registration rules). On
 * success every other session of the account has ended and this device is signed in (ADR 1802).
 */
export default function ResetPasswordPage() {
  const t = useT();
  useDocumentMeta({ title: pageTitle(t("auth.reset.title")) });
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectUser);
  const navigate = useLocalNavigate();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  // The server's refusal (`askAgain`: the link is unknown, used or expired, so a new one is the way on).
  const [refusal, setRefusal] = useState<{ error: unknown; askAgain: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [resetPassword] = useResetPasswordMutation();
  const serverText = useServerText();
  const { register, handleSubmit, formState, fieldText } = useAccountForm(
    zodResolver(resetPasswordFormSchema),
    { password: "", confirmPassword: "" },
    NEW_PASSWORD_TEXTS,
  );
  const { errors } = formState;
  const problem = !token
    ? { message: t("auth.reset.incomplete"), askAgain: true }
    : refusal
      ? { message: serverText(refusal.error, "auth.reset.failed"), askAgain: refusal.askAgain }
      : null;

  const submit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setBusy(true);
    setRefusal(null);
    try {
      const res = await resetPassword({ token, password }).unwrap();
      // Another account signed in on this device is signed out first: nothing of it carries over.
      if (signedIn && signedIn._id !== res.user._id) dispatch(endSession());
      dispatch(startSession(res));
      await dispatch(mergeGuestCart());
      toast.success(t("auth.reset.done"));
      navigate(paths.profile, { replace: true });
    } catch (err) {
      const { status, message } = err as QueryError;
      setRefusal({ error: err, askAgain: status === 400 && /link/i.test(message ?? "") });
      setBusy(false);
    }
  });

  return (
    <AuthPanel eyebrow={t("auth.eyebrow")} title={t("auth.reset.title")} intro={t("auth.reset.intro")}>
      <form noValidate onSubmit={submit} className="space-y-6">
        {problem ? (
          <div role="alert" className="rounded-sm border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
            <p>{problem.message}</p>
            {problem.askAgain ? (
              <p className="mt-2">
                <Link to={paths.forgotPassword} className={askLink}>
                  {t("auth.reset.askAgain")}
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
        <Field
          label={t("auth.field.newPassword")}
          {...NEW_PASSWORD_INPUT}
          {...register("password")}
          error={fieldText("password", errors.password)}
          hint={t("auth.field.passwordHint", { min: MIN_PASSWORD_LENGTH })}
        />
        <Field
          label={t("auth.field.confirmNewPassword")}
          {...NEW_PASSWORD_INPUT}
          {...register("confirmPassword")}
          error={fieldText("confirmPassword", errors.confirmPassword)}
        />
        <button type="submit" disabled={busy || !token} className={`${primaryButton} w-full`}>
          {busy ? t("auth.busySaving") : t("auth.reset.submit")}
        </button>
      </form>
      <p className="mt-8 text-sm text-muted">
        {t("auth.reset.notWorking")}{" "}
        <Link to={paths.forgotPassword} className={askLink}>
          {t("auth.reset.askNew")}
        </Link>
      </p>
    </AuthPanel>
  );
}
