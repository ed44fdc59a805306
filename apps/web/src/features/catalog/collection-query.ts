import type { ProductSummary } from "@avlu/contract/catalog";
import { MAX_LIMIT, mainImage } from "@avlu/contract/catalog-constants";
import { collectionKey } from "@avlu/contract/format";
import { type Language, languageOfPath, stripLanguage } from "@avlu/contract/languages";
import type { Params } from "react-router";
import { absolute, type HeadSource, headOf, type PageHead, pageTitle } from "../../lib/head";
import { prefetch } from "../../lib/loader";
import { api, languageQuery } from "../../state/api";

/** The request of a collection page (/collectionsfermob/:catalogName, /collectionsgoya/:name): all its products, in the page's language. */
export const collectionQuery = (brand: string, name: string, language: Language) => ({
  collection: name,
  brand,
  limit: MAX_LIMIT,
  ...languageQuery(language),
});

/** The brand of a collection page's address (in either language). */
export const collectionBrand = (pathname: string) =>
  stripLanguage(pathname).toLowerCase().startsWith("/collectionsgoya/") ? "OLTA" : "FERMOB";

/** The catalogue's own spelling of a collection ("Opéra+") when the address used another ("opera", "OPÉRA+"). */
export function collectionName(products: readonly ProductSummary[], requested: string): string {
  return products.find((p) => collectionKey(p.collection) === collectionKey(requested))?.collection ?? requested;
}

/** A collection page's address, as the sitemap lists it (apps/api/src/modules/seo/routes.ts `collectionPath`). */
export const collectionPath = (brand: string, name: string) =>
  brand === "OLTA"
    ? `/collectionsgoya/${encodeURIComponent(name.toLowerCase())}`
    : `/collectionsfermob/${encodeURIComponent(name)}`;

const requestOf = (params: Params, pathname: string) =>
  collectionQuery(
    collectionBrand(pathname),
    (params.catalogName ?? params.name ?? "").trim(),
    languageOfPath(pathname),
  );

export const loader = prefetch(({ params, request }, options) => [
  api.endpoints.getProducts.initiate(requestOf(params, new URL(request.url).pathname), options),
]);

/** A collection nothing is published in is no page (404, noindex). */
export const head: HeadSource = ({ params, url, state, t }) =>
  headOf(api.endpoints.getProducts.select(requestOf(params, url.pathname))(state), (products) => {
    const brand = collectionBrand(url.pathname);
    const name = collectionName(products, (params.catalogName ?? params.name ?? "").trim());
    const image = products.map((p) => mainImage(p.images)).find(Boolean);
    const page: PageHead = {
      title: pageTitle(t("catalog.collection.title", { name })),
      description: t("catalog.collection.description", { name, brand }),
      canonical: `${url.origin}${collectionPath(brand, name)}`,
      ...(image ? { image: absolute(url.origin, image) } : {}),
    };
    return products.length > 0 ? page : { ...page, noindex: true, status: 404 };
  });
