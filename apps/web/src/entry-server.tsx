/**
 * Server rendering of storefront pages (ADR 0010, ADR 1600). Built with `vite build --ssr` into
 * dist/.ssr/entry-server.js and called by the API for every page address it answers with HTML.
 */
import { hasTurkishPage, LANGUAGES, type Language, languageOfPath, localizePath } from "@avlu/contract/languages";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppRoot } from "./app/app-root";
import { type RouteHandle, routes } from "./app/router";
import type { ServedState } from "./app/served-state";
import { makeStore } from "./app/store";
import { createI18n, loadParts, SHELL_PART } from "./i18n/i18n";
import type { Translate } from "./i18n/use-t";
import { type PageHead, PRIVATE_HEAD, routeHead } from "./lib/head";
import type { LoaderContext } from "./lib/loader";
import { api, type ServerGet } from "./state/api";

const handler = createStaticHandler(routes);

export interface RenderedPage {
  /** The page's head, from its route (lib/head.ts). A 404 or 5xx status there: the page is not rendered. */
  head: PageHead;
  /** The markup of #root; null for pages only the browser renders (signed-in pages, admin, redirects, 404s). */
  html: string | null;
  /** What the browser starts from (app/served-state.ts). */
  served?: ServedState;
  /** The matched page modules and the message parts the page shows, as the build manifest names them (hinted). */
  modules: string[];
}

/**
 * The head in the page's language (issue 20): `<html lang>`, a canonical address in that language,
 * and, for a page that exists in both, hreflang alternates to each (SPEC's page is the x-default).
 */
function inLanguage(head: PageHead, address: URL, language: Language): PageHead {
  const canonical = head.canonical
    ? (() => {
        const c = new URL(head.canonical);
        return `${c.origin}${localizePath(`${c.pathname}${c.search}`, language)}`;
      })()
    : undefined;
  const alternates =
    canonical && !head.noindex && hasTurkishPage(address.pathname)
      ? (["x-default", ...LANGUAGES] as const).map((hreflang) => {
          const c = new URL(canonical);
          const twin = hreflang === "x-default" ? "en" : hreflang;
          return { hreflang, href: `${c.origin}${localizePath(`${c.pathname}${c.search}`, twin)}` };
        })
      : undefined;
  return { ...head, language, ...(canonical ? { canonical } : {}), ...(alternates ? { alternates } : {}) };
}

/**
 * Renders `url` (path and query) as the browser's first render will build it: the route loaders
 * fill a store of this request through `serverGet` (the API in process), the route's head is read
 * from that store, and the store's API cache travels with the page.
 */
export async function render(url: string, serverGet: ServerGet, origin: string): Promise<RenderedPage> {
  const address = new URL(url, origin);
  const language = languageOfPath(address.pathname);
  const store = makeStore(undefined, { serverGet });
  const requestContext: LoaderContext = { store, server: true };
  try {
    const i18n = createI18n(language);
    const [context] = await Promise.all([
      handler.query(new Request(address), { requestContext: requestContext as never }),
      loadParts(i18n, language, [SHELL_PART]),
    ]);
    const t: Translate = (key, values) => i18n._(key, values);
    // The shop's own title and description in the page's language (the SPEC's: DEFAULT_TITLE, DEFAULT_DESCRIPTION).
    const shopHead = { title: t("ui.head.title"), description: t("ui.head.description") };
    const privateHead = { ...PRIVATE_HEAD, ...shopHead, language };
    if (context instanceof Response) return { head: privateHead, html: null, modules: [] };
    const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined);
    if (handles.some((h) => h?.clientOnly)) return { head: privateHead, html: null, modules: [] };
    const parts = [SHELL_PART, ...handles.flatMap((h) => h?.parts ?? [])];
    await loadParts(i18n, language, parts);
    const routed = routeHead(
      context.matches.map((m) => ({ params: m.params, handle: m.route.handle })),
      address,
      store.getState(),
      { language, t },
    ) ?? { ...shopHead, canonical: `${origin}${address.pathname}` };
    const head = inLanguage(routed, address, language);
    if (head.status) return { head, html: null, modules: [] };
    // The page modules, and the message parts it shows in its language (as the build manifest names them).
    const modules = [
      ...handles.flatMap((h) => (h?.module ? [h.module] : [])),
      ...parts.map((part) => `virtual:messages/${language}/${part}`),
    ];
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <AppRoot store={store} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>,
    );
    const served: ServedState = {
      state: { [api.reducerPath]: store.getState()[api.reducerPath] },
      hydration: { loaderData: context.loaderData },
    };
    return { head, html, served, modules };
  } finally {
    // Ends the cache's timers, so nothing keeps this request's store alive.
    store.dispatch(api.util.resetApiState());
  }
}
