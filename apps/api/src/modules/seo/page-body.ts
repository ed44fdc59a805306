import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { safeJson } from "./head.js";

/**
 * Server rendering of storefront pages (ADR 0010). The storefront's renderer
 * (apps/web/src/entry-server.tsx) turns an address and the API answers its first view needs into
 * the page's markup, or null for pages only the browser can render (signed-in pages, admin).
 */
export type RenderPage = (url: string, data: Record<string, unknown>) => Promise<string | null>;

/** Must match apps/web/src/lib/first-view.tsx and apps/web/src/app/router.tsx. */
const FIRST_VIEW_SCRIPT_ID = "avlu-first-view";
const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";
/** Must match apps/web/public/start.js. */
const CODE_TEMPLATE_ID = "avlu-code";
const BODY = /<div id="root"><!--app-body-->[\s\S]*?<!--\/app-body--><\/div>/;

/** The built renderer in `webDistDir/.ssr`; null without a storefront build (API tests, `npm run dev`). */
export async function loadPageRenderer(webDistDir: string): Promise<RenderPage | null> {
  const file = path.join(webDistDir, ".ssr", "entry-server.js");
  if (!fs.existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { render?: unknown };
  if (typeof mod.render !== "function") throw new Error(`${file} does not export render()`);
  return mod.render as RenderPage;
}

/** GET `url` from this server's own API, answered exactly as the browser would get it. */
export type ApiGet = (url: string) => Promise<{ statusCode: number; body: unknown }>;

/** The same API read once per address while one page is put together (its head and its body need the same product). */
export function onceEach(get: ApiGet): ApiGet {
  const answers = new Map<string, ReturnType<ApiGet>>();
  return (url) => {
    let answer = answers.get(url);
    if (!answer) {
      answer = get(url);
      answers.set(url, answer);
    }
    return answer;
  };
}

/**
 * The API answers for the first view, keyed by request path as the storefront asks for them; an
 * answer that is not a 200 is left out (the page then asks for it itself).
 */
export async function firstViewData(urls: string[], get: ApiGet): Promise<Record<string, unknown>> {
  const answers = await Promise.all(urls.map(async (url) => [url, await get(url)] as const));
  return Object.fromEntries(answers.flatMap(([url, a]) => (a.statusCode === 200 ? [[url, a.body]] : [])));
}

/**
 * The template with the rendered page in #root (replacing the app shell), its data beside it, and
 * the tags that load its code kept inert in a <template> (/start.js adds them after the first paint).
 */
export function applyBody(
  template: string,
  page: { markup: string; data: Record<string, unknown>; code: string },
): string {
  if (!BODY.test(template)) throw new Error("index.html has no <!--app-body--> markers in #root");
  return template.replace(
    BODY,
    () =>
      `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.markup}</div>\n` +
      `    <script id="${FIRST_VIEW_SCRIPT_ID}" type="application/json">${safeJson(page.data)}</script>\n` +
      `    <template id="${CODE_TEMPLATE_ID}">${page.code}</template>`,
  );
}
