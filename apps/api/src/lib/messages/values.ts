import { formatPrice, formatPriceIn } from "@avlu/contract/format";
import type { OrderStatus } from "@avlu/contract/orders-constants";
import { term } from "@avlu/contract/terms";
import type { Localised } from "./message.js";

/* Values of messages that read differently in each language (ADR 2011). */

/** A price as the reader writes it: `$1,249.90` / `$1.249,90`. */
export const price = (amount: number): Localised => ({ en: formatPrice(amount), tr: formatPriceIn(amount, "tr") });

const STATUS_TR: Record<OrderStatus, string> = {
  Pending: "Beklemede",
  Processing: "Hazırlanıyor",
  Shipped: "Kargoya verildi",
  Delivered: "Teslim edildi",
  Cancelled: "İptal edildi",
};

/** An order status: SPEC's English word, its Turkish name. */
export const orderStatus = (status: string): Localised => ({
  en: status,
  tr: STATUS_TR[status as OrderStatus] ?? status,
});

/** The same text in both languages (a name, a number as written). */
export const same = (text: string): Localised => ({ en: text, tr: text });

/** A packing as a Turkish reader names it: "2 adetlik koli" (a packing of one piece says nothing). */
const packingTr = (packing: string) => `${packing} adetlik koli`;

/**
 * A product in a colour and packing: `"Luxembourg chair" in Cotton white, packing 2` /
 * `"Luxembourg chair" (Pamuk Beyazı, 2 adetlik koli)`.
 */
export function variantItem(name: string, color = "", packing = ""): Localised {
  const en = [color, packing && packing !== "1" ? `packing ${packing}` : ""].filter(Boolean);
  const tr = [color && term("color", color, "tr"), packing && packing !== "1" ? packingTr(packing) : ""].filter(
    Boolean,
  );
  return {
    en: en.length ? `"${name}" in ${en.join(", ")}` : `"${name}"`,
    tr: tr.length ? `"${name}" (${tr.join(", ")})` : `"${name}"`,
  };
}

/** A product's colours, listed: `Red, Blue` / `Kırmızı, Mavi`. */
export const colourList = (colours: readonly string[]): Localised => ({
  en: colours.join(", "),
  tr: colours.map((c) => term("color", c, "tr")).join(", "),
});

/** A wait in whole minutes: `1 minute`, `5 minutes` / `5 dakika`. */
export const minutes = (n: number): Localised => ({ en: `${n} minute${n === 1 ? "" : "s"}`, tr: `${n} dakika` });

const UNITS_TR: Array<[ms: number, name: string]> = [
  [86_400_000, "gün"],
  [3_600_000, "saat"],
  [60_000, "dakika"],
  [1000, "saniye"],
];

/** A wait as @fastify/rate-limit words it in English (`1 minute`, `30 seconds`), in Turkish. */
export function waitTr(ms: number): string {
  for (const [unit, name] of UNITS_TR) if (ms >= unit) return `${Math.round(ms / unit)} ${name}`;
  return `${Math.max(0, Math.round(ms))} milisaniye`;
}
