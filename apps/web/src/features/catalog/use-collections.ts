import type { CollectionSummary } from "@avlu/contract/catalog";
import { useCallback, useEffect, useState } from "react";
import { api, errorMessage, isAbortError } from "../../lib/api-client";
import { useFirstView, useServedKey } from "../../lib/first-view";

const COLLECTIONS_PATH = "/api/collections";

export type CollectionsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; collections: CollectionSummary[] };

/** GET /api/collections?brand=… for a collection grid, with a retry for the error view. */
export function useCollections(brand: string): { state: CollectionsState; retry: () => void } {
  // A server-rendered page came with the answer.
  const served = useFirstView<CollectionSummary[]>(COLLECTIONS_PATH, { brand });
  const [state, setState] = useState<CollectionsState>(
    served ? { status: "ready", collections: served } : { status: "loading" },
  );
  const [attempt, setAttempt] = useState(0);
  const isServed = useServedKey(served ? brand : undefined);
  useEffect(() => {
    // attempt is a dependency so that retry() runs this again
    if (attempt === 0 && isServed(brand)) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    api
      .get<CollectionSummary[]>(COLLECTIONS_PATH, { query: { brand }, signal: controller.signal })
      .then((collections) => setState({ status: "ready", collections }))
      .catch((err: unknown) => {
        if (isAbortError(err)) return;
        setState({ status: "error", message: errorMessage(err, "Failed to load collections") });
      });
    return () => controller.abort();
  }, [brand, attempt, isServed]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
