import { z } from "zod";
import { MAX_LINE_QUANTITY } from "./cart-constants.js";
import { idSchema } from "./common.js";

export * from "./cart-constants.js";

export const cartLineSchema = z.object({
  /** Line id (product + colour + packing). */
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  color: z.string(),
  packing: z.string(),
  /** The variant (colour × packing) the line holds: its SKU; price and countInStock are the variant's. */
  sku: z.string(),
  quantity: z.number().int(),
  countInStock: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  products: z.array(cartLineSchema),
  totalPrice: z.number(),
  /** Present when the cart belongs to a guest: keep it to find the cart again. */
  guestId: z.string().optional(),
});
export type Cart = z.infer<typeof cartSchema>;

const guestId = z.string().trim().max(64).optional();
const quantity = z
  .number({ message: "must be a number" })
  .int({ message: "must be a whole number" })
  .max(MAX_LINE_QUANTITY, { message: `must be at most ${MAX_LINE_QUANTITY}` });

/** GET /api/cart (SPEC §7: userId and guestId, each only when present). A userId without a matching token is ignored. */
export const cartQuerySchema = z
  .object({ userId: z.string().max(64).optional(), guestId, timestamp: z.string().max(40).optional() })
  .strict();

const lineKey = {
  productId: idSchema,
  color: z.string().trim().max(40).default(""),
  packing: z.string().trim().max(20).default("1"),
  guestId,
};

/** POST /api/cart: add (the same product, colour and packing add up). */
export const cartAddSchema = z.object({ ...lineKey, quantity: quantity.min(1, { message: "must be at least 1" }) });
/** PUT /api/cart: set a line's quantity (0 removes it). */
export const cartUpdateSchema = z.object({
  ...lineKey,
  quantity: quantity.min(0, { message: "must not be negative" }),
});
/** DELETE /api/cart: remove a line. */
export const cartRemoveSchema = z.object(lineKey);
/** POST /api/cart/merge: fold a guest cart into the signed-in user's cart. */
export const cartMergeSchema = z.object({ guestId: z.string().trim().max(64) });
