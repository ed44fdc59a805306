import { nameFormSchema, type PasswordChangeForm, passwordChangeFormSchema } from "@avlu/contract/shop-forms";
import type { PublicUser } from "@avlu/contract/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { secondaryButton } from "../../../components/ui/button";
import { Field, FormError } from "../../../components/ui/field";
import type { MessageKey } from "../../../i18n/i18n";
import { useT } from "../../../i18n/use-t";
import { toast } from "../../../lib/toast";
import { useUpdateProfileMutation } from "../../../state/auth-api";
import { type RuleTexts, useServerText } from "../form-text";
import { useAccountForm } from "../use-account-form";

const NAME_TEXTS: RuleTexts<"name"> = { name: { required: "auth.rule.nameRequired" } };

/**
 * Sends a change of the account (PUT /api/users/profile) for the forms below: `saved` runs once it
 * is stored; `error` is the refusal in the page's words, until the next try.
 */
function useProfileUpdate() {
  const [updateProfile] = useUpdateProfileMutation();
  const [formError, setFormError] = useState<unknown>(null);
  const serverText = useServerText();
  const save = async (body: Parameters<typeof updateProfile>[0], saved: () => void) => {
    setFormError(null);
    try {
      await updateProfile(body).unwrap();
      saved();
    } catch (err) {
      setFormError(err);
    }
  };
  return { save, error: formError ? serverText(formError, "auth.details.failed") : null };
}

/** Change the name on the account (PUT /api/users/profile). */
export function NameForm({ user }: { user: PublicUser }) {
  const t = useT();
  const { save, error } = useProfileUpdate();
  const { register, handleSubmit, watch, formState, fieldText } = useAccountForm(
    zodResolver(nameFormSchema),
    { name: user.name },
    NAME_TEXTS,
  );

  const submit = handleSubmit((body) => save(body, () => toast.success(t("auth.details.saved"))));

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t("auth.profile.details")}>
      <FormError message={error} />
      <Field
        label={t("auth.field.name")}
        id="profile-name"
        autoComplete="name"
        maxLength={100}
        {...register("name")}
        error={fieldText("name", formState.errors.name)}
      />
      <button
        type="submit"
        disabled={formState.isSubmitting || watch("name").trim() === user.name}
        className={secondaryButton}
      >
        {formState.isSubmitting ? t("auth.busySaving") : t("auth.details.submit")}
      </button>
    </form>
  );
}

const PASSWORD_FIELDS: ReadonlyArray<{
  name: keyof PasswordChangeForm;
  label: MessageKey;
  id?: string;
  autoComplete: string;
}> = [
  { name: "currentPassword", label: "auth.field.currentPassword", autoComplete: "current-password" },
  { name: "password", label: "auth.field.newPassword", id: "profile-new-password", autoComplete: "new-password" },
  {
    name: "confirmPassword",
    label: "auth.field.confirmNewPassword",
    id: "profile-confirm-password",
    autoComplete: "new-password",
  },
];

const PASSWORD_TEXTS: RuleTexts<keyof PasswordChangeForm> = {
  currentPassword: { required: "auth.rule.currentPassword" },
};

const EMPTY_PASSWORDS: PasswordChangeForm = { currentPassword: "", password: "", confirmPassword: "" };

/** Change the password; the server ends the other sessions and hands this one a new token. */
export function PasswordForm() {
  const t = useT();
  const { save, error } = useProfileUpdate();
  const { register, handleSubmit, reset, formState, fieldText } = useAccountForm(
    zodResolver(passwordChangeFormSchema),
    EMPTY_PASSWORDS,
    PASSWORD_TEXTS,
  );

  const submit = handleSubmit((body) =>
    save(body, () => {
      reset(EMPTY_PASSWORDS);
      toast.success(t("auth.password.changed"));
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t("auth.password.submit")}>
      <FormError message={error} />
      {PASSWORD_FIELDS.map((f) => (
        <Field
          key={f.name}
          id={f.id}
          label={t(f.label)}
          autoComplete={f.autoComplete}
          type="password"
          {...register(f.name)}
          error={fieldText(f.name, formState.errors[f.name])}
        />
      ))}
      <button type="submit" disabled={formState.isSubmitting} className={secondaryButton}>
        {formState.isSubmitting ? t("auth.busySaving") : t("auth.password.submit")}
      </button>
    </form>
  );
}
