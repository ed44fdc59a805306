import { z } from "zod";
import { emailSchema, idSchema, text } from "./common.js";

/** POST /api/subscribe */
export const subscribeSchema = z.object({ email: emailSchema });

/** POST /api/contact (SPEC §3 contact form; every field required). */
export const contactSchema = z.object({
  name: text(100),
  email: emailSchema,
  subject: text(200),
  message: text(5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const ORDER_REQUEST_CHANNELS = ["whatsapp", "mail"] as const;
/** POST /api/order-requests: a WhatsApp or e-mail order request was opened from a product page. */
export const orderRequestSchema = z.object({
  productId: idSchema,
  color: z.string().trim().max(40).default(""),
  packing: z.string().trim().max(20).default(""),
  channel: z.enum(ORDER_REQUEST_CHANNELS),
});
export type OrderRequestInput = z.infer<typeof orderRequestSchema>;
