import { useEffect } from "react";
import { useLocation, useParams } from "react-router";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { paths } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useLanguage, useT } from "../../i18n/use-t";
import { useGetProductsQuery } from "../../state/api";
import { collectionBrand, collectionName, collectionQuery } from "./collection-query";
import { SimpleProductCard } from "./components/simple-product-card";

export { head, loader } from "./collection-query";

/**
 * The simple collection list (SPEC §2) for /collectionsfermob/:catalogName and /collectionsgoya/:name:
 * 'Loading...', 'No products found for {collection}.' or '{collection} Collection' with a grid.
 * Names match case- and accent-insensitively on the server ("LUXEMBOURG", "opera" → Opéra+).
 */
export default function CollectionPage() {
  const t = useT();
  const language = useLanguage();
  const params = useParams();
  const { pathname } = useLocation();
  const brand = collectionBrand(pathname);
  const isOlta = brand === "OLTA";
  const requested = (params.catalogName ?? params.name ?? "").trim();
  const { currentData, error, isFetching } = useGetProductsQuery(collectionQuery(brand, requested, language));
  useEffect(() => {
    // SPEC §8: a failed fetch is logged only; the page then shows the empty-result message.
    if (error) console.error("collection products fetch failed", error);
  }, [error]);

  const loading = isFetching || (currentData === undefined && !error);
  const products = currentData ?? [];
  // The catalogue's own spelling ("Opéra+") when the address used another ("opera", "OPÉRA+").
  const name = collectionName(products, requested);

  return (
    <main className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <Breadcrumb
        items={[
          { label: t("catalog.crumb.home"), to: paths.home },
          isOlta
            ? { label: "OLTA", to: paths.oltaCatalogs }
            : { label: t("catalog.crumb.collections"), to: paths.fermobCollections },
          { label: name },
        ]}
      />
      {loading ? (
        <p className="py-24 text-center text-muted" role="status">
          {t("catalog.loading")}
        </p>
      ) : products.length === 0 ? (
        <div className="py-24 text-center">
          <p className="text-muted" role="status">
            {t("catalog.collection.empty", { name: requested })}
          </p>
          <Link
            to={isOlta ? paths.oltaCatalogs : paths.fermobCollections}
            className="mt-6 inline-block rounded-full border border-ink px-5 py-2 text-sm transition hover:bg-ink hover:text-paper"
          >
            {t("catalog.collection.seeAll")}
          </Link>
        </div>
      ) : (
        <>
          <header className="mt-6 mb-10">
            <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">{brand}</p>
            <h1 className="mt-2 text-5xl">{t("catalog.collection.title", { name })}</h1>
            <p className="mt-3 text-sm text-muted">{t("catalog.pieces", { count: products.length })}</p>
          </header>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-6">
            {products.map((p, i) => (
              <li key={p._id}>
                <SimpleProductCard product={p} eager={i < 4} />
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
