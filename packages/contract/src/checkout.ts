import { z } from "zod";
import { BRANDS, CATEGORIES } from "./catalog-constants.js";
import { isoDate, MAX_AMOUNT, optionalText, text } from "./common.js";
import { DELIVERY_ZONE_KINDS, deliveryRulesProblems } from "./delivery.js";
import { AVAILABILITIES, LEAD_TIME_UNITS } from "./lead-time.js";
import { leadTimeWindowSchema, shippingAddressSchema, vatBreakdownSchema } from "./orders.js";
import { isPlateCode, isTurkey, postalCodeProblem, TURKEY } from "./tr-address.js";

export * from "./delivery.js";
export * from "./lead-time.js";
export * from "./tr-address.js";
export * from "./vat.js";

/* ------------------------------------------------------------------ provinces and districts */

/** GET /api/geo/tr: the 81 provinces (plate code, name) with their districts, in Turkish alphabetical order. */
export const trGeoSchema = z.object({
  provinces: z.array(z.object({ code: z.string(), name: z.string(), districts: z.array(z.string()) })),
});
export type TrGeo = z.infer<typeof trGeoSchema>;

/* ------------------------------------------------------------------ money and rates */

const amount = z
  .number({ message: "must be a number" })
  .min(0, { message: "must not be negative" })
  .max(MAX_AMOUNT)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: "must have at most 2 decimals" });

/** A VAT rate in percent: 0 to 100 with at most two decimals (Türkiye: 1, 10, 20). */
const vatRate = z
  .number({ message: "must be a number" })
  .min(0, { message: "must be between 0 and 100" })
  .max(100, { message: "must be between 0 and 100" })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: "must have at most 2 decimals" });

/* ------------------------------------------------------------------ delivery rules */

const plateCode = z.string().trim().refine(isPlateCode, { message: "must be a province plate code, 01 to 81" });

export const deliveryZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(DELIVERY_ZONE_KINDS),
  provinces: z.array(z.string()),
  fee: z.number(),
  onRequest: z.boolean(),
});

export const deliveryRulesSchema = z.object({
  zones: z.array(deliveryZoneSchema),
  freeDeliveryThreshold: z.number().nullable(),
  assembly: z.object({ available: z.boolean(), price: z.number() }),
});

/** PUT /api/admin/delivery: the whole rule set (zones get new ids; placed orders keep what they were charged). */
export const deliveryRulesInputSchema = z
  .object({
    zones: z
      .array(
        z
          .object({
            name: text(60),
            kind: z.enum(DELIVERY_ZONE_KINDS, { message: `must be one of ${DELIVERY_ZONE_KINDS.join(", ")}` }),
            provinces: z
              .array(plateCode)
              .max(81)
              .default([])
              .transform((codes) => [...new Set(codes)].sort()),
            fee: amount,
            onRequest: z.boolean().default(false),
          })
          .strict(),
      )
      .min(1)
      .max(20),
    freeDeliveryThreshold: amount.nullable(),
    assembly: z.object({ available: z.boolean(), price: amount }).strict(),
  })
  .strict()
  .superRefine((rules, ctx) => {
    for (const message of deliveryRulesProblems(rules)) ctx.addIssue({ code: "custom", path: ["zones"], message });
  });
export type DeliveryRulesInput = z.infer<typeof deliveryRulesInputSchema>;

/* ------------------------------------------------------------------ VAT */

export const vatRulesSchema = z.object({ rate: z.number(), categoryRates: z.record(z.string(), z.number()) });

/** PUT /api/admin/vat: the standard rate and the categories that have another one. */
export const vatRulesInputSchema = z
  .object({
    rate: vatRate,
    categoryRates: z
      .partialRecord(z.enum(CATEGORIES, { message: `must be one of ${CATEGORIES.join(", ")}` }), vatRate)
      .default({}),
  })
  .strict();

/* ------------------------------------------------------------------ lead times */

const leadTimeInput = z
  .object({
    min: z.number().int().min(0).max(365),
    max: z.number().int().min(0).max(365),
    unit: z.enum(LEAD_TIME_UNITS, { message: `must be one of ${LEAD_TIME_UNITS.join(", ")}` }),
  })
  .strict()
  .refine((w) => w.max >= w.min && w.max > 0, { message: "max must be at least min (and more than 0)" });
const leadTimePairInput = z.object({ inStock: leadTimeInput, onOrder: leadTimeInput }).strict();

const leadTime = z.object({ min: z.number().int(), max: z.number().int(), unit: z.enum(LEAD_TIME_UNITS) });
const leadTimePair = z.object({ inStock: leadTime, onOrder: leadTime });
const variantLeadTime = z.object({
  sku: z.string(),
  availability: z.enum(AVAILABILITIES),
  window: leadTime.nullable(),
});
export const leadTimeRulesSchema = z.object({
  default: leadTimePair,
  brands: z.array(leadTimePair.extend({ brand: z.string() })),
  /** Variants (by SKU) kept in stock or ordered from the maker, with their own window if any (ADR 1910). */
  variants: z.array(variantLeadTime),
});

/** PUT /api/admin/lead-times: the default pair and one pair per brand that differs. */
export const leadTimeRulesInputSchema = z
  .object({
    default: leadTimePairInput,
    brands: z
      .array(
        leadTimePairInput
          .extend({
            brand: z
              .string()
              .trim()
              .toUpperCase()
              .pipe(z.enum(BRANDS, { message: `must be one of ${BRANDS.join(", ")}` })),
          })
          .strict(),
      )
      .max(100)
      .refine((list) => new Set(list.map((b) => b.brand)).size === list.length, {
        message: "each brand may appear only once",
      }),
    /**
     * Variants with their own availability and window, by SKU (ADR 1910). Absent: the stored list
     * stays as it is (older clients); present: it replaces the list.
     */
    variants: z
      .array(
        z
          .object({
            sku: z.string().trim().min(1, { message: "is required" }).max(64),
            availability: z.enum(AVAILABILITIES, { message: `must be one of ${AVAILABILITIES.join(", ")}` }),
            window: leadTimeInput.nullable().default(null),
          })
          .strict(),
      )
      .max(2000)
      .refine((list) => new Set(list.map((v) => v.sku)).size === list.length, {
        message: "each SKU may appear only once",
      })
      .optional(),
  })
  .strict();

/* ------------------------------------------------------------------ what the checkout reads */

/** GET /api/checkout/rules: everything the cart and checkout need to show delivery, VAT and lead times. */
export const checkoutRulesSchema = z.object({
  delivery: deliveryRulesSchema,
  vat: vatRulesSchema,
  leadTimes: leadTimeRulesSchema,
});
export type CheckoutRules = z.infer<typeof checkoutRulesSchema>;

/* ------------------------------------------------------------------ saved addresses */

const { firstName, lastName, phone, address } = shippingAddressSchema.shape;

/** POST /api/addresses and PUT /api/addresses/:id. A Turkish address names its province and district from the list. */
export const savedAddressInputSchema = z
  .object({
    label: optionalText(40).default(""),
    firstName,
    lastName,
    phone,
    country: text(100).transform((c) => (isTurkey(c) ? TURKEY : c)),
    /** The province for Türkiye (one of the 81), the town or city elsewhere. */
    city: text(100),
    district: optionalText(100).default(""),
    address,
    postalCode: text(20),
    /** Make this the default address (the first one always is; there is always exactly one). */
    isDefault: z.boolean().optional(),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.country !== TURKEY) return;
    if (!a.district) ctx.addIssue({ code: "custom", path: ["district"], message: "Please choose a district" });
    const problem = postalCodeProblem(a.postalCode);
    if (problem) ctx.addIssue({ code: "custom", path: ["postalCode"], message: problem });
  });
export type SavedAddressInput = z.infer<typeof savedAddressInputSchema>;

export const savedAddressSchema = z.object({
  _id: z.string(),
  label: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  country: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const savedAddressListSchema = z.array(savedAddressSchema);

/** A shopper keeps at most this many addresses. */
export const MAX_SAVED_ADDRESSES = 20;

/* ------------------------------------------------------------------ the caller's cart, priced */

/** GET /api/checkout/quote: where to (country, province for Türkiye) and whether assembly is wanted. */
export const checkoutQuoteQuerySchema = z
  .object({
    guestId: z.string().trim().max(64).optional(),
    country: optionalText(100).default(""),
    /** The province's name (Türkiye); empty until chosen. */
    province: optionalText(100).default(""),
    assembly: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
  })
  .strict();

/** What the caller's cart costs delivered there (the server's figures, as an order placed now would be charged). */
export const checkoutQuoteSchema = z.object({
  subtotal: z.number(),
  delivery: z.union([
    z.object({
      available: z.literal(true),
      zone: z.string(),
      fee: z.number(),
      free: z.boolean(),
      onRequest: z.boolean(),
      assembly: z.number(),
      /** How much more for free delivery; null when it does not apply. */
      untilFree: z.number().nullable(),
    }),
    z.object({ available: z.literal(false), reason: z.string(), message: z.string() }),
  ]),
  /** Goods + delivery + assembly (goods only while the delivery is unknown). */
  total: z.number(),
  vat: vatBreakdownSchema,
  leadTimes: z.array(leadTimeWindowSchema),
  assemblyOffer: z.object({ available: z.boolean(), price: z.number() }),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
