import type { MailLanguage } from "@avlu/contract/mail";
import type { ShopperStatus } from "../payload.js";
import { ButtonLink, Frame, P } from "./layout.js";
import { DeliveryAddress, OrderHead, OrderLines } from "./order-parts.js";
import type { MailTemplate } from "./types.js";

const texts: Record<
  MailLanguage,
  {
    subject: Record<ShopperStatus, (ref: string) => string>;
    heading: Record<ShopperStatus, string>;
    body: Record<ShopperStatus, (name: string) => string>;
    view: string;
    guestView: string;
  }
> = {
  en: {
    subject: {
      Processing: (ref) => `Your order ${ref} is being prepared`,
      Shipped: (ref) => `Your order ${ref} is on its way`,
      Delivered: (ref) => `Your order ${ref} has been delivered`,
    },
    heading: {
      Processing: "We are preparing your order",
      Shipped: "Your order is on its way",
      Delivered: "Your order has been delivered",
    },
    body: {
      Processing: (name) =>
        `Dear ${name}, our team has started preparing your order. We will let you know when it ships.`,
      Shipped: (name) => `Dear ${name}, your order has left our warehouse and is on its way to the address below.`,
      Delivered: (name) =>
        `Dear ${name}, your order has been delivered. We hope you enjoy it — if anything is not right, simply reply to this mail or call us.`,
    },
    view: "View your order",
    guestView: "You can open your order at any time with the private link in your order confirmation mail.",
  },
  tr: {
    subject: {
      Processing: (ref) => `${ref} numaralı siparişiniz hazırlanıyor`,
      Shipped: (ref) => `${ref} numaralı siparişiniz yola çıktı`,
      Delivered: (ref) => `${ref} numaralı siparişiniz teslim edildi`,
    },
    heading: {
      Processing: "Siparişinizi hazırlıyoruz",
      Shipped: "Siparişiniz yola çıktı",
      Delivered: "Siparişiniz teslim edildi",
    },
    body: {
      Processing: (name) =>
        `Sayın ${name}, ekibimiz siparişinizi hazırlamaya başladı. Kargoya verildiğinde size haber vereceğiz.`,
      Shipped: (name) => `Sayın ${name}, siparişiniz depomuzdan çıktı ve aşağıdaki adrese doğru yolda.`,
      Delivered: (name) =>
        `Sayın ${name}, siparişiniz teslim edildi. Güle güle kullanın — bir sorun varsa bu e-postayı yanıtlamanız ya da bizi aramanız yeterli.`,
    },
    view: "Siparişinizi görüntüleyin",
    guestView: "Siparişinizi, sipariş onayı e-postanızdaki size özel bağlantıyla dilediğiniz zaman açabilirsiniz.",
  },
};

/** To the shopper, when the shop moves the order to Processing, Shipped or Delivered. */
export const orderStatus: MailTemplate<"order-status"> = {
  subject: (p, lang) => texts[lang].subject[p.data.status](p.data.order.reference),
  render(p, lang, ctx) {
    const t = texts[lang];
    const { order, status } = p.data;
    return (
      <Frame lang={lang} preview={t.subject[status](order.reference)} heading={t.heading[status]} mail={p} ctx={ctx}>
        <P>{t.body[status](order.shippingAddress.firstName || order.customerName)}</P>
        <OrderHead order={order} lang={lang} />
        <OrderLines order={order} lang={lang} />
        <DeliveryAddress order={order} lang={lang} />
        {order.guest ? <P>{t.guestView}</P> : <ButtonLink href={`${p.baseUrl}/order/${order.id}`}>{t.view}</ButtonLink>}
      </Frame>
    );
  },
};
