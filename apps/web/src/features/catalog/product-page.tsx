import type { Product, ProductSummary } from "@avlu/contract/catalog";
import { colorImage } from "@avlu/contract/catalog-constants";
import {
  colorStock,
  DEFAULT_LOW_STOCK_THRESHOLD,
  findVariant,
  packingPieces,
  packingsOf,
  priceRange,
} from "@avlu/contract/variants";
import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "react-router";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { paths } from "../../config/paths";
import { formatPrice } from "../../lib/format";
import { useGetProductQuery, useGetSimilarProductsQuery } from "../../state/api";
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
  const { id = "" } = useParams();
  const details = useGetProductQuery(id);
  const related = useGetSimilarProductsQuery(id);
  const product = details.currentData;
  // Opened in the browser, the page asks again and shows its loading state until the answer is in (SPEC §4).
  if (details.isFetching || (!product && !details.isError)) {
    return (
      // As tall as the screen, so the footer does not jump when the product arrives.
      <main className="min-h-svh py-32 text-center text-muted" role="status">
        Loading...
      </main>
    );
  }
  if (!product) {
    return (
      <main className="mx-auto max-w-xl px-6 py-32 text-center">
        <p className="text-lg" role="status">
          Product not found.
        </p>
        <Link
          to={paths.collectionsAll}
          className="mt-6 inline-block rounded-full border border-ink px-5 py-2 text-sm transition hover:bg-ink hover:text-paper"
        >
          Browse all products
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
          { label: "Home", to: paths.home },
          { label: "Collections", to: paths.collectionsAll },
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
          <div className="lg:sticky lg:top-[calc(var(--header-height,7.5rem)+1.5rem)]">
            <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase" data-testid="product-category">
              {product.category}
            </p>
            <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">{product.name}</h1>
            <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
              {product.design && <p>Design: {product.design}</p>}
              <p>Ref: {product.ref}</p>
            </div>
            <p className="mt-5 text-2xl tabular-nums" data-testid="product-price">
              {variant
                ? formatPrice(variant.price)
                : `${range.min !== range.max ? "from " : ""}${formatPrice(range.min)}`}
              {variant && packingPieces(variant.packing) > 1 && (
                <span className="ml-2 text-sm text-muted">per box of {packingPieces(variant.packing)}</span>
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
                soldOutLabel={color ? `Sold out in ${color}` : "Sold out"}
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
