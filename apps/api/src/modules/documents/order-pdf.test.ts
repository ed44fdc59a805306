import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { vatBreakdown } from "@avlu/contract/vat";
import { describe, expect, it } from "vitest";
import { expectContainsEach } from "../../test/expect-text.js";
import { pdfText } from "../../test/pdf-text.js";
import type { OrderDocument, ShopDocument } from "./order-document.js";
import { renderOrderPdf } from "./order-pdf.js";

const shop: ShopDocument = {
  name: "Avlu Mobilya",
  address: "Bağdat Caddesi No: 312, Caddebostan, 34728 Kadıköy / İstanbul",
  phone: "+90 216 555 01 31",
  email: "info@avlu.com.tr",
  taxOffice: "Göztepe",
  taxNumber: "1234567890",
  iban: "TR33 0006 1005 1978 6457 8413 26",
  bankAccountName: "Avlu Mobilya ve Dekorasyon Ltd. Şti.",
};

const lines: OrderDocument["lines"] = [
  {
    name: "Luxembourg Chair",
    color: "Cotton white",
    packing: "2",
    sku: "FER-CHR-LUX-CW",
    quantity: 4,
    unitPriceCents: 28_900,
    leadTime: "2–5 business days",
  },
  {
    name: "Şezlong - Güneş Işığı Çiçeği",
    color: "Nutmeg",
    packing: "1",
    sku: "SIF-LNG-01",
    quantity: 1,
    unitPriceCents: 139_000,
    leadTime: "4–6 weeks",
  },
];

function order(overrides: Partial<OrderDocument> = {}): OrderDocument {
  const subtotalCents = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
  const delivery = { zoneName: "İstanbul", feeCents: 4_900, free: false, onRequest: false, assemblyCents: 7_900 };
  return {
    reference: "AVL-7F3K2Q9M",
    createdAt: "2026-11-25T09:30:00.000Z",
    isPaid: false,
    status: "Pending",
    paymentMethod: "bank-transfer",
    customer: { name: "Şükrü Öztürk", email: "sukru@example.com", phone: "+90 532 111 22 33" },
    shippingAddress: {
      firstName: "Şükrü",
      lastName: "Öztürk",
      address: "Çiçek Sokak 7, Daire 3",
      district: "Üsküdar",
      city: "İstanbul",
      postalCode: "34662",
      country: "Türkiye",
    },
    lines,
    subtotalCents,
    delivery,
    vat: vatBreakdown([
      { grossCents: subtotalCents, rate: 20 },
      { grossCents: delivery.feeCents + delivery.assemblyCents, rate: 20 },
    ]),
    totalCents: subtotalCents + delivery.feeCents + delivery.assemblyCents,
    deliveryWindows: [
      ["Stokta / In stock", "2–5 business days"],
      ["Siparişle / On order", "4–6 weeks"],
    ],
    ...overrides,
  };
}

/** Text as one line, so a phrase pdfkit wrapped over two lines still reads as written. */
const flat = (s: string) => s.replace(/\s+/g, " ");
/** The order's PDF, read back as one line of text. */
const flatText = async (doc: OrderDocument) => flat((await pdfText(await renderOrderPdf(doc, shop))).text);

describe("order PDF", () => {
  it("a proforma with the order number, the Turkish names, lines, delivery, VAT and the IBAN, read back as text", async () => {
    const pdf = await renderOrderPdf(order(), shop);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, pages, info } = await pdfText(pdf);
    const all = flat(text);
    expect(pages).toHaveLength(1);
    expect(info.Title).toBe("Proforma invoice AVL-7F3K2Q9M");
    expectContainsEach(all, [
      "PROFORMA FATURA",
      "Sipariş no / Order no: AVL-7F3K2Q9M",
      "Tarih / Date: 25.11.2026",
      "Şükrü Öztürk",
      "Çiçek Sokak 7, Daire 3",
      "34662 Üsküdar / İstanbul",
      "Avlu Mobilya ve Dekorasyon Ltd. Şti.",
      "Vergi dairesi / Tax office: Göztepe · VKN: 1234567890",
      "Luxembourg Chair",
      "Renk / Colour: Cotton white · Koli / Packing: 2 (2 adet / pcs) SKU: FER-CHR-LUX-CW",
      "Şezlong - Güneş Işığı Çiçeği",
      "Teslimat / Delivery: 4–6 weeks",
      "$289.00",
      "$1,156.00",
      "Ara toplam / Subtotal",
      "$2,546.00",
      "Teslimat / Delivery (İstanbul)",
      "$49.00",
      "Montaj / Assembly",
      "$79.00",
      "Genel toplam / Total",
      "$2,674.00",
      // 2,674.00 × 20/120 = 445.666… → 445.67
      "KDV dahil / VAT included (%20)",
      "$445.67",
      "Siparişle / On order: 4–6 weeks",
      "IBAN: TR33 0006 1005 1978 6457 8413 26",
      "Açıklama / Reference to quote: AVL-7F3K2Q9M",
      "proforma faturadır",
    ]);
  });

  it("a configured parasol's line lists every choice it was ordered with", async () => {
    const parasol = {
      name: "OLTA Classic",
      color: "",
      packing: "1",
      sku: "",
      quantity: 1,
      unitPriceCents: 61_200,
      choices: [
        { label: "Shape and size", value: "Round Ø220cm" },
        { label: "Frame colour", value: "Anthracite" },
        { label: "Accessories and spare parts", value: "Protective cover × 1" },
      ],
    };
    const all = await flatText(order({ lines: [parasol] }));
    expectContainsEach(all, [
      "OLTA Classic",
      "Shape and size: Round Ø220cm",
      "Frame colour: Anthracite",
      "Accessories and spare parts: Protective cover × 1",
    ]);
  });

  it("an order summary once paid, free and on-request delivery, and several VAT rates", async () => {
    const paid = order({
      isPaid: true,
      status: "Shipped",
      delivery: { zoneName: "Abroad", feeCents: 0, free: false, onRequest: true, assemblyCents: 0 },
      vat: vatBreakdown([
        { grossCents: 115_600, rate: 20 },
        { grossCents: 139_000, rate: 10 },
      ]),
      totalCents: 254_600,
    });
    const all = await flatText(paid);
    expect(all).toContain("SİPARİŞ ÖZETİ");
    expect(all).toContain("Durum / Status: Shipped · Ödendi / Paid");
    expect(all).toContain("Teslimat / Delivery (Abroad) Teklif edilecek / On request");
    expect(all).toContain("KDV dahil / VAT included (%20) $192.67");
    expect(all).toContain("KDV dahil / VAT included (%10) $126.36");
    expect(all).toContain("Payment received");
    expect(all).not.toContain("IBAN");
    expect(all).not.toContain("proforma");
    const free = order({
      delivery: { zoneName: "İstanbul", feeCents: 0, free: true, onRequest: false, assemblyCents: 0 },
    });
    expect(await flatText(free)).toContain("Ücretsiz / Free");
  });

  it("many lines flow onto further pages with the table heading repeated", async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      ...(lines[i % 2] as OrderDocument["lines"][number]),
      name: `Çizgi ${i + 1}`,
    }));
    const { pages } = await pdfText(await renderOrderPdf(order({ lines: many }), shop));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(0, -1)) expect(page).toContain("Ürün / Item");
    const text = pages.join("\n");
    for (let i = 1; i <= 45; i++) expect(text).toContain(`Çizgi ${i}`);
    expect(pages.at(-1)).toContain("IBAN: TR33");
  });

  it("embeds its font, so it reads the same on a machine without DejaVu", async () => {
    const pdf = await renderOrderPdf(order(), shop);
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/DejaVuSans/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    // Subset, not the whole 750 KB face.
    expect(pdf.length).toBeLessThan(80_000);
    if (process.env.AVLU_KEEP_PDF) fs.writeFileSync(path.join(os.tmpdir(), "avlu-order.pdf"), pdf);
  });
});
