import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Language } from "@avlu/contract/languages";
import { CODE_TEMPLATE_ID, SERVED_STATE_SCRIPT_ID, SERVER_RENDERED_ATTRIBUTE } from "@avlu/contract/page-head";
import { etagOf } from "../../lib/etag.js";
import { type PageHead, safeJson } from "./head.js";

/**
 * Server rendering of storefront pages (ADR 0010, ADR 1600). The storefront's renderer
 * (apps/web/src/entry-server.tsx) runs the router's loaders for an address, reading this API
 * through `get`, and answers the route's head, the markup (null for pages only the browser
 * renders), the store state it rendered with and the page modules it used.
 */
export type RenderPage = (url: string, get: ApiGet, origin: string) => Promise<RenderedPage>;

export interface RenderedPage {
  head: PageHead;
  html: string | null;
  served?: unknown;
  modules: string[];
}

const BODY = /<div id="root"><!--app-body-->[\s\S]*?<!--\/app-body--><\/div>/;

/** The built renderer in `webDistDir/.ssr`; null without a storefront build (API tests, `npm run dev`). */
export async function loadPageRenderer(webDistDir: string): Promise<RenderPage | null> {
  const file = path.join(webDistDir, ".ssr", "entry-server.js");
  if (!fs.existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { render?: unknown };
  if (typeof mod.render !== "function") throw new Error(`${file} does not export render()`);
  return mod.render as RenderPage;
}

/**
 * GET `url` from this server's own API, answered exactly as the browser would get it; `language`
 * is the page's, sent as `Accept-Language` like the browser's API client does (ADR 2011).
 */
export type ApiGet = (url: string, language?: Language) => Promise<{ statusCode: number; body: unknown }>;

/**
 * The template with the rendered page in #root (replacing the app shell), its state beside it, and
 * the tags that load its code kept inert in a <template> (/start.js adds them after the first paint).
 */
export function applyBody(template: string, page: { markup: string; served: unknown; code: string }): string {
  if (!BODY.test(template)) throw new Error("index.html has no <!--app-body--> markers in #root");
  return template.replace(
    BODY,
    () =>
      `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.markup}</div>\n` +
      `    <script id="${SERVED_STATE_SCRIPT_ID}" type="application/json">${safeJson(page.served)}</script>\n` +
      `    <template id="${CODE_TEMPLATE_ID}">${page.code}</template>`,
  );
}

/** What differs between two renders of one unchanged page: in RTK Query's slice, its tag lists… */
const PER_RENDER_IN_SLICE = new Set(["provided"]);
/** …and in each query's entry, its request id and times. */
const PER_RENDER_IN_ENTRY = new Set(["requestId", "startedTimeStamp", "fulfilledTimeStamp"]);
const NOTHING = new Set<string>();

/**
 * The validator (ETag) of a rendered page: its HTML without the served state, and the state in a
 * canonical form (keys sorted), leaving out what differs per render: RTK Query's request ids and
 * times, and its tag lists, which follow the order the answers arrived in and are derived from
 * them. Nothing the page shows or the browser starts from depends on those (the storefront
 * refetches nothing by age), so an unchanged page keeps its ETag when it is rendered again and a
 * repeat view is a 304.
 */
export function pageEtag(page: { shell: string; markup: string; served: unknown; code: string }): string {
  const html = applyBody(page.shell, { markup: page.markup, served: null, code: page.code });
  return etagOf(`${html}\n${JSON.stringify(page.served, canonical)}`);
}

/** JSON.stringify's replacer: objects with their keys sorted, without the per-render parts. */
function canonical(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  // Known by their shape, so that an answer's own data is never left out.
  const left =
    "queries" in record && "provided" in record
      ? PER_RENDER_IN_SLICE
      : "endpointName" in record && "requestId" in record
        ? PER_RENDER_IN_ENTRY
        : NOTHING;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record).sort()) if (!left.has(key)) out[key] = record[key];
  return out;
}
