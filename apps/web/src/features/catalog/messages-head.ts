import type { MessageKey } from "../../i18n/i18n";
import type { MessageValues } from "../../i18n/use-t";
import { type HeadSource, pageTitle } from "../../lib/head";

/**
 * A catalogue page's fixed head in the page's language (issue 20): title and description by key,
 * its SPEC path as the canonical address (the server writes it in the page's language).
 */
export function messagesHead(
  path: string,
  title: MessageKey,
  description: MessageKey,
  values?: MessageValues,
): HeadSource {
  return ({ url, t }) => ({
    title: pageTitle(t(title, values)),
    description: t(description, values),
    canonical: `${url.origin}${path}`,
  });
}
