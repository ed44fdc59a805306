import { Breadcrumb } from "../../components/ui/breadcrumb";
import { paths, to } from "../../config/paths";
import { staticHead } from "../../lib/head";
import { prefetch } from "../../lib/loader";
import { api } from "../../state/api";
import { CollectionTiles } from "./components/collection-tiles";

const GRID = "grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6 lg:gap-x-6";

export const loader = prefetch((_args, options) => [api.endpoints.getCollections.initiate("FERMOB", options)]);

export const head = staticHead(
  paths.fermobCollections,
  "FERMOB Collections",
  "Every FERMOB collection at Avlu: Luxembourg, Sixties, Croissette, Bistro, Opéra+ and more, for gardens, terraces and homes.",
);

/** /collectionsfermob: every FERMOB collection as a picture tile (SPEC §2). */
export default function FermobCollectionsPage() {
  return (
    <main className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: "Home", to: paths.home }, { label: "FERMOB" }]} />
      <header className="mt-6 mb-10 max-w-2xl">
        <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">FERMOB</p>
        <h1 className="mt-2 text-5xl">Collections</h1>
        <p className="mt-4 text-muted">
          Colourful steel and aluminium furniture made in France since 1989. Choose a collection to see every piece.
        </p>
      </header>
      <CollectionTiles
        brand="FERMOB"
        gridClassName={GRID}
        eagerCount={12}
        href={(c) => to("fermobCollection", { catalogName: c.name })}
      />
    </main>
  );
}
