import type { MailKind, MailLanguage } from "@avlu/contract/mail";
import type { ReactElement } from "react";
import type { MailPayload } from "../payload.js";

/** What a template needs beyond the payload. */
export interface RenderContext {
  /** The logo's address: an inline attachment (cid:) when sent, a data: URL in the admin preview. */
  logoSrc: string | undefined;
  /** The secret the mail carries (reset token); undefined renders a placeholder (admin preview). */
  secret: string | undefined;
}

/** A file sent with the mail (e.g. a proforma PDF), made when the mail is sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * One kind of mail: its subject and body in every language of MAIL_LANGUAGES (the texts live in a
 * catalogue beside the template), and optionally files to attach.
 */
export interface MailTemplate<K extends MailKind> {
  subject(payload: MailPayload<K>, lang: MailLanguage): string;
  render(payload: MailPayload<K>, lang: MailLanguage, ctx: RenderContext): ReactElement;
  attachments?(payload: MailPayload<K>, lang: MailLanguage): Promise<MailAttachment[]>;
}

/** Stands for a secret in the admin preview. */
export const REDACTED = "••••••••";
