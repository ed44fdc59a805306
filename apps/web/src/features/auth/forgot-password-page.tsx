import { forgotPasswordFormSchema } from "@avlu/contract/shop-forms";
import { FORGOT_PASSWORD_ACCEPTED } from "@avlu/contract/users-constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans } from "@lingui/react";
import { useState } from "react";
import { primaryButton } from "../../components/ui/button";
import { Field, FormError } from "../../components/ui/field";
import { paths } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useLanguage, useT } from "../../i18n/use-t";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { useForgotPasswordMutation } from "../../state/auth-api";
import { AuthPanel, EMAIL_INPUT } from "./components/auth-panel";
import { type RuleTexts, useServerText } from "./form-text";
import { useAccountForm } from "./use-account-form";

const TEXTS: RuleTexts<"email"> = { email: { required: "auth.rule.emailRequired" } };

/**
 * /forgot-password: the e-mail of the account; the server answers the same whether the address
 * has an account or not, so the page does too (ADR 1802). The mail is written in the page's
 * language (the request says it, lib/api-client.ts).
 */
export default function ForgotPasswordPage() {
  const t = useT();
  const language = useLanguage();
  useDocumentMeta({ title: pageTitle(t("auth.forgot.title")) });
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgotPassword] = useForgotPasswordMutation();
  const serverText = useServerText();
  const { register, handleSubmit, formState, fieldText } = useAccountForm(
    zodResolver(forgotPasswordFormSchema),
    { email: "" },
    TEXTS,
  );

  const submit = handleSubmit(async (body) => {
    setBusy(true);
    setServerError(null);
    try {
      const res = await forgotPassword(body).unwrap();
      // SPEC pages show the server's answer as it is; a Turkish page says the same in its words.
      const message = language === "en" ? res.message || FORGOT_PASSWORD_ACCEPTED : t("auth.forgot.accepted");
      setSentTo({ email: body.email, message });
    } catch (err) {
      setServerError(serverText(err, "auth.forgot.failed"));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthPanel eyebrow={t("auth.eyebrow")} title={t("auth.forgot.title")} intro={t("auth.forgot.intro")}>
      {sentTo ? (
        <div className="space-y-6" data-testid="forgot-password-sent">
          <p
            role="status"
            className="rounded-sm border border-stone bg-sand/60 px-4 py-3 text-sm leading-relaxed text-ink"
          >
            {sentTo.message}
          </p>
          <p className="text-sm text-muted">
            <Trans
              id="auth.forgot.sentTo"
              values={{ email: sentTo.email }}
              components={{
                0: <span className="font-medium text-ink" />,
                1: (
                  <button
                    type="button"
                    className="font-medium text-ink underline underline-offset-4 hover:text-brass"
                    onClick={() => setSentTo(null)}
                  />
                ),
              }}
            />
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-6">
          <FormError message={serverError} />
          <Field
            label={t("auth.field.email")}
            {...EMAIL_INPUT}
            {...register("email")}
            error={fieldText("email", formState.errors.email)}
          />
          <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
            {busy ? t("auth.forgot.busy") : t("auth.forgot.submit")}
          </button>
        </form>
      )}
      <p className="mt-8 text-sm text-muted">
        {t("auth.forgot.remembered")}{" "}
        <Link to={paths.login} className="font-medium text-ink underline underline-offset-4 hover:text-brass">
          {t("auth.switch.login")}
        </Link>
      </p>
    </AuthPanel>
  );
}
