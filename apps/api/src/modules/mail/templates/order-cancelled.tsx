import type { MailLanguage } from "@avlu/contract/mail";
import { Frame, P } from "./layout.js";
import { money, OrderHead, OrderLines } from "./order-parts.js";
import type { MailTemplate } from "./types.js";

const texts: Record<
  MailLanguage,
  {
    subject: (ref: string) => string;
    heading: string;
    byShopper: (name: string) => string;
    byShop: (name: string) => string;
    items: string;
    refund: (amount: string) => string;
    noTransfer: string;
    questions: string;
  }
> = {
  en: {
    subject: (ref) => `Your order ${ref} has been cancelled`,
    heading: "Your order has been cancelled",
    byShopper: (name) => `Dear ${name}, as you asked, we have cancelled your order.`,
    byShop: (name) => `Dear ${name}, we are sorry: we have had to cancel your order.`,
    items: "Cancelled items",
    refund: (amount) => `You had already paid ${amount}; we will refund it to you and let you know when it is done.`,
    noTransfer: "Nothing is due: please do not transfer any money for this order.",
    questions: "If you have any questions, reply to this mail or call us.",
  },
  tr: {
    subject: (ref) => `${ref} numaralı siparişiniz iptal edildi`,
    heading: "Siparişiniz iptal edildi",
    byShopper: (name) => `Sayın ${name}, isteğiniz üzerine siparişinizi iptal ettik.`,
    byShop: (name) => `Sayın ${name}, üzgünüz: siparişinizi iptal etmek zorunda kaldık.`,
    items: "İptal edilen ürünler",
    refund: (amount) => `Ödediğiniz ${amount} tutarını size iade edeceğiz ve iade tamamlandığında haber vereceğiz.`,
    noTransfer: "Herhangi bir ödeme gerekmiyor: lütfen bu sipariş için havale yapmayın.",
    questions: "Sorularınız için bu e-postayı yanıtlayabilir ya da bizi arayabilirsiniz.",
  },
};

/** To the shopper, when the order is cancelled (by them or by the shop): what was cancelled and what happens to the money. */
export const orderCancelled: MailTemplate<"order-cancelled"> = {
  subject: (p, lang) => texts[lang].subject(p.data.order.reference),
  render(p, lang, ctx) {
    const t = texts[lang];
    const { order, by } = p.data;
    const name = order.shippingAddress.firstName || order.customerName;
    return (
      <Frame lang={lang} preview={t.subject(order.reference)} heading={t.heading} mail={p} ctx={ctx}>
        <P>{by === "shopper" ? t.byShopper(name) : t.byShop(name)}</P>
        <OrderHead order={order} lang={lang} />
        <OrderLines order={order} lang={lang} title={t.items} />
        <P>{order.isPaid ? t.refund(money(order.totalCents, lang)) : t.noTransfer}</P>
        <P>{t.questions}</P>
      </Frame>
    );
  },
};
