import { doorHref } from "../../config/menu-data";
import type { MessageKey } from "../../i18n/i18n";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { HomeImage } from "./home-image";
import { PROMO_SPLIT_MEDIA, PROMO_SPLIT_SIZE } from "./home-media";

const PANELS: ReadonlyArray<{
  door: "Indoor" | "Outdoor";
  image: string;
  title: MessageKey;
  text: MessageKey;
  cta: MessageKey;
  alt: MessageKey;
}> = [
  {
    door: "Indoor",
    image: PROMO_SPLIT_MEDIA.indoor,
    title: "home.split.indoor.title",
    text: "home.split.indoor.text",
    cta: "home.split.indoor.cta",
    alt: "home.split.indoor.alt",
  },
  {
    door: "Outdoor",
    image: PROMO_SPLIT_MEDIA.outdoor,
    title: "home.split.outdoor.title",
    text: "home.split.outdoor.text",
    cta: "home.split.outdoor.cta",
    alt: "home.split.outdoor.alt",
  },
];

/** SPEC §2: the Indoor/Outdoor split; at 768 px and wider the panel under the pointer (or focus) widens. */
export function PromoSplit() {
  const t = useT();
  return (
    <section aria-label={t("home.split.label")} className="mx-auto mt-4 max-w-7xl px-4 md:mt-6 md:px-8">
      <div className="flex flex-col gap-4 md:h-[560px] md:flex-row">
        {PANELS.map((p) => (
          <Link
            key={p.door}
            to={doorHref(p.door)}
            data-testid={`promo-${p.door.toLowerCase()}`}
            className="group relative isolate flex aspect-[4/5] overflow-hidden bg-sand text-paper transition-[flex-grow] duration-700 ease-out md:aspect-auto md:flex-1 md:hover:flex-[1.6] md:focus-visible:flex-[1.6]"
          >
            <HomeImage
              src={p.image}
              size={PROMO_SPLIT_SIZE}
              alt={t(p.alt)}
              className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-1000 ease-out group-hover:scale-[1.03]"
            />
            <span
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/65 via-ink/10 to-transparent"
            />
            <span className="mt-auto block p-8 md:p-10">
              <span className="block font-display text-5xl md:text-6xl">{t(p.title)}</span>
              <span className="mt-3 block max-w-sm text-sm leading-relaxed text-paper/85">{t(p.text)}</span>
              <span className="mt-6 inline-flex border-b border-paper pb-1 text-[12px] font-medium tracking-[0.2em] uppercase">
                {t(p.cta)}
              </span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
