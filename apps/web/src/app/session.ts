import { onUnauthorized } from "../lib/api-client";
import { toast } from "../lib/toast";
import { logout } from "../state/auth-slice";
import { clearCart } from "../state/cart-slice";
import type { AppStore } from "./store";

export const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/** An expired or revoked token logs the shopper out cleanly, once, with a toast. */
export function watchSession(store: AppStore): () => void {
  return onUnauthorized(() => {
    if (!store.getState().auth.user) return;
    store.dispatch(logout());
    store.dispatch(clearCart());
    toast.error(SESSION_EXPIRED);
  });
}
