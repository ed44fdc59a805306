import { type ReactNode, StrictMode, useEffect } from "react";
import { Provider } from "react-redux";
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

/** What wraps the router on both sides (start.tsx, entry-server.tsx), so hydration matches. */
export function AppRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        {children}
        <AnnounceReady />
      </Provider>
    </StrictMode>
  );
}
