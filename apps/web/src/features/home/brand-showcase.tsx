import { useEffect, useState } from "react";
import { paths } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { ZoomImage } from "./home-image";
import { BRAND_MEDIA, BRAND_SIZE } from "./home-media";

/** SPEC §9: the brand name line changes every 2000 ms over the 4 brands. */
export const BRAND_CYCLE_MS = 2000;

export const SHOWCASE_BRANDS = [
  {
    name: "SIFAS",
    description: "home.brands.sifas.description",
    alt: "home.brands.sifas.alt",
  },
  {
    name: "OLTA",
    description: "home.brands.olta.description",
    alt: "home.brands.olta.alt",
  },
  {
    name: "FERMOB",
    description: "home.brands.fermob.description",
    alt: "home.brands.fermob.alt",
  },
  {
    name: "GLATZ",
    description: "home.brands.glatz.description",
    alt: "home.brands.glatz.alt",
  },
] as const;

/** The brand name under the title: SIFAS → OLTA → FERMOB → GLATZ → SIFAS… */
export function useCyclingIndex(count: number, interval: number = BRAND_CYCLE_MS): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [count, interval]);
  return index;
}

const brandHref = (name: string) => `${paths.collectionsAll}?${new URLSearchParams({ brand: name.toUpperCase() })}`;

/** SPEC §2 brand showcase: four cards and a name line that cycles every 2 s. */
export function BrandShowcase() {
  const t = useT();
  const index = useCyclingIndex(SHOWCASE_BRANDS.length);
  const current = SHOWCASE_BRANDS[index]?.name ?? "";
  return (
    <section aria-labelledby="brand-showcase-title" className="mx-auto mt-28 max-w-7xl px-4 md:px-8">
      <div className="text-center">
        <h2
          id="brand-showcase-title"
          className="font-sans text-[13px] font-medium tracking-[0.32em] text-muted uppercase"
        >
          {t("home.brands.title")}
        </h2>
        <p
          className="mt-4 h-16 font-display text-5xl leading-none text-ink md:h-20 md:text-7xl"
          data-testid="brand-cycle"
        >
          <span
            key={current}
            className="inline-block transition-[opacity,translate] duration-500 ease-out starting:translate-y-2 starting:opacity-0"
          >
            {current}
          </span>
        </p>
      </div>
      <ul className="mt-12 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {SHOWCASE_BRANDS.map((b) => (
          <li key={b.name}>
            <Link to={brandHref(b.name)} className="group block" data-testid={`brand-card-${b.name}`}>
              <ZoomImage src={BRAND_MEDIA[b.name]} size={BRAND_SIZE} alt={t(b.alt)} aspect="aspect-[4/5]" />
              <span className="mt-5 block font-display text-3xl tracking-wide text-ink">{b.name}</span>
              <span lang="tr" className="mt-2 block text-sm leading-relaxed text-muted">
                {t(b.description)}
              </span>
              <span className="mt-4 inline-flex border-b border-ink pb-1 text-[11px] font-medium tracking-[0.2em] text-ink uppercase group-hover:border-brass group-hover:text-brass">
                {t("home.brands.cta")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
