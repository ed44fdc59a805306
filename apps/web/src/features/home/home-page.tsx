import { BrandShowcase } from "./brand-showcase";
import { CollectionGrid } from "./collection-grid";
import { CuratedCarousel } from "./curated-carousel";
import { FeaturedCategories } from "./featured-categories";
import { HeroCarousel } from "./hero-carousel";
import { Hotspot } from "./hotspot";
import { PromoBanner } from "./promo-banner";
import { PromoBlocks } from "./promo-blocks";
import { PromoSplit } from "./promo-split";
import { useHomeProducts } from "./use-home-products";

/** The home page (SPEC §2 Home): every block, fed by the 8 products and the best sellers it loads. */
export default function HomePage() {
  const { products, productsState, bestSellers, bestSellersState } = useHomeProducts();
  // The hotspot shows best sellers; if there are none yet, the newest products stand in.
  const hotspotProducts = bestSellersState === "loaded" && bestSellers.length > 0 ? bestSellers : products;
  return (
    <main>
      <h1 className="sr-only">Avlu — indoor and outdoor furniture, lighting and parasols</h1>
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
