import type { FilterResult } from "@avlu/contract/catalog";
import type { Query } from "@avlu/contract/listing";
import { Trans } from "@lingui/react";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useParams, useSearchParams } from "react-router";
import { useAppDispatch } from "../../app/hooks";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { paths } from "../../config/paths";
import { useLanguage, useT } from "../../i18n/use-t";
import { api, isAborted, queryErrorMessage } from "../../state/api";
import { ActiveFilters } from "./components/active-filters";
import { FilterColumn } from "./components/filter-column";
import { FilterDrawer } from "./components/filter-drawer";
import { FilterPanel } from "./components/filter-panel";
import { ListingEmpty } from "./components/listing-empty";
import { ListingToolbar } from "./components/listing-toolbar";
import { Pagination } from "./components/pagination";
import { ProductCard } from "./components/product-card";
import { listingRequest } from "./listing-head";
import { pageHeading, routeSetup } from "./listing-heading";
import {
  activeFilterCount,
  clearFilters,
  type GridSize,
  type ListFilterKey,
  type ListingView,
  listingSearchParams,
  parseListingQuery,
  shownRange,
  toggleIn,
  updateView,
} from "./listing-query";

/** SPEC §9: filter requests wait 250 ms for the shopper to stop clicking. */
export const FILTER_DEBOUNCE_MS = 250;

const GRID_CLASSES: Record<GridSize, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  6: "lg:grid-cols-6",
};

export { head, loader, shouldRevalidate } from "./listing-head";

/**
 * The full listing (SPEC §2): filter panel with facet counts, sort, grid size, page size and
 * real pages. The whole view lives in the address query; requests are debounced and the
 * previous one is aborted when the view changes again.
 */
export default function ListingPage() {
  const t = useT();
  const language = useLanguage();
  const words = useMemo(() => ({ t, language }), [t, language]);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { collection } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => parseListingQuery(searchParams), [searchParams]);
  const setup = useMemo(() => routeSetup(pathname, collection, words), [pathname, collection, words]);
  // In the page's language: a language switch keeps this page (and its view) and asks again.
  const apiQuery = useMemo(() => listingRequest(view, setup.scope, language), [view, setup.scope, language]);
  const requestKey = JSON.stringify(apiQuery);

  // What the address asks for, as the cache holds it (a server-rendered page or the route loader filled it).
  const wanted = api.endpoints.filterProducts.useQueryState(apiQuery);
  /** The request whose answer is on screen (null until this page has loaded once). */
  const [shownKey, setShownKey] = useState<string | null>(wanted.currentData && !wanted.isFetching ? requestKey : null);
  const shown = api.endpoints.filterProducts.useQueryState(shownKey === null ? skipToken : JSON.parse(shownKey));
  const [drawerOpen, setDrawerOpen] = useState(false);
  /** Bumped by "Try again" to repeat the same request. */
  const [attempt, setAttempt] = useState(0);
  const gridTop = useRef<HTMLDivElement>(null);
  /** True until the first request has gone out. */
  const firstLoad = useRef(true);
  const cached = wanted.currentData !== undefined;

  useEffect(() => {
    const query = JSON.parse(requestKey) as Query;
    let request: { abort(): void; unsubscribe(): void } | undefined;
    const start = () => {
      firstLoad.current = false;
      const pending = dispatch(api.endpoints.filterProducts.initiate(query, { forceRefetch: attempt > 0 }));
      request = pending;
      pending.then((result) => {
        if (!isAborted(result.error)) setShownKey(requestKey);
      });
    };
    // An answer already in the cache is shown at once; the first view is asked for at once (its loader
    // started it already); later changes wait for the shopper to stop clicking.
    let timer: number | undefined;
    if (cached && attempt === 0) start();
    else timer = window.setTimeout(start, firstLoad.current ? 0 : FILTER_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      // A newer view replaces this request: its answer must never reach the screen.
      request?.abort();
      request?.unsubscribe();
    };
    // `cached` only decides how the request starts, not whether it runs again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, requestKey, attempt]);

  /**
   * The view the next change builds on: the address's view, or a change not yet in the address
   * (so several clicks before the page re-renders all count).
   */
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  }, [view]);
  const setView = useCallback(
    (next: ListingView) => {
      latest.current = next;
      setSearchParams(listingSearchParams(next), { preventScrollReset: true });
    },
    [setSearchParams],
  );
  const change = useCallback((patch: Partial<ListingView>) => setView(updateView(latest.current, patch)), [setView]);
  const toggle = useCallback(
    (key: ListFilterKey, value: string) =>
      setView(updateView(latest.current, { [key]: toggleIn(latest.current[key], value) })),
    [setView],
  );
  const clearAll = useCallback(() => setView(clearFilters(latest.current)), [setView]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const result = shown.currentData;
  const page = result ?? null;
  const products = result?.products ?? [];
  const ready = shownKey !== null && page !== null;
  const current = shownKey === requestKey && !wanted.isFetching;
  const failed = current && wanted.isError && !isAborted(wanted.error);
  const error = failed ? queryErrorMessage(wanted.error, t("catalog.listing.failed")) : null;

  // A page beyond the last one (e.g. after filters shrank the results) shows the last page instead.
  useEffect(() => {
    if (current && page && page.total > 0 && view.page > page.pages) {
      setSearchParams(listingSearchParams({ ...view, page: page.pages }), { replace: true });
    }
  }, [current, page, view, setSearchParams]);

  // Paging scrolls back to the top of the results.
  const lastPage = useRef(view.page);
  useEffect(() => {
    if (lastPage.current !== view.page) {
      lastPage.current = view.page;
      gridTop.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    }
  }, [view.page]);

  const heading = pageHeading(setup, view, collection, products, words);
  const titleName = heading.title;

  const count = activeFilterCount(view);
  const facets: FilterResult["facets"] | null = ready ? page.facets : null;
  const rangeText =
    ready && page.total > 0 ? t("catalog.toolbar.range", shownRange(page.page, page.limit, page.total)) : null;

  const panelProps = {
    view,
    facets,
    hidden: setup.hidden,
    onChange: change,
    onToggle: toggle,
    onClear: clearAll,
    activeCount: count,
  };

  return (
    <main className="mx-auto max-w-[1600px] px-4 pt-10 pb-20 sm:px-6 lg:px-10">
      <Breadcrumb items={[{ label: t("catalog.crumb.home"), to: paths.home }, { label: titleName }]} />
      <header className="mt-6 mb-8">
        <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">{heading.eyebrow}</p>
        <h1 className="mt-2 text-5xl">{titleName}</h1>
        {view.search && !setup.scope.search && (
          <p className="mt-3 text-muted">
            <Trans
              id="catalog.listing.resultsFor"
              values={{ search: view.search }}
              components={{ 0: <span className="text-ink" /> }}
            />
          </p>
        )}
      </header>

      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-12">
        <aside className="hidden lg:block" aria-label={t("catalog.filters.title")}>
          <FilterColumn>
            <FilterPanel {...panelProps} idPrefix="panel" />
          </FilterColumn>
        </aside>

        <section aria-labelledby="listing-products" className="min-w-0">
          <h2 id="listing-products" className="sr-only">
            {t("catalog.listing.products")}
          </h2>
          <div ref={gridTop} />
          <ListingToolbar
            view={view}
            rangeText={rangeText}
            activeCount={count}
            onChange={change}
            onOpenFilters={() => setDrawerOpen(true)}
          />

          <ActiveFilters view={view} hiddenSearch={Boolean(setup.scope.search)} onChange={change} onClear={clearAll} />

          {!ready && !failed ? (
            <p className="py-24 text-center text-muted" role="status">
              {t("catalog.listing.loading")}
            </p>
          ) : failed ? (
            <div className="py-24 text-center" role="alert">
              <p className="text-danger">{error}</p>
              <button
                type="button"
                onClick={() => setAttempt((n) => n + 1)}
                className="mt-6 rounded-full border border-ink px-5 py-2 text-sm transition hover:bg-ink hover:text-paper"
              >
                {t("catalog.tryAgain")}
              </button>
            </div>
          ) : products.length === 0 ? (
            <ListingEmpty view={view} suggestions={page?.suggestions} filtered={count > 0} onClear={clearAll} />
          ) : (
            <div className="relative">
              {!current && (
                <p className="absolute inset-x-0 top-4 z-10 text-center text-sm text-muted" role="status">
                  {t("catalog.listing.loading")}
                </p>
              )}
              <ul
                className={`mt-8 grid grid-cols-2 gap-x-4 gap-y-10 transition-opacity duration-200 md:grid-cols-3 lg:gap-x-6 ${
                  GRID_CLASSES[view.grid]
                } ${current ? "" : "opacity-50"}`}
                data-grid={view.grid}
                aria-busy={!current}
              >
                {products.map((p, i) => (
                  <li key={p._id}>
                    <ProductCard
                      product={p}
                      eager={i < view.grid}
                      sizes={`(min-width: 1024px) ${Math.round(100 / view.grid)}vw, (min-width: 768px) 33vw, 50vw`}
                    />
                  </li>
                ))}
              </ul>
              {page && <Pagination view={{ ...view, page: page.page }} pages={page.pages} />}
            </div>
          )}
        </section>
      </div>

      <FilterDrawer open={drawerOpen} onClose={closeDrawer} total={ready ? page.total : null}>
        <FilterPanel {...panelProps} idPrefix="drawer" />
      </FilterDrawer>
    </main>
  );
}
