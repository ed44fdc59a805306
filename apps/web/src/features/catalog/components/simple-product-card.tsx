import type { ProductSummary } from "@avlu/contract/catalog";
import { mainImage } from "@avlu/contract/catalog-constants";
import { to } from "../../../config/paths";
import { Link } from "../../../i18n/link";
import { useT } from "../../../i18n/use-t";
import { SquareTileImage } from "./square-tile-image";

/**
 * A card of the simple collection list (SPEC §2): first picture (else the placeholder, which
 * also replaces a picture that fails to load), the name and "Ref: {ref}".
 */
export function SimpleProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const t = useT();
  const image = mainImage(product.images);
  return (
    <Link to={to("product", { id: product._id })} className="group block">
      <SquareTileImage
        src={image}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
        alt={product.altText || product.name}
        size={600}
        eager={eager}
        className="h-full w-full object-contain transition duration-500 ease-out group-hover:scale-[1.03]"
      />
      <h2 className="mt-3 font-display text-lg leading-snug group-hover:underline group-hover:underline-offset-4">
        {product.name}
      </h2>
      <p className="mt-0.5 text-xs tracking-wide text-muted">{t("catalog.ref", { ref: product.ref })}</p>
    </Link>
  );
}
