import { combineSlices, configureStore } from "@reduxjs/toolkit";
import authSlice from "../state/auth-slice";
import cartSlice from "../state/cart-slice";
import productsSlice from "../state/products-slice";
import settingsSlice from "../state/settings-slice";

/**
 * Slices that pages load with their code (admin) declare themselves here with
 * `declare module "…/app/store" { interface LazyLoadedSlices extends WithSlice<typeof x> {} }`
 * and call `x.injectInto(rootReducer)`, so storefront pages never ship admin code.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from lazy features
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  authSlice,
  cartSlice,
  settingsSlice,
  productsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState: preloadedState as RootState | undefined });
}

export const store = makeStore();

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
