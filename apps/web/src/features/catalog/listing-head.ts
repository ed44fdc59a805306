import { type Language, languageOfPath, stripLanguage } from "@avlu/contract/languages";
import { paths } from "../../config/paths";
import { type HeadSource, pageTitle } from "../../lib/head";
import { prefetch, revalidateOnNewPath } from "../../lib/loader";
import { api, languageQuery } from "../../state/api";
import { pageHeading, routeScope, routeSetup } from "./listing-heading";
import { type ListingScope, type ListingView, listingApiQuery, parseListingQuery } from "./listing-query";

/** The API request of a listing view within its route's scope, in the page's language (`?lang=tr`, ADR 2001). */
export const listingRequest = (view: ListingView, scope: ListingScope, language: Language) => ({
  ...listingApiQuery(view, scope),
  ...languageQuery(language),
});

/** The page of the address; later changes of the view are the page's own (debounced, SPEC §9). */
export const loader = prefetch(({ request, params }, options) => {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const query = listingRequest(
    parseListingQuery(url.searchParams),
    routeScope(url.pathname, params.collection),
    language,
  );
  return [api.endpoints.filterProducts.initiate(query, options)];
});
export const shouldRevalidate = revalidateOnNewPath;

/** The listing's title says what it shows; a brand or category filter of the full listing is its own canonical page. */
export const head: HeadSource = ({ params, url, state, t, language }) => {
  const words = { t, language };
  const setup = routeSetup(url.pathname, params.collection, words);
  const view = parseListingQuery(url.searchParams);
  const answer = api.endpoints.filterProducts.select(listingRequest(view, setup.scope, language))(state);
  const heading = pageHeading(setup, view, params.collection, answer.data?.products ?? [], words);
  // The SPEC address; the server writes it in the page's language (and its twin's, hreflang).
  const canonical = new URL(stripLanguage(url.pathname), url.origin);
  if (canonical.pathname.toLowerCase() === paths.collectionsAll) {
    canonical.pathname = paths.collectionsAll;
    for (const key of ["brand", "category"]) {
      const value = url.searchParams.get(key);
      if (value) canonical.searchParams.set(key, value);
    }
  }
  return { title: pageTitle(heading.metaTitle), description: setup.description, canonical: canonical.href };
};
