import { emailSchema } from "@avlu/contract/common";
import { MIN_PASSWORD_LENGTH } from "@avlu/contract/users-constants";
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from "./password-rules";

export type RegisterValues = { name: string; email: string; password: string; confirmPassword: string };
export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

/** The same rules the server applies, checked before sending (SPEC §5). */
export function registerErrors(v: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!v.name.trim()) errors.name = "Please enter your name";
  if (!v.email.trim()) errors.email = "Please enter your email";
  else if (!emailSchema.safeParse(v.email).success) errors.email = "Please enter a valid email address";
  if (!v.password) errors.password = "Please choose a password";
  else if (v.password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_TOO_SHORT;
  if (!v.confirmPassword) errors.confirmPassword = "Please confirm your password";
  else if (v.password && v.confirmPassword !== v.password) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  return errors;
}
