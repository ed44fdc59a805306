import type { I18n } from "@lingui/core";
import { onUnauthorized } from "../lib/api-client";
import { toast } from "../lib/toast";
import { endSession } from "../state/auth-api";
import type { AppStore } from "./store";

/** An expired or revoked token logs the shopper out cleanly, once, with a toast in the page's language. */
export function watchSession(store: AppStore, i18n: I18n): () => void {
  return onUnauthorized(() => {
    if (!store.getState().auth.user) return;
    store.dispatch(endSession());
    toast.error(i18n._("ui.session.expired"));
  });
}
