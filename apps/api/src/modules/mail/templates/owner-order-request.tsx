import { formatEuro } from "@avlu/contract/configurator-price";
import type { MailLanguage } from "@avlu/contract/mail";
import { ButtonLink, Details, Frame, P } from "./layout.js";
import { formatDate } from "./order-parts.js";
import type { MailTemplate } from "./types.js";

const texts: Record<
  MailLanguage,
  {
    subject: (channel: string, product: string) => string;
    heading: string;
    intro: (channel: string) => string;
    channels: Record<"whatsapp" | "mail", string>;
    product: string;
    color: string;
    packing: string;
    when: string;
    view: string;
    configuredIntro: (channel: string) => string;
    groups: { parasol: string; base: string; extras: string };
    total: string;
    viewConfiguration: string;
  }
> = {
  en: {
    subject: (channel, product) => `Order request via ${channel}: ${product}`,
    heading: "A new order request",
    intro: (channel) =>
      `A shopper has just opened an order request by ${channel} from a product page. Their message should reach you there shortly.`,
    channels: { whatsapp: "WhatsApp", mail: "e-mail" },
    product: "Product",
    color: "Colour",
    packing: "Packing",
    when: "Requested",
    view: "View the product",
    configuredIntro: (channel) =>
      `A shopper has just opened an order request by ${channel} for a product they configured. Their message should reach you there shortly; the choices and prices as they saw them are below.`,
    groups: { parasol: "Product price", base: "Base and fastening", extras: "Accessories and spare parts" },
    total: "Total (RRP incl. VAT)",
    viewConfiguration: "Open this configuration",
  },
  tr: {
    subject: (channel, product) => `${channel} ile sipariş talebi: ${product}`,
    heading: "Yeni bir sipariş talebi",
    intro: (channel) =>
      `Bir müşteri az önce bir ürün sayfasından ${channel} ile sipariş talebi başlattı. Mesajı kısa süre içinde size ulaşmalı.`,
    channels: { whatsapp: "WhatsApp", mail: "e-posta" },
    product: "Ürün",
    color: "Renk",
    packing: "Koli",
    when: "Talep zamanı",
    view: "Ürünü görüntüleyin",
    configuredIntro: (channel) =>
      `Bir müşteri az önce yapılandırdığı bir ürün için ${channel} ile sipariş talebi başlattı. Mesajı kısa süre içinde size ulaşmalı; gördüğü seçimler ve fiyatlar aşağıdadır.`,
    groups: { parasol: "Ürün fiyatı", base: "Taban ve montaj", extras: "Aksesuar ve yedek parça" },
    total: "Toplam (KDV dahil tavsiye edilen satış fiyatı)",
    viewConfiguration: "Bu yapılandırmayı açın",
  },
};

/** To the shop's mailboxes, when a WhatsApp or e-mail order request is opened (switchable). */
export const ownerOrderRequest: MailTemplate<"owner-order-request"> = {
  subject: (p, lang) => texts[lang].subject(texts[lang].channels[p.data.channel], p.data.productName),
  render(p, lang, ctx) {
    const t = texts[lang];
    const d = p.data;
    const c = d.configuration;
    const when: [string, string] = [t.when, formatDate(d.requestedAt, lang)];
    const rows: Array<[string, string]> = c
      ? [
          [t.product, d.productName],
          ...c.lines,
          ...(["parasol", "base", "extras"] as const)
            .filter((g) => c.groups[g] > 0)
            .map((g): [string, string] => [t.groups[g], formatEuro(c.groups[g])]),
          [t.total, formatEuro(c.totalCents)],
          when,
        ]
      : [
          [t.product, d.productName],
          ...(d.color ? [[t.color, d.color] as [string, string]] : []),
          [t.packing, d.packing],
          when,
        ];
    return (
      <Frame lang={lang} preview={d.productName} heading={t.heading} mail={p} ctx={ctx}>
        <P>{c ? t.configuredIntro(t.channels[d.channel]) : t.intro(t.channels[d.channel])}</P>
        <Details rows={rows} />
        <ButtonLink href={c ? c.link : `${p.baseUrl}/product/${d.productId}`}>
          {c ? t.viewConfiguration : t.view}
        </ButtonLink>
      </Frame>
    );
  },
};
