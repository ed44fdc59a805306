import type { MailLanguage } from "@avlu/contract/mail";
import { ButtonLink, Frame, P } from "./layout.js";
import { DeliveryAddress, OrderHead, OrderLines, PaymentInstructions } from "./order-parts.js";
import type { MailTemplate } from "./types.js";

const texts: Record<
  MailLanguage,
  { subject: (ref: string, shop: string) => string; heading: string; intro: (name: string) => string; view: string }
> = {
  en: {
    subject: (ref, shop) => `Your ${shop} order ${ref}`,
    heading: "Thank you for your order",
    intro: (name) =>
      `Dear ${name}, we have received your order and are getting it ready. We will write again as soon as it is on its way.`,
    view: "View your order",
  },
};

/** To the shopper, when the order is placed: lines, totals, delivery address and how to pay. */
export const orderConfirmation: MailTemplate<"order-confirmation"> = {
  subject: (p, lang) => texts[lang].subject(p.data.order.reference, p.shop.name),
  render(p, lang, ctx) {
    const t = texts[lang];
    const { order } = p.data;
    return (
      <Frame
        lang={lang}
        preview={t.subject(order.reference, p.shop.name)}
        heading={t.heading}
        shop={p.shop}
        baseUrl={p.baseUrl}
        logoSrc={ctx.logoSrc}
      >
        <P>{t.intro(order.shippingAddress.firstName || order.customerName)}</P>
        <OrderHead order={order} lang={lang} />
        <OrderLines order={order} lang={lang} />
        <PaymentInstructions order={order} shop={p.shop} lang={lang} />
        <DeliveryAddress order={order} lang={lang} />
        <ButtonLink href={`${p.baseUrl}/order/${order.id}`}>{t.view}</ButtonLink>
      </Frame>
    );
  },
};
