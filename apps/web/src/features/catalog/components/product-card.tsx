import type { ProductSummary } from "@avlu/contract/catalog";
import { NEW_PRODUCT_DAYS } from "@avlu/contract/catalog-constants";
import { priceRange } from "@avlu/contract/variants";
import { ProductImage } from "../../../components/ui/product-image";
import { to } from "../../../config/paths";
import { Link } from "../../../i18n/link";
import { useFormatPrice, useT } from "../../../i18n/use-t";
import { cardImages, isNewProduct } from "../product-images";

interface ProductCardProps {
  product: ProductSummary;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** sizes attribute for the picture's srcset */
  sizes?: string;
}

/** A listing card (SPEC §2 full variant): YENİ badge, first picture with the second on hover, name and brand. */
export function ProductCard({ product, eager = false, sizes = "(min-width: 1024px) 25vw, 50vw" }: ProductCardProps) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const { main, hover } = cardImages(product.images);
  const fresh = isNewProduct(product.createdAt, NEW_PRODUCT_DAYS);
  const alt = product.altText || product.name;
  return (
    <article className="group relative">
      <Link to={to("product", { id: product._id })} className="block rounded-sm focus-visible:outline-offset-4">
        <div className="relative aspect-square overflow-hidden bg-sand">
          <ProductImage
            src={main}
            sizes={sizes}
            alt={alt}
            width={600}
            height={600}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
            decoding="async"
            className={`h-full w-full object-contain transition duration-500 ease-out group-hover:scale-[1.03] ${
              hover ? "group-hover:opacity-0" : ""
            }`}
          />
          {hover && (
            <ProductImage
              src={hover}
              sizes={sizes}
              alt=""
              aria-hidden="true"
              width={600}
              height={600}
              decoding="async"
              className="absolute inset-0 h-full w-full object-contain opacity-0 transition duration-500 ease-out group-hover:scale-[1.03] group-hover:opacity-100"
            />
          )}
          {fresh && (
            <span className="absolute top-3 left-3 bg-terracotta px-2 py-1 text-[10px] font-semibold tracking-[0.2em] text-paper">
              {t("catalog.card.new")}
            </span>
          )}
        </div>
        <div className="mt-3">
          <p className="text-[11px] font-medium tracking-[0.18em] text-muted uppercase">{product.brand}</p>
          <h3 className="mt-1 font-display text-lg leading-snug text-ink group-hover:underline group-hover:decoration-stone group-hover:underline-offset-4">
            {product.name}
          </h3>
          <p className="mt-1 text-sm text-ink/80 tabular-nums">
            {priceRange(product.variants ?? [], product.price).max > product.price
              ? t("catalog.price.from", { price: formatPrice(product.price) })
              : formatPrice(product.price)}
          </p>
        </div>
      </Link>
    </article>
  );
}
