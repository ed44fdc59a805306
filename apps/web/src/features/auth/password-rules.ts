import { MIN_PASSWORD_LENGTH } from "@avlu/contract/users-constants";

/*
 * Password messages shared by the register and profile forms. Kept apart from validation.ts
 * (which checks e-mails with the contract's zod schema) so the profile page does not load zod.
 */
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
