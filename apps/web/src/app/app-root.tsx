import { type ReactNode, StrictMode } from "react";
import { Provider } from "react-redux";
import { FirstView, FirstViewProvider } from "../lib/first-view";
import { applyFirstView } from "../state/first-view";
import type { AppStore } from "./store";

/**
 * What wraps the router on both sides: the store and the first view's data. The browser
 * (main.tsx) and the server (entry-server.tsx) build the same tree, so hydration matches.
 */
export function AppRoot({
  store,
  firstView,
  children,
}: {
  store: AppStore;
  firstView: FirstView;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <FirstViewProvider value={firstView}>{children}</FirstViewProvider>
      </Provider>
    </StrictMode>
  );
}

/** A store holding the first view's data, ready for the first render. */
export function withFirstView(store: AppStore, firstView: FirstView = new FirstView()): AppStore {
  applyFirstView(store.dispatch, firstView);
  return store;
}
