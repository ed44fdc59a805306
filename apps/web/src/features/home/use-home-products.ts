import type { ProductSummary } from "@avlu/contract/catalog";
import { useEffect, useMemo, useState } from "react";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { api } from "../../lib/api-client";
import { useFirstView, useServedKey } from "../../lib/first-view";
import {
  fetchProductsByFilters,
  selectProducts,
  selectProductsError,
  selectProductsLoading,
} from "../../state/products-slice";
import { displayable, HOME_PRODUCT_LIMIT } from "./product-rules";

const BEST_SELLERS_PATH = "/api/products/best-seller";

export type LoadState = "loading" | "failed" | "loaded";

export interface HomeProducts {
  /** The 8 products the home loads (newest first), without those it cannot show. */
  products: ProductSummary[];
  productsState: LoadState;
  bestSellers: ProductSummary[];
  bestSellersState: LoadState;
}

/** SPEC §2: on load the home requests 8 products (products slice, SPEC §4 states) and the best sellers. */
export function useHomeProducts(): HomeProducts {
  const dispatch = useAppDispatch();
  const raw = useAppSelector(selectProducts);
  const loading = useAppSelector(selectProductsLoading);
  const error = useAppSelector(selectProductsError);
  // A server-rendered home came with both answers (the products are already in the slice).
  const servedProducts = useFirstView<unknown>("/api/products", { limit: HOME_PRODUCT_LIMIT }) !== undefined;
  const servedBestSellers = useFirstView<unknown>(BEST_SELLERS_PATH);
  const [requested, setRequested] = useState(servedProducts);
  const [bestSellers, setBestSellers] = useState<ProductSummary[]>(() =>
    servedBestSellers === undefined ? [] : displayable(servedBestSellers),
  );
  const [bestSellersState, setBestSellersState] = useState<LoadState>(
    servedBestSellers === undefined ? "loading" : "loaded",
  );
  const productsServed = useServedKey(servedProducts ? "home" : undefined);
  const bestSellersServed = useServedKey(servedBestSellers !== undefined ? "home" : undefined);

  useEffect(() => {
    setRequested(true);
    if (!productsServed("home")) dispatch(fetchProductsByFilters({ limit: HOME_PRODUCT_LIMIT }));
    if (bestSellersServed("home")) return;
    let current = true;
    api
      .get<unknown>(BEST_SELLERS_PATH)
      .then((list) => {
        if (!current) return;
        setBestSellers(displayable(list));
        setBestSellersState("loaded");
      })
      .catch((err: unknown) => {
        if (!current) return;
        console.error("best sellers fetch failed", err);
        setBestSellersState("failed");
      });
    return () => {
      current = false;
    };
  }, [dispatch, productsServed, bestSellersServed]);

  const products = useMemo(() => displayable(raw).slice(0, HOME_PRODUCT_LIMIT), [raw]);
  // Until our own request has started, whatever the slice holds belongs to another page.
  const productsState: LoadState = !requested || loading ? "loading" : error ? "failed" : "loaded";
  return { products, productsState, bestSellers, bestSellersState };
}
