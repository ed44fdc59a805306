import type { Language } from "@avlu/contract/languages";
import { leadTimeLines } from "@avlu/contract/order-charges";
import { vatBreakdown } from "@avlu/contract/vat";
import type { MailOrder, ShopSnapshot } from "../mail/payload.js";
import type { OrderDocument, ShopDocument } from "./order-document.js";
import { renderOrderPdf } from "./order-pdf.js";

/*
 * The order PDF of a placed order (ADR 1905, 1906): the route and the confirmation mail build it
 * from the same order-shaped value the mails use (figures as charged, SKUs stored with the order)
 * and the shop's details of the moment.
 */

const cents = (amount: number) => Math.round(amount * 100);

export function orderDocument(order: MailOrder, status: string, language: Language = "en"): OrderDocument {
  const c = order.charges;
  const subtotalCents = c ? cents(c.subtotal) : order.lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
  const groups = c?.vat.groups ?? [];
  const vat = vatBreakdown([]);
  vat.groups = groups.map((g) => ({
    rate: g.rate,
    grossCents: cents(g.gross),
    vatCents: cents(g.vat),
    netCents: cents(g.net),
  }));
  vat.grossCents = vat.groups.reduce((s, g) => s + g.grossCents, 0);
  vat.vatCents = vat.groups.reduce((s, g) => s + g.vatCents, 0);
  vat.netCents = vat.grossCents - vat.vatCents;
  const a = order.shippingAddress;
  return {
    reference: order.reference,
    createdAt: order.createdAt,
    isPaid: order.isPaid,
    status,
    paymentMethod: order.paymentMethod,
    customer: { name: `${a.firstName} ${a.lastName}`.trim() || order.customerName, email: a.email, phone: a.phone },
    shippingAddress: {
      firstName: a.firstName,
      lastName: a.lastName,
      address: a.address,
      district: a.district ?? "",
      city: a.city,
      postalCode: a.postalCode,
      country: a.country,
    },
    lines: order.lines.map((l) => ({
      name: l.name,
      color: l.color,
      packing: l.packing,
      sku: l.sku ?? "",
      quantity: l.quantity,
      unitPriceCents: l.priceCents,
      ...(l.choices ? { choices: l.choices } : {}),
    })),
    subtotalCents,
    delivery: c?.delivery
      ? {
          zoneName: c.delivery.zone,
          feeCents: cents(c.delivery.fee),
          free: c.delivery.free,
          onRequest: c.delivery.onRequest,
          assemblyCents: cents(c.delivery.assembly),
        }
      : null,
    vat,
    totalCents: order.totalCents,
    // English documents name each window in both languages (as they always did), Turkish ones in Turkish.
    deliveryWindows:
      language === "tr"
        ? leadTimeLines(c?.leadTimes ?? [], "tr")
        : leadTimeLines(c?.leadTimes ?? [], "tr").map(
            ([label, window], i) =>
              [`${label} / ${leadTimeLines(c?.leadTimes ?? [], "en")[i]?.[0] ?? ""}`, window] as [string, string],
          ),
  };
}

export function shopDocument(shop: ShopSnapshot): ShopDocument {
  return {
    name: shop.name,
    address: shop.studioAddress,
    phone: shop.phone,
    email: shop.contactEmail,
    taxOffice: shop.taxOffice ?? "",
    taxNumber: shop.taxNumber ?? "",
    iban: shop.iban,
    bankAccountName: shop.bankAccountName,
  };
}

/** "AVL-7F3K2Q9M.pdf" */
export const orderPdfName = (reference: string) => `${reference}.pdf`;

/** The order's PDF in `language`: the order's own (ADR 2011), whoever asks for it. */
export function orderPdf(
  order: MailOrder,
  status: string,
  shop: ShopSnapshot,
  language: Language = "en",
): Promise<Buffer> {
  return renderOrderPdf(orderDocument(order, status, language), shopDocument(shop), language);
}
