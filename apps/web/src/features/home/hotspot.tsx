import type { ProductSummary } from "@avlu/contract/catalog";
import { Plus } from "lucide-react";
import { Fragment } from "react";
import { ProductImage } from "../../components/ui/product-image";
import { to } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useFormatPrice, useT } from "../../i18n/use-t";
import { WideImage } from "./home-image";
import { HOTSPOT_MEDIA } from "./home-media";
import { brandBadge, cardImages } from "./product-rules";
import { SectionHeading } from "./section-heading";
import { useHoverCard } from "./use-hover-card";

/** Where the markers sit on the picture (percent of width and height), on the pieces it shows. */
export const HOTSPOT_POSITIONS = [
  { x: 24, y: 63 },
  { x: 50, y: 61 },
  { x: 76, y: 40 },
] as const;

/**
 * SPEC §2 hotspot image: hovering (or focusing, or tapping) a marker shows a product card with
 * View Details to that product. The products are the shop's best sellers, picked at run time.
 */
export function Hotspot({ products }: { products: readonly ProductSummary[] }) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const { active, show, scheduleHide, cancelHide, hide } = useHoverCard();
  const markers = products.slice(0, HOTSPOT_POSITIONS.length);

  return (
    <section aria-labelledby="hotspot-title" className="mx-auto mt-28 max-w-7xl px-4 md:px-8">
      <SectionHeading id="hotspot-title" eyebrow={t("home.hotspot.eyebrow")} title={t("home.hotspot.title")}>
        {t("home.hotspot.text")}
      </SectionHeading>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus-out from the markers and cards inside close the card */}
      <div
        className="relative mt-10 bg-sand"
        onKeyDown={(e) => {
          if (e.key === "Escape") hide();
        }}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) scheduleHide();
        }}
      >
        <WideImage
          media={HOTSPOT_MEDIA}
          sizes="(min-width: 1280px) 1216px, 100vw"
          alt={t("home.hotspot.alt")}
          className="aspect-[16/9] w-full object-cover"
        />
        {markers.map((p, i) => {
          const pos = HOTSPOT_POSITIONS[i] ?? HOTSPOT_POSITIONS[0];
          const open = active === p._id;
          const cardId = `hotspot-card-${i}`;
          const { main } = cardImages(p);
          const side = pos.x > 50 ? { right: `calc(${100 - pos.x}% + 1.5rem)` } : { left: `calc(${pos.x}% + 1.5rem)` };
          const edge = pos.y > 50 ? { bottom: `calc(${100 - pos.y}% + 0.5rem)` } : { top: `calc(${pos.y}% + 0.5rem)` };
          return (
            <Fragment key={p._id}>
              <button
                type="button"
                aria-label={t("home.hotspot.show", { name: p.name })}
                aria-expanded={open}
                aria-controls={cardId}
                data-testid="hotspot-marker"
                onPointerEnter={(e) => {
                  if (e.pointerType === "mouse") show(p._id);
                }}
                onPointerLeave={(e) => {
                  if (e.pointerType === "mouse") scheduleHide();
                }}
                onFocus={() => show(p._id)}
                // A tap (or click) opens it; it closes when focus or the pointer moves on, or with Escape.
                onClick={() => show(p._id)}
                style={{ left: `${pos.x}%`, top: `${pos.y}%` }}
                className="absolute -translate-x-1/2 -translate-y-1/2 rounded-full"
              >
                <span
                  aria-hidden="true"
                  className="absolute inset-0 rounded-full bg-paper/70 motion-safe:animate-ping"
                />
                <span className="relative flex size-9 items-center justify-center rounded-full bg-paper text-ink shadow-lg ring-1 ring-ink/10 transition-transform hover:scale-110">
                  <Plus
                    size={16}
                    strokeWidth={2}
                    aria-hidden="true"
                    className={`transition-transform ${open ? "rotate-45" : ""}`}
                  />
                </span>
              </button>
              <div
                id={cardId}
                hidden={!open}
                data-testid="hotspot-card"
                onPointerEnter={cancelHide}
                onPointerLeave={scheduleHide}
                style={{ ...side, ...edge }}
                className="absolute z-10 w-64 bg-paper p-4 text-ink shadow-[0_24px_48px_-16px_rgba(28,27,25,0.35)] max-md:inset-x-3 max-md:top-auto max-md:bottom-3 max-md:w-auto"
              >
                <div className="flex gap-3">
                  <ProductImage
                    src={main}
                    width={72}
                    height={72}
                    alt={p.altText || p.name}
                    className="size-[72px] shrink-0 bg-sand object-contain"
                  />
                  <div className="min-w-0">
                    <p className="text-[10px] font-medium tracking-[0.24em] text-muted uppercase">
                      {brandBadge(p, t("home.card.badgeFallback"))}
                    </p>
                    <p className="mt-1 line-clamp-2 text-sm leading-snug font-medium">{p.name}</p>
                    <p className="mt-1 text-sm text-muted tabular-nums">{formatPrice(p.price)}</p>
                  </div>
                </div>
                <Link
                  to={to("product", { id: p._id })}
                  onFocus={() => show(p._id)}
                  className="mt-4 block rounded-full bg-forest py-2.5 text-center text-[11px] font-medium tracking-[0.2em] text-paper uppercase transition-colors hover:bg-ink"
                >
                  {t("home.hotspot.viewDetails")}
                </Link>
              </div>
            </Fragment>
          );
        })}
      </div>
    </section>
  );
}
