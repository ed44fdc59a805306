import type { ReactNode } from "react";
import { RuledTexts } from "../../../components/ui/ruled-texts";
import { paths } from "../../../config/paths";
import type { MessageKey } from "../../../i18n/i18n";
import { Link } from "../../../i18n/link";
import { useT, useTerm } from "../../../i18n/use-t";
import { FABRICS, FRAME_COLOURS, type InfoItem, SHAPES, VOLANTS } from "../olta-parasol-data";

/** The configurator with one choice made: each block below opens it there. */
const configureWith = (key: string, value: string) => `${paths.oltaConfigure}?${key}=${encodeURIComponent(value)}`;

/** A titled grid of short texts (places of use, fastening types). */
export function InfoGrid({ id, title, items }: { id: string; title: string; items: readonly InfoItem[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-4xl">
        {title}
      </h2>
      <RuledTexts items={items} look="compact" />
    </section>
  );
}

/**
 * One of the option blocks: a rule, its title and its choices, each a link that opens the
 * configurator with it (`param` = the choice's id): cards in two columns (`cards`) or pills side by
 * side, a pill with the choice's colour (`hex`) before its name. `children` words a choice.
 */
function OptionBlock<Choice extends { id: string; hex?: string }>({
  title,
  param,
  choices,
  cards = false,
  children,
}: {
  title: MessageKey;
  param: string;
  choices: readonly Choice[];
  cards?: boolean;
  children: (choice: Choice) => ReactNode;
}) {
  const t = useT();
  const pill = "rounded-full border border-stone bg-paper px-4 py-2 text-sm hover:border-ink";
  return (
    <div className="border-t border-ink pt-4">
      <h3 className="font-sans text-sm font-semibold">{t(title)}</h3>
      <ul className={cards ? "mt-4 grid gap-3 sm:grid-cols-2" : "mt-4 flex flex-wrap gap-2"}>
        {choices.map((choice) => (
          <li key={choice.id}>
            <Link
              to={configureWith(param, choice.id)}
              className={
                cards
                  ? "group block rounded-sm border border-stone p-4 transition hover:border-ink"
                  : choice.hex
                    ? `inline-flex items-center gap-2 ${pill}`
                    : `inline-flex ${pill}`
              }
            >
              {choice.hex && (
                <span
                  aria-hidden="true"
                  className="inline-block size-3 rounded-full border border-ink/20"
                  style={{ backgroundColor: choice.hex }}
                />
              )}
              {children(choice)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

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
          <OptionBlock title="catalog.olta.options.shape" param="size" choices={SHAPES} cards>
            {(s) => (
              <>
                <span className="block font-display text-2xl">{s.label}</span>
                <span className="mt-1 block text-xs text-muted">
                  {t("catalog.olta.shape.round", { note: t(s.note) })}
                </span>
              </>
            )}
          </OptionBlock>
          <OptionBlock title="catalog.olta.options.frameColour" param="frame" choices={FRAME_COLOURS}>
            {(c) => term("color", c.name)}
          </OptionBlock>
          <OptionBlock title="catalog.olta.options.fabrics" param="fabric" choices={FABRICS} cards>
            {(f) => (
              <>
                <span className="block font-medium">{t(f.name)}</span>
                <span className="mt-1 block text-xs leading-relaxed text-muted">{t(f.summary)}</span>
              </>
            )}
          </OptionBlock>
          <OptionBlock title="catalog.olta.options.volant" param="volant" choices={VOLANTS}>
            {(v) => t(v.label)}
          </OptionBlock>
        </div>
      </div>
    </section>
  );
}
