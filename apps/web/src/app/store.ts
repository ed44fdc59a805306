import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { api, type StoreExtra } from "../state/api";
import authSlice from "../state/auth-slice";
import cartSlice from "../state/cart-slice";

/**
 * Slices that pages load with their code (admin) declare themselves here with
 * `declare module "…/app/store" { interface LazyLoadedSlices extends WithSlice<typeof x> {} }`
 * and call `x.injectInto(rootReducer)`, so storefront pages never ship admin code.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from lazy features
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, cartSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * One store per page view: the browser's, or one per request on the server, where `extra.serverGet`
 * reads the API in process. Server data lives in the `api` cache (state/api.ts); slices keep client state.
 */
export function makeStore(preloadedState?: Partial<RootState>, extra: StoreExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // The server's store lives for one render: the development checks would only slow it down.
        ...(extra.serverGet ? { serializableCheck: false, immutableCheck: false } : {}),
      }).concat(api.middleware),
  });
}

export const store = makeStore();

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
