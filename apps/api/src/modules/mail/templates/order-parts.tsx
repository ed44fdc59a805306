import { formatPriceIn } from "@avlu/contract/format";
import type { MailLanguage } from "@avlu/contract/mail";
import { leadTimeLines } from "@avlu/contract/order-charges";
import type { PaymentMethod } from "@avlu/contract/orders";
import { packingPieces } from "@avlu/contract/variants";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import type { MailOrder, ShopSnapshot } from "../payload.js";
import { colors, DataTable, Details, styles } from "./layout.js";

/* Pieces of the order mails: the lines with their totals, the delivery address, how to pay. */

const texts: Record<
  MailLanguage,
  {
    items: string;
    color: string;
    packing: string;
    box: (pieces: number) => string;
    quantity: (n: number) => string;
    total: string;
    subtotal: string;
    delivery: (zone: string) => string;
    free: string;
    onRequest: string;
    assembly: string;
    vatIncluded: (rate: number) => string;
    expected: string;
    deliverTo: string;
    payment: string;
    methods: Record<PaymentMethod, string>;
    transferIntro: string;
    accountHolder: string;
    iban: string;
    reference: string;
    amount: string;
    studioIntro: string;
    studio: string;
    deliveryIntro: string;
    paid: string;
    orderNumber: string;
    placedOn: string;
  }
> = {
  en: {
    items: "Your items",
    color: "Colour",
    packing: "Packing",
    box: (n) => `box of ${n}`,
    quantity: (n) => `Qty ${n}`,
    total: "Total",
    subtotal: "Subtotal",
    delivery: (zone) => `Delivery (${zone})`,
    free: "Free",
    onRequest: "To be confirmed",
    assembly: "Assembly",
    vatIncluded: (rate) => `incl. VAT (KDV dahil) ${rate}%`,
    expected: "Expected delivery",
    deliverTo: "Delivery address",
    payment: "Payment",
    methods: {
      "bank-transfer": "Bank transfer",
      "pay-at-studio": "Pay at the studio",
      "pay-on-delivery": "Pay on delivery",
    },
    transferIntro:
      "Please transfer the total to the account below and put your order reference in the description, so we can match your payment.",
    accountHolder: "Account holder",
    iban: "IBAN",
    reference: "Reference to quote",
    amount: "Amount",
    studioIntro: "Pay in person at our design studio when you come by.",
    studio: "Studio",
    deliveryIntro: "Pay when your order is delivered to your door.",
    paid: "Paid — thank you.",
    orderNumber: "Order number",
    placedOn: "Placed on",
  },
  tr: {
    items: "Ürünleriniz",
    color: "Renk",
    packing: "Koli",
    box: (n) => `${n} adetlik koli`,
    quantity: (n) => `Adet ${n}`,
    total: "Toplam",
    subtotal: "Ara toplam",
    delivery: (zone) => `Teslimat (${zone})`,
    free: "Ücretsiz",
    onRequest: "Teyit edilecek",
    assembly: "Montaj",
    vatIncluded: (rate) => `KDV %${rate} dahil`,
    expected: "Tahmini teslimat",
    deliverTo: "Teslimat adresi",
    payment: "Ödeme",
    methods: {
      "bank-transfer": "Havale / EFT",
      "pay-at-studio": "Stüdyoda ödeme",
      "pay-on-delivery": "Kapıda ödeme",
    },
    transferIntro:
      "Lütfen toplam tutarı aşağıdaki hesaba havale edin ve ödemenizi eşleştirebilmemiz için açıklamaya sipariş numaranızı yazın.",
    accountHolder: "Hesap sahibi",
    iban: "IBAN",
    reference: "Açıklamaya yazılacak numara",
    amount: "Tutar",
    studioIntro: "Tasarım stüdyomuza geldiğinizde ödemenizi yerinde yapabilirsiniz.",
    studio: "Stüdyo",
    deliveryIntro: "Siparişiniz kapınıza teslim edildiğinde ödeyin.",
    paid: "Ödendi — teşekkür ederiz.",
    orderNumber: "Sipariş numarası",
    placedOn: "Sipariş tarihi",
  },
};

const LOCALES: Record<MailLanguage, string> = { en: "en-GB", tr: "tr-TR" };

/** A moment as the shop's customers read it (the studio is in Istanbul). */
export function formatDate(iso: string, lang: MailLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Istanbul",
  }).format(new Date(iso));
}

/** An amount in cents as a reader of `lang` writes it. */
export const money = (cents: number, lang: MailLanguage) => formatPriceIn(cents / 100, lang);

/** Order number and date. */
export function OrderHead({ order, lang }: { order: MailOrder; lang: MailLanguage }) {
  const t = texts[lang];
  return (
    <Details
      rows={[
        [t.orderNumber, <strong key="ref">{order.reference}</strong>],
        [t.placedOn, formatDate(order.createdAt, lang)],
      ]}
    />
  );
}

/** The lines (name, colour, packing, quantity, line total) and the order total. */
export function OrderLines({ order, lang, title }: { order: MailOrder; lang: MailLanguage; title?: string }) {
  const t = texts[lang];
  const cell = { ...styles.text, margin: 0, padding: "12px 0", borderBottom: `1px solid ${colors.stone}` };
  return (
    <>
      <Text style={styles.label}>{title ?? t.items}</Text>
      <DataTable>
        {order.lines.map((line, i) => (
          <tr key={i}>
            <td style={{ ...cell, verticalAlign: "top" }}>
              <span style={{ fontWeight: 600 }}>{line.name}</span>
              <br />
              <span style={{ ...styles.muted, margin: 0 }}>
                {[
                  line.color && `${t.color}: ${line.color}`,
                  `${t.packing}: ${line.packing}${packingPieces(line.packing) > 1 ? ` (${t.box(packingPieces(line.packing))})` : ""}`,
                  t.quantity(line.quantity),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
              {(line.choices ?? []).map((c) => (
                <span key={c.label} style={{ ...styles.muted, margin: 0, display: "block" }}>
                  {`${c.label}: ${c.value}`}
                </span>
              ))}
            </td>
            <td
              style={{ ...cell, textAlign: "right", verticalAlign: "top", whiteSpace: "nowrap", paddingLeft: "16px" }}
            >
              {money(line.priceCents * line.quantity, lang)}
            </td>
          </tr>
        ))}
        {chargeRows(order, lang).map(([label, value]) => (
          <tr key={label}>
            <td style={{ ...cell, ...styles.muted, margin: 0, padding: "6px 0" }}>{label}</td>
            <td style={{ ...cell, ...styles.muted, margin: 0, padding: "6px 0", textAlign: "right" }}>{value}</td>
          </tr>
        ))}
        <tr>
          <td style={{ ...cell, borderBottom: "none", fontWeight: 600 }}>{t.total}</td>
          <td style={{ ...cell, borderBottom: "none", textAlign: "right", fontWeight: 600 }}>
            {money(order.totalCents, lang)}
          </td>
        </tr>
        {(order.charges?.vat.groups ?? []).map((g) => (
          <tr key={`vat-${g.rate}`}>
            <td style={{ ...cell, ...styles.muted, margin: 0, padding: "0 0 6px", borderBottom: "none" }}>
              {t.vatIncluded(g.rate)}
            </td>
            <td
              style={{
                ...cell,
                ...styles.muted,
                margin: 0,
                padding: "0 0 6px",
                borderBottom: "none",
                textAlign: "right",
              }}
            >
              {money(Math.round(g.vat * 100), lang)}
            </td>
          </tr>
        ))}
      </DataTable>
      {order.charges && order.charges.leadTimes.length > 0 && (
        <Details
          rows={[
            [
              t.expected,
              leadTimeLines(order.charges.leadTimes, lang)
                .map(([label, window]) => `${label}: ${window}`)
                .join(" · "),
            ],
          ]}
        />
      )}
    </>
  );
}

/** Subtotal, delivery and assembly lines of an order placed since delivery is charged. */
function chargeRows(order: MailOrder, lang: MailLanguage): Array<[string, string]> {
  const t = texts[lang];
  const c = order.charges;
  if (!c?.delivery) return [];
  const d = c.delivery;
  const rows: Array<[string, string]> = [
    [t.subtotal, money(Math.round(c.subtotal * 100), lang)],
    [t.delivery(d.zone), d.onRequest ? t.onRequest : d.free ? t.free : money(Math.round(d.fee * 100), lang)],
  ];
  if (d.assembly > 0) rows.push([t.assembly, money(Math.round(d.assembly * 100), lang)]);
  return rows;
}

/** Where the order goes. */
export function DeliveryAddress({ order, lang }: { order: MailOrder; lang: MailLanguage }) {
  const a = order.shippingAddress;
  return (
    <>
      <Text style={styles.label}>{texts[lang].deliverTo}</Text>
      <Text style={styles.text}>
        {a.firstName} {a.lastName}
        <br />
        {a.address}
        <br />
        {a.postalCode} {[a.district, a.city].filter(Boolean).join(" / ")}
        <br />
        {a.country}
        <br />
        {a.phone}
      </Text>
    </>
  );
}

/** How to pay: for a bank transfer the account, the IBAN and the reference to quote. */
export function PaymentInstructions({
  order,
  shop,
  lang,
}: {
  order: MailOrder;
  shop: ShopSnapshot;
  lang: MailLanguage;
}) {
  const t = texts[lang];
  let body: ReactNode;
  if (order.isPaid) {
    body = <Text style={styles.text}>{t.paid}</Text>;
  } else if (order.paymentMethod === "bank-transfer") {
    body = (
      <>
        <Text style={styles.text}>{t.transferIntro}</Text>
        <div style={styles.box}>
          <Details
            rows={[
              [t.accountHolder, shop.bankAccountName],
              [t.iban, <strong key="iban">{shop.iban}</strong>],
              [t.reference, <strong key="ref">{order.reference}</strong>],
              [t.amount, money(order.totalCents, lang)],
            ]}
          />
        </div>
      </>
    );
  } else if (order.paymentMethod === "pay-at-studio") {
    body = (
      <>
        <Text style={styles.text}>{t.studioIntro}</Text>
        <Details rows={[[t.studio, shop.studioAddress]]} />
      </>
    );
  } else {
    body = <Text style={styles.text}>{t.deliveryIntro}</Text>;
  }
  return (
    <>
      <Text style={styles.label}>
        {t.payment}: {t.methods[order.paymentMethod]}
      </Text>
      {body}
    </>
  );
}
