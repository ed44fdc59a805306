import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, type PageHead, SITE_NAME } from "@avlu/contract/page-head";

export type { PageHead };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON for a <script type="application/ld+json"> block: nothing in it can close the tag. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/** The head of a page without a renderer (no storefront build: API tests, `npm run dev`). */
export function defaultHead(): PageHead {
  return { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION };
}

const OG_LOCALE = { en: "en_US", tr: "tr_TR" } as const;

/** Renders the head tags that replace the template's default title and description. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex, nofollow" />' : "",
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : "",
    ...(head.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    `<meta property="og:locale" content="${OG_LOCALE[head.language ?? "en"]}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${head.type ?? "website"}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}" />` : "",
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : "",
    `<meta name="twitter:card" content="${head.image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}" />` : "",
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : "",
  ];
  return tags.filter(Boolean).join("\n    ");
}

/**
 * Puts the page's head (and any extra tags, e.g. early hints) into the built index.html, replacing its
 * default title and description. The tags hold shoppers' and owners' text, so they go in through a
 * replacer function: a replacement *string* would read `$&`, `$'`, `` $` `` or `$$` in a product name as
 * a pattern and copy pieces of the template into the page.
 */
export function applyHead(template: string, head: PageHead, extra = ""): string {
  const tags = extra ? `${renderHead(head)}\n    ${extra}` : renderHead(head);
  return template
    .replace(/<html\b[^>]*>/i, (tag) =>
      tag.replace(/\slang="[^"]*"/i, "").replace(/^<html/i, `<html lang="${head.language ?? "en"}"`),
    )
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta name="description"[^>]*>\s*/, "")
    .replace("<!--app-head-->", () => tags);
}
