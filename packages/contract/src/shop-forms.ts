import { z } from "zod";
import { INVALID_EMAIL } from "./common.js";
import { contactSchema } from "./site.js";
import {
  forgotPasswordSchema,
  loginSchema,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordSchema,
  profileUpdateSchema,
  registerSchema,
} from "./users.js";

/**
 * The storefront's account and contact forms (issue 16) as zod schemas over what the shopper
 * types, each field piped into the API's own body schema: the page validates with them through
 * react-hook-form's zodResolver and sends their output, the server checks it again with the same
 * body schema. The form's own rules (SPEC §5: required fields, the password confirmation) are
 * added here, once.
 *
 * A rule that fails gives a message that names the rule, never a sentence: the same form is shown
 * in English and in Turkish, and each page words the rule for its field in its language
 * (`formRule` tells which rule a message is).
 */

/** The rules a storefront form words for its shopper. */
export type FormRule = "required" | "email" | "passwordTooShort" | "passwordTooLong" | "passwordsDiffer" | "invalid";

const REQUIRED = "required";
const PASSWORDS_DIFFER = "passwordsDiffer";

/** Which rule a form error's message is: the form's own, or one of the body schemas' (any other: "invalid"). */
export function formRule(message: string | undefined): FormRule {
  switch (message) {
    case REQUIRED:
      return "required";
    case PASSWORDS_DIFFER:
      return "passwordsDiffer";
    case INVALID_EMAIL:
      return "email";
    case PASSWORD_TOO_SHORT:
      return "passwordTooShort";
    case PASSWORD_TOO_LONG:
      return "passwordTooLong";
    default:
      return "invalid";
  }
}

/** Some text (blanks do not count), then the body schema's own rules for the field. */
const filled = <S extends z.ZodType<unknown, string>>(body: S) =>
  z.string().trim().min(1, { message: REQUIRED }).pipe(body);

/** A password is never trimmed: the first rule is only that one was typed. */
const typed = <S extends z.ZodType<unknown, string>>(body: S) => z.string().min(1, { message: REQUIRED }).pipe(body);

/**
 * "Passwords do not match" under the confirmation once both are typed, also while other fields
 * are wrong (SPEC §5: the register form says so at once).
 */
function confirmed<T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>>(
  form: T,
  { always = false } = {},
) {
  return form.refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DIFFER,
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return always || (typeof v.password === "string" && v.password !== "" && v.confirmPassword !== "");
    },
  });
}

/** /login (SPEC §5: e-mail and password required). */
export const loginFormSchema = z.object({
  email: filled(loginSchema.shape.email),
  password: typed(loginSchema.shape.password),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** /register (SPEC §5: every field required, the passwords must match). Output: the API's body. */
export const registerFormSchema = confirmed(
  z.object({
    name: filled(registerSchema.shape.name),
    email: filled(registerSchema.shape.email),
    password: typed(passwordSchema),
    confirmPassword: z.string().min(1, { message: REQUIRED }),
  }),
).transform(({ confirmPassword: _, ...body }) => body);
export type RegisterForm = z.input<typeof registerFormSchema>;

/** /forgot-password: the account's e-mail. */
export const forgotPasswordFormSchema = z.object({ email: filled(forgotPasswordSchema.shape.email) });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

/** /reset-password: a new password and its confirmation (the token comes with the link). Output: the password. */
export const resetPasswordFormSchema = confirmed(
  z.object({
    password: typed(passwordSchema),
    confirmPassword: z.string().min(1, { message: REQUIRED }),
  }),
).transform(({ password }) => ({ password }));
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** /profile: the name on the account. */
export const nameFormSchema = z.object({ name: filled(profileUpdateSchema.shape.name.unwrap()) });
export type NameForm = z.input<typeof nameFormSchema>;

/**
 * /profile: a new password (the length rule also for an empty one) and its confirmation, which
 * must always match; the current password proves it is the account's owner. Output: the API's body.
 */
export const passwordChangeFormSchema = confirmed(
  z.object({
    currentPassword: z.string().min(1, { message: REQUIRED }),
    password: passwordSchema,
    confirmPassword: z.string(),
  }),
  { always: true },
).transform(({ password, currentPassword }) => ({ password, currentPassword }));
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;

/** /ContactUs (SPEC §5: every field required). */
export const contactFormSchema = z.object({
  name: filled(contactSchema.shape.name),
  email: filled(contactSchema.shape.email),
  subject: filled(contactSchema.shape.subject),
  message: filled(contactSchema.shape.message),
});
export type ContactForm = z.input<typeof contactFormSchema>;
