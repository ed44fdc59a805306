import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { ZoomImage } from "./home-image";
import { GRID_SIZE, gridImage } from "./home-media";
import { SectionHeading } from "./section-heading";
import { TabList, useTabs } from "./tab-list";

type GridTab = "all" | "tables" | "chairs";
const TABS: ReadonlyArray<{ id: GridTab; label: MessageKey }> = [
  { id: "all", label: "home.grid.tab.all" },
  { id: "tables", label: "home.grid.tab.tables" },
  { id: "chairs", label: "home.grid.tab.chairs" },
];

interface GridTile {
  image: string;
  kind: Exclude<GridTab, "all">;
  title: MessageKey;
  note: MessageKey;
  alt: MessageKey;
}

const TILES: readonly GridTile[] = [
  {
    image: "table-1",
    kind: "tables",
    title: "home.grid.bistro.title",
    note: "home.grid.bistro.note",
    alt: "home.grid.bistro.alt",
  },
  {
    image: "chair-1",
    kind: "chairs",
    title: "home.grid.park.title",
    note: "home.grid.park.note",
    alt: "home.grid.park.alt",
  },
  {
    image: "table-2",
    kind: "tables",
    title: "home.grid.dining.title",
    note: "home.grid.dining.note",
    alt: "home.grid.dining.alt",
  },
  {
    image: "chair-2",
    kind: "chairs",
    title: "home.grid.lounge.title",
    note: "home.grid.lounge.note",
    alt: "home.grid.lounge.alt",
  },
  {
    image: "table-3",
    kind: "tables",
    title: "home.grid.side.title",
    note: "home.grid.side.note",
    alt: "home.grid.side.alt",
  },
  {
    image: "chair-3",
    kind: "chairs",
    title: "home.grid.folding.title",
    note: "home.grid.folding.note",
    alt: "home.grid.folding.alt",
  },
];

/** Where a tile leads: the tables or chairs of the listing. */
function tileHref(kind: GridTile["kind"]): string {
  const params = new URLSearchParams({ category: "Table & Chair", search: kind === "tables" ? "table" : "chair" });
  return `${paths.collectionsAll}?${params.toString()}`;
}

/** SPEC §2 collection grid with the tabs All, Tables, Chairs (see docs/decisions/0101-home-collection-grid.md). */
export function CollectionGrid() {
  const t = useT();
  const { tab, tabListProps, panelProps } = useTabs<GridTab>("all");
  const shown = tab === "all" ? TILES : TILES.filter((tile) => tile.kind === tab);
  return (
    <section aria-labelledby="collection-grid-title" className="mx-auto mt-28 max-w-7xl px-4 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="collection-grid-title" eyebrow={t("home.grid.eyebrow")} title={t("home.grid.title")} />
        <TabList
          label={t("home.grid.tabs")}
          tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
          {...tabListProps}
          className="flex gap-1 rounded-full border border-stone p-1"
          tabClassName="rounded-full px-5 py-2 text-[12px] font-medium tracking-[0.16em] text-muted uppercase transition-colors hover:text-ink aria-selected:bg-forest aria-selected:text-paper"
        />
      </div>
      <div {...panelProps}>
        <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6" data-testid="collection-grid">
          {shown.map((tile) => (
            <li key={tile.image} data-kind={tile.kind}>
              <Link to={tileHref(tile.kind)} className="group block">
                <ZoomImage src={gridImage(tile.image)} size={GRID_SIZE} alt={t(tile.alt)} aspect="aspect-[4/5]" />
                <span className="mt-3 block font-display text-xl text-ink md:text-2xl">{t(tile.title)}</span>
                <span className="block text-sm text-muted">{t(tile.note)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
