import { onUnauthorized } from "../lib/api-client";
import { toast } from "../lib/toast";
import { endSession } from "../state/auth-api";
import type { AppStore } from "./store";

export const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/** An expired or revoked token logs the shopper out cleanly, once, with a toast. */
export function watchSession(store: AppStore): () => void {
  return onUnauthorized(() => {
    if (!store.getState().auth.user) return;
    store.dispatch(endSession());
    toast.error(SESSION_EXPIRED);
  });
}
