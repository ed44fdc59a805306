import type { ProductSummary } from "@avlu/contract/catalog";
import { MAX_LIMIT } from "@avlu/contract/catalog-constants";
import { collectionKey } from "@avlu/contract/format";
import { useEffect, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { paths } from "../../config/paths";
import { api, isAbortError } from "../../lib/api-client";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { SimpleProductCard } from "./components/simple-product-card";

type ListState = { key: string; status: "loading" | "done"; products: ProductSummary[] };

/**
 * The simple collection list (SPEC §2) for /collectionsfermob/:catalogName and /collectionsgoya/:name:
 * 'Loading...', 'No products found for {collection}.' or '{collection} Collection' with a grid.
 * Names match case- and accent-insensitively on the server ("LUXEMBOURG", "opera" → Opéra+).
 */
export default function CollectionPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const isOlta = pathname.toLowerCase().startsWith("/collectionsgoya/");
  const requested = (params.catalogName ?? params.name ?? "").trim();
  const brand = isOlta ? "OLTA" : "FERMOB";
  const key = `${brand}:${requested}`;
  const [state, setState] = useState<ListState>({ key, status: "loading", products: [] });

  useEffect(() => {
    const controller = new AbortController();
    setState({ key, status: "loading", products: [] });
    api
      .get<ProductSummary[]>("/api/products", {
        query: { collection: requested, brand, limit: MAX_LIMIT },
        signal: controller.signal,
      })
      .then((products) => setState({ key, status: "done", products }))
      .catch((err: unknown) => {
        if (isAbortError(err)) return;
        // SPEC §8: a failed fetch is logged only; the page then shows the empty-result message.
        console.error("collection products fetch failed", err);
        setState({ key, status: "done", products: [] });
      });
    return () => controller.abort();
  }, [key, requested, brand]);

  const loading = state.key !== key || state.status === "loading";
  const products = loading ? [] : state.products;
  // The catalogue's own spelling ("Opéra+") when the address used another ("opera", "OPÉRA+").
  const name = products.find((p) => collectionKey(p.collection) === collectionKey(requested))?.collection ?? requested;

  useDocumentMeta({
    title: pageTitle(`${name} Collection`),
    description: `The ${name} collection by ${brand} at Avlu: every piece with its colours, references and packing options.`,
  });

  return (
    <main className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <Breadcrumb
        items={[
          { label: "Home", to: paths.home },
          isOlta ? { label: "OLTA", to: paths.oltaCatalogs } : { label: "Collections", to: paths.fermobCollections },
          { label: name },
        ]}
      />
      {loading ? (
        <p className="py-24 text-center text-muted" role="status">
          Loading...
        </p>
      ) : products.length === 0 ? (
        <div className="py-24 text-center">
          <p className="text-muted" role="status">
            No products found for {requested}.
          </p>
          <Link
            to={isOlta ? paths.oltaCatalogs : paths.fermobCollections}
            className="mt-6 inline-block rounded-full border border-ink px-5 py-2 text-sm transition hover:bg-ink hover:text-paper"
          >
            See all collections
          </Link>
        </div>
      ) : (
        <>
          <header className="mt-6 mb-10">
            <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">{brand}</p>
            <h1 className="mt-2 text-5xl">{name} Collection</h1>
            <p className="mt-3 text-sm text-muted">
              {products.length} {products.length === 1 ? "piece" : "pieces"}
            </p>
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
