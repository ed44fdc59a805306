import { z } from "zod";

// A missing field reads "is required" everywhere (server answers and SPA forms alike).
z.config({
  customError: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "is required" : undefined),
});

/** The one error shape every API route answers with. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string() });

/** Ids are opaque strings; the server issues 24 hex characters. */
export const ID_PATTERN = /^[a-f0-9]{24}$/;
export const idSchema = z.string().min(1).max(64);
export const idParamsSchema = z.object({ id: idSchema });

/** Trimmed, non-empty, bounded text. */
export const text = (max: number) => z.string().trim().min(1).max(max);
export const optionalText = (max: number) => z.string().trim().max(max);

/** The message of an address `emailSchema` refuses (the API's and the storefront forms' alike). */
export const INVALID_EMAIL = "Please enter a valid email address";

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: INVALID_EMAIL }));

/**
 * Every field of a form's object schema set to "" (where the form starts, or what a record stored
 * without the object shows). Typed so that a field that cannot be "" does not compile.
 */
export function emptyFields<K extends string>(schema: { shape: Record<K, unknown> }): Record<K, ""> {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, ""])) as Record<K, "">;
}

/** ISO-8601 timestamp string as the server writes it. */
export const isoDate = z.string();

/** `page` and `limit` of an admin list's query string: from page 1, 50 a page unless asked, 200 at most. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
};

/** Which page a paged answer is, of how many pages, and its size (beside its rows and their total). */
export const pageFields = { page: z.number().int(), pages: z.number().int(), limit: z.number().int() };

/* Pure money and text helpers live in the zod-free format module (the storefront imports them from there). */
export {
  amountToCents,
  centsToAmount,
  collectionKey,
  foldText,
  formatPrice,
  formatPriceIn,
  MAX_AMOUNT,
  parseAmount,
} from "./format.js";
