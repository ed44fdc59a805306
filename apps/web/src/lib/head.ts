import type { Language } from "@avlu/contract/languages";
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, type PageHead, pageTitle, SITE_NAME } from "@avlu/contract/page-head";
import type { Params } from "react-router";
import type { Translate } from "../i18n/use-t";
import type { api } from "../state/api";

/**
 * A page's head (`PageHead`, shared with the server): one function per route (`head` exported by
 * its page module) builds it from the address and the store. The server writes it into the page
 * (with absolute addresses), the browser sets the title and description from the same function,
 * so the two can never drift apart (issue 16).
 */
export type { PageHead };

/** The store as a head reads it (the API cache). */
export type ApiState = { api: ReturnType<typeof api.reducer> };

export interface HeadContext {
  params: Params;
  /** The page's address, with the site's origin (canonical links and previews need absolute addresses). */
  url: URL;
  state: ApiState;
  /** The page's language and its texts (issue 20). */
  language: Language;
  t: Translate;
}

/** A route's head: a fixed one, or built from the address and the data in the store; null while that data loads. */
export type HeadSource = PageHead | ((ctx: HeadContext) => PageHead | null);

export { pageTitle };

/** Pages that depend on who is signed in, or that only tell a visitor something: never indexed. */
export const PRIVATE_HEAD: PageHead = { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, noindex: true };

export const NOT_FOUND_HEAD: PageHead = {
  title: `Page not found | ${SITE_NAME}`,
  description: "This page does not exist at Avlu.",
  noindex: true,
};

/** A page whose head is fixed: its title, its description and its path as the canonical address. */
export function staticHead(path: string, title: string, description: string): HeadSource {
  return ({ url }) => ({ title: pageTitle(title), description, canonical: `${url.origin}${path}` });
}

/** Shortens a text for a description: whole words, at most `max` characters. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

export const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/**
 * The head of an answer from the API: built from its data, a 404 (noindex) when the API says the
 * thing does not exist, the API's own failure (5xx) otherwise; null while it loads.
 */
export function headOf<T>(
  result: { data?: T | undefined; error?: unknown },
  build: (data: T) => PageHead,
  notFound: PageHead = NOT_FOUND_HEAD,
): PageHead | null {
  if (result.data !== undefined) return build(result.data);
  const error = result.error as { status?: number; message?: string } | undefined;
  if (!error) return null;
  if (error.status === 404 || error.status === 400) return { ...notFound, noindex: true, status: 404 };
  if (typeof error.status === "number" && error.status >= 500) {
    return { ...PRIVATE_HEAD, status: error.status, ...(error.message ? { message: error.message } : {}) };
  }
  return null;
}

export interface HeadHandle {
  head?: HeadSource;
}

/** The head of the deepest matched route that has one. */
export function routeHead(
  matches: ReadonlyArray<{ params: Params; handle: unknown }>,
  url: URL,
  state: ApiState,
  i18n: { language: Language; t: Translate },
): PageHead | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const head = (match?.handle as HeadHandle | undefined)?.head;
    if (!head || !match) continue;
    return typeof head === "function" ? head({ params: match.params, url, state, ...i18n }) : head;
  }
  return null;
}
