import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { paths, to } from "../../config/paths";
import { staticHead } from "../../lib/head";
import { prefetch } from "../../lib/loader";
import { api } from "../../state/api";
import { CollectionTiles } from "./components/collection-tiles";

const GRID = "grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 lg:gap-x-6";

export const loader = prefetch((_args, options) => [api.endpoints.getCollections.initiate("OLTA", options)]);

export const head = staticHead(
  paths.oltaCatalogs,
  "OLTA Collections",
  "The 30 OLTA parasol and shade collections at Avlu, from Mistral and Amalfi to Willow.",
);

/** /oltacatalogs: the OLTA collections, outside the shared layout with a header of its own (SPEC §2). */
export default function OltaCatalogsPage() {
  return (
    <div className="min-h-screen bg-paper">
      <header className="border-b border-stone">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-5 sm:px-6 lg:px-8">
          <Link to={paths.home} className="font-display text-3xl tracking-wide" aria-label="Avlu home">
            Avlu
          </Link>
          <Link
            to={paths.home}
            className="inline-flex items-center gap-2 rounded-full border border-stone px-4 py-2 text-sm transition hover:border-ink"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to the shop
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 pt-12 pb-20 sm:px-6 lg:px-8">
        <header className="mb-12 max-w-2xl">
          <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">OLTA</p>
          <h1 className="mt-2 text-5xl">Catalogues</h1>
          <p className="mt-4 text-muted">
            Parasols, bases and shade for terraces, gardens and hotel patios. Open a collection to see its pieces, or
            discover{" "}
            <Link to={paths.olta} className="text-ink underline underline-offset-4 hover:text-brass">
              the classic OLTA parasol
            </Link>
            .
          </p>
        </header>
        <CollectionTiles
          brand="OLTA"
          gridClassName={GRID}
          eagerCount={10}
          href={(c) => to("oltaCollection", { name: c.name.toLowerCase() })}
        />
      </main>
    </div>
  );
}
