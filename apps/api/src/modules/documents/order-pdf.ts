import fs from "node:fs";
import { createRequire } from "node:module";
import type { Language } from "@avlu/contract/languages";
import { packingPieces } from "@avlu/contract/variants";
import type PDFDocumentClass from "pdfkit";
import { loadOnUse } from "../../lib/load-on-use.js";
import type { OrderDocument, ShopDocument } from "./order-document.js";
import { PDF_TEXTS } from "./order-pdf-texts.js";

/*
 * The order PDF (ADR 1905): a proforma invoice while the order is unpaid, an order summary once
 * paid. Drawn with pdfkit in DejaVu Sans, embedded (subset) so Turkish letters (ğ, ı, İ, ş…) show
 * and copy as text in every reader. In the order's language (ADR 2011): an English order's labels
 * are Turkish with English beside them, a Turkish order's Turkish only (`order-pdf-texts.ts`).
 */

const require = createRequire(import.meta.url);
const pdfkit = loadOnUse<typeof PDFDocumentClass>("pdfkit");
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
const date = (iso: string) =>
  new Intl.DateTimeFormat("tr-TR", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Istanbul",
  }).format(new Date(iso));

/** Renders the order's PDF in `language`: a pure function of the order and the shop's details. */
export function renderOrderPdf(order: OrderDocument, shop: ShopDocument, language: Language = "en"): Promise<Buffer> {
  const t = PDF_TEXTS[language];
  const money = t.money;
  const proforma = !order.isPaid;
  const title = proforma ? t.title.proforma : t.title.summary;
  const PDFDocument = pdfkit();
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
    left = text(t.taxOffice(shop.taxOffice, shop.taxNumber), LEFT, left + 2, {
      width: 270,
      color: MUTED,
    });
  }
  let right = text(title[0] as string, 330, 50, { font: "bold", size: 15, width: RIGHT - 330, align: "right" });
  if (t.nameBeside) right = text(title[1] as string, 330, right, { width: RIGHT - 330, align: "right", color: MUTED });
  right = text(`${t.orderNo}: ${order.reference}`, 330, right + 6, {
    font: "bold",
    width: RIGHT - 330,
    align: "right",
  });
  right = text(`${t.date}: ${date(order.createdAt)}`, 330, right + 1, { width: RIGHT - 330, align: "right" });
  right = text(`${t.status(order.status)}${order.isPaid ? t.paid : ""}`, 330, right + 1, {
    width: RIGHT - 330,
    align: "right",
  });
  let y = Math.max(left, right) + 18;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor(RULE).lineWidth(1).stroke();

  /* ---------------------------------------------------------------- customer */
  const a = order.shippingAddress;
  y = text(t.customer, LEFT, y + 12, {
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
  const headings = t.headings;
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
        line.color && t.colour(line.color),
        `${t.packing}: ${line.packing}${packingPieces(line.packing) > 1 ? t.pieces(packingPieces(line.packing)) : ""}`,
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
      rowBottom = text(`${t.lineDelivery}: ${line.leadTime}`, LEFT + 6, rowBottom, {
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
  const rows: Array<[string, string, boolean?]> = [[t.subtotal, money(order.subtotalCents)]];
  const d = order.delivery;
  if (d) {
    const fee = d.onRequest ? t.onRequest : d.free ? t.free : money(d.feeCents);
    rows.push([t.delivery(d.zoneName), fee]);
    if (d.assemblyCents > 0) rows.push([t.assembly, money(d.assemblyCents)]);
  }
  rows.push([t.total, money(order.totalCents), true]);
  for (const g of order.vat.groups) rows.push([t.vatIncluded(g.rate), money(g.vatCents)]);
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
    y = text(t.expected, LEFT, y, { font: "bold", size: 8, color: MUTED });
    for (const [label, window] of order.deliveryWindows) y = text(`${label}: ${window}`, LEFT, y + 1);
  }
  y = ensure(110, y + 14);
  const boxTop = y;
  y = text(t.payment(order.paymentMethod), LEFT + 10, y + 10, {
    font: "bold",
    size: 10,
  });
  const instructions: string[] = [];
  if (order.isPaid) instructions.push(t.paidThanks);
  else if (order.paymentMethod === "bank-transfer") {
    instructions.push(
      t.transfer(money(order.totalCents)),
      `IBAN: ${shop.iban}`,
      `${t.accountHolder}: ${shop.bankAccountName}`,
      `${t.reference}: ${order.reference}`,
    );
  } else if (order.paymentMethod === "pay-at-studio") {
    instructions.push(t.studio(shop.address));
  } else {
    instructions.push(t.onDelivery);
  }
  for (const line of instructions) y = text(line, LEFT + 10, y + 2, { width: WIDTH - 20 });
  doc
    .rect(LEFT, boxTop, WIDTH, y - boxTop + 10)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();
  y += 20;
  if (proforma) {
    text(t.proformaNote, LEFT, ensure(30, y), { size: 7.5, width: WIDTH, color: MUTED });
  }
  doc.end();
  return done;
}
