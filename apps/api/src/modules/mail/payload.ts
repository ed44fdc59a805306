import type { MailKind } from "@avlu/contract/mail";
import type { OrderCharges } from "@avlu/contract/order-charges";
import type { OrderStatus, PaymentMethod, ShippingAddress } from "@avlu/contract/orders";
import type { Settings } from "@avlu/contract/settings";

/*
 * What each kind of mail carries in the outbox: a snapshot taken in the transaction that wrote it
 * (the order as it was placed, the shop's bank details at that moment), so the mail says what
 * was true then, whenever it is finally delivered or shown again.
 */

/** The shop's details every mail shows (header and footer, payment instructions). */
export interface ShopSnapshot {
  name: string;
  phone: string;
  whatsappNumber: string;
  studioAddress: string;
  contactEmail: string;
  iban: string;
  bankAccountName: string;
  /** Optional: outbox payloads written before issue 19 lack them. */
  taxOffice?: string;
  taxNumber?: string;
}

export function shopSnapshot(s: Settings): ShopSnapshot {
  return {
    name: s.shopName || "Avlu",
    phone: s.phone,
    whatsappNumber: s.whatsappNumber,
    studioAddress: s.studioAddress,
    contactEmail: s.contactEmail,
    iban: s.iban,
    bankAccountName: s.bankAccountName,
    taxOffice: s.taxOffice,
    taxNumber: s.taxNumber,
  };
}

export interface MailOrderLine {
  name: string;
  color: string;
  packing: string;
  quantity: number;
  priceCents: number;
  /** Orders placed since issue 19 carry the SKU (the proforma lists it). */
  sku?: string;
  /** A configured parasol's choices, one per step, as they were ordered (ADR 2105). */
  choices?: Array<{ label: string; value: string }>;
}

export interface MailOrder {
  id: string;
  reference: string;
  createdAt: string;
  customerName: string;
  lines: MailOrderLine[];
  totalCents: number;
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  isPaid: boolean;
  /** Delivery, VAT and lead times as charged (orders placed since issue 19). */
  charges?: OrderCharges;
  /** A guest order: its confirmation carries the private link, the key sealed as the mail's secret (ADR 1907). */
  guest?: boolean;
}

export type ShopperStatus = Extract<OrderStatus, "Processing" | "Shipped" | "Delivered">;

export interface MailData {
  "order-confirmation": { order: MailOrder };
  "order-status": { order: MailOrder; status: ShopperStatus };
  "order-cancelled": { order: MailOrder; by: "shopper" | "shop" };
  "password-reset": { name: string; expiresAt: string };
  /** The link that adds guest orders placed with this e-mail to the account (ADR 1909); the token travels sealed. */
  "order-claim": { name: string; email: string; expiresAt: string };
  "password-changed": { name: string; email: string; changedAt: string; via: "reset" | "profile" };
  "owner-new-order": { order: MailOrder; customerEmail: string };
  "owner-contact-message": { name: string; email: string; subject: string; message: string; receivedAt: string };
  "owner-order-request": {
    productId: string;
    productName: string;
    color: string;
    packing: string;
    channel: "whatsapp" | "mail";
    requestedAt: string;
    /** A configured product (issue 21): its choices line by line, prices in euro cents, and the link to it. */
    configuration?: {
      lines: Array<[string, string]>;
      groups: { parasol: number; base: number; extras: number };
      totalCents: number;
      link: string;
    };
  };
  /** One entry per variant sold out (issue 17); colour and packing are absent in mails written before variants. */
  "owner-out-of-stock": {
    products: Array<{ id: string; name: string; sku: string; color?: string; packing?: string }>;
  };
  test: { requestedBy: string; requestedAt: string };
}

/** The outbox payload: where links point, the shop, and the kind's own data. */
export interface MailPayload<K extends MailKind = MailKind> {
  /** PUBLIC_URL, or the origin of the request that caused the mail; links and the logo hang off it. */
  baseUrl: string;
  shop: ShopSnapshot;
  data: MailData[K];
}
