import type { PublicUser } from "@avlu/contract/users";
import { MIN_PASSWORD_LENGTH } from "@avlu/contract/users-constants";
import { type FormEvent, useState } from "react";
import { secondaryButton } from "../../../components/ui/button";
import { Field, FormError } from "../../../components/ui/field";
import { toast } from "../../../lib/toast";
import { queryErrorMessage } from "../../../state/api";
import { useUpdateProfileMutation } from "../../../state/auth-api";
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from "../password-rules";

const UPDATE_FAILED = "Your details could not be saved, please try again.";

/** Change the name on the account (PUT /api/users/profile). */
export function NameForm({ user }: { user: PublicUser }) {
  const [updateProfile] = useUpdateProfileMutation();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (!name.trim()) return setError("Please enter your name");
    setError(undefined);
    setBusy(true);
    try {
      await updateProfile({ name: name.trim() }).unwrap();
      toast.success("Your name was saved");
    } catch (err) {
      setFormError(queryErrorMessage(err, UPDATE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Your details">
      <FormError message={formError} />
      <Field
        label="Name"
        name="name"
        id="profile-name"
        autoComplete="name"
        value={name}
        error={error}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" disabled={busy || name.trim() === user.name} className={secondaryButton}>
        {busy ? "Saving..." : "Save name"}
      </button>
    </form>
  );
}

type PasswordValues = { currentPassword: string; password: string; confirmPassword: string };

/** Change the password; the server ends the other sessions and hands this one a new token. */
export function PasswordForm() {
  const [updateProfile] = useUpdateProfileMutation();
  const empty: PasswordValues = { currentPassword: "", password: "", confirmPassword: "" };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<PasswordValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof PasswordValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const next: Partial<PasswordValues> = {};
    if (!values.currentPassword) next.currentPassword = "Please enter your current password";
    if (values.password.length < MIN_PASSWORD_LENGTH) next.password = PASSWORD_TOO_SHORT;
    if (values.confirmPassword !== values.password) next.confirmPassword = PASSWORDS_DO_NOT_MATCH;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await updateProfile({ password: values.password, currentPassword: values.currentPassword }).unwrap();
      setValues(empty);
      toast.success("Your password was changed");
    } catch (err) {
      setFormError(queryErrorMessage(err, UPDATE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Change password">
      <FormError message={formError} />
      <Field
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={set("currentPassword")}
      />
      <Field
        label="New password"
        name="password"
        id="profile-new-password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={set("password")}
      />
      <Field
        label="Confirm new password"
        name="confirmPassword"
        id="profile-confirm-password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={set("confirmPassword")}
      />
      <button type="submit" disabled={busy} className={secondaryButton}>
        {busy ? "Saving..." : "Change password"}
      </button>
    </form>
  );
}
