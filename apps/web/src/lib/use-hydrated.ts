import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup, true afterwards (and
 * at once in a page the browser renders itself). What only the browser knows (the signed-in
 * shopper, the cart kept in local storage, the visitor's motion preference) is shown once this is
 * true, so the first browser render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
