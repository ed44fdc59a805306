import { paths, to } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { ZoomImage } from "./home-image";
import { CATEGORY_MEDIA, CATEGORY_SIZE, COLLECTION_MEDIA, COLLECTION_SIZE } from "./home-media";
import { SectionHeading, textLink } from "./section-heading";

const TILES = [
  { key: "accessories", label: "home.featured.accessories", alt: "home.featured.accessories.alt" },
  { key: "lighting", label: "home.featured.lighting", alt: "home.featured.lighting.alt" },
  { key: "furniture", label: "home.featured.furniture", alt: "home.featured.furniture.alt" },
] as const;

const COLLECTIONS = [
  {
    name: "LUXEMBOURG",
    title: "Luxembourg",
    text: "home.featured.luxembourg.text",
    alt: "home.featured.luxembourg.alt",
  },
  {
    name: "SIXTIES",
    title: "Sixties",
    text: "home.featured.sixties.text",
    alt: "home.featured.sixties.alt",
  },
  {
    name: "CROISSETTE",
    title: "Croissette",
    text: "home.featured.croissette.text",
    alt: "home.featured.croissette.alt",
  },
] as const;

/** SPEC §2: category tiles to /collectionsfermob and three collection blocks. */
export function FeaturedCategories() {
  const t = useT();
  return (
    <section aria-labelledby="featured-categories-title" className="mx-auto mt-28 max-w-7xl px-4 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading
          id="featured-categories-title"
          eyebrow={t("home.featured.eyebrow")}
          title={t("home.featured.title")}
        >
          {t("home.featured.text")}
        </SectionHeading>
        <Link to={paths.fermobCollections} className={textLink}>
          {t("home.featured.allCollections")}
        </Link>
      </div>
      <ul className="mt-12 grid grid-cols-1 gap-4 sm:grid-cols-3 md:gap-6">
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Link to={paths.fermobCollections} className="group block" data-testid={`category-${tile.key}`}>
              <ZoomImage src={CATEGORY_MEDIA[tile.key]} size={CATEGORY_SIZE} alt={t(tile.alt)} aspect="aspect-square" />
              <span className="mt-4 flex items-center justify-between">
                <span className="font-display text-2xl text-ink">{t(tile.label)}</span>
                <span aria-hidden="true" className="text-muted transition-transform group-hover:translate-x-1">
                  →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-16 grid gap-10 md:grid-cols-3 md:gap-6">
        {COLLECTIONS.map((c) => (
          <li key={c.name}>
            <Link
              to={to("fermobCollection", { catalogName: c.name })}
              className="group block"
              data-testid={`collection-${c.name}`}
            >
              <ZoomImage src={COLLECTION_MEDIA[c.name]} size={COLLECTION_SIZE} alt={t(c.alt)} aspect="aspect-[4/3]" />
              <span className="mt-5 block text-[11px] font-medium tracking-[0.3em] text-muted uppercase">
                {t("home.featured.collection")}
              </span>
              <span className="mt-1 block font-display text-3xl text-ink">{c.title}</span>
              <span className="mt-2 block text-sm leading-relaxed text-muted">{t(c.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
