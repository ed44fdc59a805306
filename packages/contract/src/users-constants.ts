/** Roles and password limits without zod, for storefront pages; `users.ts` re-exports them. */

export const ROLES = ["customer", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
