import { linkIn } from "@avlu/contract/languages";
import type { MailLanguage } from "@avlu/contract/mail";
import { Link } from "@react-email/link";
import { Frame, P, styles } from "./layout.js";
import { formatDate } from "./order-parts.js";
import type { MailTemplate } from "./types.js";

const texts: Record<
  MailLanguage,
  {
    subject: (shop: string) => string;
    heading: string;
    body: (name: string, email: string, when: string) => string;
    signedOut: string;
    notYou: string;
    reset: string;
  }
> = {
  en: {
    subject: (shop) => `Your ${shop} password was changed`,
    heading: "Your password was changed",
    body: (name, email, when) => `Hello ${name}, the password of your account ${email} was changed on ${when}.`,
    signedOut: "For your safety, every other device where you were signed in has been signed out.",
    notYou: "If you did not do this, choose a new password at once and let us know:",
    reset: "reset your password",
  },
  tr: {
    subject: (shop) => `${shop} şifreniz değiştirildi`,
    heading: "Şifreniz değiştirildi",
    body: (name, email, when) => `Merhaba ${name}, ${email} hesabınızın şifresi ${when} tarihinde değiştirildi.`,
    signedOut: "Güvenliğiniz için oturum açık olan diğer tüm cihazlarınızda oturumunuz kapatıldı.",
    notYou: "Bu değişikliği siz yapmadıysanız hemen yeni bir şifre belirleyin ve bize haber verin:",
    reset: "şifrenizi sıfırlayın",
  },
};

/** To the shopper, after a reset or a change in the profile: a warning if it was not them. */
export const passwordChanged: MailTemplate<"password-changed"> = {
  subject: (p, lang) => texts[lang].subject(p.shop.name),
  render(p, lang, ctx) {
    const t = texts[lang];
    const d = p.data;
    return (
      <Frame lang={lang} heading={t.heading} mail={p} ctx={ctx}>
        <P>{t.body(d.name, d.email, formatDate(d.changedAt, lang))}</P>
        <P>{t.signedOut}</P>
        <P style={styles.muted}>
          {t.notYou}{" "}
          <Link href={`${p.baseUrl}${linkIn("/forgot-password", lang)}`} style={styles.link}>
            {t.reset}
          </Link>
          .
        </P>
      </Frame>
    );
  },
};
