import type { MailLanguage } from "@avlu/contract/mail";
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import type { ShopSnapshot } from "../payload.js";
import type { RenderContext } from "./types.js";

/*
 * The frame every mail shares: the shop's logo, a heading, the content, and a footer with the
 * studio's address, phone, WhatsApp and e-mail. Tables and inline styles only (react-email), so
 * it reads the same in Gmail, Outlook and Apple Mail; 600 px wide, fluid on a phone.
 */

/** Links whose address the plain-text part leaves out (it reads the same as the link's text). */
export const PLAIN = "plain-link";

export const colors = {
  paper: "#faf8f5",
  sand: "#f1ece4",
  stone: "#d9d2c6",
  ink: "#1c1b19",
  muted: "#6b655c",
  brass: "#866532",
  danger: "#b42318",
} as const;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const display = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";

export const styles = {
  text: { fontFamily: font, fontSize: "15px", lineHeight: "24px", color: colors.ink, margin: "0 0 16px" },
  muted: { fontFamily: font, fontSize: "13px", lineHeight: "20px", color: colors.muted, margin: "0 0 8px" },
  label: {
    fontFamily: font,
    fontSize: "11px",
    letterSpacing: "0.16em",
    textTransform: "uppercase",
    color: colors.muted,
    margin: "24px 0 8px",
  },
  link: { color: colors.brass, textDecoration: "underline" },
  button: {
    display: "inline-block",
    backgroundColor: colors.ink,
    color: "#ffffff",
    fontFamily: font,
    fontSize: "14px",
    letterSpacing: "0.08em",
    textDecoration: "none",
    padding: "14px 28px",
    borderRadius: "2px",
  },
  box: { backgroundColor: colors.sand, padding: "16px 20px", borderRadius: "2px", margin: "0 0 16px" },
} satisfies Record<string, CSSProperties>;

const texts: Record<MailLanguage, { phone: string; whatsapp: string; studio: string; mail: string }> = {
  en: { phone: "Phone", whatsapp: "WhatsApp", studio: "Design studio", mail: "E-mail" },
  tr: { phone: "Telefon", whatsapp: "WhatsApp", studio: "Tasarım stüdyosu", mail: "E-posta" },
};

export interface FrameProps {
  lang: MailLanguage;
  heading: string;
  /** The line mail apps show beside the subject (the heading when not given). */
  preview?: string;
  /** The mail's payload: the shop it is sent for and the shop's address. */
  mail: { shop: ShopSnapshot; baseUrl: string };
  /** The logo's address (an inline attachment when sent); the shop's name in type when absent. */
  ctx: Pick<RenderContext, "logoSrc">;
  children: ReactNode;
}

export function Frame({ lang, heading, preview = heading, mail, ctx, children }: FrameProps) {
  const t = texts[lang];
  const { shop, baseUrl } = mail;
  const { logoSrc } = ctx;
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.paper, margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: "600px", backgroundColor: "#ffffff", padding: "32px 28px" }}>
          <Section style={{ textAlign: "center", paddingBottom: "8px" }} data-skip-in-text="true">
            <Link href={baseUrl} style={{ textDecoration: "none", color: colors.ink }}>
              {logoSrc ? (
                <Img src={logoSrc} width="152" height="44" alt={shop.name} style={{ margin: "0 auto" }} />
              ) : (
                <span style={{ fontFamily: display, fontSize: "30px", letterSpacing: "0.2em" }}>{shop.name}</span>
              )}
            </Link>
          </Section>
          <Hr style={{ borderColor: colors.stone, margin: "16px 0 24px" }} data-skip-in-text="true" />
          <Heading
            as="h1"
            style={{ fontFamily: display, fontWeight: 500, fontSize: "28px", color: colors.ink, margin: "0 0 20px" }}
          >
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: colors.stone, margin: "32px 0 16px" }} />
          <Text style={styles.muted}>{shop.name}</Text>
          {shop.studioAddress && (
            <Text style={styles.muted}>
              {t.studio}: {shop.studioAddress}
            </Text>
          )}
          <Text style={styles.muted}>
            {shop.phone && (
              <>
                {t.phone}:{" "}
                <Link className={PLAIN} href={`tel:${shop.phone.replace(/[^+0-9]/g, "")}`} style={styles.link}>
                  {shop.phone}
                </Link>
                {"  ·  "}
              </>
            )}
            {t.whatsapp}:{" "}
            <Link className={PLAIN} href={`https://wa.me/${shop.whatsappNumber}`} style={styles.link}>
              +{shop.whatsappNumber}
            </Link>
            {"  ·  "}
            {t.mail}:{" "}
            <Link className={PLAIN} href={`mailto:${shop.contactEmail}`} style={styles.link}>
              {shop.contactEmail}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of mail text. */
export function P({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ ...styles.text, ...style }}>{children}</Text>;
}

/** A call-to-action link drawn as a button (a plain link in the text part). */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Link href={href} style={styles.button}>
        {children}
      </Link>
    </Section>
  );
}

/** The line above the address of a single-use link, for mail apps that do not show the button. */
const copyTheLink: Record<MailLanguage, string> = {
  en: "Or copy this address into your browser:",
  tr: "Ya da bu adresi tarayıcınıza kopyalayın:",
};

/**
 * The texts of a mail around a single-use link, per language: `intro` takes the template's own
 * values (the name, …), `validity` how long the link works (the template's unit).
 */
export interface SingleUseLinkMailTexts<IntroArgs extends unknown[]> {
  subject: (shop: string) => string;
  heading: string;
  intro: (...args: IntroArgs) => string;
  button: string;
  validity: (duration: number) => string;
  ignore: string;
}

/**
 * The body of a mail that carries a single-use link (password reset, order claim): the button,
 * the address to copy, how long it works and what to do if it was not asked for.
 */
export function SingleUseLink(props: {
  lang: MailLanguage;
  href: string;
  texts: { button: string; ignore: string };
  validity: string;
}) {
  const { href, validity } = props;
  return (
    <>
      <ButtonLink href={href}>{props.texts.button}</ButtonLink>
      <P style={styles.muted}>
        {copyTheLink[props.lang]}
        <br />
        <Link href={href} style={{ ...styles.link, wordBreak: "break-all" }}>
          {href}
        </Link>
      </P>
      <P>{validity}</P>
      <P style={styles.muted}>{props.texts.ignore}</P>
    </>
  );
}

/** Rows of data in a table (columns line up in every mail client; the plain-text part keeps them as a table). */
export function DataTable({ children }: { children: ReactNode }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: "0 0 16px" }}
      data-text-format="dataTable"
    >
      <tbody>{children}</tbody>
    </table>
  );
}

/** Label / value rows (a table: columns line up in every mail client). */
export function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <DataTable>
      {rows.map(([label, value]) => (
        <tr key={label}>
          <td
            style={{
              ...styles.muted,
              lineHeight: "24px",
              padding: "4px 16px 4px 0",
              verticalAlign: "top",
              width: "36%",
            }}
          >
            {label}
          </td>
          <td style={{ ...styles.text, margin: 0, padding: "4px 0", verticalAlign: "top" }}>{value}</td>
        </tr>
      ))}
    </DataTable>
  );
}
