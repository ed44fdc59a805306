/**
 * What a storefront page tells the browser tab, search engines and link previews (ADR 1600). The
 * storefront's route heads build it (apps/web/src/lib/head.ts); the server writes it into the page
 * (apps/api/src/modules/seo/head.ts). Zod-free: types and the shop's default texts (SPEC), which
 * both sides write.
 */

export const SITE_NAME = "Avlu";
/** The title and description of a page that has none of its own (and of the app shell). */
export const DEFAULT_TITLE = `${SITE_NAME} — Indoor & Outdoor Furniture, Lighting and Parasols`;
export const DEFAULT_DESCRIPTION =
  "Avlu brings FERMOB, OLTA and SIFAS furniture, lighting, parasols and accessories to your home and garden. Visit our design studio or order online.";

/** "Chairs | Avlu"; a title that already names the shop is kept as it is. */
export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export interface PageHead {
  title: string;
  description: string;
  /** The absolute canonical URL; omitted for pages that are not indexed. */
  canonical?: string;
  /** The picture of link previews (absolute). */
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
  jsonLd?: object;
  /** Pictures the page shows first, hinted in the HTML so they load with the page. */
  preloadImages?: Array<{ href: string; srcset?: string | undefined; sizes?: string }>;
  /** 404: the address names nothing (the server answers it with the app shell); 5xx: the API failed. */
  status?: number;
  /** With a 5xx status: the API's message. */
  message?: string;
  /** The page's language (`<html lang>`, og:locale); SPEC's pages are "en". */
  language?: "en" | "tr";
  /** The same page in every language it exists in (hreflang alternates, absolute), x-default first. */
  alternates?: Array<{ hreflang: string; href: string }>;
}

/**
 * The marks a server-rendered page carries (apps/api/src/modules/seo/page-body.ts writes them, the
 * browser's start reads them, apps/web/src/app/start.tsx): `#root` has this attribute when its markup
 * is the rendered page, to be hydrated rather than rendered again …
 */
export const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";
/** … the id of the `<script type="application/json">` holding the state the page was rendered with … */
export const SERVED_STATE_SCRIPT_ID = "avlu-state";
/** … and the id of the `<template>` holding the tags of its code (apps/web/public/start.js adds them after the first paint). */
export const CODE_TEMPLATE_ID = "avlu-code";
