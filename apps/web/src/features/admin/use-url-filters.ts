import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useDebounced } from "../../lib/use-debounced";

/**
 * A paged list's filters, search and page kept in the address, so a reload or a shared link keeps
 * them: `update({ status: "Shipped" })` sets (or, with "", removes) values, and any change but the
 * page itself goes back to page 1; `setPage(n)` turns to page n. The search box (`search`) reaches
 * the address 300 ms after typing stops. `rowRemoved()` after a delete goes back a page when the
 * page's last row went (the list itself refetches: the delete invalidates its tag).
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get("search") ?? "");
  const term = useDebounced(search.trim(), 300);
  const page = Math.max(1, Number(params.get("page")) || 1);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next, { replace: true });
  };

  const setPage = (n: number) => update({ page: String(n) });

  useEffect(() => {
    if (term !== (params.get("search") ?? "")) update({ search: term });
  }, [term]);

  const rowRemoved = (rowsOnPage: number) => {
    if (rowsOnPage <= 1 && page > 1) setPage(page - 1);
  };
  return { params, page, update, setPage, search, setSearch, rowRemoved };
}
