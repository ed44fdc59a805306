import type { MailLanguage } from "@avlu/contract/mail";
import { Link } from "@react-email/link";
import { Fragment } from "react";
import { Details, Frame, P, styles } from "./layout.js";
import { formatDate } from "./order-parts.js";
import type { MailTemplate } from "./types.js";

const texts: Record<
  MailLanguage,
  {
    subject: (s: string) => string;
    heading: string;
    from: string;
    received: string;
    topic: string;
    reply: (name: string) => string;
  }
> = {
  en: {
    subject: (s) => `Contact form: ${s}`,
    heading: "A message from the contact form",
    from: "From",
    received: "Received",
    topic: "Subject",
    reply: (name) => `Reply to this mail to answer ${name} directly.`,
  },
  tr: {
    subject: (s) => `İletişim formu: ${s}`,
    heading: "İletişim formundan bir mesaj",
    from: "Gönderen",
    received: "Alındı",
    topic: "Konu",
    reply: (name) => `${name} kişisine doğrudan yanıt vermek için bu e-postayı yanıtlayın.`,
  },
};

/** To the shop's mailboxes, for every contact-form message; Reply-To is the sender. */
export const ownerContactMessage: MailTemplate<"owner-contact-message"> = {
  subject: (p, lang) => texts[lang].subject(p.data.subject),
  render(p, lang, ctx) {
    const t = texts[lang];
    const d = p.data;
    return (
      <Frame lang={lang} preview={d.subject} heading={t.heading} mail={p} ctx={ctx}>
        <Details
          rows={[
            [
              t.from,
              <span key="from">
                {d.name} ·{" "}
                <Link href={`mailto:${d.email}`} style={styles.link}>
                  {d.email}
                </Link>
              </span>,
            ],
            [t.topic, d.subject],
            [t.received, formatDate(d.receivedAt, lang)],
          ]}
        />
        <div style={styles.box}>
          <P style={{ margin: 0 }}>
            {d.message.split("\n").map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </P>
        </div>
        <P style={styles.muted}>{t.reply(d.name)}</P>
      </Frame>
    );
  },
};
