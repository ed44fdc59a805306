import { Trans } from "@lingui/react";
import { BookOpen, FileText, PlayCircle, SlidersHorizontal } from "lucide-react";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { paths } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useT, useTerm } from "../../i18n/use-t";
import { InfoGrid, OptionBlocks } from "./components/olta-sections";
import { OltaTabs } from "./components/olta-tabs";
import { ParasolIllustration } from "./components/parasol-illustration";
import { messagesHead } from "./messages-head";
import { ACCESSORIES, FASTENINGS, PARASOL_NAME, PLACES_OF_USE } from "./olta-parasol-data";

/** The contact form with its subject filled in (the brochure, film and manual are sent on request). */
const contactAbout = (subject: string) => `${paths.contact}?subject=${encodeURIComponent(subject)}`;

export const head = messagesHead(paths.olta, "catalog.olta.head.title", "catalog.olta.head.description", {
  name: PARASOL_NAME,
});

/** /olta: the static page of the classic OLTA parasol (SPEC §2); its configurator is /olta/configure (issue 21). */
export default function OltaParasolPage() {
  const t = useT();
  const term = useTerm();
  const name = PARASOL_NAME;

  return (
    <main className="pb-24">
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <Breadcrumb
          items={[
            { label: t("catalog.crumb.home"), to: paths.home },
            { label: "OLTA", to: paths.oltaCatalogs },
            { label: name },
          ]}
        />

        {/* Hero */}
        <section className="mt-6 grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div className="relative aspect-square overflow-hidden bg-sand">
            <ParasolIllustration
              fabric="#A5482E"
              frame="#3B3D40"
              volant="scalloped"
              diameter={220}
              title={t("catalog.olta.illustration", {
                name,
                fabric: term("color", "Red ochre"),
                frame: term("color", "Anthracite"),
              })}
            />
            <span className="absolute top-4 right-4 rounded-full bg-ink px-3 py-1 text-xs font-semibold tracking-[0.2em] text-paper">
              3D
            </span>
          </div>
          <div>
            <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">{t("catalog.olta.eyebrow")}</p>
            <h1 className="mt-3 text-5xl sm:text-6xl">{name}</h1>
            <p className="mt-3 font-display text-2xl text-muted italic">{t("catalog.olta.tagline")}</p>
            <p className="mt-6 text-lg">{t("catalog.olta.priceNote")}</p>
            <Link
              to={paths.oltaConfigure}
              className="mt-8 inline-flex items-center gap-2 rounded-full bg-forest px-7 py-3.5 text-sm font-medium tracking-wide text-paper transition hover:bg-ink"
            >
              <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
              {t("catalog.olta.configurator")}
            </Link>
            <div className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm">
              {(
                [
                  [FileText, "catalog.olta.brochure", "catalog.olta.brochure.subject"],
                  [PlayCircle, "catalog.olta.film", "catalog.olta.film.subject"],
                  [BookOpen, "catalog.olta.manual", "catalog.olta.manual.subject"],
                ] as const
              ).map(([Icon, label, subject]) => (
                <Link
                  key={label}
                  to={contactAbout(t(subject, { name }))}
                  className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
                >
                  <Icon aria-hidden="true" className="h-4 w-4 text-brass" />
                  {t(label)}
                </Link>
              ))}
            </div>
            <p className="mt-3 text-xs text-muted">{t("catalog.olta.onRequest")}</p>
          </div>
        </section>

        <OltaTabs />
      </div>

      <OptionBlocks />

      <div className="mx-auto max-w-7xl space-y-20 px-4 pt-20 sm:px-6 lg:px-8">
        <InfoGrid id="places-of-use" title={t("catalog.olta.places.title")} items={PLACES_OF_USE} />
        <InfoGrid id="fastening-types" title={t("catalog.olta.fastenings.title")} items={FASTENINGS} />
        <section aria-labelledby="accessories-heading">
          <h2 id="accessories-heading" className="text-4xl">
            {t("catalog.olta.accessories.title")}
          </h2>
          <ul className="mt-8 grid gap-px overflow-hidden bg-stone sm:grid-cols-2 lg:grid-cols-3">
            {ACCESSORIES.map((a) => (
              <li key={a.title} className="flex items-center justify-between gap-4 bg-paper p-5 text-sm">
                <span>{t(a.title)}</span>
                <span className="shrink-0 text-[11px] tracking-[0.15em] text-muted uppercase">{t(a.kind)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted">
            <Trans
              id="catalog.olta.spareParts"
              values={{ name }}
              components={{
                0: (
                  <Link
                    to={contactAbout(t("catalog.olta.spareParts.subject", { name }))}
                    className="text-ink underline underline-offset-4"
                  />
                ),
              }}
            />
          </p>
        </section>
      </div>
    </main>
  );
}
