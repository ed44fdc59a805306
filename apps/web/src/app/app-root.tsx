import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
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
export function AppRoot({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          {children}
          <AnnounceReady />
        </I18nProvider>
      </Provider>
    </StrictMode>
  );
}
