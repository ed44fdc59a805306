import { z } from "zod";
import { emptyFields, isoDate, optionalText, pageFields, pageQuery, text } from "./common.js";
import { configuredItemSchema } from "./configurator.js";
import { LEAD_TIME_UNITS } from "./lead-time.js";
import { ORDER_STATUSES, PAYMENT_METHODS } from "./orders-constants.js";

export * from "./orders-constants.js";

const money = z.number().min(0).max(100_000_000);

/** Delivery, VAT and lead times of an order, as charged when it was placed (ADR 1906). */
/** The VAT contained in a total, per rate (issue 19). */
export const vatBreakdownSchema = z.object({
  total: z.number(),
  groups: z.array(z.object({ rate: z.number(), gross: z.number(), vat: z.number(), net: z.number() })),
});

/** An expected delivery window for the in-stock or on-order part of an order. */
export const leadTimeWindowSchema = z.object({
  availability: z.enum(["in-stock", "on-order"]),
  min: z.number().int(),
  max: z.number().int(),
  unit: z.enum(LEAD_TIME_UNITS),
});

export const orderChargesSchema = z.object({
  subtotal: z.number(),
  delivery: z
    .object({ zone: z.string(), fee: z.number(), free: z.boolean(), onRequest: z.boolean(), assembly: z.number() })
    .nullable(),
  vat: vatBreakdownSchema,
  leadTimes: z.array(leadTimeWindowSchema),
});

/** What the checkout showed: delivery (fee + assembly), the VAT contained and the total. */
export const expectedFiguresSchema = z
  .object({ delivery: money.optional(), vat: money.optional(), total: money.optional() })
  .strict();

/** Checkout form of SPEC §3; every field required. */
export const shippingAddressSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: "Please enter a valid email address" })),
  address: text(300),
  /** The province for Türkiye (one of the 81, checked by the server), the town or city elsewhere. */
  city: text(100),
  /** The district (ilçe) for Türkiye; optional, checked against the province when given. */
  district: optionalText(100).default(""),
  postalCode: text(20),
  country: text(100),
  phone: z
    .string()
    .trim()
    .min(5, { message: "Please enter a phone number" })
    .max(30)
    .regex(/^[+0-9 ()-]+$/, { message: "may contain digits, spaces, +, ( ) and - only" }),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** An address with every field empty: where a form starts, and what an order stored without one shows. */
export const EMPTY_SHIPPING_ADDRESS: ShippingAddress = emptyFields(shippingAddressSchema);

export const orderItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  image: z.string(),
  color: z.string(),
  packing: z.string(),
  /** The variant's SKU when the order was placed ("" for orders older than variants). */
  sku: z.string(),
  /** A configured product (ADR 2105): its choices and euro price as ordered, kept whatever changes later. */
  configuration: configuredItemSchema.optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  /** Short human reference for bank transfers and the phone, e.g. AVL-7F3K2Q. */
  reference: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  orderItems: z.array(orderItemSchema),
  shippingAddress: shippingAddressSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Goods + delivery + assembly, VAT included (`charges` breaks it down). */
  totalPrice: z.number(),
  charges: orderChargesSchema,
  status: z.enum(ORDER_STATUSES),
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: isoDate })),
  isPaid: z.boolean(),
  paidAt: isoDate.nullable(),
  isDelivered: z.boolean(),
  deliveredAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Order = z.infer<typeof orderSchema>;

/** POST /api/orders answers the order; a guest's also carries its private link (shown once, mailed once). */
export const placedOrderSchema = orderSchema.extend({ privateLink: z.string().optional() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** ?key= of a guest order's private link. */
export const guestKeyQuerySchema = z.object({ key: z.string().max(200).optional() }).strict();
export const orderListSchema = z.array(orderSchema);

/** POST /api/orders/claims: nothing to send (the link goes to the account's own e-mail). */
export const orderClaimRequestSchema = z.object({}).strict().nullish();
/** POST /api/orders/claims/confirm: the token of the mailed link (ADR 1909). */
export const orderClaimConfirmSchema = z.object({ token: z.string().min(1).max(200) }).strict();
/** Its answer: how many guest orders joined the account. */
export const orderClaimResultSchema = z.object({ message: z.string(), claimed: z.number().int().min(0) });
export type OrderClaimResult = z.infer<typeof orderClaimResultSchema>;

/** POST /api/orders: the order is built from the caller's server-side cart; nothing else is read. */
export const orderCreateSchema = z.object({
  shippingAddress: shippingAddressSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { message: `must be one of ${PAYMENT_METHODS.join(", ")}` }),
  /** Same key twice = the same order (double submission). Also accepted as the Idempotency-Key header. */
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
  /** A guest's cart (POST without a token): the order is a guest order with a private link (ADR 1907). */
  guestId: z.string().trim().min(1).max(64).optional(),
  /** The optional assembly/installation service (priced by the shop's rules). */
  assembly: z.boolean().default(false),
  /**
   * The figures the shopper was shown. Never used to charge: when they differ from what the server
   * computes now, the order is refused (409) so the shopper sees the new figures first.
   */
  expected: expectedFiguresSchema.optional(),
});
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;

/** PUT /api/admin/orders/:id */
export const adminOrderUpdateSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { message: `must be one of ${ORDER_STATUSES.join(", ")}` }).optional(),
    isPaid: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.isPaid !== undefined, {
    message: "Nothing to update: send status or isPaid",
  });

/** GET /api/admin/orders */
export const adminOrderQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { message: `must be one of ${ORDER_STATUSES.join(", ")}` }).optional(),
    /** order reference, customer name or e-mail */
    search: z.string().trim().max(100).optional(),
    ...pageQuery,
  })
  .strict();
export const adminOrderPageSchema = z.object({
  orders: z.array(orderSchema),
  total: z.number().int(),
  ...pageFields,
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;
