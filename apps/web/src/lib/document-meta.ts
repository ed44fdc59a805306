import { useEffect } from "react";

/** "Chairs | Avlu" titles: one rule for the server and the browser. */
export { pageTitle } from "@avlu/contract/page-head";

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
