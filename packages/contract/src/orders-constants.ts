/** Order statuses and payment methods without zod, for storefront pages; `orders.ts` re-exports them. */

export const ORDER_STATUSES = ["Pending", "Processing", "Shipped", "Delivered", "Cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** A customer may cancel while the order is in one of these. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ["Pending", "Processing"];

export const PAYMENT_METHODS = ["bank-transfer", "pay-at-studio", "pay-on-delivery"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How each payment method is named on screens (no card data is ever taken online). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  "bank-transfer": "Bank transfer",
  "pay-at-studio": "Pay at the studio",
  "pay-on-delivery": "Pay on delivery",
};

/** How long a mailed link that adds guest orders to an account works (ADR 1909). */
export const ORDER_CLAIM_TTL_HOURS = 24;
/** The answer to asking for that link, the same whether guest orders exist or not. */
export const ORDER_CLAIM_REQUESTED =
  "If orders were placed as a guest with your e-mail, a link to add them to your account is on its way to it.";
