/**
 * The texts of the two order-request channels (SPEC §7): a WhatsApp chat with a prefilled
 * message and a webmail draft to the shop's two order mailboxes. Written in Turkish, byte for
 * byte as the unit tests pin them.
 */
import { requestMailBody, requestMailSubject, requestWhatsappText } from "@avlu/contract/order-request-texts";

export interface OrderRequestDetails {
  productName: string;
  /** "" when no colour was chosen (the line is left out) */
  color: string;
  /** "" when no packing was chosen (the line is left out) */
  packing: string;
  /** The chosen variant's SKU (issue 17); "" or absent leaves the line out. */
  sku?: string;
}

export const COLOR_REQUIRED_ALERT = "Lütfen önce bir renk seçin!";
export const PACKING_REQUIRED_ALERT = "Lütfen önce bir koli seçeneği seçin!";

function detailLines(d: OrderRequestDetails): string[] {
  const lines = [`Ürün Adı: ${d.productName}`];
  if (d.color) lines.push(`Renk: ${d.color}`);
  if (d.packing) lines.push(`Koli: ${d.packing}`);
  if (d.sku) lines.push(`SKU: ${d.sku}`);
  return lines;
}

/** The prefilled WhatsApp message: greeting, product, colour, packing, closing asking for information. */
export function whatsappMessage(d: OrderRequestDetails): string {
  return requestWhatsappText(detailLines(d));
}

/** https://wa.me/<number>?text=<message> (the number in international form, digits only). */
export function whatsappUrl(whatsappNumber: string, d: OrderRequestDetails): string {
  const digits = whatsappNumber.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(whatsappMessage(d))}`;
}

export function mailSubject(productName: string): string {
  return requestMailSubject(productName);
}

/** The e-mail body: greeting, product, colour, packing, a question about stock and shipping, sign-off. */
export function mailBody(d: OrderRequestDetails): string {
  return requestMailBody(detailLines(d));
}

/** A Gmail compose window addressed to the order mailboxes, with subject and body filled in. */
export function mailComposeUrl(to: readonly string[], d: OrderRequestDetails): string {
  const params = [
    "view=cm",
    "fs=1",
    `to=${to.map(encodeURIComponent).join(",")}`,
    `su=${encodeURIComponent(mailSubject(d.productName))}`,
    `body=${encodeURIComponent(mailBody(d))}`,
  ];
  return `https://mail.google.com/mail/?${params.join("&")}`;
}

/** The alert to show instead of sending (SPEC §5), or null when the request may go out. */
export function orderRequestProblem(input: { hasColors: boolean; color: string; packing: string }): string | null {
  if (input.hasColors && !input.color) return COLOR_REQUIRED_ALERT;
  if (!input.packing) return PACKING_REQUIRED_ALERT;
  return null;
}
