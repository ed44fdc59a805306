import { type ReactNode, StrictMode, useEffect } from "react";
import { Provider } from "react-redux";
import { FirstView, FirstViewProvider } from "../lib/first-view";
import { applyFirstView } from "../state/first-view";
import type { AppStore } from "./store";

/**
 * Fired once the app has rendered or taken over the page: public/start.js then hands over the
 * clicks and edits a shopper made on the server-rendered page before (ADR 0010).
 */
export const APP_READY_EVENT = "avlu:ready";

function AnnounceReady() {
  useEffect(() => {
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}

/**
 * What wraps the router on both sides: the store and the first view's data. The browser
 * (start.tsx) and the server (entry-server.tsx) build the same tree, so hydration matches.
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
        <FirstViewProvider value={firstView}>
          {children}
          <AnnounceReady />
        </FirstViewProvider>
      </Provider>
    </StrictMode>
  );
}

/** A store holding the first view's data, ready for the first render. */
export function withFirstView(store: AppStore, firstView: FirstView = new FirstView()): AppStore {
  applyFirstView(store.dispatch, firstView);
  return store;
}
