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

const WHATSAPP_MESSAGE = "must be 8 to 15 digits, country code first";

/**
 * A phone number as people write it — "+90 (532) 111-22-33", "0090 532 111 22 33", "0532 111 22 33"
 * (Turkish national form) — as the digits wa.me wants, country code first.
 */
export function whatsappDigits(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (input.trim().startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return `90${digits.slice(1)}`;
  return digits;
}

/** An IBAN as people write it (any case, any spacing), in groups of four as banks print it. */
export function formatIban(input: string): string {
  return input
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, "$1 ");
}

/** ISO 13616: country, check digits, account; the whole number mod 97 is 1. */
export function isValidIban(input: string): boolean {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const value = ch >= "A" ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** Public shop settings (GET /api/settings); the storefront reads contact details and links from here. */
export const settingsSchema = z.object({
  shopName: optionalText(100),
  phone,
  /** International number, digits only as wa.me wants it (e.g. 905321234567). */
  whatsappNumber: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d\s().\-/]*$/, { message: WHATSAPP_MESSAGE })
    .transform(whatsappDigits)
    .pipe(z.string().regex(/^\d{8,15}$/, { message: WHATSAPP_MESSAGE })),
  orderEmails: z.tuple([emailSchema, emailSchema]),
  contactEmail: emailSchema,
  /** Empty when the shop takes no bank transfers; stored in groups of four. */
  iban: z
    .string()
    .trim()
    .max(50)
    .refine((v) => v === "" || isValidIban(v), {
      message: "must be a valid IBAN, e.g. TR33 0006 1005 1978 6457 8413 26",
    })
    .transform(formatIban),
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
  /** A colour with this many units or fewer shows "Only N left"; the dashboard's Low stock uses it too (issue 17). */
  lowStockThreshold: z.number().int().min(0).max(1000),
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
