import { z } from "zod";
import { isoDate, text } from "./common.js";
import { ORDER_STATUSES, PAYMENT_METHODS } from "./orders-constants.js";

export * from "./orders-constants.js";

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
  city: text(100),
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
  totalPrice: z.number(),
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
export const orderListSchema = z.array(orderSchema);

/** POST /api/orders: the order is built from the caller's server-side cart; nothing else is read. */
export const orderCreateSchema = z.object({
  shippingAddress: shippingAddressSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { message: `must be one of ${PAYMENT_METHODS.join(", ")}` }),
  /** Same key twice = the same order (double submission). Also accepted as the Idempotency-Key header. */
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
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
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export const adminOrderPageSchema = z.object({
  orders: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  limit: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;
