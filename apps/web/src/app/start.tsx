import { languageOfPath } from "@avlu/contract/languages";
import { SERVER_RENDERED_ATTRIBUTE } from "@avlu/contract/page-head";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createI18n, loadParts, SHELL_PART, setBrowserI18n } from "../i18n/i18n";
import { hydrate } from "../state/api";
import { AppRoot } from "./app-root";
import { createRouter, loadRouteModules } from "./router";
import { readServedState } from "./served-state";
import { watchSession } from "./session";
import type { AppStore } from "./store";

/**
 * Starts the SPA in `root`: hydrates the page the server rendered, from the store state it came
 * with, or renders the page itself when the server sent the app shell.
 */
export async function startApp(root: HTMLElement, store: AppStore): Promise<void> {
  // The page's code and texts first, so the first render is the page itself (and a server-rendered
  // page hydrates with the same texts). If the code cannot be loaded here, the router tries again and
  // shows its error page.
  const language = languageOfPath(window.location.pathname);
  const i18n = createI18n(language);
  setBrowserI18n(i18n);
  await Promise.all([
    loadParts(i18n, language, [SHELL_PART]),
    loadRouteModules(window.location).catch(() => undefined),
  ]);
  watchSession(store, i18n);
  const served = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ? readServedState(root.ownerDocument) : null;
  if (served) store.dispatch(hydrate(served.state));
  const router = createRouter(store, served?.hydration);
  const app = (
    <AppRoot store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  // As a transition, React renders in small slices and lets the browser paint and answer input in between.
  startTransition(() => {
    if (served) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
