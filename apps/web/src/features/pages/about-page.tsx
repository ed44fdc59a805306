import { HeadedSection } from "../../components/ui/headed-section";
import { RuledTexts } from "../../components/ui/ruled-texts";
import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { useShopSettings } from "../../state/use-shop-settings";
import { InfoPage, Prose } from "./components/info-page";
import { Rich } from "./components/rich";
import { PAGE_HEADS } from "./page-heads";

const VALUES: ReadonlyArray<{ title: MessageKey; text: MessageKey }> = [
  { title: "pages.about.value.lasting.title", text: "pages.about.value.lasting.text" },
  { title: "pages.about.value.chosen.title", text: "pages.about.value.chosen.text" },
  { title: "pages.about.value.advice.title", text: "pages.about.value.advice.text" },
  { title: "pages.about.value.care.title", text: "pages.about.value.care.text" },
];

const BRANDS: ReadonlyArray<{ name: string; text: MessageKey; href: string }> = [
  { name: "FERMOB", text: "pages.about.brand.fermob", href: `${paths.collectionsAll}?brand=FERMOB` },
  { name: "OLTA", text: "pages.about.brand.olta", href: paths.oltaCatalogs },
  { name: "SIFAS", text: "pages.about.brand.sifas", href: `${paths.collectionsAll}?brand=SIFAS` },
];

export const head = PAGE_HEADS.about;

/** /aboutus */
export default function AboutPage() {
  const t = useT();
  const settings = useShopSettings();
  return (
    <InfoPage
      eyebrow={t("pages.about.eyebrow")}
      title={t("pages.about.title")}
      crumb={t("pages.about.crumb")}
      intro={
        <p>
          <Rich id="pages.about.intro" components={{ 0: <em /> }} />
        </p>
      }
    >
      <div className="grid gap-16 lg:grid-cols-2">
        <Prose title={t("pages.about.story.title")}>
          <p>{t("pages.about.story.p1")}</p>
          <p>{t("pages.about.story.p2")}</p>
        </Prose>
        <Prose title={t("pages.about.studio.title")}>
          <p>{t("pages.about.studio.text")}</p>
          {settings && (
            <>
              {settings.studioAddress && <p className="font-medium text-ink">{settings.studioAddress}</p>}
              <ul>
                {[settings.openingHours.weekdays, settings.openingHours.saturday, settings.openingHours.sunday]
                  .filter(Boolean)
                  .map((line) => (
                    <li key={line}>{line}</li>
                  ))}
              </ul>
              {settings.phone && <p>{t("pages.about.studio.phone", { phone: settings.phone })}</p>}
            </>
          )}
          <p>
            <Rich id="pages.about.studio.contact" components={{ 0: <Link to={paths.contact} /> }} />
          </p>
        </Prose>
      </div>

      <HeadedSection id="values-heading" title={t("pages.about.values")} className="mt-24">
        <RuledTexts items={VALUES} />
      </HeadedSection>

      <HeadedSection id="brands-heading" title={t("pages.about.brands")} className="mt-24">
        <ul className="mt-10 grid gap-px overflow-hidden bg-stone md:grid-cols-3">
          {BRANDS.map((b) => (
            <li key={b.name} className="flex flex-col bg-paper p-8">
              <h3 className="font-sans text-sm font-semibold tracking-[0.25em]">{b.name}</h3>
              <p className="mt-4 flex-1 text-sm leading-relaxed text-muted">{t(b.text)}</p>
              <Link to={b.href} className="mt-6 text-sm underline underline-offset-4 hover:text-brass">
                {t("pages.about.explore", { brand: b.name })}
              </Link>
            </li>
          ))}
        </ul>
      </HeadedSection>
    </InfoPage>
  );
}
