/** Roles and password limits without zod, for storefront pages; `users.ts` re-exports them. */

export const ROLES = ["customer", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** How long a mailed password-reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** The answer to every accepted forgot-password request, whether the address has an account or not. */
export const FORGOT_PASSWORD_ACCEPTED =
  "If an account exists for this address, we have sent it a link to choose a new password. The link works for 1 hour.";

/*
 * What the account routes answer when they refuse a request (the server's messages, shown as they
 * are on SPEC pages; the storefront's Turkish pages show their own words for each, by this text).
 */
export const EMAIL_TAKEN = "An account with this email already exists";
export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";
export const PASSWORD_TOO_COMMON = "Password is too common; choose another";
export const PASSWORD_REPEATED = "Password must not be one repeated character";
export const PASSWORD_HAS_EMAIL_NAME = "Password must not contain your e-mail name";
export const RESET_LINK_INVALID = "This password reset link is not valid. Please ask for a new one.";
export const RESET_LINK_USED = "This password reset link has already been used. Please ask for a new one.";
export const RESET_LINK_EXPIRED = "This password reset link has expired. Please ask for a new one.";

/* The password rules' messages (users.ts `passwordSchema`): the API's, and the rules the account forms map to their texts. */
export const PASSWORD_TOO_SHORT = `must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `must be at most ${MAX_PASSWORD_LENGTH} characters`;
