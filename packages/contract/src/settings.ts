import { z } from "zod";
import { emailSchema, optionalText } from "./common.js";

const httpsUrl = z
  .string()
  .trim()
  .max(300)
  .refine((u) => u === "" || /^https:\/\/[^\s"'<>]+$/.test(u), { message: "must be an https URL" });
const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+0-9 ()-]*$/, { message: "may contain digits, spaces, +, ( ) and - only" });

/** Public shop settings (GET /api/settings); the storefront reads contact details and links from here. */
export const settingsSchema = z.object({
  shopName: optionalText(100),
  phone,
  /** International number, digits only as wa.me wants it (e.g. 905321234567). */
  whatsappNumber: z
    .string()
    .trim()
    .regex(/^\d{8,15}$/, { message: "must be 8 to 15 digits, country code first" }),
  orderEmails: z.tuple([emailSchema, emailSchema]),
  contactEmail: emailSchema,
  iban: z
    .string()
    .trim()
    .max(42)
    .regex(/^[A-Z0-9 ]*$/, { message: "must be upper-case letters, digits and spaces" }),
  bankAccountName: optionalText(100),
  studioAddress: optionalText(300),
  openingHours: z.object({
    weekdays: optionalText(60),
    saturday: optionalText(60),
    sunday: optionalText(60),
  }),
  social: z.object({
    instagram: httpsUrl,
    facebook: httpsUrl,
    pinterest: httpsUrl,
    youtube: httpsUrl,
  }),
  /** Which mails the shop's order mailboxes receive (each can be switched off in /admin/shop). */
  notifications: z.object({
    newOrder: z.boolean(),
    contactMessage: z.boolean(),
    orderRequest: z.boolean(),
    outOfStock: z.boolean(),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

/** PUT /api/admin/settings: any subset; nested objects are merged. */
export const settingsUpdateSchema = settingsSchema
  .extend({
    openingHours: settingsSchema.shape.openingHours.partial(),
    social: settingsSchema.shape.social.partial(),
    notifications: settingsSchema.shape.notifications.partial().strict(),
  })
  .partial()
  .strict();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
