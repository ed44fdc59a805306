import { paths } from "../../config/paths";
import { type HeadSource, pageTitle } from "../../lib/head";
import { prefetch, revalidateOnNewPath } from "../../lib/loader";
import { api } from "../../state/api";
import { pageHeading, routeSetup } from "./listing-heading";
import { listingApiQuery, parseListingQuery } from "./listing-query";

/** The request of a listing address (/collections/all, /collections/:collection, /dining-chairs and their query). */
export function listingRequest(pathname: string, collection: string | undefined, search: URLSearchParams) {
  return listingApiQuery(parseListingQuery(search), routeSetup(pathname, collection).scope);
}

/** The page of the address; later changes of the view are the page's own (debounced, SPEC §9). */
export const loader = prefetch(({ request, params }, options) => {
  const url = new URL(request.url);
  return [
    api.endpoints.filterProducts.initiate(listingRequest(url.pathname, params.collection, url.searchParams), options),
  ];
});
export const shouldRevalidate = revalidateOnNewPath;

/** The listing's title says what it shows; a brand or category filter of the full listing is its own canonical page. */
export const head: HeadSource = ({ params, url, state }) => {
  const setup = routeSetup(url.pathname, params.collection);
  const view = parseListingQuery(url.searchParams);
  const answer = api.endpoints.filterProducts.select(listingApiQuery(view, setup.scope))(state);
  const heading = pageHeading(setup, view, params.collection, answer.data?.products ?? []);
  const canonical = new URL(url.pathname, url.origin);
  if (url.pathname.toLowerCase() === paths.collectionsAll) {
    canonical.pathname = paths.collectionsAll;
    for (const key of ["brand", "category"]) {
      const value = url.searchParams.get(key);
      if (value) canonical.searchParams.set(key, value);
    }
  }
  return { title: pageTitle(heading.metaTitle), description: setup.description, canonical: canonical.href };
};
