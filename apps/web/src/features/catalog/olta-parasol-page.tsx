import { BookOpen, Check, FileText, PlayCircle, SlidersHorizontal } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { paths } from "../../config/paths";
import { staticHead } from "../../lib/head";
import { InfoGrid, OptionBlocks } from "./components/olta-sections";
import { ParasolIllustration } from "./components/parasol-illustration";
import {
  ACCESSORIES,
  FASTENINGS,
  FRAME_FEATURES,
  PARASOL_NAME,
  PARASOL_PRICE_NOTE,
  PARASOL_TAGLINE,
  PLACES_OF_USE,
  SHAPES,
  TECHNICAL_DATA,
} from "./olta-parasol-data";

type Tab = "description" | "technical";

const contactAbout = (subject: string) => `${paths.contact}?subject=${encodeURIComponent(subject)}`;

export const head = staticHead(
  paths.olta,
  `${PARASOL_NAME} Parasol`,
  `${PARASOL_NAME}: ${PARASOL_TAGLINE.toLowerCase()}. Ø200cm or Ø220cm, brass gear joint, fiberglass ribs, tiltable to 90°, ${PARASOL_PRICE_NOTE}.`,
);

/** /olta: the static page of the classic OLTA parasol (SPEC §2); its configurator is /olta/configure (issue 21). */
export default function OltaParasolPage() {
  const [tab, setTab] = useState<Tab>("description");
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ description: null, technical: null });

  const illustration = (
    <ParasolIllustration
      fabric="#A5482E"
      frame="#3B3D40"
      volant="scalloped"
      diameter={220}
      title={`${PARASOL_NAME} Ø220cm in Red ochre with a scalloped volant, Anthracite frame`}
    />
  );

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    const next: Tab = tab === "description" ? "technical" : "description";
    setTab(next);
    tabs.current[next]?.focus();
  };

  return (
    <main className="pb-24">
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <Breadcrumb
          items={[
            { label: "Home", to: paths.home },
            { label: "OLTA", to: paths.oltaCatalogs },
            { label: PARASOL_NAME },
          ]}
        />

        {/* Hero */}
        <section className="mt-6 grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div className="relative aspect-square overflow-hidden bg-sand">
            {illustration}
            <span className="absolute top-4 right-4 rounded-full bg-ink px-3 py-1 text-xs font-semibold tracking-[0.2em] text-paper">
              3D
            </span>
          </div>
          <div>
            <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">OLTA · Parasols</p>
            <h1 className="mt-3 text-5xl sm:text-6xl">{PARASOL_NAME}</h1>
            <p className="mt-3 font-display text-2xl text-muted italic">{PARASOL_TAGLINE}</p>
            <p className="mt-6 text-lg">{PARASOL_PRICE_NOTE}</p>
            <Link
              to={paths.oltaConfigure}
              className="mt-8 inline-flex items-center gap-2 rounded-full bg-forest px-7 py-3.5 text-sm font-medium tracking-wide text-paper transition hover:bg-ink"
            >
              <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
              Parasol configurator
            </Link>
            <div className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm">
              <Link
                to={contactAbout(`${PARASOL_NAME}: product brochure`)}
                className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
              >
                <FileText aria-hidden="true" className="h-4 w-4 text-brass" />
                Product brochure
              </Link>
              <Link
                to={contactAbout(`${PARASOL_NAME}: operating film`)}
                className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
              >
                <PlayCircle aria-hidden="true" className="h-4 w-4 text-brass" />
                Play operating film
              </Link>
              <Link
                to={contactAbout(`${PARASOL_NAME}: operating manual`)}
                className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
              >
                <BookOpen aria-hidden="true" className="h-4 w-4 text-brass" />
                Operating manual
              </Link>
            </div>
            <p className="mt-3 text-xs text-muted">We send the brochure, film and manual by e-mail on request.</p>
          </div>
        </section>

        {/* Tabs */}
        <section className="mt-20">
          <div role="tablist" aria-label={`${PARASOL_NAME} details`} className="flex gap-8 border-b border-stone">
            {(
              [
                ["description", "Description"],
                ["technical", "Technical data"],
              ] as const
            ).map(([id, label]) => (
              <button
                key={id}
                ref={(el) => {
                  tabs.current[id] = el;
                }}
                type="button"
                role="tab"
                id={`tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`panel-${id}`}
                tabIndex={tab === id ? 0 : -1}
                onClick={() => setTab(id)}
                onKeyDown={onTabKey}
                className={`-mb-px border-b-2 pb-3 text-sm tracking-wide transition ${
                  tab === id ? "border-ink text-ink" : "border-transparent text-muted hover:text-ink"
                }`}
              >
                {label}
              </button>
            ))}
          </div>
          {tab === "description" ? (
            <div
              role="tabpanel"
              id="panel-description"
              aria-labelledby="tab-description"
              className="grid gap-12 pt-10 lg:grid-cols-2"
            >
              <div className="space-y-4 leading-relaxed text-ink/80">
                <p>
                  Since 1931 the OLTA workshop has built parasols the way good furniture is built: with a few honest
                  materials, joined so that every part can be replaced. The {PARASOL_NAME} is the model that started it
                  all — a round canopy on a slender aluminium pole, opened with one smooth push and locked with a pin.
                </p>
                <p>
                  Its gear joint in nickel-plated brass lets the canopy tilt up to 90°, so the shade follows the sun
                  from lunch to late afternoon. The ribs are fiberglass: they bend in a gust instead of breaking, and
                  spring back into shape.
                </p>
                <p>
                  Choose the size, the frame colour, one of two fabric qualities, a volant, the fastening and
                  accessories in the parasol configurator; we make each canopy to order in our partner workshop.
                </p>
              </div>
              <div>
                <h2 className="font-sans text-xs font-semibold tracking-[0.2em] uppercase">Frame</h2>
                <ul className="mt-4 space-y-3">
                  {FRAME_FEATURES.map((f) => (
                    <li key={f} className="flex gap-3 text-sm">
                      <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                      {f}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          ) : (
            <div role="tabpanel" id="panel-technical" aria-labelledby="tab-technical" className="pt-10">
              <div className="overflow-x-auto">
                <table className="w-full min-w-[36rem] text-left text-sm">
                  <thead>
                    <tr className="border-b border-ink">
                      <th scope="col" className="py-3 pr-4 font-medium">
                        Technical data
                      </th>
                      {SHAPES.map((s) => (
                        <th key={s.diameter} scope="col" className="py-3 pr-4 font-medium">
                          {s.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {TECHNICAL_DATA.map(([label, a, b]) => (
                      <tr key={label} className="border-b border-stone">
                        <th scope="row" className="py-3 pr-4 font-normal text-muted">
                          {label}
                        </th>
                        <td className="py-3 pr-4">{a}</td>
                        <td className="py-3 pr-4">{b}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}
        </section>
      </div>

      <OptionBlocks />

      <div className="mx-auto max-w-7xl space-y-20 px-4 pt-20 sm:px-6 lg:px-8">
        <InfoGrid title="Places of use" items={PLACES_OF_USE} />
        <InfoGrid title="Fastening types" items={FASTENINGS} />
        <section aria-labelledby="accessories-heading">
          <h2 id="accessories-heading" className="text-4xl">
            Accessories and spare parts
          </h2>
          <ul className="mt-8 grid gap-px overflow-hidden bg-stone sm:grid-cols-2 lg:grid-cols-3">
            {ACCESSORIES.map((a) => (
              <li key={a.title} className="flex items-center justify-between gap-4 bg-paper p-5 text-sm">
                <span>{a.title}</span>
                <span className="shrink-0 text-[11px] tracking-[0.15em] text-muted uppercase">{a.kind}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted">
            Every part of the {PARASOL_NAME} can be replaced.{" "}
            <Link to={contactAbout(`${PARASOL_NAME}: spare parts`)} className="text-ink underline underline-offset-4">
              Ask us for a spare part
            </Link>
            .
          </p>
        </section>
      </div>
    </main>
  );
}
