import type { ProductSummary } from "@avlu/contract/catalog";
import { useEffect, useMemo } from "react";
import { useGetBestSellersQuery, useGetProductsQuery } from "../../state/api";
import { displayable, HOME_PRODUCT_LIMIT } from "./product-rules";

export type LoadState = "loading" | "failed" | "loaded";

export interface HomeProducts {
  /** The 8 products the home loads (newest first), without those it cannot show. */
  products: ProductSummary[];
  productsState: LoadState;
  bestSellers: ProductSummary[];
  bestSellersState: LoadState;
}

/** The home's requests (also made by its route loader, app/loaders.ts). */
export const HOME_PRODUCTS_QUERY = { limit: HOME_PRODUCT_LIMIT };

const loadState = (q: { currentData?: unknown; isError: boolean; isFetching: boolean }): LoadState =>
  q.currentData !== undefined && !q.isFetching ? "loaded" : q.isError && !q.isFetching ? "failed" : "loading";

/** SPEC §2: on load the home requests 8 products (SPEC §4 states) and the best sellers. */
export function useHomeProducts(): HomeProducts {
  const latest = useGetProductsQuery(HOME_PRODUCTS_QUERY);
  const best = useGetBestSellersQuery();
  useEffect(() => {
    if (best.error) console.error("best sellers fetch failed", best.error);
  }, [best.error]);
  const products = useMemo(
    () => displayable(latest.currentData ?? []).slice(0, HOME_PRODUCT_LIMIT),
    [latest.currentData],
  );
  const bestSellers = useMemo(() => displayable(best.currentData ?? []), [best.currentData]);
  return { products, productsState: loadState(latest), bestSellers, bestSellersState: loadState(best) };
}
