import { Link } from "react-router";
import { paths, to } from "../../config/paths";
import { CATEGORY_MEDIA, CATEGORY_SIZE, COLLECTION_MEDIA, COLLECTION_SIZE } from "./home-media";
import { SectionHeading, textLink } from "./section-heading";

const TILES = [
  { key: "accessories", label: "Accessories", alt: "Cushions, a lantern and a planter on a garden table" },
  { key: "lighting", label: "Lighting", alt: "Cordless table lamps and a floor lamp glowing at dusk" },
  { key: "furniture", label: "Furniture", alt: "A metal armchair and a small round table on a terrace" },
] as const;

const COLLECTIONS = [
  {
    name: "LUXEMBOURG",
    title: "Luxembourg",
    text: "The Paris park chair, with curved slats made for long afternoons.",
    alt: "Luxembourg chairs facing a gravel park path",
  },
  {
    name: "SIXTIES",
    title: "Sixties",
    text: "Woven cords and a tubular frame, straight from a seaside holiday.",
    alt: "A Sixties armchair with woven cords beside a pool",
  },
  {
    name: "CROISSETTE",
    title: "Croissette",
    text: "Slender lines for dinners that go on under the stars.",
    alt: "A Croissette table set for dinner on a balcony at sunset",
  },
] as const;

/** SPEC §2: category tiles to /collectionsfermob and three collection blocks. */
export function FeaturedCategories() {
  return (
    <section aria-labelledby="featured-categories-title" className="mx-auto mt-28 max-w-7xl px-4 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading
          id="featured-categories-title"
          eyebrow="Featured categories"
          title="Everything for the open air"
        >
          Furniture, lighting and the small things that make a terrace feel like home.
        </SectionHeading>
        <Link to={paths.fermobCollections} className={textLink}>
          All collections
        </Link>
      </div>
      <ul className="mt-12 grid grid-cols-1 gap-4 sm:grid-cols-3 md:gap-6">
        {TILES.map((t) => (
          <li key={t.key}>
            <Link to={paths.fermobCollections} className="group block" data-testid={`category-${t.key}`}>
              <span className="block overflow-hidden bg-sand">
                <img
                  src={CATEGORY_MEDIA[t.key]}
                  width={CATEGORY_SIZE.width}
                  height={CATEGORY_SIZE.height}
                  loading="lazy"
                  decoding="async"
                  alt={t.alt}
                  className="aspect-square w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
                />
              </span>
              <span className="mt-4 flex items-center justify-between">
                <span className="font-display text-2xl text-ink">{t.label}</span>
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
              <span className="block overflow-hidden bg-sand">
                <img
                  src={COLLECTION_MEDIA[c.name]}
                  width={COLLECTION_SIZE.width}
                  height={COLLECTION_SIZE.height}
                  loading="lazy"
                  decoding="async"
                  alt={c.alt}
                  className="aspect-[4/3] w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
                />
              </span>
              <span className="mt-5 block text-[11px] font-medium tracking-[0.3em] text-muted uppercase">
                Collection
              </span>
              <span className="mt-1 block font-display text-3xl text-ink">{c.title}</span>
              <span className="mt-2 block text-sm leading-relaxed text-muted">{c.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
