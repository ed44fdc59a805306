import { useRef, useState } from "react";

/**
 * The first answer a query gives after the screen opened — never an older copy from the cache —
 * kept for as long as the screen stays, so a form edits what it opened with while later refetches
 * (after its own save, say) do not reset it under the owner's hands. Use with
 * `refetchOnMountOrArgChange: true`.
 */
export function useOpenedAnswer<T>(result: {
  data?: T | undefined;
  isFetching: boolean;
  fulfilledTimeStamp?: number | undefined;
}): T | undefined {
  const [openedAt] = useState(Date.now);
  const opened = useRef<T | undefined>(undefined);
  if (opened.current === undefined && result.data !== undefined && !result.isFetching) {
    if ((result.fulfilledTimeStamp ?? 0) >= openedAt) opened.current = result.data;
  }
  return opened.current;
}
