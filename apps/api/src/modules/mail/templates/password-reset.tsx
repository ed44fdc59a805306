import { linkIn } from "@avlu/contract/languages";
import type { MailLanguage } from "@avlu/contract/mail";
import { PASSWORD_RESET_TTL_MINUTES } from "@avlu/contract/users";
import { Frame, P, SingleUseLink, type SingleUseLinkMailTexts } from "./layout.js";
import { type MailTemplate, REDACTED } from "./types.js";

const texts: Record<MailLanguage, SingleUseLinkMailTexts<[name: string]>> = {
  en: {
    subject: (shop) => `Choose a new password for your ${shop} account`,
    heading: "Choose a new password",
    intro: (name) =>
      `Hello ${name}, we were asked to reset the password of your account. To choose a new one, use the button below.`,
    button: "Choose a new password",
    validity: (minutes) =>
      `The link works once, for ${minutes / 60 === 1 ? "1 hour" : `${minutes} minutes`}. Asking for another link makes this one stop working.`,
    ignore: "If you did not ask for this, you can ignore this mail: your password stays as it is.",
  },
  tr: {
    subject: (shop) => `${shop} hesabınız için yeni bir şifre belirleyin`,
    heading: "Yeni bir şifre belirleyin",
    intro: (name) =>
      `Merhaba ${name}, hesabınızın şifresini sıfırlamak için bir istek aldık. Yeni bir şifre belirlemek için aşağıdaki düğmeyi kullanın.`,
    button: "Yeni şifre belirle",
    validity: (minutes) =>
      `Bağlantı bir kez ve ${minutes / 60 === 1 ? "1 saat" : `${minutes} dakika`} boyunca çalışır. Yeni bir bağlantı isterseniz bu bağlantı geçersiz olur.`,
    ignore: "Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz olduğu gibi kalır.",
  },
};

/** The link that lets the shopper choose a new password (ADR 1802), to the page in the mail's language. */
export function resetLink(baseUrl: string, token: string | undefined, lang: MailLanguage = "en"): string {
  return `${baseUrl}${linkIn("/reset-password", lang)}?token=${token ? encodeURIComponent(token) : REDACTED}`;
}

/** To the shopper who asked for it: a single-use link valid for PASSWORD_RESET_TTL_MINUTES. */
export const passwordReset: MailTemplate<"password-reset"> = {
  subject: (p, lang) => texts[lang].subject(p.shop.name),
  render(p, lang, ctx) {
    const t = texts[lang];
    const link = resetLink(p.baseUrl, ctx.secret, lang);
    return (
      <Frame lang={lang} heading={t.heading} mail={p} ctx={ctx}>
        <P>{t.intro(p.data.name)}</P>
        <SingleUseLink lang={lang} href={link} texts={t} validity={t.validity(PASSWORD_RESET_TTL_MINUTES)} />
      </Frame>
    );
  },
};
