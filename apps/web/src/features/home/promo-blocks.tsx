import { useRef } from "react";
import { paths } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { HomeImage } from "./home-image";
import { BLOCK_MEDIA, BLOCK_SIZE } from "./home-media";
import { useParallax, useReveal } from "./use-reveal";

interface PromoBlockProps {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  image: string;
  alt: string;
  reverse?: boolean;
}

function PromoBlock({ id, eyebrow, title, text, cta, image, alt, reverse = false }: PromoBlockProps) {
  const [ref, shown] = useReveal<HTMLElement>();
  const imageRef = useRef<HTMLImageElement>(null);
  useParallax(ref, imageRef);
  return (
    <section
      ref={ref}
      aria-labelledby={id}
      data-testid={id}
      data-revealed={shown}
      className={`mx-auto mt-28 grid max-w-7xl items-center gap-10 px-4 transition-[opacity,translate] duration-1000 ease-out md:grid-cols-2 md:gap-16 md:px-8 ${shown ? "translate-y-0 opacity-100" : "translate-y-8 opacity-0"}`}
    >
      <div className={`overflow-hidden bg-sand ${reverse ? "md:order-2" : ""}`}>
        <HomeImage
          ref={imageRef}
          src={image}
          size={BLOCK_SIZE}
          alt={alt}
          className="aspect-[9/11] w-full scale-[1.06] object-cover transition-transform duration-300 ease-out will-change-transform"
        />
      </div>
      <div className={reverse ? "md:order-1" : ""}>
        <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">{eyebrow}</p>
        <h2 id={id} className="mt-4 font-display text-4xl leading-tight text-ink md:text-5xl">
          {title}
        </h2>
        <p className="mt-5 max-w-md text-base leading-relaxed text-muted">{text}</p>
        <Link
          to={cta.to}
          className="mt-8 inline-flex rounded-full border border-ink px-8 py-3.5 text-[12px] font-medium tracking-[0.2em] text-ink uppercase transition-colors hover:bg-ink hover:text-paper"
        >
          {cta.label}
        </Link>
      </div>
    </section>
  );
}

/** SPEC §2 promo blocks 1 (the design studio) and 2 (partner collections): fade in on scroll, slight parallax. */
export function PromoBlocks() {
  const t = useT();
  return (
    <>
      <PromoBlock
        id="promo-studio"
        eyebrow={t("home.blocks.studio.eyebrow")}
        title={t("home.blocks.studio.title")}
        text={t("home.blocks.studio.text")}
        cta={{ label: t("home.blocks.studio.cta"), to: paths.contact }}
        image={BLOCK_MEDIA.studio}
        alt={t("home.blocks.studio.alt")}
      />
      <PromoBlock
        id="promo-partners"
        eyebrow={t("home.blocks.partners.eyebrow")}
        title={t("home.blocks.partners.title")}
        text={t("home.blocks.partners.text")}
        cta={{ label: t("home.blocks.partners.cta"), to: `${paths.collectionsAll}?brand=FERMOB` }}
        image={BLOCK_MEDIA.partners}
        alt={t("home.blocks.partners.alt")}
        reverse
      />
    </>
  );
}
