import { Breadcrumb } from "../../components/ui/breadcrumb";
import { paths, to } from "../../config/paths";
import { useT } from "../../i18n/use-t";
import { CollectionTiles } from "./components/collection-tiles";
import { messagesHead } from "./messages-head";
import { collectionsLoader } from "./use-collections";

const GRID = "grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6 lg:gap-x-6";

export const loader = collectionsLoader("FERMOB");

export const head = messagesHead(
  paths.fermobCollections,
  "catalog.fermob.head.title",
  "catalog.fermob.head.description",
);

/** /collectionsfermob: every FERMOB collection as a picture tile (SPEC §2). */
export default function FermobCollectionsPage() {
  const t = useT();
  return (
    <main className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: t("catalog.crumb.home"), to: paths.home }, { label: "FERMOB" }]} />
      <header className="mt-6 mb-10 max-w-2xl">
        <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">FERMOB</p>
        <h1 className="mt-2 text-5xl">{t("catalog.fermob.title")}</h1>
        <p className="mt-4 text-muted">{t("catalog.fermob.intro")}</p>
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
