import type { Order } from "@avlu/contract/orders";
import type { FastifyReply } from "fastify";
import type { Q } from "../../db/database.js";
import { orderPdf, orderPdfName } from "../documents/from-order.js";
import { shopSnapshot } from "../mail/payload.js";
import { toMailOrder } from "../mail/service.js";
import { getSettings } from "../settings/repository.js";
import { loadCharges } from "./charges.js";
import { orderLanguage } from "./repository.js";

/**
 * Sends an order's PDF (ADR 1905): proforma while unpaid, order summary once paid, with the
 * figures as charged and the shop's details of now, in the order's language (the one its mails are
 * written in, ADR 2000/2011). Never cached by shared caches.
 */
export async function sendOrderPdf(db: Q, order: Order, reply: FastifyReply): Promise<FastifyReply> {
  const [charges, settings, language] = await Promise.all([
    loadCharges(db, [order._id]),
    getSettings(db),
    orderLanguage(db, order._id),
  ]);
  const pdf = await orderPdf(
    toMailOrder(order, charges.get(order._id)?.lines ?? []),
    order.status,
    shopSnapshot(settings),
    language,
  );
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${orderPdfName(order.reference)}"`)
    .header("cache-control", "private, no-store")
    .send(pdf);
}
