import { z } from "zod";
import { emailSchema, isoDate, text } from "./common.js";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  ROLES,
} from "./users-constants.js";

export * from "./users-constants.js";

export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: isoDate,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({ user: publicUserSchema, token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** A new password (registration, reset, profile): the length rules; the server also refuses weak ones. */
export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: PASSWORD_TOO_SHORT })
  .max(MAX_PASSWORD_LENGTH, { message: PASSWORD_TOO_LONG });

/** POST /api/users/register. `role` is read only when an admin makes the call; other extra fields are ignored. */
export const registerSchema = z.object({
  name: text(100),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(ROLES).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, { message: "is required" }).max(254),
  password: z.string().min(1, { message: "is required" }).max(MAX_PASSWORD_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** PUT /api/users/profile: a new password needs the current one. */
export const profileUpdateSchema = z
  .object({
    name: text(100).optional(),
    email: emailSchema.optional(),
    password: passwordSchema.optional(),
    currentPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  })
  .refine((p) => p.password === undefined || (p.currentPassword !== undefined && p.currentPassword !== ""), {
    path: ["currentPassword"],
    message: "is required to set a new password",
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** POST /api/users/forgot-password: answered 202 with the same text whether the address has an account or not. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/users/reset-password: the token from the mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1, { message: "is required" }).max(200),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/admin/users. */
export const adminCreateUserSchema = z.object({
  name: text(100),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(ROLES).default("customer"),
});
export type AdminCreateUserInput = z.infer<typeof adminCreateUserSchema>;

/** PUT /api/admin/users/:id. */
export const adminUpdateUserSchema = z.object({ role: z.enum(ROLES) });

export const userListSchema = z.array(publicUserSchema);
