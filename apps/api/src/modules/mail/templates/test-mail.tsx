import type { MailLanguage } from "@avlu/contract/mail";
import { Frame, P } from "./layout.js";
import { formatDate } from "./order-parts.js";
import type { MailTemplate } from "./types.js";

const texts: Record<
  MailLanguage,
  { subject: (shop: string) => string; heading: string; body: (who: string, when: string) => string }
> = {
  en: {
    subject: (shop) => `Test mail from ${shop}`,
    heading: "Mail works",
    body: (who, when) =>
      `This test mail was sent from the shop's admin by ${who} on ${when}. If you can read it, the shop can send its order and account mails.`,
  },
  tr: {
    subject: (shop) => `${shop} deneme e-postası`,
    heading: "E-posta çalışıyor",
    body: (who, when) =>
      `Bu deneme e-postası ${when} tarihinde ${who} tarafından mağazanın yönetim panelinden gönderildi. Bunu okuyabiliyorsanız mağaza sipariş ve hesap e-postalarını gönderebilir.`,
  },
};

/** Sent from /admin/mail to check the SMTP settings. */
export const testMail: MailTemplate<"test"> = {
  subject: (p, lang) => texts[lang].subject(p.shop.name),
  render(p, lang, ctx) {
    const t = texts[lang];
    return (
      <Frame lang={lang} heading={t.heading} mail={p} ctx={ctx}>
        <P>{t.body(p.data.requestedBy, formatDate(p.data.requestedAt, lang))}</P>
      </Frame>
    );
  },
};
