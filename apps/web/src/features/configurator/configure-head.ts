import { configuratorPagePath } from "@avlu/contract/configurator-model";
import { formatEuro, lowestFromPrice } from "@avlu/contract/configurator-price";
import { clip, type HeadSource, headOf, pageTitle } from "../../lib/head";
import { prefetch, revalidateOnNewPath } from "../../lib/loader";
import { api } from "../../state/api";
import { OLTA_SLUG } from "./slug";

/** The configurator's definition (the choices are the address's, read by the page). */
export const loader = prefetch(({ params }, options) => [
  api.endpoints.getConfigurator.initiate(params.slug ?? OLTA_SLUG, options),
]);
/** Choices change the query only: the definition stays. */
export const shouldRevalidate = revalidateOnNewPath;

/** One canonical address whatever the choices (every configuration is the same page to a search engine). */
export const head: HeadSource = ({ params, url, state, t, language }) =>
  headOf(api.endpoints.getConfigurator.select(params.slug ?? OLTA_SLUG)(state), (c) => {
    const name = c.definition.name;
    const from = lowestFromPrice(c.definition);
    return {
      title: pageTitle(t("configurator.head.title", { name })),
      description: clip(
        from === null
          ? t("configurator.head.description", { name })
          : t("configurator.head.descriptionFrom", { name, price: formatEuro(from, language) }),
      ),
      canonical: `${url.origin}${configuratorPagePath(c.slug)}`,
    };
  });
