import type { CollectionSummary } from "@avlu/contract/catalog";
import { useCallback, useEffect, useState } from "react";
import { api, errorMessage, isAbortError } from "../../lib/api-client";

export type CollectionsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; collections: CollectionSummary[] };

/** GET /api/collections?brand=… for a collection grid, with a retry for the error view. */
export function useCollections(brand: string): { state: CollectionsState; retry: () => void } {
  const [state, setState] = useState<CollectionsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // attempt is a dependency so that retry() runs this again
    void attempt;
    const controller = new AbortController();
    setState({ status: "loading" });
    api
      .get<CollectionSummary[]>("/api/collections", { query: { brand }, signal: controller.signal })
      .then((collections) => setState({ status: "ready", collections }))
      .catch((err: unknown) => {
        if (isAbortError(err)) return;
        setState({ status: "error", message: errorMessage(err, "Failed to load collections") });
      });
    return () => controller.abort();
  }, [brand, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
