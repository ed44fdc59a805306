import type { MailKind, MailLanguage } from "@avlu/contract/mail";
import type * as ReactEmailRender from "@react-email/render";
import { loadOnUse } from "../../lib/load-on-use.js";
import type { MailPayload } from "./payload.js";
import { PLAIN } from "./templates/layout.js";
import { TEMPLATES } from "./templates/registry.js";
import type { MailAttachment, RenderContext } from "./templates/types.js";

/** The renderer and its HTML-to-text and pretty-printing code (~0.1 s) load with the first mail (ADR 1521). */
const loadRender = loadOnUse<typeof ReactEmailRender>("@react-email/render");

/** The plain-text part: links marked PLAIN without their address (tel:, mailto: and wa.me read fine as text). */
const TEXT_OPTIONS = { selectors: [{ selector: `a.${PLAIN}`, format: "anchor", options: { ignoreHref: true } }] };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/** The subject of a mail (written to the outbox with it, so lists need no rendering). */
export function mailSubject<K extends MailKind>(kind: K, payload: MailPayload<K>, lang: MailLanguage): string {
  return TEMPLATES[kind].subject(payload, lang);
}

/** HTML and plain text of one mail (react-email escapes every value it is given). */
export async function renderMail<K extends MailKind>(
  kind: K,
  payload: MailPayload<K>,
  lang: MailLanguage,
  ctx: RenderContext,
  withAttachments = true,
): Promise<RenderedMail> {
  const { render } = loadRender();
  const template = TEMPLATES[kind];
  const element = template.render(payload, lang, ctx);
  const [html, text, attachments] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS }),
    withAttachments && template.attachments ? template.attachments(payload, lang) : Promise.resolve([]),
  ]);
  return { subject: template.subject(payload, lang), html, text, attachments };
}
