/**
 * Server rendering of storefront pages (ADR 0010, ADR 1600). Built with `vite build --ssr` into
 * dist/.ssr/entry-server.js and called by the API for every page address it answers with HTML.
 */
import { languageOfPath } from "@avlu/contract/languages";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppRoot } from "./app/app-root";
import { type RouteHandle, routes } from "./app/router";
import type { ServedState } from "./app/served-state";
import { makeStore } from "./app/store";
import { createI18n } from "./i18n/i18n";
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, type PageHead, PRIVATE_HEAD, routeHead } from "./lib/head";
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
  /** The matched page modules, as the build manifest names them (their code is hinted). */
  modules: string[];
}

/**
 * Renders `url` (path and query) as the browser's first render will build it: the route loaders
 * fill a store of this request through `serverGet` (the API in process), the route's head is read
 * from that store, and the store's API cache travels with the page.
 */
export async function render(url: string, serverGet: ServerGet, origin: string): Promise<RenderedPage> {
  const address = new URL(url, origin);
  const store = makeStore(undefined, { serverGet });
  const requestContext: LoaderContext = { store, server: true };
  try {
    const context = await handler.query(new Request(address), { requestContext: requestContext as never });
    if (context instanceof Response) return { head: PRIVATE_HEAD, html: null, modules: [] };
    const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined);
    if (handles.some((h) => h?.clientOnly)) return { head: PRIVATE_HEAD, html: null, modules: [] };
    const head = routeHead(
      context.matches.map((m) => ({ params: m.params, handle: m.route.handle })),
      address,
      store.getState(),
    ) ?? { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, canonical: `${origin}${address.pathname}` };
    if (head.status) return { head, html: null, modules: [] };
    const modules = handles.flatMap((h) => (h?.module ? [h.module] : []));
    const router = createStaticRouter(handler.dataRoutes, context);
    const i18n = await createI18n(languageOfPath(address.pathname));
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
