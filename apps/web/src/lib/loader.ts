import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import type { LoaderFunction, LoaderFunctionArgs } from "react-router";
import type { AppStore } from "../app/store";

/**
 * The store a loader fills and whether it must wait for its data: on the server the `context` of
 * the request (one store per request; the server renders once everything has arrived), in the
 * browser the app's store, set once by `setBrowserStore`. (Not the router's `getContext`: with it,
 * React Router 7.18 awaits before every navigation and lets an earlier one of quick successive
 * navigations finish last.)
 */
export interface LoaderContext {
  store: AppStore;
  server: boolean;
}

let browser: LoaderContext | undefined;

/** The browser's store, for its route loaders. */
export function setBrowserStore(store: AppStore): void {
  browser = { store, server: false };
}

function contextOf(args: LoaderFunctionArgs): LoaderContext {
  const given = args.context as Partial<LoaderContext> | undefined;
  if (given?.store) return given as LoaderContext;
  if (!browser) throw new Error("route loaders need the store: call setBrowserStore(store) first");
  return browser;
}

/** A request to the API cache: an endpoint's `initiate(arg, options)`. */
type Request = ThunkAction<unknown, never, never, UnknownAction>;

/** How a loader starts its requests: without holding the answer (the page's own queries do). */
export interface LoadOptions {
  subscribe: false;
  forceRefetch: boolean;
}

/**
 * A route loader that asks the API cache (state/api.ts) for what the page shows, before its code has
 * arrived. The server waits for the answers and renders with them. The browser does not wait: the
 * page shows its loading state (SPEC §4) and its own queries share the requests already under way.
 * A page opened in the browser asks the API again (`forceRefetch`), as it did before the cache; the
 * page the server rendered is not loaded again (its loaders do not run when it hydrates).
 */
export function prefetch(requests: (args: LoaderFunctionArgs, options: LoadOptions) => Request[]): LoaderFunction {
  return async (args) => {
    const { store, server } = contextOf(args);
    const options: LoadOptions = { subscribe: false, forceRefetch: !server };
    const started = requests(args, options).map((request) => store.dispatch(request as never) as unknown);
    if (server) await Promise.all(started);
    return null;
  };
}

/** The browser asks again only when the shopper opens another address, not when a page changes its own query. */
export const revalidateOnNewPath = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
  currentUrl.pathname !== nextUrl.pathname;
