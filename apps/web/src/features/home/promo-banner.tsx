import { paths } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { WideImage } from "./home-image";
import { BANNER_MEDIA } from "./home-media";

/** SPEC §2 promo banner with Shop Now to /collections/all. */
export function PromoBanner() {
  const t = useT();
  return (
    <section
      aria-labelledby="promo-banner-title"
      className="relative isolate mt-28 overflow-hidden bg-forest text-paper"
    >
      <WideImage
        media={BANNER_MEDIA}
        sizes="100vw"
        alt={t("home.banner.alt")}
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-forest/85 via-forest/45 to-transparent"
      />
      <div className="mx-auto flex min-h-[420px] max-w-7xl flex-col justify-center px-6 py-20 md:min-h-[520px] md:px-8">
        <p className="text-[11px] font-medium tracking-[0.3em] text-paper/80 uppercase">{t("home.banner.eyebrow")}</p>
        <h2 id="promo-banner-title" className="mt-4 max-w-lg font-display text-5xl leading-[1.05] md:text-6xl">
          {t("home.banner.title")}
        </h2>
        <p className="mt-4 max-w-md text-base leading-relaxed text-paper/85">{t("home.banner.text")}</p>
        <Link
          to={paths.collectionsAll}
          className="mt-8 inline-flex w-fit rounded-full bg-paper px-8 py-3.5 text-[12px] font-medium tracking-[0.2em] text-ink uppercase transition-colors hover:bg-brass hover:text-paper"
        >
          {t("home.banner.cta")}
        </Link>
      </div>
    </section>
  );
}
