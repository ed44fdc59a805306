import type { MailLanguage } from "@avlu/contract/mail";
import { orderPdf, orderPdfName } from "../../documents/from-order.js";
import { ButtonLink, Frame, P } from "./layout.js";
import { DeliveryAddress, OrderHead, OrderLines, PaymentInstructions } from "./order-parts.js";
import { type MailTemplate, REDACTED } from "./types.js";

const texts: Record<
  MailLanguage,
  {
    subject: (ref: string, shop: string) => string;
    heading: string;
    intro: (name: string) => string;
    view: string;
    privateLink: string;
  }
> = {
  en: {
    subject: (ref, shop) => `Your ${shop} order ${ref}`,
    heading: "Thank you for your order",
    intro: (name) =>
      `Dear ${name}, we have received your order and are getting it ready. We will write again as soon as it is on its way.`,
    view: "View your order",
    privateLink:
      "This button is your private link to the order: anyone who has it can see and cancel the order, so keep this e-mail to yourself.",
  },
  tr: {
    subject: (ref, shop) => `${shop} siparişiniz ${ref}`,
    heading: "Siparişiniz için teşekkür ederiz",
    intro: (name) =>
      `Sayın ${name}, siparişinizi aldık ve hazırlamaya başladık. Siparişiniz yola çıkar çıkmaz size yeniden yazacağız.`,
    view: "Siparişinizi görüntüleyin",
    privateLink:
      "Bu düğme siparişinize özel bağlantınızdır: bağlantıya sahip olan herkes siparişi görebilir ve iptal edebilir; bu e-postayı kimseyle paylaşmayın.",
  },
};

/** To the shopper, when the order is placed: lines, totals, delivery address and how to pay. */
export const orderConfirmation: MailTemplate<"order-confirmation"> = {
  subject: (p, lang) => texts[lang].subject(p.data.order.reference, p.shop.name),
  render(p, lang, ctx) {
    const t = texts[lang];
    const { order } = p.data;
    return (
      <Frame lang={lang} preview={t.subject(order.reference, p.shop.name)} heading={t.heading} mail={p} ctx={ctx}>
        <P>{t.intro(order.shippingAddress.firstName || order.customerName)}</P>
        <OrderHead order={order} lang={lang} />
        <OrderLines order={order} lang={lang} />
        <PaymentInstructions order={order} shop={p.shop} lang={lang} />
        <DeliveryAddress order={order} lang={lang} />
        <ButtonLink
          href={
            order.guest
              ? `${p.baseUrl}/order/${order.id}?key=${encodeURIComponent(ctx.secret ?? REDACTED)}`
              : `${p.baseUrl}/order/${order.id}`
          }
        >
          {t.view}
        </ButtonLink>
        {order.guest && <P>{t.privateLink}</P>}
      </Frame>
    );
  },
  /** A bank transfer is paid against the proforma: it travels with the confirmation, in its language (ADR 1905, 2011). */
  async attachments(p, lang) {
    const { order } = p.data;
    if (order.paymentMethod !== "bank-transfer" || order.isPaid) return [];
    return [
      {
        filename: orderPdfName(order.reference),
        contentType: "application/pdf",
        content: await orderPdf(order, "Pending", p.shop, lang),
      },
    ];
  },
};
