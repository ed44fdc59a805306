import { useEffect } from "react";

export const SITE_NAME = "Avlu";

export interface DocumentMeta {
  /** The page title; "" or undefined leaves the current one. */
  title?: string | undefined;
  /** The meta description; "" or undefined leaves the current one. */
  description?: string | undefined;
}

/** The page's `<meta name="description">`, made when the page has none. */
export function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.appendChild(tag);
  }
  return tag;
}

/** "Chairs | Avlu"; a title that already names the shop is kept as it is. */
export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Sets the document title and meta description while the calling page is shown, and puts the
 * previous ones back when it goes (so the next page never inherits a product's description).
 */
export function useDocumentMeta({ title, description }: DocumentMeta): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
