import type { Product, ProductSummary } from "@avlu/contract/catalog";
import { House, Sun } from "lucide-react";
import { HeadedSection } from "../../../components/ui/headed-section";
import { ProductImage } from "../../../components/ui/product-image";
import { to } from "../../../config/paths";
import { Link } from "../../../i18n/link";
import { useT, useTerm } from "../../../i18n/use-t";
import { ImageMagnifier } from "./image-magnifier";
import { ProductCard } from "./product-card";

/** The product page's picture (with the magnifier) and its colour thumbnails. */
export function ProductPictures({
  image,
  alt,
  color,
  thumbnails,
  onSelectColor,
  onOpen,
}: {
  image: string | undefined;
  alt: string;
  color: string;
  thumbnails: Array<{ color: string; url: string }>;
  onSelectColor(color: string): void;
  onOpen(url: string): void;
}) {
  const t = useT();
  const term = useTerm();
  return (
    <div className="lg:col-span-7 lg:row-start-1">
      {image ? (
        <ImageMagnifier
          src={image}
          alt={color ? t("catalog.product.imageAlt", { alt, color: term("color", color) }) : alt}
          onOpen={() => onOpen(image)}
        />
      ) : (
        <div className="flex aspect-square items-center justify-center bg-sand text-muted">
          {t("catalog.product.noImage")}
        </div>
      )}
      {thumbnails.length > 0 && (
        <ul className="mt-4 grid grid-cols-5 gap-3" aria-label={t("catalog.product.colours")}>
          {thumbnails.map((thumb) => (
            <li key={thumb.color}>
              <button
                type="button"
                onClick={() => onSelectColor(thumb.color)}
                aria-label={t("catalog.product.showColour", { color: term("color", thumb.color) })}
                aria-pressed={image === thumb.url}
                className={`block aspect-square w-full overflow-hidden bg-sand transition ${
                  image === thumb.url ? "ring-2 ring-ink" : "opacity-80 hover:opacity-100"
                }`}
              >
                <ProductImage
                  src={thumb.url}
                  alt=""
                  width={160}
                  height={160}
                  decoding="async"
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Technical details, indoor/outdoor use and the collection link, under the order buttons. */
export function ProductFacts({ product }: { product: Product }) {
  const t = useT();
  return (
    <>
      {product.technicalSheet.length > 0 && (
        <section aria-labelledby="tech-heading" className="mt-8 border-t border-stone pt-6">
          <h2 id="tech-heading" className="font-sans text-xs font-semibold tracking-[0.2em] uppercase">
            {t("catalog.product.technicalDetails")}
          </h2>
          <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-ink/80 marker:text-brass">
            {product.technicalSheet.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-stone pt-6 text-sm">
        {product.door.includes("outdoor") && (
          <span className="inline-flex items-center gap-2" data-testid="use-outdoor">
            <Sun aria-hidden="true" className="h-5 w-5 text-brass" />
            {t("catalog.product.outdoorUse")}
          </span>
        )}
        {product.door.includes("indoor") && (
          <span className="inline-flex items-center gap-2" data-testid="use-indoor">
            <House aria-hidden="true" className="h-5 w-5 text-brass" />
            {t("catalog.product.indoorUse")}
          </span>
        )}
        {product.collection && (
          <Link
            to={to("collection", { collection: product.collection })}
            className="ml-auto text-xs font-medium tracking-[0.2em] uppercase underline-offset-4 hover:underline"
          >
            {product.collection.toUpperCase()}
          </Link>
        )}
      </div>
    </>
  );
}

/** The technical drawing, which opens full screen. */
export function TechnicalDrawing({ drawing, name, onOpen }: { drawing: string; name: string; onOpen(): void }) {
  const t = useT();
  return (
    <figure className="border-t border-stone pt-8 lg:col-span-7 lg:row-start-2 lg:self-start">
      <figcaption className="mb-4 text-xs font-semibold tracking-[0.2em] uppercase">
        {t("catalog.product.drawing")}
      </figcaption>
      <button
        type="button"
        onClick={onOpen}
        className="block w-full cursor-zoom-in bg-white"
        aria-label={t("catalog.product.drawing.open")}
      >
        <ProductImage
          src={drawing}
          alt={t("catalog.product.drawing.alt", { name })}
          width={800}
          height={800}
          decoding="async"
          className="mx-auto aspect-square w-full max-w-md object-contain"
          data-testid="technical-drawing"
        />
      </button>
    </figure>
  );
}

/** The features table and "You may also like" at the foot of the product page. */
export function ProductFeaturesAndSimilar({ product, similar }: { product: Product; similar: ProductSummary[] }) {
  const t = useT();
  const features = Object.entries(product.features);
  return (
    <>
      {features.length > 0 && (
        <HeadedSection
          id="features-heading"
          headingClassName="text-3xl"
          title={t("catalog.product.features")}
          className="mt-16 border-t border-stone pt-10"
        >
          <dl className="mt-6 grid grid-cols-2 gap-x-6 sm:grid-cols-3 lg:grid-cols-5">
            {features.map(([name, value]) => (
              <div key={name} className="border-t border-stone py-5">
                <dt className="text-[11px] font-medium tracking-[0.2em] text-muted uppercase">{name}</dt>
                <dd className="mt-2 text-sm">{value}</dd>
              </div>
            ))}
          </dl>
        </HeadedSection>
      )}

      {similar.length > 0 && (
        <HeadedSection
          id="similar-heading"
          title={t("catalog.product.similar")}
          headingClassName="text-3xl"
          className="mt-20"
        >
          <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-4 lg:gap-x-6">
            {similar.slice(0, 8).map((p) => (
              <li key={p._id}>
                <ProductCard product={p} sizes="(min-width: 768px) 25vw, 50vw" />
              </li>
            ))}
          </ul>
        </HeadedSection>
      )}
    </>
  );
}

/** In stock / Only N left / Sold out, for the chosen colour and packing (issue 17). */
export function StockLine({ stock, threshold, color }: { stock: number; threshold: number; color: string }) {
  const t = useT();
  const term = useTerm();
  if (stock <= 0) {
    return (
      <p className="mt-1 text-xs text-terracotta" data-testid="stock-line">
        {color
          ? t("catalog.product.soldOutInAsk", { color: term("color", color) })
          : t("catalog.product.outOfStockAsk")}
      </p>
    );
  }
  return (
    <p className={`mt-1 text-xs ${stock <= threshold ? "text-terracotta" : "text-forest"}`} data-testid="stock-line">
      {stock <= threshold ? t("catalog.product.onlyLeft", { count: stock }) : t("catalog.product.inStock")}
    </p>
  );
}
