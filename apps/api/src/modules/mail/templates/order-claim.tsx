import type { MailLanguage } from "@avlu/contract/mail";
import { ORDER_CLAIM_TTL_HOURS } from "@avlu/contract/orders-constants";
import { Frame, P, SingleUseLink, type SingleUseLinkMailTexts } from "./layout.js";
import { type MailTemplate, REDACTED } from "./types.js";

const texts: Record<MailLanguage, SingleUseLinkMailTexts<[name: string, email: string]>> = {
  en: {
    subject: (shop) => `Add your guest orders to your ${shop} account`,
    heading: "Add your guest orders to your account",
    intro: (name, email) =>
      `Hello ${name}, orders were placed as a guest with ${email}. To see them in My orders, confirm that this address is yours with the button below, signed in to your account.`,
    button: "Add them to my account",
    validity: (hours) =>
      `The link works once, for ${hours} hours, and only in the account it was asked for. Asking for another link makes this one stop working.`,
    ignore:
      "If you did not create an account with us, do not follow the link: your orders stay private and nothing changes.",
  },
  tr: {
    subject: (shop) => `Misafir siparişlerinizi ${shop} hesabınıza ekleyin`,
    heading: "Misafir siparişlerinizi hesabınıza ekleyin",
    intro: (name, email) =>
      `Merhaba ${name}, ${email} adresiyle misafir olarak siparişler verildi. Bu siparişleri Siparişlerim sayfasında görmek için, hesabınızda oturum açıkken aşağıdaki düğmeyle bu adresin size ait olduğunu onaylayın.`,
    button: "Hesabıma ekle",
    validity: (hours) =>
      `Bağlantı bir kez, ${hours} saat boyunca ve yalnızca istendiği hesapta çalışır. Yeni bir bağlantı isterseniz bu bağlantı geçersiz olur.`,
    ignore: "Bizde bir hesap açmadıysanız bağlantıyı kullanmayın: siparişleriniz gizli kalır ve hiçbir şey değişmez.",
  },
};

/** The link that adds the guest orders of this e-mail to the account (ADR 1909). */
export function claimLink(baseUrl: string, token: string | undefined): string {
  return `${baseUrl}/my-orders/claim?token=${token ? encodeURIComponent(token) : REDACTED}`;
}

/** To the account's address, when it has guest orders: a single-use link valid for ORDER_CLAIM_TTL_HOURS. */
export const orderClaim: MailTemplate<"order-claim"> = {
  subject: (p, lang) => texts[lang].subject(p.shop.name),
  render(p, lang, ctx) {
    const t = texts[lang];
    const link = claimLink(p.baseUrl, ctx.secret);
    return (
      <Frame lang={lang} heading={t.heading} mail={p} ctx={ctx}>
        <P>{t.intro(p.data.name, p.data.email)}</P>
        <SingleUseLink lang={lang} href={link} texts={t} validity={t.validity(ORDER_CLAIM_TTL_HOURS)} />
      </Frame>
    );
  },
};
