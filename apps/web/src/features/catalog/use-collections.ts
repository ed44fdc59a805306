import type { CollectionSummary } from "@avlu/contract/catalog";
import { type Language, languageOfPath } from "@avlu/contract/languages";
import { useLanguage, useT } from "../../i18n/use-t";
import { prefetch } from "../../lib/loader";
import { api, languageQuery, queryErrorMessage, useGetCollectionsQuery } from "../../state/api";

export type CollectionsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; collections: CollectionSummary[] };

/** A brand's collections in a page's language (their descriptions, ADR 2001; also asked for by the route loaders). */
export const collectionsQuery = (brand: string, language: Language) => ({ brand, ...languageQuery(language) });

/** The route loader of a page of a brand's collections (/collectionsfermob, /oltacatalogs), in the address's language. */
export const collectionsLoader = (brand: string) =>
  prefetch(({ request }, options) => [
    api.endpoints.getCollections.initiate(
      collectionsQuery(brand, languageOfPath(new URL(request.url).pathname)),
      options,
    ),
  ]);

/** GET /api/collections?brand=… for a collection grid, with a retry for the error view. */
export function useCollections(brand: string): { state: CollectionsState; retry: () => void } {
  const t = useT();
  const { currentData, error, isFetching, refetch } = useGetCollectionsQuery(collectionsQuery(brand, useLanguage()));
  const state: CollectionsState = isFetching
    ? { status: "loading" }
    : currentData
      ? { status: "ready", collections: currentData }
      : error
        ? { status: "error", message: queryErrorMessage(error, t("catalog.collections.failed")) }
        : { status: "loading" };
  return { state, retry: refetch };
}
