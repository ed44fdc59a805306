import { Link } from "react-router";
import { paths } from "../../config/paths";
import { GRID_SIZE, gridImage } from "./home-media";
import { SectionHeading } from "./section-heading";
import { TabList, useTabs } from "./tab-list";

type GridTab = "all" | "tables" | "chairs";
const TABS: ReadonlyArray<{ id: GridTab; label: string }> = [
  { id: "all", label: "All" },
  { id: "tables", label: "Tables" },
  { id: "chairs", label: "Chairs" },
];

interface GridTile {
  image: string;
  kind: Exclude<GridTab, "all">;
  title: string;
  note: string;
  alt: string;
}

const TILES: readonly GridTile[] = [
  {
    image: "table-1",
    kind: "tables",
    title: "Round bistro tables",
    note: "For two, in any corner",
    alt: "A small round metal bistro table on a balcony",
  },
  {
    image: "chair-1",
    kind: "chairs",
    title: "Park chairs",
    note: "Curved slats, stackable",
    alt: "Two slatted park chairs on gravel",
  },
  {
    image: "table-2",
    kind: "tables",
    title: "Long dining tables",
    note: "Room for the whole family",
    alt: "A long garden dining table under a pergola",
  },
  {
    image: "chair-2",
    kind: "chairs",
    title: "Lounge armchairs",
    note: "Low, deep and woven",
    alt: "A woven lounge armchair with a cushion",
  },
  {
    image: "table-3",
    kind: "tables",
    title: "Side tables",
    note: "Coffee, books and lanterns",
    alt: "A low side table holding a lantern",
  },
  {
    image: "chair-3",
    kind: "chairs",
    title: "Folding chairs",
    note: "Out in seconds, away in one",
    alt: "A folding chair leaning against a sunny wall",
  },
];

/** Where a tile leads: the tables or chairs of the listing. */
function tileHref(kind: GridTile["kind"]): string {
  const params = new URLSearchParams({ category: "Table & Chair", search: kind === "tables" ? "table" : "chair" });
  return `${paths.collectionsAll}?${params.toString()}`;
}

/** SPEC §2 collection grid with the tabs All, Tables, Chairs (see docs/decisions/0101-home-collection-grid.md). */
export function CollectionGrid() {
  const { tab, tabListProps, panelProps } = useTabs<GridTab>("all");
  const shown = tab === "all" ? TILES : TILES.filter((t) => t.kind === tab);
  return (
    <section aria-labelledby="collection-grid-title" className="mx-auto mt-28 max-w-7xl px-4 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="collection-grid-title" eyebrow="The collection" title="Tables and chairs, made to gather" />
        <TabList
          label="Show"
          tabs={TABS}
          {...tabListProps}
          className="flex gap-1 rounded-full border border-stone p-1"
          tabClassName="rounded-full px-5 py-2 text-[12px] font-medium tracking-[0.16em] text-muted uppercase transition-colors hover:text-ink aria-selected:bg-forest aria-selected:text-paper"
        />
      </div>
      <div {...panelProps}>
        <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6" data-testid="collection-grid">
          {shown.map((t) => (
            <li key={t.image} data-kind={t.kind}>
              <Link to={tileHref(t.kind)} className="group block">
                <span className="block overflow-hidden bg-sand">
                  <img
                    src={gridImage(t.image)}
                    width={GRID_SIZE.width}
                    height={GRID_SIZE.height}
                    loading="lazy"
                    decoding="async"
                    alt={t.alt}
                    className="aspect-[4/5] w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
                  />
                </span>
                <span className="mt-3 block font-display text-xl text-ink md:text-2xl">{t.title}</span>
                <span className="block text-sm text-muted">{t.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
