import fs from "node:fs";
import { createRequire } from "node:module";
import { centsToAmount, formatPrice } from "@avlu/contract/format";
import { PAYMENT_METHOD_LABELS } from "@avlu/contract/orders-constants";
import { packingPieces } from "@avlu/contract/variants";
import PDFDocument from "pdfkit";
import type { OrderDocument, ShopDocument } from "./order-document.js";

/*
 * The order PDF (ADR 1905): a proforma invoice while the order is unpaid, an order summary once
 * paid. Drawn with pdfkit in DejaVu Sans, embedded (subset) so Turkish letters (ğ, ı, İ, ş…) show
 * and copy as text in every reader. Labels are Turkish with English beside them.
 */

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: fs.readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: fs.readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

const INK = "#1f1d1a";
const MUTED = "#6b665e";
const RULE = "#d9d3c7";
const BAND = "#f3efe7";
const LEFT = 50;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;
/** Item, quantity, unit price, amount. */
const COLUMNS = [
  { x: LEFT, width: 245, align: "left" },
  { x: 295, width: 65, align: "right" },
  { x: 365, width: 85, align: "right" },
  { x: 455, width: 90, align: "right" },
] as const;

const ITEM_WIDTH = 235;
const money = (cents: number) => formatPrice(centsToAmount(cents));
const date = (iso: string) =>
  new Intl.DateTimeFormat("tr-TR", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Istanbul",
  }).format(new Date(iso));

/** Renders the order's PDF: a pure function of the order and the shop's details. */
export function renderOrderPdf(order: OrderDocument, shop: ShopDocument): Promise<Buffer> {
  const proforma = !order.isPaid;
  const title = proforma ? ["PROFORMA FATURA", "Proforma invoice"] : ["SİPARİŞ ÖZETİ", "Order summary"];
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `${title[1]} ${order.reference}`, Author: shop.name, Subject: order.reference },
  });
  const { regular, bold } = loadFonts();
  doc.registerFont("body", regular);
  doc.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const text = (
    s: string,
    x: number,
    y: number,
    o: PDFKit.Mixins.TextOptions & { font?: string; size?: number; color?: string } = {},
  ) => {
    const { font = "body", size = 9, color = INK, ...rest } = o;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(s, x, y, { lineGap: 1.5, ...rest });
    return doc.y;
  };
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number, y: number) => {
    if (y + height <= bottom()) return y;
    doc.addPage();
    return doc.page.margins.top;
  };

  /* ---------------------------------------------------------------- header */
  let left = text(shop.name, LEFT, 50, { font: "bold", size: 16, width: 270 });
  for (const line of [shop.address, shop.phone, shop.email].filter(Boolean)) {
    left = text(line, LEFT, left + 2, { width: 270, color: MUTED });
  }
  if (shop.taxOffice || shop.taxNumber) {
    left = text(`Vergi dairesi / Tax office: ${shop.taxOffice} · VKN: ${shop.taxNumber}`, LEFT, left + 2, {
      width: 270,
      color: MUTED,
    });
  }
  let right = text(title[0] as string, 330, 50, { font: "bold", size: 15, width: RIGHT - 330, align: "right" });
  right = text(title[1] as string, 330, right, { width: RIGHT - 330, align: "right", color: MUTED });
  right = text(`Sipariş no / Order no: ${order.reference}`, 330, right + 6, {
    font: "bold",
    width: RIGHT - 330,
    align: "right",
  });
  right = text(`Tarih / Date: ${date(order.createdAt)}`, 330, right + 1, { width: RIGHT - 330, align: "right" });
  right = text(`Durum / Status: ${order.status}${order.isPaid ? " · Ödendi / Paid" : ""}`, 330, right + 1, {
    width: RIGHT - 330,
    align: "right",
  });
  let y = Math.max(left, right) + 18;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor(RULE).lineWidth(1).stroke();

  /* ---------------------------------------------------------------- customer */
  const a = order.shippingAddress;
  y = text("Alıcı ve teslimat adresi / Customer and delivery address", LEFT, y + 12, {
    font: "bold",
    size: 8,
    color: MUTED,
  });
  y = text(`${a.firstName} ${a.lastName}`, LEFT, y + 2, { font: "bold", size: 10 });
  const place = [a.district, a.city].filter(Boolean).join(" / ");
  for (const line of [
    a.address,
    `${a.postalCode} ${place}`.trim(),
    a.country,
    order.customer.phone,
    order.customer.email,
  ]) {
    if (line) y = text(line, LEFT, y + 1, { width: 300 });
  }

  /* ---------------------------------------------------------------- lines */
  const headings = ["Ürün / Item", "Adet / Qty", "Birim / Unit", "Tutar / Amount"];
  const tableHead = (top: number) => {
    doc.rect(LEFT, top, WIDTH, 18).fill(BAND);
    headings.forEach((h, i) => {
      const c = COLUMNS[i] as (typeof COLUMNS)[number];
      text(h, c.x + (i === 0 ? 6 : 0), top + 5, {
        font: "bold",
        size: 7.5,
        width: c.width - 6,
        align: c.align,
        color: MUTED,
      });
    });
    return top + 24;
  };
  y = tableHead(y + 18);
  for (const line of order.lines) {
    const details = [
      [
        line.color && `Renk / Colour: ${line.color}`,
        `Koli / Packing: ${line.packing}${packingPieces(line.packing) > 1 ? ` (${packingPieces(line.packing)} adet / pcs)` : ""}`,
      ]
        .filter(Boolean)
        .join(" · "),
      line.sku && `SKU: ${line.sku}`,
      ...(line.choices ?? []).map((c) => `${c.label}: ${c.value}`),
    ]
      .filter(Boolean)
      .join("\n");
    doc.font("bold").fontSize(9.5);
    const nameHeight = doc.heightOfString(line.name, { width: ITEM_WIDTH });
    doc.font("body").fontSize(7.5);
    const detailHeight = doc.heightOfString(details, { width: ITEM_WIDTH }) + (line.leadTime ? 11 : 0);
    const top = ensure(nameHeight + detailHeight + 10, y);
    if (top !== y) y = tableHead(top);
    const nameBottom = text(line.name, LEFT + 6, y, { font: "bold", size: 9.5, width: ITEM_WIDTH });
    let rowBottom = text(details, LEFT + 6, nameBottom + 1, { size: 7.5, width: ITEM_WIDTH, color: MUTED });
    if (line.leadTime)
      rowBottom = text(`Teslimat / Delivery: ${line.leadTime}`, LEFT + 6, rowBottom, {
        size: 7.5,
        width: ITEM_WIDTH,
        color: MUTED,
      });
    const cells = [String(line.quantity), money(line.unitPriceCents), money(line.unitPriceCents * line.quantity)];
    cells.forEach((cell, i) => {
      const c = COLUMNS[i + 1] as (typeof COLUMNS)[number];
      text(cell, c.x, y, { size: 9.5, width: c.width, align: c.align });
    });
    y = rowBottom + 6;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor(RULE).lineWidth(0.5).stroke();
    y += 6;
  }

  /* ---------------------------------------------------------------- totals */
  const rows: Array<[string, string, boolean?]> = [["Ara toplam / Subtotal", money(order.subtotalCents)]];
  const d = order.delivery;
  if (d) {
    const fee = d.onRequest ? "Teklif edilecek / On request" : d.free ? "Ücretsiz / Free" : money(d.feeCents);
    rows.push([`Teslimat / Delivery (${d.zoneName})`, fee]);
    if (d.assemblyCents > 0) rows.push(["Montaj / Assembly", money(d.assemblyCents)]);
  }
  rows.push(["Genel toplam / Total", money(order.totalCents), true]);
  for (const g of order.vat.groups) rows.push([`KDV dahil / VAT included (%${g.rate})`, money(g.vatCents)]);
  y = ensure(rows.length * 16 + 10, y + 4);
  for (const [label, value, strong] of rows) {
    const font = strong ? "bold" : "body";
    const size = strong ? 11 : 9;
    text(label, 300, y, { font, size, width: 150, align: "right", color: strong ? INK : MUTED });
    y = text(value, 455, y, { font, size, width: 90, align: "right" }) + 4;
  }

  /* ---------------------------------------------------------------- delivery windows and payment */
  if (order.deliveryWindows.length > 0) {
    y = ensure(40, y + 8);
    y = text("Tahmini teslimat / Expected delivery", LEFT, y, { font: "bold", size: 8, color: MUTED });
    for (const [label, window] of order.deliveryWindows) y = text(`${label}: ${window}`, LEFT, y + 1);
  }
  y = ensure(110, y + 14);
  const boxTop = y;
  y = text(`Ödeme / Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`, LEFT + 10, y + 10, {
    font: "bold",
    size: 10,
  });
  const instructions: string[] = [];
  if (order.isPaid) instructions.push("Ödemeniz alındı, teşekkür ederiz. / Payment received, thank you.");
  else if (order.paymentMethod === "bank-transfer") {
    instructions.push(
      `Lütfen ${money(order.totalCents)} tutarını aşağıdaki hesaba gönderin. / Please transfer ${money(order.totalCents)} to:`,
      `IBAN: ${shop.iban}`,
      `Hesap sahibi / Account holder: ${shop.bankAccountName}`,
      `Açıklama / Reference to quote: ${order.reference}`,
    );
  } else if (order.paymentMethod === "pay-at-studio") {
    instructions.push(`Stüdyomuzda ödeyebilirsiniz / Pay at our studio: ${shop.address}`);
  } else {
    instructions.push("Teslimatta ödeme / Pay on delivery.");
  }
  for (const line of instructions) y = text(line, LEFT + 10, y + 2, { width: WIDTH - 20 });
  doc
    .rect(LEFT, boxTop, WIDTH, y - boxTop + 10)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();
  y += 20;
  if (proforma) {
    text(
      "Bu belge proforma faturadır, mali değeri yoktur; faturanız ödemeden sonra düzenlenir. / This proforma invoice is not a tax invoice; the invoice is issued on payment.",
      LEFT,
      ensure(30, y),
      { size: 7.5, width: WIDTH, color: MUTED },
    );
  }
  doc.end();
  return done;
}
