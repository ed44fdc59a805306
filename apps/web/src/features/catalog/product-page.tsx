import type { Product, ProductSummary } from "@avlu/contract/catalog";
import { colorImage } from "@avlu/contract/catalog-constants";
import type { Language } from "@avlu/contract/languages";
import {
  colorStock,
  DEFAULT_LOW_STOCK_THRESHOLD,
  findVariant,
  packingPieces,
  packingsOf,
  priceRange,
} from "@avlu/contract/variants";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { paths } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useFormatPrice, useLanguage, useT, useTerm } from "../../i18n/use-t";
import { productArg, useGetProductQuery, useGetSimilarProductsQuery } from "../../state/api";
import { useShopSettings } from "../../state/use-shop-settings";
import { AddToCart } from "./components/add-to-cart";
import { ColorPicker } from "./components/color-picker";
import { LeadTimeLine } from "./components/lead-time-line";
import { OrderRequestButtons } from "./components/order-request-buttons";
import { PackingPicker } from "./components/packing-picker";
import {
  ProductFacts,
  ProductFeaturesAndSimilar,
  ProductPictures,
  StockLine,
  TechnicalDrawing,
} from "./components/product-sections";
import {
  colorThumbnails,
  displayedImage,
  initialSelection,
  packingOptions,
  shortProductName,
  technicalDrawing,
} from "./product-images";

export { head, loader } from "./product-head";

const ImageViewer = lazy(() => import("./components/image-viewer").then((m) => ({ default: m.ImageViewer })));

/** /product/:id (SPEC §2 product detail); its route loader asks for the product and its similar products. */
export default function ProductPage() {
  const t = useT();
  const language = useLanguage();
  const { id = "" } = useParams();
  const arg = productArg(id, language);
  const details = useGetProductQuery(arg);
  const related = useGetSimilarProductsQuery(arg);
  const loaded = details.isFetching ? undefined : details.currentData;
  // A language switch keeps this page: it shows the product (and the shopper's colour and packing)
  // until the texts arrive in the other language, instead of a loading state.
  const shown = useRef<{ language: Language; product: Product } | null>(null);
  useEffect(() => {
    if (loaded) shown.current = { language, product: loaded };
  }, [loaded, language]);
  const previous = shown.current;
  const product =
    loaded ??
    (previous && previous.language !== language && previous.product._id === id && !details.isError
      ? previous.product
      : undefined);
  // Opened in the browser, the page asks again and shows its loading state until the answer is in (SPEC §4).
  if (!product && (details.isFetching || !details.isError)) {
    return (
      // As tall as the screen, so the footer does not jump when the product arrives.
      <main className="min-h-svh py-32 text-center text-muted" role="status">
        {t("catalog.loading")}
      </main>
    );
  }
  if (!product) {
    return (
      <main className="mx-auto max-w-xl px-6 py-32 text-center">
        <p className="text-lg" role="status">
          {t("catalog.product.notFound")}
        </p>
        <Link
          to={paths.collectionsAll}
          className="mt-6 inline-block rounded-full border border-ink px-5 py-2 text-sm transition hover:bg-ink hover:text-paper"
        >
          {t("catalog.product.browseAll")}
        </Link>
      </main>
    );
  }
  return (
    <ProductDetail
      key={product._id}
      product={product}
      similar={related.isFetching ? [] : (related.currentData ?? [])}
    />
  );
}

function ProductDetail({ product, similar }: { product: Product; similar: ProductSummary[] }) {
  const t = useT();
  const term = useTerm();
  const formatPrice = useFormatPrice();
  const settings = useShopSettings();
  const [selection] = useState(() => initialSelection(product));
  const [color, setColor] = useState(selection.color);
  const [packing, setPacking] = useState(selection.packing);
  const [chosenImage, setChosenImage] = useState<string | null>(selection.chosenImage);
  const [viewer, setViewer] = useState<string | null>(null);

  const image = displayedImage(product.images, chosenImage, color);
  const thumbnails = colorThumbnails(product.images, product.colors);
  const drawing = technicalDrawing(product.images);
  const packings = packingOptions(product.packings);
  const hasColors = product.colors.length > 0;
  const alt = product.altText || product.name;
  const variants = product.variants ?? [];
  const variant = findVariant(variants, color, packing);
  const colorPackings = variants.length > 0 ? packingsOf(variants, color) : packings;
  const soldOut = new Set(product.colors.filter((c) => variants.length > 0 && colorStock(variants, c) === 0));
  const threshold = settings?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  const range = priceRange(variants, product.price);

  /** Swatch, thumbnail and drop-down all come here: select the colour and show its picture if it has one. */
  const selectColor = (c: string) => {
    setColor(c);
    const url = colorImage(product.images, c);
    if (url) setChosenImage(url);
    // Keep the packing when the colour has it, else the colour's first packing.
    const available = packingsOf(variants, c);
    if (variants.length > 0 && available.length > 0 && !available.includes(packing)) setPacking(available[0] as string);
  };

  return (
    <main className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
      <Breadcrumb
        items={[
          { label: t("catalog.crumb.home"), to: paths.home },
          { label: t("catalog.crumb.collections"), to: paths.collectionsAll },
          { label: shortProductName(product.name) },
        ]}
      />

      <div className="mt-6 grid gap-10 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-14">
        <ProductPictures
          image={image}
          alt={alt}
          color={color}
          thumbnails={thumbnails}
          onSelectColor={selectColor}
          onOpen={setViewer}
        />
        {/* Details (second on small screens, beside the pictures and the drawing on large ones) */}
        <div className="lg:col-span-5 lg:col-start-8 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
            <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase" data-testid="product-category">
              {term("category", product.category)}
            </p>
            <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">{product.name}</h1>
            <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
              {product.design && <p>{t("catalog.product.design", { design: product.design })}</p>}
              <p>{t("catalog.ref", { ref: product.ref })}</p>
            </div>
            <p className="mt-5 text-2xl tabular-nums" data-testid="product-price">
              {variant
                ? formatPrice(variant.price)
                : range.min !== range.max
                  ? t("catalog.price.from", { price: formatPrice(range.min) })
                  : formatPrice(range.min)}
              {variant && packingPieces(variant.packing) > 1 && (
                <span className="ml-2 text-sm text-muted">
                  {t("catalog.product.perBox", { count: packingPieces(variant.packing) })}
                </span>
              )}
            </p>
            <StockLine
              stock={variant ? variant.countInStock : product.countInStock}
              threshold={threshold}
              color={variant?.color ?? ""}
            />
            <LeadTimeLine brand={product.brand} sku={variant?.sku} />
            {product.description && <p className="mt-6 leading-relaxed text-ink/80">{product.description}</p>}

            <div className="mt-6">
              <ColorPicker colors={product.colors} selected={color} onSelect={selectColor} soldOut={soldOut} />
              <PackingPicker
                options={packings}
                selected={packing}
                onSelect={setPacking}
                available={colorPackings}
                color={color}
              />
            </div>

            <div className="space-y-3 border-t border-stone pt-6">
              <AddToCart
                productId={product._id}
                productName={product.name}
                hasColors={hasColors}
                color={color}
                packing={packing}
                countInStock={variant ? variant.countInStock : variants.length > 0 && color ? 0 : product.countInStock}
                soldOutLabel={
                  color ? t("catalog.product.soldOutIn", { color: term("color", color) }) : t("catalog.product.soldOut")
                }
              />
              <OrderRequestButtons
                productId={product._id}
                productName={product.name}
                hasColors={hasColors}
                color={color}
                packing={packing}
                sku={variant?.sku}
                whatsappNumber={settings?.whatsappNumber}
                orderEmails={settings?.orderEmails}
              />
            </div>

            <ProductFacts product={product} />
          </div>
        </div>
        {drawing && <TechnicalDrawing drawing={drawing} name={product.name} onOpen={() => setViewer(drawing)} />}
      </div>

      <ProductFeaturesAndSimilar product={product} similar={similar} />

      {viewer && (
        // The full-screen viewer's code loads when a picture is first opened.
        <Suspense fallback={null}>
          <ImageViewer src={viewer} alt={alt} onClose={() => setViewer(null)} />
        </Suspense>
      )}
    </main>
  );
}
