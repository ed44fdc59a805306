import type { PaymentMethod } from "@avlu/contract/orders-constants";
import type { VatBreakdown } from "@avlu/contract/vat";

/**
 * What an order PDF shows (ADR 1905): an order-shaped value, independent of how orders are stored,
 * so the renderer stays a pure function of it and the shop's details.
 */
export interface OrderDocument {
  /** AVL-7F3K2Q9M: the number customers quote. */
  reference: string;
  /** ISO timestamp the order was placed. */
  createdAt: string;
  isPaid: boolean;
  status: string;
  paymentMethod: PaymentMethod;
  customer: { name: string; email: string; phone: string };
  shippingAddress: {
    firstName: string;
    lastName: string;
    address: string;
    district: string;
    city: string;
    postalCode: string;
    country: string;
  };
  lines: Array<{
    name: string;
    color: string;
    packing: string;
    sku: string;
    quantity: number;
    /** VAT included */
    unitPriceCents: number;
    /** e.g. "2–5 business days" (in stock) or "4–6 weeks" (on order) */
    leadTime?: string;
    /** A configured parasol's choices ("Frame colour: Anthracite"), one per step. */
    choices?: Array<{ label: string; value: string }>;
  }>;
  /** Goods total, VAT included. */
  subtotalCents: number;
  delivery: {
    zoneName: string;
    feeCents: number;
    free: boolean;
    onRequest: boolean;
    assemblyCents: number;
  } | null;
  vat: VatBreakdown;
  totalCents: number;
  /** Expected delivery windows, e.g. [["In stock", "2–5 business days"], ["On order", "4–6 weeks"]]. */
  deliveryWindows: Array<[label: string, window: string]>;
}

/** The seller on the document: from the shop settings. */
export interface ShopDocument {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** Vergi dairesi */
  taxOffice: string;
  /** Vergi kimlik numarası */
  taxNumber: string;
  iban: string;
  bankAccountName: string;
}
