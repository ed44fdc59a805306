import { paths } from "../../../config/paths";
import { Link } from "../../../i18n/link";
import { useT, useTerm } from "../../../i18n/use-t";
import { FABRICS, FRAME_COLOURS, type InfoItem, SHAPES, VOLANTS } from "../olta-parasol-data";

/** The configurator with one choice made: each block below opens it there. */
const configureWith = (key: string, value: string) => `${paths.oltaConfigure}?${key}=${encodeURIComponent(value)}`;

/** A titled grid of short texts (places of use, fastening types). */
export function InfoGrid({ id, title, items }: { id: string; title: string; items: readonly InfoItem[] }) {
  const t = useT();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-4xl">
        {title}
      </h2>
      <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="border-t border-ink pt-4">
            <h3 className="font-sans text-sm font-semibold">{t(item.title)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t(item.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const block = "border-t border-ink pt-4";
const blockLink = "group block rounded-sm border border-stone p-4 transition hover:border-ink";

/** SPEC's blocks on shape, frame colour, fabric qualities and volant; each opens the configurator with that choice. */
export function OptionBlocks() {
  const t = useT();
  const term = useTerm();
  return (
    <section aria-labelledby="options-heading" className="mt-24 bg-sand py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="options-heading" className="text-4xl">
          {t("catalog.olta.options.title")}
        </h2>
        <p className="mt-3 text-muted">{t("catalog.olta.priceNote")}</p>
        <div className="mt-10 grid gap-12 lg:grid-cols-2">
          <div className={block}>
            <h3 className="font-sans text-sm font-semibold">{t("catalog.olta.options.shape")}</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {SHAPES.map((s) => (
                <li key={s.id}>
                  <Link to={configureWith("size", s.id)} className={blockLink}>
                    <span className="block font-display text-2xl">{s.label}</span>
                    <span className="mt-1 block text-xs text-muted">
                      {t("catalog.olta.shape.round", { note: t(s.note) })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className={block}>
            <h3 className="font-sans text-sm font-semibold">{t("catalog.olta.options.frameColour")}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {FRAME_COLOURS.map((c) => (
                <li key={c.id}>
                  <Link
                    to={configureWith("frame", c.id)}
                    className="inline-flex items-center gap-2 rounded-full border border-stone bg-paper px-4 py-2 text-sm hover:border-ink"
                  >
                    <span
                      aria-hidden="true"
                      className="inline-block size-3 rounded-full border border-ink/20"
                      style={{ backgroundColor: c.hex }}
                    />
                    {term("color", c.name)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className={block}>
            <h3 className="font-sans text-sm font-semibold">{t("catalog.olta.options.fabrics")}</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {FABRICS.map((f) => (
                <li key={f.id}>
                  <Link to={configureWith("fabric", f.id)} className={blockLink}>
                    <span className="block font-medium">{t(f.name)}</span>
                    <span className="mt-1 block text-xs leading-relaxed text-muted">{t(f.summary)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className={block}>
            <h3 className="font-sans text-sm font-semibold">{t("catalog.olta.options.volant")}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {VOLANTS.map((v) => (
                <li key={v.id}>
                  <Link
                    to={configureWith("volant", v.id)}
                    className="inline-flex rounded-full border border-stone bg-paper px-4 py-2 text-sm hover:border-ink"
                  >
                    {t(v.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
