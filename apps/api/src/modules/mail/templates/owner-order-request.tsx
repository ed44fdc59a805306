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
  },
};

/** To the shop's mailboxes, when a WhatsApp or e-mail order request is opened (switchable). */
export const ownerOrderRequest: MailTemplate<"owner-order-request"> = {
  subject: (p, lang) => texts[lang].subject(texts[lang].channels[p.data.channel], p.data.productName),
  render(p, lang, ctx) {
    const t = texts[lang];
    const d = p.data;
    return (
      <Frame
        lang={lang}
        preview={d.productName}
        heading={t.heading}
        shop={p.shop}
        baseUrl={p.baseUrl}
        logoSrc={ctx.logoSrc}
      >
        <P>{t.intro(t.channels[d.channel])}</P>
        <Details
          rows={[
            [t.product, d.productName],
            ...(d.color ? [[t.color, d.color] as [string, string]] : []),
            [t.packing, d.packing],
            [t.when, formatDate(d.requestedAt, lang)],
          ]}
        />
        <ButtonLink href={`${p.baseUrl}/product/${d.productId}`}>{t.view}</ButtonLink>
      </Frame>
    );
  },
};
