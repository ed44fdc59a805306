import { Trans } from "@lingui/react";
import { ArrowLeft } from "lucide-react";
import { paths, to } from "../../config/paths";
import { LanguageSwitch } from "../../i18n/language-switch";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { CollectionTiles } from "./components/collection-tiles";
import { messagesHead } from "./messages-head";
import { collectionsLoader } from "./use-collections";

const GRID = "grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 lg:gap-x-6";

export const loader = collectionsLoader("OLTA");

export const head = messagesHead(
  paths.oltaCatalogs,
  "catalog.olta.catalogs.head.title",
  "catalog.olta.catalogs.head.description",
);

/**
 * /oltacatalogs: the OLTA collections, outside the shared layout with a header of its own (SPEC §2).
 * That header carries the language switch the shop's header would (it is in both languages).
 */
export default function OltaCatalogsPage() {
  const t = useT();
  return (
    <div className="min-h-screen bg-paper">
      <header className="border-b border-stone">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-5 sm:px-6 lg:px-8">
          <Link to={paths.home} className="font-display text-3xl tracking-wide" aria-label={t("header.home")}>
            Avlu
          </Link>
          <div className="flex items-center gap-4">
            <LanguageSwitch className="text-ink" />
            <Link
              to={paths.home}
              className="inline-flex items-center gap-2 rounded-full border border-stone px-4 py-2 text-sm transition hover:border-ink"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {t("catalog.olta.catalogs.back")}
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 pt-12 pb-20 sm:px-6 lg:px-8">
        <header className="mb-12 max-w-2xl">
          <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">OLTA</p>
          <h1 className="mt-2 text-5xl">{t("catalog.olta.catalogs.title")}</h1>
          <p className="mt-4 text-muted">
            <Trans
              id="catalog.olta.catalogs.intro"
              components={{
                0: <Link to={paths.olta} className="text-ink underline underline-offset-4 hover:text-brass" />,
              }}
            />
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
