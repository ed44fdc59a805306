import type { MailKind } from "@avlu/contract/mail";
import { orderCancelled } from "./order-cancelled.js";
import { orderClaim } from "./order-claim.js";
import { orderConfirmation } from "./order-confirmation.js";
import { orderStatus } from "./order-status.js";
import { ownerContactMessage } from "./owner-contact-message.js";
import { ownerNewOrder } from "./owner-new-order.js";
import { ownerOrderRequest } from "./owner-order-request.js";
import { ownerOutOfStock } from "./owner-out-of-stock.js";
import { passwordChanged } from "./password-changed.js";
import { passwordReset } from "./password-reset.js";
import { testMail } from "./test-mail.js";
import type { MailTemplate } from "./types.js";

/** Every kind of mail and its template. A new kind: add it to MAIL_KINDS, MailData and here. */
export const TEMPLATES: { [K in MailKind]: MailTemplate<K> } = {
  "order-confirmation": orderConfirmation,
  "order-status": orderStatus,
  "order-cancelled": orderCancelled,
  "password-reset": passwordReset,
  "password-changed": passwordChanged,
  "order-claim": orderClaim,
  "owner-new-order": ownerNewOrder,
  "owner-contact-message": ownerContactMessage,
  "owner-order-request": ownerOrderRequest,
  "owner-out-of-stock": ownerOutOfStock,
  test: testMail,
};
