import type { MailLanguage } from "@avlu/contract/mail";
import { PAYMENT_METHOD_LABELS } from "@avlu/contract/orders";
import { Link } from "@react-email/link";
import { ButtonLink, Details, Frame, P, styles } from "./layout.js";
import { DeliveryAddress, money, OrderHead, OrderLines } from "./order-parts.js";
import type { MailTemplate } from "./types.js";

const texts: Record<
  MailLanguage,
  {
    subject: (ref: string, total: string, name: string) => string;
    heading: string;
    intro: (name: string) => string;
    customer: string;
    email: string;
    phone: string;
    payment: string;
    items: string;
    open: string;
  }
> = {
  en: {
    subject: (ref, total, name) => `New order ${ref} — ${total} from ${name}`,
    heading: "A new order",
    intro: (name) => `${name} has just placed an order.`,
    customer: "Customer",
    email: "E-mail",
    phone: "Phone",
    payment: "Payment",
    items: "Items",
    open: "Open orders in the admin",
  },
  tr: {
    subject: (ref, total, name) => `Yeni sipariş ${ref} — ${name}, ${total}`,
    heading: "Yeni bir sipariş",
    intro: (name) => `${name} az önce bir sipariş verdi.`,
    customer: "Müşteri",
    email: "E-posta",
    phone: "Telefon",
    payment: "Ödeme",
    items: "Ürünler",
    open: "Siparişleri yönetim panelinde açın",
  },
};

/** To the shop's order mailboxes, for every order placed (switchable in /admin/shop). */
export const ownerNewOrder: MailTemplate<"owner-new-order"> = {
  subject: (p, lang) => {
    const o = p.data.order;
    return texts[lang].subject(o.reference, money(o.totalCents, lang), o.customerName);
  },
  render(p, lang, ctx) {
    const t = texts[lang];
    const { order, customerEmail } = p.data;
    return (
      <Frame lang={lang} preview={t.intro(order.customerName)} heading={t.heading} mail={p} ctx={ctx}>
        <P>{t.intro(order.customerName)}</P>
        <OrderHead order={order} lang={lang} />
        <Details
          rows={[
            [t.customer, order.customerName],
            [
              t.email,
              <Link key="mail" href={`mailto:${customerEmail}`} style={styles.link}>
                {customerEmail}
              </Link>,
            ],
            [t.phone, order.shippingAddress.phone],
            [t.payment, PAYMENT_METHOD_LABELS[order.paymentMethod]],
          ]}
        />
        <OrderLines order={order} lang={lang} title={t.items} />
        <DeliveryAddress order={order} lang={lang} />
        <ButtonLink href={`${p.baseUrl}/admin/orders`}>{t.open}</ButtonLink>
      </Frame>
    );
  },
};
