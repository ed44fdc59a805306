import { centsToAmount, formatPrice, formatPriceIn } from "@avlu/contract/format";
import type { Language } from "@avlu/contract/languages";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@avlu/contract/orders-constants";
import { term } from "@avlu/contract/terms";
import { orderStatus } from "../../lib/messages/values.js";

/*
 * The order PDF's words per language (ADR 1905, ADR 2011). English orders keep the document as it
 * always was: Turkish labels with English beside them, amounts as `$1,249.90`. Turkish orders read
 * Turkish only, amounts as `tr-TR` writes them (`$1.249,90`), statuses, payment methods and colours
 * in Turkish.
 */
export interface PdfTexts {
  /** The heading and the document's name (its metadata title; shown under the heading when `nameBeside`). */
  title: { proforma: [string, string]; summary: [string, string] };
  nameBeside: boolean;
  money(cents: number): string;
  taxOffice(office: string, number: string): string;
  orderNo: string;
  date: string;
  status(status: string): string;
  paid: string;
  customer: string;
  headings: [string, string, string, string];
  colour(colour: string): string;
  packing: string;
  pieces(n: number): string;
  lineDelivery: string;
  subtotal: string;
  delivery(zone: string): string;
  onRequest: string;
  free: string;
  assembly: string;
  total: string;
  vatIncluded(rate: number): string;
  expected: string;
  payment(method: PaymentMethod): string;
  paidThanks: string;
  transfer(amount: string): string;
  accountHolder: string;
  reference: string;
  studio(address: string): string;
  onDelivery: string;
  proformaNote: string;
}

const PAYMENT_TR: Record<PaymentMethod, string> = {
  "bank-transfer": "Havale / EFT",
  "pay-at-studio": "Stüdyoda ödeme",
  "pay-on-delivery": "Kapıda ödeme",
};

export const PDF_TEXTS: Record<Language, PdfTexts> = {
  en: {
    title: { proforma: ["PROFORMA FATURA", "Proforma invoice"], summary: ["SİPARİŞ ÖZETİ", "Order summary"] },
    nameBeside: true,
    money: (cents) => formatPrice(centsToAmount(cents)),
    taxOffice: (office, number) => `Vergi dairesi / Tax office: ${office} · VKN: ${number}`,
    orderNo: "Sipariş no / Order no",
    date: "Tarih / Date",
    status: (status) => `Durum / Status: ${status}`,
    paid: " · Ödendi / Paid",
    customer: "Alıcı ve teslimat adresi / Customer and delivery address",
    headings: ["Ürün / Item", "Adet / Qty", "Birim / Unit", "Tutar / Amount"],
    colour: (colour) => `Renk / Colour: ${colour}`,
    packing: "Koli / Packing",
    pieces: (n) => ` (${n} adet / pcs)`,
    lineDelivery: "Teslimat / Delivery",
    subtotal: "Ara toplam / Subtotal",
    delivery: (zone) => `Teslimat / Delivery (${zone})`,
    onRequest: "Teklif edilecek / On request",
    free: "Ücretsiz / Free",
    assembly: "Montaj / Assembly",
    total: "Genel toplam / Total",
    vatIncluded: (rate) => `KDV dahil / VAT included (%${rate})`,
    expected: "Tahmini teslimat / Expected delivery",
    payment: (method) => `Ödeme / Payment: ${PAYMENT_METHOD_LABELS[method]}`,
    paidThanks: "Ödemeniz alındı, teşekkür ederiz. / Payment received, thank you.",
    transfer: (amount) => `Lütfen ${amount} tutarını aşağıdaki hesaba gönderin. / Please transfer ${amount} to:`,
    accountHolder: "Hesap sahibi / Account holder",
    reference: "Açıklama / Reference to quote",
    studio: (address) => `Stüdyomuzda ödeyebilirsiniz / Pay at our studio: ${address}`,
    onDelivery: "Teslimatta ödeme / Pay on delivery.",
    proformaNote:
      "Bu belge proforma faturadır, mali değeri yoktur; faturanız ödemeden sonra düzenlenir. / This proforma invoice is not a tax invoice; the invoice is issued on payment.",
  },
  tr: {
    title: { proforma: ["PROFORMA FATURA", "Proforma fatura"], summary: ["SİPARİŞ ÖZETİ", "Sipariş özeti"] },
    nameBeside: false,
    money: (cents) => formatPriceIn(centsToAmount(cents), "tr"),
    taxOffice: (office, number) => `Vergi dairesi: ${office} · VKN: ${number}`,
    orderNo: "Sipariş no",
    date: "Tarih",
    status: (status) => `Durum: ${orderStatus(status).tr}`,
    paid: " · Ödendi",
    customer: "Alıcı ve teslimat adresi",
    headings: ["Ürün", "Adet", "Birim fiyat", "Tutar"],
    colour: (colour) => `Renk: ${term("color", colour, "tr")}`,
    packing: "Koli",
    pieces: (n) => ` (${n} adet)`,
    lineDelivery: "Teslimat",
    subtotal: "Ara toplam",
    delivery: (zone) => `Teslimat (${zone})`,
    onRequest: "Teklif edilecek",
    free: "Ücretsiz",
    assembly: "Montaj",
    total: "Genel toplam",
    vatIncluded: (rate) => `KDV dahil (%${rate})`,
    expected: "Tahmini teslimat",
    payment: (method) => `Ödeme: ${PAYMENT_TR[method]}`,
    paidThanks: "Ödemeniz alındı, teşekkür ederiz.",
    transfer: (amount) => `Lütfen ${amount} tutarını aşağıdaki hesaba gönderin:`,
    accountHolder: "Hesap sahibi",
    reference: "Açıklamaya yazılacak numara",
    studio: (address) => `Stüdyomuzda ödeyebilirsiniz: ${address}`,
    onDelivery: "Teslimatta ödeme.",
    proformaNote: "Bu belge proforma faturadır, mali değeri yoktur; faturanız ödemeden sonra düzenlenir.",
  },
};
