import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { paths, to } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { HERO_MEDIA, HERO_SIZE } from "./home-media";
import { HERO_INTERVAL_MS, usePrefersReducedMotion, useSlideTimer } from "./use-slide-timer";

export interface HeroSlide {
  id: keyof typeof HERO_MEDIA;
  /** Message keys (messages/<language>/home.json). */
  eyebrow: MessageKey;
  title: MessageKey;
  text: MessageKey;
  cta: { label: MessageKey; to: string };
  alt: MessageKey;
}

/** The two films and their news captions (SPEC §2: captions depend on the slide). */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: "terrace",
    eyebrow: "home.hero.terrace.eyebrow",
    title: "home.hero.terrace.title",
    text: "home.hero.terrace.text",
    cta: { label: "home.hero.terrace.cta", to: to("fermobCollection", { catalogName: "LUXEMBOURG" }) },
    alt: "home.hero.terrace.alt",
  },
  {
    id: "garden",
    eyebrow: "home.hero.garden.eyebrow",
    title: "home.hero.garden.title",
    text: "home.hero.garden.text",
    cta: { label: "home.hero.garden.cta", to: `${paths.collectionsAll}?door=Outdoor` },
    alt: "home.hero.garden.alt",
  },
];

const RING = 2 * Math.PI * 13;

function ProgressRing({ cycle, running }: { cycle: number; running: boolean }) {
  const ref = useRef<SVGCircleElement>(null);
  useEffect(() => {
    const circle = ref.current;
    if (!circle || !running || typeof circle.animate !== "function") return;
    const animation = circle.animate([{ strokeDashoffset: RING }, { strokeDashoffset: 0 }], {
      duration: HERO_INTERVAL_MS,
      easing: "linear",
      fill: "forwards",
    });
    return () => animation.cancel();
  }, [cycle, running]);
  return (
    <svg viewBox="0 0 32 32" className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
      <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="1.5" />
      <circle
        ref={ref}
        data-testid="hero-progress"
        cx="16"
        cy="16"
        r="13"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeDasharray={RING}
        strokeDashoffset={running ? RING : 0}
      />
    </svg>
  );
}

/**
 * Two-film hero (SPEC §2, §4): a slide every 5 s, dots that jump and restart the timer and the
 * ring. The poster picture paints first; the films load only after the page has loaded, and not
 * at all for visitors who prefer reduced motion (they can still step through with the dots).
 */
export function HeroCarousel() {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  // Paused for visitors who prefer less motion, until the shopper presses play.
  const [pausedByShopper, setPausedByShopper] = useState<boolean | null>(null);
  const paused = pausedByShopper ?? reducedMotion;
  const { index, cycle, goTo } = useSlideTimer(HERO_SLIDES.length, HERO_INTERVAL_MS, paused);
  const videos = useRef<Array<HTMLVideoElement | null>>([]);
  const [filmsAllowed, setFilmsAllowed] = useState(false);
  const [playing, setPlaying] = useState<Record<number, boolean>>({});

  // Films start after the load event (and an idle moment) so they never compete with first paint.
  useEffect(() => {
    if (reducedMotion) return;
    let idle = 0;
    const allow = () => {
      const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
      idle = w.requestIdleCallback
        ? w.requestIdleCallback(() => setFilmsAllowed(true))
        : window.setTimeout(() => setFilmsAllowed(true), 200);
    };
    if (document.readyState === "complete") allow();
    else window.addEventListener("load", allow, { once: true });
    return () => {
      window.removeEventListener("load", allow);
      const w = window as Window & { cancelIdleCallback?: (id: number) => void };
      if (w.cancelIdleCallback) w.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [reducedMotion]);

  useEffect(() => {
    videos.current.forEach((video, i) => {
      if (!video || typeof video.play !== "function") return;
      if (filmsAllowed && i === index && !paused) {
        if (video.paused) {
          video.currentTime = 0;
          // Autoplay refused (data saver, no codec): the poster simply stays.
          video.play()?.catch(() => {});
        }
      } else if (!video.paused) {
        video.pause();
      }
    });
  }, [index, filmsAllowed, paused]);

  const slide = HERO_SLIDES[index] ?? HERO_SLIDES[0];
  if (!slide) return null;

  return (
    <section
      aria-roledescription={t("home.hero.carousel")}
      aria-label={t("home.hero.label")}
      className="relative isolate h-[min(78svh,680px)] min-h-[460px] overflow-hidden bg-forest text-paper md:h-[min(calc(100svh-var(--header-full-height)),760px)]"
    >
      {HERO_SLIDES.map((s, i) => {
        const media = HERO_MEDIA[s.id];
        const active = i === index;
        return (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
          <div
            key={s.id}
            role="group"
            aria-roledescription={t("home.hero.slide")}
            aria-label={t("home.hero.slideLabel", { number: i + 1, total: HERO_SLIDES.length, title: t(s.title) })}
            aria-hidden={!active}
            data-testid={`hero-slide-${i}`}
            data-active={active}
            className={`absolute inset-0 transition-opacity duration-1000 ease-out ${active ? "opacity-100" : "opacity-0"}`}
          >
            <img
              src={media.poster}
              srcSet={`${media.posterSmall} 640w, ${media.poster} 1280w`}
              sizes="100vw"
              width={HERO_SIZE.width}
              height={HERO_SIZE.height}
              alt={t(s.alt)}
              fetchPriority={i === 0 ? "high" : "low"}
              loading={i === 0 ? "eager" : "lazy"}
              decoding={i === 0 ? "sync" : "async"}
              className="absolute inset-0 size-full object-cover"
            />
            {!reducedMotion && (
              // biome-ignore lint/a11y/useMediaCaption: silent, wordless films (muted in the ref below)
              <video
                ref={(el) => {
                  videos.current[i] = el;
                  // Set here, not as a prop: React does not write `muted` into server-rendered HTML, and
                  // browsers only autoplay muted films.
                  if (el) el.defaultMuted = el.muted = true;
                }}
                loop
                playsInline
                preload="none"
                aria-hidden="true"
                tabIndex={-1}
                data-testid={`hero-video-${i}`}
                onPlaying={() => setPlaying((p) => ({ ...p, [i]: true }))}
                className={`absolute inset-0 size-full object-cover transition-opacity duration-700 ${playing[i] ? "opacity-100" : "opacity-0"}`}
              >
                <source src={media.webm} type="video/webm" />
                <source src={media.mp4} type="video/mp4" />
              </video>
            )}
          </div>
        );
      })}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-ink/65 via-ink/10 to-transparent md:bg-gradient-to-r md:from-ink/55 md:via-ink/10"
      />

      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-end px-6 pb-24 md:px-8 md:pb-28">
        <div key={slide.id} className="max-w-xl" data-testid="hero-caption" aria-live={paused ? "polite" : "off"}>
          <p className="text-[11px] font-medium tracking-[0.3em] text-paper/80 uppercase">{t(slide.eyebrow)}</p>
          <h2 className="mt-4 font-display text-5xl leading-[1.02] text-paper md:text-7xl">{t(slide.title)}</h2>
          <p className="mt-4 max-w-md text-base leading-relaxed text-paper/85 md:text-lg">{t(slide.text)}</p>
          <Link
            to={slide.cta.to}
            className="mt-8 inline-flex items-center rounded-full bg-paper px-7 py-3.5 text-[12px] font-medium tracking-[0.2em] text-ink uppercase transition-colors hover:bg-brass hover:text-paper"
          >
            {t(slide.cta.label)}
          </Link>
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-6 mx-auto flex max-w-7xl items-center gap-2 px-6 md:bottom-8 md:px-8">
        {HERO_SLIDES.map((s, i) => {
          const active = i === index;
          return (
            <button
              key={s.id}
              type="button"
              aria-label={t("home.hero.showSlide", { number: i + 1, title: t(s.title) })}
              aria-current={active ? "true" : undefined}
              onClick={() => goTo(i)}
              className="relative inline-flex size-11 items-center justify-center rounded-full text-paper"
            >
              {active && <ProgressRing cycle={cycle} running={!paused} />}
              <span
                className={`block rounded-full bg-paper transition-all ${active ? "size-2" : "size-1.5 opacity-60"}`}
              />
            </button>
          );
        })}
        <button
          type="button"
          aria-label={paused ? t("home.hero.play") : t("home.hero.pause")}
          onClick={() => setPausedByShopper(!paused)}
          className="ml-2 inline-flex size-9 items-center justify-center rounded-full border border-paper/40 text-paper transition-colors hover:bg-paper/15"
        >
          {paused ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
        </button>
      </div>
    </section>
  );
}
