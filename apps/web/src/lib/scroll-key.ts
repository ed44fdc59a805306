import type { Location } from "react-router";

/**
 * The key React Router's <ScrollRestoration> keeps a page's scroll position under. Every page
 * opened by a full load (a typed address, a mail link, a reload) has the location key "default",
 * so with the router's own key each such page would be scrolled to where the previous one in the
 * tab was left. Those are keyed by their address instead: a reload comes back to its place, another
 * page opens at the top. In-app navigations keep their own history keys (back and forward).
 */
export function scrollKey(location: Pick<Location, "key" | "pathname" | "search">): string {
  return location.key === "default" ? `${location.pathname}${location.search}` : location.key;
}
