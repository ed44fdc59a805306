/**
 * Server rendering of storefront pages (ADR 0010). Built with `vite build --ssr` into
 * dist/.ssr/entry-server.js and called by the API for every page address it answers with HTML.
 */
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppRoot, withFirstView } from "./app/app-root";
import { type RouteHandle, routes } from "./app/router";
import { makeStore } from "./app/store";
import { FirstView, type FirstViewData } from "./lib/first-view";

const handler = createStaticHandler(routes);

/**
 * The markup of `url` (path and query) rendered with the API answers in `data`, as the browser's
 * first render will build it; null for addresses that only the browser can render (pages of a
 * signed-in shopper, the admin area, redirects).
 */
export async function render(url: string, data: FirstViewData): Promise<string | null> {
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) return null;
  if (context.matches.some((m) => (m.route.handle as RouteHandle | undefined)?.clientOnly)) return null;
  const firstView = new FirstView(data);
  const store = withFirstView(makeStore(), firstView);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppRoot store={store} firstView={firstView}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
}
