import { languageOfPath } from "@avlu/contract/languages";
import { useT } from "../../i18n/use-t";
import type { HeadSource } from "../../lib/head";
import { prefetch } from "../../lib/loader";
import { api, languageQuery } from "../../state/api";
import { BrandShowcase } from "./brand-showcase";
import { CollectionGrid } from "./collection-grid";
import { CuratedCarousel } from "./curated-carousel";
import { FeaturedCategories } from "./featured-categories";
import { HeroCarousel } from "./hero-carousel";
import { HERO_MEDIA } from "./home-media";
import { Hotspot } from "./hotspot";
import { PromoBanner } from "./promo-banner";
import { PromoBlocks } from "./promo-blocks";
import { PromoSplit } from "./promo-split";
import { homeProductsQuery, useHomeProducts } from "./use-home-products";

/** The 8 newest products and the best sellers. */
export const loader = prefetch(({ request }, options) => {
  const language = languageOfPath(new URL(request.url).pathname);
  return [
    api.endpoints.getProducts.initiate(homeProductsQuery(language), options),
    api.endpoints.getBestSellers.initiate(languageQuery(language), options),
  ];
});

/** The shop's own title and description; the first hero picture is hinted in the HTML. */
export const head: HeadSource = ({ url, t }) => ({
  title: t("home.head.title"),
  description: t("home.head.description"),
  canonical: `${url.origin}/`,
  preloadImages: [
    {
      href: HERO_MEDIA.terrace.poster,
      srcset: `${HERO_MEDIA.terrace.posterSmall} 640w, ${HERO_MEDIA.terrace.poster} 1280w`,
      sizes: "100vw",
    },
  ],
});

/** The home page (SPEC §2 Home): every block, fed by the 8 products and the best sellers it loads. */
export default function HomePage() {
  const t = useT();
  const { products, productsState, bestSellers, bestSellersState } = useHomeProducts();
  // The hotspot shows best sellers; if there are none yet, the newest products stand in.
  const hotspotProducts = bestSellersState === "loaded" && bestSellers.length > 0 ? bestSellers : products;
  return (
    <main>
      <h1 className="sr-only">{t("home.h1")}</h1>
      <HeroCarousel />
      <PromoSplit />
      <FeaturedCategories />
      <Hotspot products={hotspotProducts} />
      <CollectionGrid />
      <CuratedCarousel products={products} state={productsState} />
      <PromoBanner />
      <PromoBlocks />
      <BrandShowcase />
    </main>
  );
}
