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

/* The password rules' messages (users.ts `passwordSchema`): the API's, and the rules the account forms map to their texts. */
export const PASSWORD_TOO_SHORT = `must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `must be at most ${MAX_PASSWORD_LENGTH} characters`;
