import type { CollectionSummary } from "@avlu/contract/catalog";
import { queryErrorMessage, useGetCollectionsQuery } from "../../state/api";

export type CollectionsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; collections: CollectionSummary[] };

/** GET /api/collections?brand=… for a collection grid, with a retry for the error view. */
export function useCollections(brand: string): { state: CollectionsState; retry: () => void } {
  const { currentData, error, isFetching, refetch } = useGetCollectionsQuery(brand);
  const state: CollectionsState = isFetching
    ? { status: "loading" }
    : currentData
      ? { status: "ready", collections: currentData }
      : error
        ? { status: "error", message: queryErrorMessage(error, "Failed to load collections") }
        : { status: "loading" };
  return { state, retry: refetch };
}
