import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { type HeadSource, pageTitle } from "../../lib/head";

/** A page's fixed head in the page's language (issue 20): its title and description by key, its path as the canonical address. */
function messagesHead(path: string, title: MessageKey, description: MessageKey): HeadSource {
  return ({ url, t }) => ({
    title: pageTitle(t(title)),
    description: t(description),
    canonical: `${url.origin}${path}`,
  });
}

/** The heads of the shop's information pages (title, description, canonical), one table for all. */
export const PAGE_HEADS: Record<string, HeadSource> = {
  about: messagesHead(paths.about, "pages.head.about.title", "pages.head.about.description"),
  careers: messagesHead(paths.careers, "pages.head.careers.title", "pages.head.careers.description"),
  contact: messagesHead(paths.contact, "pages.head.contact.title", "pages.head.contact.description"),
  faq: messagesHead(paths.faq, "pages.head.faq.title", "pages.head.faq.description"),
  privacy: messagesHead(paths.privacy, "pages.head.privacy.title", "pages.head.privacy.description"),
  shippingReturns: messagesHead(
    paths.shippingReturns,
    "pages.head.shippingReturns.title",
    "pages.head.shippingReturns.description",
  ),
};
