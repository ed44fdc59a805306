import type { ProductSummary } from "@avlu/contract/catalog";
import type { Language } from "@avlu/contract/languages";
import { useEffect, useMemo } from "react";
import { useLanguage } from "../../i18n/use-t";
import { languageQuery, useGetBestSellersQuery, useGetProductsQuery } from "../../state/api";
import { displayable, HOME_PRODUCT_LIMIT } from "./product-rules";

export type LoadState = "loading" | "failed" | "loaded";

export interface HomeProducts {
  /** The 8 products the home loads (newest first), without those it cannot show. */
  products: ProductSummary[];
  productsState: LoadState;
  bestSellers: ProductSummary[];
  bestSellersState: LoadState;
}

/** The home's requests in a language (also made by its route loader). */
export const homeProductsQuery = (language: Language) => ({ limit: HOME_PRODUCT_LIMIT, ...languageQuery(language) });

const loadState = (q: { currentData?: unknown; isError: boolean; isFetching: boolean }): LoadState =>
  q.currentData !== undefined && !q.isFetching ? "loaded" : q.isError && !q.isFetching ? "failed" : "loading";

/** SPEC §2: on load the home requests 8 products (SPEC §4 states) and the best sellers. */
export function useHomeProducts(): HomeProducts {
  const language = useLanguage();
  const latest = useGetProductsQuery(homeProductsQuery(language));
  const best = useGetBestSellersQuery(languageQuery(language));
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
