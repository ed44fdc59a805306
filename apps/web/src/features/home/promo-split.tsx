import { Link } from "react-router";
import { doorHref } from "../../config/menu-data";
import { PROMO_SPLIT_MEDIA, PROMO_SPLIT_SIZE } from "./home-media";

const PANELS = [
  {
    door: "Indoor" as const,
    image: PROMO_SPLIT_MEDIA.indoor,
    title: "Indoor",
    text: "Sofas, beds and dining pieces with soft lines and honest materials.",
    alt: "A calm living room with a linen sofa, an oak side table and a floor lamp by the window",
  },
  {
    door: "Outdoor" as const,
    image: PROMO_SPLIT_MEDIA.outdoor,
    title: "Outdoor",
    text: "Chairs, benches and parasols made to live in the sun, the rain and the sea air.",
    alt: "A garden bench and a parasol on a lawn framed by olive trees",
  },
];

/** SPEC §2: the Indoor/Outdoor split; at 768 px and wider the panel under the pointer (or focus) widens. */
export function PromoSplit() {
  return (
    <section aria-label="Indoor and outdoor" className="mx-auto mt-4 max-w-7xl px-4 md:mt-6 md:px-8">
      <div className="flex flex-col gap-4 md:h-[560px] md:flex-row">
        {PANELS.map((p) => (
          <Link
            key={p.door}
            to={doorHref(p.door)}
            data-testid={`promo-${p.door.toLowerCase()}`}
            className="group relative isolate flex aspect-[4/5] overflow-hidden bg-sand text-paper transition-[flex-grow] duration-700 ease-out md:aspect-auto md:flex-1 md:hover:flex-[1.6] md:focus-visible:flex-[1.6]"
          >
            <img
              src={p.image}
              width={PROMO_SPLIT_SIZE.width}
              height={PROMO_SPLIT_SIZE.height}
              loading="lazy"
              decoding="async"
              alt={p.alt}
              className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-1000 ease-out group-hover:scale-[1.03]"
            />
            <span
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/65 via-ink/10 to-transparent"
            />
            <span className="mt-auto block p-8 md:p-10">
              <span className="block font-display text-5xl md:text-6xl">{p.title}</span>
              <span className="mt-3 block max-w-sm text-sm leading-relaxed text-paper/85">{p.text}</span>
              <span className="mt-6 inline-flex border-b border-paper pb-1 text-[12px] font-medium tracking-[0.2em] uppercase">
                Shop {p.title.toLowerCase()}
              </span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
