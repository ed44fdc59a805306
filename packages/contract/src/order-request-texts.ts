/**
 * The frame of an order request (SPEC §7), in Turkish byte for byte: the WhatsApp message and the
 * e-mail around a product's lines ("Ürün Adı: …", one line per choice). A catalogue product's
 * request (storefront, features/catalog/order-messages.ts) and a configured one
 * (configurator-messages.ts) put their own lines in the same frame. Zod-free.
 */

/** The prefilled WhatsApp message: greeting, the lines, closing asking for information. */
export function requestWhatsappText(lines: readonly string[]): string {
  return [
    "Merhaba, aşağıdaki ürünü sipariş etmek istiyorum:",
    "",
    ...lines,
    "",
    "Fiyat, stok ve teslimat hakkında bilgi verebilir misiniz? Teşekkürler.",
  ].join("\n");
}

/** The e-mail's subject. */
export function requestMailSubject(productName: string): string {
  return `Sipariş Talebi: ${productName}`;
}

/** The e-mail body: greeting, the lines, a question about stock and shipping, sign-off. */
export function requestMailBody(lines: readonly string[]): string {
  return [
    "Merhaba,",
    "",
    "Aşağıdaki ürün için sipariş talebinde bulunmak istiyorum:",
    "",
    ...lines,
    "",
    "Ürünün stok durumu ve kargo süresi hakkında bilgi verebilir misiniz?",
    "",
    "Teşekkürler,",
  ].join("\n");
}
