import type { ProductSummary } from "@avlu/contract/catalog";
import { ProductImage } from "../../components/ui/product-image";
import { to } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useFormatPrice, useT } from "../../i18n/use-t";
import { brandBadge, cardDescription, cardImages } from "./product-rules";

/** A 220 px carousel card (SPEC §9): first picture, second on hover, brand badge, name, description, price. */
export function ProductCard({ product }: { product: ProductSummary }) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const { main, hover } = cardImages(product);
  return (
    <Link to={to("product", { id: product._id })} className="group block w-[220px] shrink-0" data-testid="curated-card">
      <span className="relative block aspect-square overflow-hidden bg-sand">
        {main ? (
          <ProductImage
            src={main}
            width={220}
            height={220}
            decoding="async"
            alt={product.altText || product.name}
            className={`absolute inset-0 size-full object-contain p-3 transition-opacity duration-500 ${hover ? "group-hover:opacity-0" : ""}`}
          />
        ) : (
          <span className="absolute inset-0 flex items-center justify-center text-xs tracking-[0.2em] text-muted uppercase">
            {t("home.card.noImage")}
          </span>
        )}
        {main && hover && (
          <ProductImage
            src={hover}
            width={220}
            height={220}
            decoding="async"
            alt=""
            aria-hidden="true"
            className="absolute inset-0 size-full object-contain p-3 opacity-0 transition-opacity duration-500 group-hover:opacity-100"
          />
        )}
        <span className="absolute top-3 left-3 bg-paper/90 px-2 py-1 text-[10px] font-medium tracking-[0.2em] text-ink uppercase">
          {brandBadge(product, t("home.card.badgeFallback"))}
        </span>
      </span>
      <span className="mt-3 block truncate text-sm font-medium text-ink group-hover:text-brass">{product.name}</span>
      <span className="mt-1 line-clamp-2 text-xs leading-relaxed text-muted">
        {cardDescription(product, t("home.card.descriptionFallback"))}
      </span>
      <span className="mt-2 block text-sm text-ink tabular-nums">{formatPrice(product.price)}</span>
    </Link>
  );
}
