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
export const head: HeadSource = ({ params, url, state }) =>
  headOf(api.endpoints.getConfigurator.select(params.slug ?? OLTA_SLUG)(state), (c) => {
    const name = c.definition.name;
    const from = lowestFromPrice(c.definition);
    const price = from === null ? "" : ` From ${formatEuro(from)}, RRP incl. VAT, excl. base.`;
    return {
      title: pageTitle(`Parasol configurator — ${name}`),
      description: clip(
        `Configure the ${name}: size, frame colour, fabric, volant, fastening and accessories, with a live preview.${price}`,
      ),
      canonical: `${url.origin}${configuratorPagePath(c.slug)}`,
    };
  });
