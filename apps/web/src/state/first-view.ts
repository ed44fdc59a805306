import type { FilterResult, Product, ProductSummary } from "@avlu/contract/catalog";
import type { Settings } from "@avlu/contract/settings";
import type { Dispatch, UnknownAction } from "@reduxjs/toolkit";
import type { FirstView } from "../lib/first-view";
import {
  fetchFilteredProducts,
  fetchProductDetails,
  fetchProductsByFilters,
  fetchSimilarProducts,
} from "./products-slice";
import { fetchSettings } from "./settings-slice";

const REQUEST_ID = "first-view";
type ProductsQuery = Parameters<typeof fetchProductsByFilters>[0];

/**
 * Puts the answers a server-rendered page came with into the shared slices, as if their requests
 * had just succeeded (the same `fulfilled` actions), before the first render on the server and in
 * the browser. Answers that pages keep in their own state are read there with `useFirstView`.
 */
export function applyFirstView(dispatch: Dispatch<UnknownAction>, view: FirstView): void {
  for (const [key, body] of view.entries()) {
    const url = new URL(key, "http://first.view");
    const path = url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const similarId = /^\/api\/products\/similar\/([^/]+)$/.exec(path)?.[1];
    const productId = /^\/api\/products\/([^/]+)$/.exec(path)?.[1];
    if (path === "/api/settings") {
      dispatch(fetchSettings.fulfilled(body as Settings, REQUEST_ID));
    } else if (path === "/api/products/filter") {
      dispatch(fetchFilteredProducts.fulfilled(body as FilterResult, REQUEST_ID, query));
    } else if (path === "/api/products") {
      dispatch(fetchProductsByFilters.fulfilled(body as ProductSummary[], REQUEST_ID, query as ProductsQuery));
    } else if (similarId) {
      dispatch(fetchSimilarProducts.fulfilled(body as ProductSummary[], REQUEST_ID, decodeURIComponent(similarId)));
    } else if (productId && productId !== "best-seller") {
      dispatch(fetchProductDetails.fulfilled(body as Product, REQUEST_ID, decodeURIComponent(productId)));
    }
  }
}
