import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { readFirstView } from "../lib/first-view";
import { AppRoot, withFirstView } from "./app-root";
import { createRouter, loadRouteModules, SERVER_RENDERED_ATTRIBUTE } from "./router";
import { watchSession } from "./session";
import type { AppStore } from "./store";

/**
 * Starts the SPA in `root`: hydrates the page the server rendered (with the data it came with),
 * or renders the page itself when the server sent the app shell.
 */
export async function startApp(root: HTMLElement, store: AppStore): Promise<void> {
  // The page's code first, so the first render is the page itself (and a server-rendered page hydrates).
  // If the code cannot be loaded here, the router tries again and shows its error page.
  await loadRouteModules(window.location).catch(() => undefined);
  watchSession(store);
  const firstView = readFirstView(root.ownerDocument);
  withFirstView(store, firstView);
  const serverRendered = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
  const router = createRouter({ serverRendered });

  // The first navigation ends the first view: from then on every page asks the API itself.
  const firstLocation = router.state.location;
  const stopWatching = router.subscribe((state) => {
    if (state.location === firstLocation) return;
    firstView.end();
    stopWatching();
  });

  const app = (
    <AppRoot store={store} firstView={firstView}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  // As a transition, React renders in small slices and lets the browser paint and answer input in between.
  startTransition(() => {
    if (serverRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
