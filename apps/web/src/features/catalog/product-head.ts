import type { Product } from "@avlu/contract/catalog";
import { mainImage } from "@avlu/contract/catalog-constants";
import { type Language, languageOfPath, localizePath } from "@avlu/contract/languages";
import { term } from "@avlu/contract/terms";
import { absolute, clip, type HeadSource, headOf, type PageHead, pageTitle } from "../../lib/head";
import { imageSrcSet } from "../../lib/images";
import { prefetch } from "../../lib/loader";
import { api, productArg } from "../../state/api";

/** /product/:id asks for the product and its similar products, in the page's language (ADR 2001). */
export const loader = prefetch(({ params, request }, options) => {
  const arg = productArg(params.id ?? "", languageOfPath(new URL(request.url).pathname));
  return [
    api.endpoints.getProduct.initiate(arg, options),
    api.endpoints.getSimilarProducts.initiate(arg, options),
    // The lead time of the variant chosen (ADR 1910).
    api.endpoints.getCheckoutRules.initiate(undefined, options),
  ];
});

/**
 * Title, description, canonical, Open Graph and schema.org Product of a product page. The texts
 * come in the page's language from the API; a Turkish page says so in its JSON-LD (`inLanguage`).
 */
export function productHead(p: Product, origin: string, language: Language = "en"): PageHead {
  const path = `${origin}/product/${p._id}`;
  const image = mainImage(p.images);
  const first = p.images.find((i) => i.url)?.url;
  return {
    title: pageTitle(p.metaTitle || `${p.name} | ${p.brand}`),
    description: clip(p.metaDescription || p.description),
    // The SPEC address; the server writes it in the page's language.
    canonical: path,
    type: "product",
    ...(image ? { image: absolute(origin, image) } : {}),
    ...(first
      ? { preloadImages: [{ href: first, srcset: imageSrcSet(first), sizes: "(min-width: 1024px) 55vw, 100vw" }] }
      : {}),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Product",
      ...(language === "en" ? {} : { inLanguage: language }),
      name: p.name,
      description: clip(p.description, 500),
      sku: p.sku,
      ...(p.ref ? { mpn: p.ref } : {}),
      brand: { "@type": "Brand", name: p.brand },
      category: term("category", p.category, language),
      image: p.images.filter((i) => i.color !== null).map((i) => absolute(origin, i.url)),
      ...(p.numReviews > 0
        ? { aggregateRating: { "@type": "AggregateRating", ratingValue: p.rating, reviewCount: p.numReviews } }
        : {}),
      offers: {
        "@type": "Offer",
        url: `${origin}${localizePath(`/product/${p._id}`, language)}`,
        price: p.price.toFixed(2),
        priceCurrency: "USD",
        availability: p.countInStock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    },
  };
}

export const head: HeadSource = ({ params, state, url, language }) =>
  headOf(api.endpoints.getProduct.select(productArg(params.id ?? "", language))(state), (p) =>
    productHead(p, url.origin, language),
  );
